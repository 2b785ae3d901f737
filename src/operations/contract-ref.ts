/**
 * The one `$ref` resolver of the project: local JSON pointers (`#/components/schemas/Contact`) in the bundled
 * contract (`@dsm/sdk/openapi.json`), for the generators, the Prism proxy's contract and the console's explorer.
 */

/** More references in a row than this is a loop. */
const MAX_REFERENCE_CHAIN = 32;

/** What a local JSON pointer points to in `document`, or undefined when it leaves the document or points nowhere. */
export function pointedAt(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node = document;
  for (const segment of ref.slice(2).split('/')) {
    const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Follows `$ref`s through `document` to the node they name (a node without one is returned as it is). Throws on a
 * reference that leaves the document, points nowhere, or loops.
 */
export function resolveRef<T = Record<string, any>>(document: unknown, node: unknown): T {
  let current = node;
  for (let depth = 0; depth < MAX_REFERENCE_CHAIN; depth++) {
    const ref = (current as { $ref?: unknown } | null | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = pointedAt(document, ref);
    if (current === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  throw new Error('Reference chain too deep');
}

/** The last segment of a `$ref` (`#/components/schemas/Contact` -> `Contact`), if the node is one. */
export const refName = (node: unknown): string | undefined => {
  const ref = (node as { $ref?: unknown } | null | undefined)?.$ref;
  return typeof ref === 'string' ? ref.split('/').pop() : undefined;
};
