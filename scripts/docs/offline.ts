/**
 * Keeps the built page self-contained. Redoc's scripts are inlined (`--inlineBundle`); what is left is
 * the "API docs by Redocly" logo, which Redoc loads from its CDN once the page runs. It becomes an inline
 * SVG (a `data:` URL: no request leaves the page), and the build fails if any CDN address is left. The
 * page names an empty icon, so that no browser asks for one.
 */
import { afterTitle } from './page-layout.js';

const LOGO_URLS = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const CDN_HOSTS = /https?:\/\/cdn\.redoc(?:ly)?\.(?:ly|com)\/[^\s"'`)]*/g;

/** The attribution keeps its words; only the picture is drawn locally. */
export const LOCAL_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="16" viewBox="0 0 56 16">' +
    '<text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#5c62d6">Redocly</text></svg>',
)}`;

/**
 * Addresses inside Redoc's bundle that the built page never requests: the icon sets of Redocly's paid
 * products, used only by icons this contract never asks for.
 * The browser test checks that the rendered page makes no request outside itself.
 */
const ALLOWED_UNUSED = ['https://cdn.redocly.com/icons/'];

export function makeOffline(html: string): string {
  const local = html.replace(LOGO_URLS, LOCAL_LOGO);
  const left = [...new Set(local.match(CDN_HOSTS) ?? [])].filter((url) => !ALLOWED_UNUSED.some((allowed) => url.startsWith(allowed)));
  if (left.length) throw new Error(`the docs page still refers to a CDN: ${left.join(', ')}`);
  return local;
}

/** Without an icon named in the page, a browser asks the server for `/favicon.ico`; an empty `data:` icon asks nothing. */
export function withEmptyIcon(html: string): string {
  return afterTitle(html, '<link rel="icon" href="data:,">');
}
