/**
 * The docs contract as the page embeds it: without the project's own extensions, which Redoc does not
 * render and the docs copy has already turned into reader-facing text (the kind badge, the client-side
 * checks, the enumeration tables, the job outcomes). Every page visit transfers the embedded contract,
 * so what no reader sees is left out. Only this copy changes; openapi/ and generated/ keep them all.
 */

/** The project's extensions: `x-dsm-*` (kinds, checks, jobs, …) and the enumeration names and meanings. */
export const UNRENDERED_EXTENSION = /^x-(?:dsm|enum)-/;

/** Keys whose value is data (an example, a default, the allowed values): copied as they are. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum', 'x-codeSamples']);
/** Keys whose value maps names chosen by the contract's author to schemas: every name is kept. */
const NAME_MAPS = new Set(['properties', 'patternProperties']);

function strip(node: unknown, namesAreData: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => strip(item, false));
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!namesAreData && UNRENDERED_EXTENSION.test(key)) continue;
    copy[key] = DATA_KEYS.has(key) ? value : strip(value, NAME_MAPS.has(key));
  }
  return copy;
}

/** A copy of `docs` without the extensions no reader sees; `docs` itself is left as it is. */
export function pageContract(docs: Record<string, unknown>): Record<string, unknown> {
  return strip(docs, false) as Record<string, unknown>;
}
