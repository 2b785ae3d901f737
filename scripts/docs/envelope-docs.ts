/**
 * The reply envelope in the reference. Every reply is the same envelope around an operation's own
 * `responseObject`. Shown in full under each of the 765 operations (its four fields, the state table,
 * the success and failure cases), it buried what differs, and Redoc rendered and indexed the same
 * fields 765 times over: two fifths of the fields in its search index, and about half a second before
 * the page could search. The page shows it once, in the guide's errors section, from the contract's
 * own schema. Each operation shows its `responseObject` and, in its reply sample, the whole envelope.
 */
import { resolveRef } from '../../src/operations/contract-ref.js';
import { tableCell } from './table-cell.js';

/** The envelope's schemas: Redoc names them without their fields (its `ignoreNamedSchemas` setting). */
export const ENVELOPE_SCHEMAS = ['Envelope', 'FailureEnvelope'] as const;

interface Schema {
  $ref?: string;
  description?: string;
  properties?: Record<string, Schema>;
}

type Contract = { components?: { schemas?: Record<string, Schema> } };

/**
 * The envelope's fields as a markdown table (field, meaning), from the contract's `Envelope` schema
 * (a field's meaning is its description, or that of the schema it refers to). Throws when the
 * contract lacks one of ENVELOPE_SCHEMAS, so that a renamed schema cannot leave the page showing
 * the envelope under every operation again.
 */
export function envelopeFields(contract: Contract): string {
  const schemas = contract.components?.schemas ?? {};
  const missing = ENVELOPE_SCHEMAS.filter((name) => !schemas[name]);
  if (missing.length) throw new Error(`the contract has no ${missing.join(', ')} schema: update ENVELOPE_SCHEMAS`);
  const fields = Object.entries(schemas.Envelope?.properties ?? {});
  if (!fields.length) throw new Error("the contract's Envelope schema has no fields");
  const meaning = (field: Schema) => field.description ?? resolveRef<Schema>(contract, field).description ?? '';
  const rows = fields.map(([name, field]) => `| \`${name}\` | ${tableCell(meaning(field))} |`);
  return ['| field | meaning |', '| --- | --- |', ...rows].join('\n');
}
