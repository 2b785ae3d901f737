/** The docs page's contract moved into a file of its own, preloaded by the page and read by the module script that hands it to Redoc. */
import { describe, expect, it } from 'vitest';
import { LOAD_FAILED, splitContract } from '../../scripts/docs/contract-asset.js';
import { assetNames } from '../../scripts/serve/docs-server.js';

const CONTRACT = { openapi: '3.1.0', info: { title: 'API', description: 'Ends with </script><!-- and \u2028 in text' } };
const page = (definition: string) =>
  `<html><head><title>API</title></head><body>\n  <div id="redoc"></div>\n  <script type="module">\n` +
  `      import { hydrate } from './assets/redoc-0123456789abcdef.js';\n\n` +
  `      const __redoc_definition = ${definition};\n      const __redoc_options = {};\n\n` +
  `      hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));\n  </script></body></html>`;
const literal = JSON.stringify(CONTRACT, null, 2).replace(/</g, '\\u003c');

describe('splitContract', () => {
  const { html, contractName, contract } = splitContract(page(literal));

  it('moves the contract, whole, into a file named by its content', () => {
    expect(JSON.parse(contract)).toEqual(CONTRACT);
    expect(contract).toBe(JSON.stringify(CONTRACT));
    expect(contractName).toMatch(/^contract-[0-9a-f]{16}\.json$/);
    expect(splitContract(page(JSON.stringify({ ...CONTRACT, openapi: '3.1.1' }))).contractName).not.toBe(contractName);
    expect(html).not.toContain('Ends with');
  });

  it('preloads it from the head and has the module script fetch it and hand it to Redoc as before', () => {
    expect(html.indexOf(`<link rel="preload" href="./assets/${contractName}" as="fetch" crossorigin>`)).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(html).toContain(`const __redoc_definition = await fetch('./assets/${contractName}')\n`);
    expect(html).toContain(`.textContent = \`${LOAD_FAILED} \${error.message}\`; throw error; })`);
    expect(html).toContain("hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));");
    expect(assetNames(html)).toEqual([contractName, 'redoc-0123456789abcdef.js']);
  });

  it('refuses a page laid out otherwise', () => {
    expect(() => splitContract(page('{}').replace('const __redoc_definition', 'const definition'))).toThrow(/not laid out as expected/);
    expect(() => splitContract(page('{}').replace('<script type="module">', '<script>'))).toThrow(/not laid out as expected/);
    expect(() => splitContract(page('{}').replace('<title>API</title>', ''))).toThrow(/no <title>/);
    expect(() => splitContract(page('{ openapi: "3.1.0" }'))).toThrow();
  });
});
