/**
 * The `bodyDefaults` field of an operation marked `x-dsm-apply-defaults`: the body's `default`s, and for
 * each `x-dsm-default-lookup` the list operation that finds the value.
 */
import { resolve, type ContractOperation } from './contract.js';
import { pathValueTypes, requestSchema, type Bundle } from './descriptor-fields.js';

/** `x-dsm-apply-defaults` on an operation: the transport fills the body's `default`s and `x-dsm-default-lookup`s. */
const APPLY_DEFAULTS = 'x-dsm-apply-defaults';
const DEFAULT_LOOKUP = 'x-dsm-default-lookup';

/**
 * The lookups name their list operation by id in the contract; the descriptor carries that operation
 * itself (a list with no path values and no body, so it needs no checks), so filling a default never
 * needs the table of every operation. `listingOperation` writes that operation's descriptor.
 */
export function bodyDefaults(
  bundle: Bundle,
  op: ContractOperation,
  operations: ContractOperation[],
  listingOperation: (listing: ContractOperation) => string,
): string | undefined {
  if (!op.raw[APPLY_DEFAULTS]) return undefined;
  const schema = resolve(bundle, requestSchema(bundle, op));
  const values: Record<string, unknown> = {};
  const lookups: string[] = [];
  for (const [name, property] of Object.entries<any>(schema?.properties ?? {})) {
    const node = resolve(bundle, property);
    const lookup = node[DEFAULT_LOOKUP] as { operationId: string; name: string; field: string } | undefined;
    if (lookup) {
      const listing = operations.find((candidate) => candidate.operationId === lookup.operationId);
      const withoutInput = listing?.body === 'none' && !Object.keys(pathValueTypes(bundle, listing)).length;
      if (!listing || !withoutInput)
        throw new Error(`${op.operationId}: ${DEFAULT_LOOKUP} needs a list operation without input, not '${lookup.operationId}'`);
      const operation = listingOperation(listing);
      lookups.push(`${name}: { operation: ${operation}, name: ${JSON.stringify(lookup.name)}, field: ${JSON.stringify(lookup.field)} }`);
    } else if (node.default !== undefined) values[name] = node.default;
  }
  if (!Object.keys(values).length && !lookups.length) throw new Error(`${op.operationId}: ${APPLY_DEFAULTS} finds no defaults`);
  return `bodyDefaults: /* @__PURE__ */ bodyDefaults({ values: ${JSON.stringify(values)}, lookups: { ${lookups.join(', ')} } })`;
}
