/** The docs page without its server-rendered copy of the reference: Redoc's script renders it once. */
import { describe, expect, it } from 'vitest';
import { clientRendered, LOADING_ID, LOADING_NOTE } from '../../scripts/docs/client-rendered.js';

const COLOR_MODE =
  '<script>try{var m=localStorage.getItem("redoc.colorMode");document.documentElement.classList.add(m)}catch(e){}</script>';
const page = (markup: string, styles = '<style data-styled="true" data-styled-version="6">.a{color:red}</style>') =>
  `<html><head><title>API</title><style>body{margin:0}</style>${styles}</head><body>\n  <div id="redoc">${markup}</div>\n` +
  `  <script type="module">\nimport { hydrate } from './assets/redoc-0123456789abcdef.js';\nhydrate({}, {}, document.getElementById('redoc'));</script></body></html>`;

describe('clientRendered', () => {
  const html = clientRendered(page(`<div hidden="">${COLOR_MODE}</div><nav><div>Contacts</div></nav><main>Delete one contact</main>`));

  it('leaves the Redoc container empty and drops the server-side styles', () => {
    expect(html).toContain('<div id="redoc"></div>');
    expect(html).not.toContain('Delete one contact');
    expect(html).not.toContain('data-styled');
    expect(html).toContain('<style>body{margin:0}</style>');
  });

  it('keeps the script that renders the reference, and says that it is loading until it is rendered', () => {
    expect(html).toContain("hydrate({}, {}, document.getElementById('redoc'));");
    expect(html).toContain(`<div id="redoc"></div><p class="redoc-loading" id="${LOADING_ID}">${LOADING_NOTE}</p>`);
    expect(html).toContain('#redoc:not(:empty)+.redoc-loading{display:none}');
  });

  it('sets the colour mode from the head, before anything is drawn', () => {
    expect(html.indexOf(COLOR_MODE)).toBeGreaterThan(0);
    expect(html.indexOf(COLOR_MODE)).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(COLOR_MODE)).toHaveLength(2);
  });

  it('refuses a page laid out otherwise', () => {
    expect(() => clientRendered(page('markup', ''))).toThrow(/not laid out as expected/);
    expect(() => clientRendered(page('markup').replace('<div id="redoc">', '<div id="other">'))).toThrow(/not laid out as expected/);
    expect(() => clientRendered(page('markup').replace('</div>\n  <script', '</div><p>after</p>\n  <script'))).toThrow(
      /not laid out as expected/,
    );
  });
});
