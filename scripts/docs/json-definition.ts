/**
 * The embedded contract as a JSON data block instead of a JavaScript object literal. `redocly build-docs`
 * writes the contract (2.5 MB) into the page's module script as a literal, which the browser must parse
 * as JavaScript before anything runs; as `<script type="application/json">` the HTML parser only skips
 * over it, and `JSON.parse` reads it several times faster than the JavaScript parser would. Redoc gets
 * the same object as before.
 */

/** Redoc's line that declares the contract, as `redocly build-docs` writes it (JSON has no raw line break). */
const DECLARATION = 'const __redoc_definition = ';
export const DEFINITION_ID = 'redoc-definition';
const BLOCK_START = `<script type="application/json" id="${DEFINITION_ID}">`;
const MODULE_START = '<script type="module">';

/** JSON that cannot end the data block: `<` never appears as itself (so no `</script>` nor `<!--`). */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page with its contract in a JSON data block; throws when the page is not laid out as expected. */
export function jsonDefinition(html: string): string {
  const start = html.indexOf(MODULE_START);
  const declaration = html.indexOf(DECLARATION, start);
  const end = html.indexOf(';\n', declaration);
  if (start < 0 || declaration < 0 || end < 0 || html.indexOf(MODULE_START, start + 1) >= 0 || html.indexOf(DECLARATION, end) >= 0)
    throw new Error('the docs page is not laid out as expected (one module script declaring __redoc_definition)');
  const definition: unknown = JSON.parse(html.slice(declaration + DECLARATION.length, end)); // the literal Redocly writes is JSON
  const read = `${DECLARATION}JSON.parse(document.getElementById('${DEFINITION_ID}').textContent)`;
  const block = `${BLOCK_START}${blockJson(definition)}</script>\n      `;
  return html.slice(0, start) + block + html.slice(start, declaration) + read + html.slice(end);
}

/**
 * The page with the contract in its data block replaced by `change(contract)`, for a page of the same
 * script and layout over another contract (the docs bench's anchor); throws when the page has no such block.
 */
export function withDefinition(html: string, change: (definition: Record<string, unknown>) => unknown): string {
  const start = html.indexOf(BLOCK_START);
  const end = html.indexOf('</script>', start);
  if (start < 0 || end < 0 || html.indexOf(BLOCK_START, end) >= 0) throw new Error('the docs page has no single contract data block');
  const definition = JSON.parse(html.slice(start + BLOCK_START.length, end)) as Record<string, unknown>;
  return html.slice(0, start + BLOCK_START.length) + blockJson(change(definition)) + html.slice(end);
}
