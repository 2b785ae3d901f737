/**
 * Where an operation's JSON-text fields sit (`x-dsm-json-text` in the contract): in its request body,
 * and in the `responseObject` of its success reply; and where a reply's list is reshaped for the caller
 * (`x-dsm-reshape`: `name-value-map`, `by-language`). Paths are dotted property names with `[]` for
 * every item of an array (`[].options`); the empty path is the value itself.
 */
import { resolve, type ContractOperation } from './contract.js';

type Bundle = Record<string, any>;
export type JsonTextMap = Record<string, string>;

export const JSON_TEXT = 'x-dsm-json-text';
export const RESHAPE = 'x-dsm-reshape';
/** A whole request body the caller may give as JSON text, sent as it is: only at a request body's root. */
export const WHOLE_BODY = 'object-or-json-text';

function collect(bundle: Bundle, schema: unknown, at: string[], found: JsonTextMap, visiting: Set<unknown>): void {
  const node = resolve(bundle, schema);
  if (!node || typeof node !== 'object' || visiting.has(node)) return;
  const mode = node[JSON_TEXT] ?? node[RESHAPE];
  if (typeof mode === 'string') {
    found[at.join('.')] = mode;
    return;
  }
  visiting.add(node);
  for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) collect(bundle, part, at, found, visiting);
  for (const [name, property] of Object.entries(node.properties ?? {})) collect(bundle, property, [...at, name], found, visiting);
  if (node.items) collect(bundle, node.items, [...at, '[]'], found, visiting);
  visiting.delete(node);
}

const jsonSchemaOf = (bundle: Bundle, holder: unknown) => resolve(bundle, holder)?.content?.['application/json']?.schema;

export function jsonTextFields(bundle: Bundle, op: ContractOperation): { body?: JsonTextMap; result?: JsonTextMap } {
  const body: JsonTextMap = {};
  if (op.raw.requestBody) collect(bundle, jsonSchemaOf(bundle, op.raw.requestBody), [], body, new Set());
  const reply: JsonTextMap = {};
  const success = op.raw.responses?.['200'];
  if (success) collect(bundle, jsonSchemaOf(bundle, success), [], reply, new Set());
  const misplaced = [...Object.entries(body).filter(([at]) => at !== ''), ...Object.entries(reply)].find(([, mode]) => mode === WHOLE_BODY);
  if (misplaced)
    throw new Error(`${op.operationId}: ${JSON_TEXT}: ${WHOLE_BODY} belongs at a request body's root, not at '${misplaced[0]}'.`);
  // Only fields inside the envelope's responseObject reach the caller.
  const result = Object.fromEntries(
    Object.entries(reply)
      .filter(([at]) => at === 'responseObject' || at.startsWith('responseObject.'))
      .map(([at, mode]) => [at.replace(/^responseObject\.?/, ''), mode]),
  );
  return { ...(Object.keys(body).length && { body }), ...(Object.keys(result).length && { result }) };
}

/** The descriptor field of an operation (`jsonText: jsonTextCodec({...})`), or undefined when it has no such fields. */
export function jsonTextLiteral(fields: ReturnType<typeof jsonTextFields>): string | undefined {
  const part = (map: JsonTextMap) =>
    `{ ${Object.entries(map)
      .map(([at, mode]) => `'${at}': '${mode}'`)
      .join(', ')} }`;
  const parts = Object.entries(fields).map(([where, map]) => `${where}: ${part(map)}`);
  return parts.length ? `jsonText: jsonTextCodec({ ${parts.join(', ')} })` : undefined;
}

export const JSON_TEXT_IMPORT = (depth: string) => `import { jsonTextCodec } from '${depth}src/transport/json-text-codec.js';`;
