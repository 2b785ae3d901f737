/**
 * The built page without its server-rendered copy of the reference. `redocly build-docs` renders the
 * whole reference into the page (markup and styled-components' styles, a fifth of what the page
 * transfers), and Redoc's script then renders the same reference again from the embedded contract.
 * Left empty, the container is rendered by the script alone (Redoc's `hydrate` renders into an empty
 * container instead of hydrating it): the page transfers the reference once, and the search is ready
 * as early, since Redoc builds its index only once the script has run. Until then the page says that
 * the reference is loading; the colour-mode line moves to the head, so the page opens in the reader's
 * colours.
 */

import { MODULE_START } from './page-layout.js';

const CONTAINER = '<div id="redoc">';
/** styled-components' server-side style sheet. */
const SERVER_STYLES = /<style data-styled="true"[^>]*>[\s\S]*?<\/style>\s*/g;
/** Redoc's line that sets the reader's colour mode before anything is drawn. */
const COLOR_MODE_SCRIPT = /<script>[^<]*redoc\.colorMode[^<]*<\/script>/;

export const LOADING_NOTE = 'Loading the reference…';
/** The note's element, which says instead when the reference could not be loaded. */
export const LOADING_ID = 'redoc-loading';
const LOADING = `<p class="redoc-loading" id="${LOADING_ID}">${LOADING_NOTE}</p>`;
/** The note shows only while the container is empty, in the browser's dark colours for a dark reader. */
const LOADING_STYLE =
  '<style>.redoc-loading{font-family:sans-serif;margin:2rem}#redoc:not(:empty)+.redoc-loading{display:none}' +
  'html.dark:has(#redoc:empty){color-scheme:dark}</style>';

const once = (html: string, text: string) => html.indexOf(text) >= 0 && html.indexOf(text) === html.lastIndexOf(text);

/** The page with an empty Redoc container; throws when the page is not laid out as expected. */
export function clientRendered(html: string): string {
  const styles = html.match(SERVER_STYLES) ?? [];
  if (!once(html, CONTAINER) || !once(html, MODULE_START) || styles.length !== 1)
    throw new Error('the docs page is not laid out as expected (one Redoc container, one module script, one server style sheet)');
  const open = html.indexOf(CONTAINER) + CONTAINER.length;
  const scriptStart = html.indexOf(MODULE_START);
  const close = html.lastIndexOf('</div>', scriptStart);
  if (close < open || html.slice(close + '</div>'.length, scriptStart).trim() !== '')
    throw new Error('the docs page is not laid out as expected (the module script right after the Redoc container)');
  const markup = html.slice(open, close);
  const colorMode = markup.match(COLOR_MODE_SCRIPT)?.[0] ?? '';
  const page = `${html.slice(0, open)}</div>${LOADING}${html.slice(close + '</div>'.length)}`.replace(SERVER_STYLES, '');
  const head = page.indexOf('</head>');
  if (head < 0) throw new Error('the docs page has no </head>');
  return `${page.slice(0, head)}${LOADING_STYLE}${colorMode}\n${page.slice(head)}`;
}
