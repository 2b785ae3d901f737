/**
 * Redoc's script out of the built page, as a file of its own: it is ~90 % of the page and changes only
 * with Redocly's version, while the page (markup, contract) changes with the contract. Named by its
 * content, it is cached for good; the page imports it and preloads it from its head, so the browser
 * fetches it at once and compiles it while the page is still arriving.
 */
import { createHash } from 'node:crypto';
import { afterTitle, MODULE_START } from './page-layout.js';

/** How Redoc's standalone bundle ends, before the page's own lines that hydrate the markup. */
const BUNDLE_END = 'export{RedocStandalone,hydrate,init};';
/** Where the page's assets live, beside it. */
export const ASSETS_DIR = 'assets';
/** The names those assets may have (what a server may answer under /assets/): Redoc's script and the contract. */
export const ASSET_NAME = /^(?:redoc-[0-9a-f]{16}\.js|contract-[0-9a-f]{16}\.json)$/;

/** The type an asset is served as, by its name. */
export const assetType = (name: string) => (name.endsWith('.json') ? 'application/json' : 'text/javascript; charset=utf-8');

/** The file name of an asset: named by its content, so that it can be cached for good. */
export const assetName = (kind: 'redoc' | 'contract', text: string, extension: 'js' | 'json') =>
  `${kind}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${extension}`;

export interface SplitPage {
  html: string;
  /** The script's file name under ASSETS_DIR, and its text. */
  scriptName: string;
  script: string;
}

/** The page with Redoc's bundle moved out into `scriptName`; throws when the page is not laid out as expected. */
export function splitRedocScript(html: string): SplitPage {
  const start = html.indexOf(MODULE_START);
  const end = html.indexOf(BUNDLE_END, start);
  if (start < 0 || end < 0 || html.indexOf(MODULE_START, start + 1) >= 0 || html.indexOf(BUNDLE_END, end + 1) >= 0)
    throw new Error("the docs page is not laid out as expected (one module script ending with Redoc's exports)");
  const script = `${html.slice(start + MODULE_START.length, end + BUNDLE_END.length).trim()}\n`;
  const scriptName = assetName('redoc', script, 'js');
  const src = `./${ASSETS_DIR}/${scriptName}`;
  const page = `${html.slice(0, start + MODULE_START.length)}\n      import { hydrate } from '${src}';${html.slice(end + BUNDLE_END.length)}`;
  return { html: afterTitle(page, `<link rel="modulepreload" href="${src}">`), scriptName, script };
}
