/**
 * The embedded contract as a file of its own beside the page. `redocly build-docs` writes the contract
 * (2.5 MB) into the page's module script as a literal: the browser must read all of it before it draws
 * anything, and parse it as JavaScript before Redoc runs. As a JSON file named by its content, preloaded
 * from the page's head, it arrives while Redoc's script does; the page itself is a few kilobytes and
 * shows its loading note at once, and `fetch` reads the contract as JSON, several times faster than
 * the JavaScript parser would. Redoc gets the same object as before.
 */
import { LOADING_ID } from './client-rendered.js';
import { afterTitle, MODULE_START } from './page-layout.js';
import { ASSETS_DIR, assetName } from './redoc-script.js';

/** Redoc's line that declares the contract, as `redocly build-docs` writes it (JSON has no raw line break). */
const DECLARATION = 'const __redoc_definition = ';
/** What the page says when its contract could not be fetched, before the reason. */
export const LOAD_FAILED = 'The reference could not be loaded:';

export interface SplitContract {
  html: string;
  /** The contract's file name under ASSETS_DIR, and its text. */
  contractName: string;
  contract: string;
}

/** The page with its contract moved out into `contractName`; throws when the page is not laid out as expected. */
export function splitContract(html: string): SplitContract {
  const start = html.indexOf(MODULE_START);
  const declaration = html.indexOf(DECLARATION, start);
  const end = html.indexOf(';\n', declaration);
  if (start < 0 || declaration < 0 || end < 0 || html.indexOf(MODULE_START, start + 1) >= 0 || html.indexOf(DECLARATION, end) >= 0)
    throw new Error('the docs page is not laid out as expected (one module script declaring __redoc_definition)');
  // The literal Redocly writes is JSON; parsed and written again, so the file is plain JSON whatever its spacing.
  const contract = JSON.stringify(JSON.parse(html.slice(declaration + DECLARATION.length, end)));
  const contractName = assetName('contract', contract, 'json');
  const src = `./${ASSETS_DIR}/${contractName}`;
  // A failed fetch says so in place of the loading note (and in the console), rather than loading for ever.
  const read =
    `${DECLARATION}await fetch('${src}')` +
    "\n        .then((reply) => (reply.ok ? reply.json() : Promise.reject(new Error(reply.status + ' ' + reply.url))))" +
    `\n        .catch((error) => { document.getElementById('${LOADING_ID}').textContent = \`${LOAD_FAILED} \${error.message}\`; throw error; })`;
  const page = html.slice(0, declaration) + read + html.slice(end);
  return { html: afterTitle(page, `<link rel="preload" href="${src}" as="fetch" crossorigin>`), contractName, contract };
}
