/** The docs page's contract as a JSON data block, read by the module script that hands it to Redoc. */
import { describe, expect, it } from 'vitest';
import { DEFINITION_ID, jsonDefinition, withDefinition } from '../../scripts/docs/json-definition.js';

const CONTRACT = { openapi: '3.1.0', info: { title: 'API', description: 'Ends with </script><!-- and \u2028 in text' } };
const page = (definition: string) =>
  `<html><head><title>API</title></head><body>\n  <div id="redoc"></div>\n  <script type="module">\n` +
  `      import { hydrate } from './assets/redoc-0123456789abcdef.js';\n\n` +
  `      const __redoc_definition = ${definition};\n      const __redoc_options = {};\n\n` +
  `      hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));\n  </script></body></html>`;

/** What the page's data block holds, as the browser reads it: the text up to the first `</script`. */
function dataBlock(html: string): string {
  const open = `<script type="application/json" id="${DEFINITION_ID}">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.indexOf('</script', start));
}

describe('jsonDefinition', () => {
  const html = jsonDefinition(page(JSON.stringify(CONTRACT).replace(/</g, '\\u003c')));

  it('moves the contract into a JSON data block that holds it whole', () => {
    expect(JSON.parse(dataBlock(html))).toEqual(CONTRACT);
    expect(html).not.toContain('<!--');
    expect(html.indexOf(`id="${DEFINITION_ID}"`)).toBeLessThan(html.indexOf('<script type="module">'));
  });

  it('has the module script read it and hand it to Redoc as before', () => {
    expect(html).toContain(`const __redoc_definition = JSON.parse(document.getElementById('${DEFINITION_ID}').textContent);`);
    expect(html).toContain("hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));");
    expect(html).not.toContain('const __redoc_definition = {');
  });

  it('refuses a page laid out otherwise', () => {
    expect(() => jsonDefinition(page('{}').replace('const __redoc_definition', 'const definition'))).toThrow(/not laid out as expected/);
    expect(() => jsonDefinition(page('{}').replace('<script type="module">', '<script>'))).toThrow(/not laid out as expected/);
    expect(() => jsonDefinition(page('{ openapi: "3.1.0" }'))).toThrow();
  });
});

describe('withDefinition', () => {
  const html = jsonDefinition(page(JSON.stringify(CONTRACT).replace(/</g, '\\u003c')));

  it('puts another contract in the data block and leaves the rest of the page as it was', () => {
    const other = withDefinition(html, (definition) => ({ ...definition, paths: { '/api/x': {} } }));
    expect(JSON.parse(dataBlock(other))).toEqual({ ...CONTRACT, paths: { '/api/x': {} } });
    expect(other).not.toContain('<!--');
    expect(other.replace(dataBlock(other), '')).toBe(html.replace(dataBlock(html), ''));
  });

  it('refuses a page without one data block', () => {
    expect(() => withDefinition(page('{}'), (definition) => definition)).toThrow(/no single contract data block/);
  });
});
