/** Redoc's script moved out of the built docs page: what the page keeps, imports and preloads. */
import { describe, expect, it } from 'vitest';
import { assetNames } from '../../scripts/serve/docs-server.js';
import { splitRedocScript } from '../../scripts/docs/redoc-script.js';

const page = (bundle: string) =>
  '<html><head><title>API</title><style>s</style></head><body><div id="redoc">markup</div>' +
  `<script type="module">${bundle}\nconst __redoc_definition = {};\nhydrate(__redoc_definition, {}, document.getElementById('redoc'));</script></body></html>`;
const BUNDLE = 'const{RedocStandalone,hydrate,init}=(()=>({}))();export{RedocStandalone,hydrate,init};';

describe('splitRedocScript', () => {
  it('moves the bundle into a file named by its content, imported and preloaded by the page', () => {
    const { html, scriptName, script } = splitRedocScript(page(BUNDLE));
    expect(script).toBe(`${BUNDLE}\n`);
    expect(scriptName).toMatch(/^redoc-[0-9a-f]{16}\.js$/);
    expect(html).not.toContain('RedocStandalone');
    expect(html).toContain(`<link rel="modulepreload" href="./assets/${scriptName}">`);
    expect(html).toContain(`import { hydrate } from './assets/${scriptName}';`);
    expect(html).toContain("hydrate(__redoc_definition, {}, document.getElementById('redoc'));");
    expect(assetNames(html)).toEqual([scriptName]);
    expect(splitRedocScript(page(`const other = 1;${BUNDLE}`)).scriptName).not.toBe(scriptName);
  });

  it('refuses a page laid out otherwise', () => {
    expect(() => splitRedocScript(page('const a = 1;'))).toThrow(/not laid out as expected/);
    expect(() => splitRedocScript(`${page(BUNDLE)}${page(BUNDLE)}`)).toThrow(/not laid out as expected/);
  });
});

describe('assetNames', () => {
  it('names only the assets a docs server may answer', () => {
    expect(
      assetNames(
        '<script src="./assets/redoc-0123456789abcdef.js"></script><link href="./assets/contract-0123456789abcdef.json">' +
          '<a href="./assets/../../etc/passwd"><a href="./assets/contract-0123456789abcdef.js"><a href="./assets/other-0123456789abcdef.json">',
      ),
    ).toEqual(['redoc-0123456789abcdef.js', 'contract-0123456789abcdef.json']);
  });
});
