/**
 * The schemas the sandbox checks requests and replies against in process (generated/contract-schemas.ts),
 * as Prism reads them on `npm start`: each operation's path values (one object, names in lower case, as
 * Prism builds it), its request body and whether it is required, and its reply at 200. The model schemas
 * sit once under `definitions`; a model with read-only fields gets a twin under `inputDefinitions` where
 * those fields are refused (`false`), which request bodies use. Texts for readers and examples are left out.
 */
import { writeFileSync } from 'node:fs';
import type { Json } from '../serve/contract-keywords.js';
import { leanContract } from '../serve/mock-contract.js';
import { resolve, type ContractOperation } from './contract.js';

type Schema = { [key: string]: Json };
const SCHEMA_REF = '#/components/schemas/';

/** Keywords whose value maps names to schemas: their keys are names, never keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data. */
const DATA = new Set(['enum', 'const', 'default']);

/** `node` without examples, its model references pointing into `definitions` (or `inputDefinitions` for `input`). */
function rewritten(node: Json, input: ReadonlySet<string> | undefined, names = false): Json {
  if (Array.isArray(node)) return node.map((item) => rewritten(item, input));
  if (node === null || typeof node !== 'object') return node;
  const result: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (names) result[key] = rewritten(value, input);
    else if (key === 'example' || key === 'examples') continue;
    else if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      const name = value.slice(SCHEMA_REF.length);
      result[key] = `#/${input?.has(name) ? 'inputDefinitions' : 'definitions'}/${name}`;
    } else result[key] = DATA.has(key) ? value : rewritten(value, input, NAME_MAPS.has(key));
  }
  return result;
}

/** The request's form of a schema: its read-only properties refused, and not required. */
function refusingReadOnly(node: Json): Json {
  if (Array.isArray(node)) return node.map(refusingReadOnly);
  if (node === null || typeof node !== 'object') return node;
  const result: Schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'properties' ? value : refusingReadOnly(value)]),
  );
  const properties = node.properties;
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    const readOnly = Object.keys(properties).filter((name) => (properties[name] as Schema | null)?.readOnly === true);
    result.properties = Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [name, readOnly.includes(name) ? false : refusingReadOnly(value)]),
    );
    if (Array.isArray(node.required)) result.required = node.required.filter((name) => !readOnly.includes(name as string));
  }
  return result;
}

/** The models that hold a read-only property, themselves or through the models they refer to. */
function withReadOnly(schemas: Record<string, Json>): Set<string> {
  const text = (name: string) => JSON.stringify(schemas[name]);
  const found = new Set(Object.keys(schemas).filter((name) => text(name).includes('"readOnly":true')));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(schemas)) {
      if (found.has(name)) continue;
      if ([...found].some((other) => text(name).includes(`"${SCHEMA_REF}${other}"`))) grew = found.add(name).size > 0;
    }
  }
  return found;
}

export function contractSchemas(bundle: Record<string, any>, operations: ContractOperation[]): Schema {
  const lean = leanContract(bundle as Json) as Record<string, any>;
  const models: Record<string, Json> = lean.components?.schemas ?? {};
  const readOnly = withReadOnly(models);
  const definitions = Object.fromEntries(Object.entries(models).map(([name, schema]) => [name, rewritten(schema, undefined)]));
  const inputDefinitions = Object.fromEntries(
    [...readOnly].sort().map((name) => [name, refusingReadOnly(rewritten(models[name]!, readOnly))]),
  );
  const entries: Record<string, Schema> = {};
  for (const operation of operations) {
    const raw = lean.paths[operation.path][operation.method];
    const entry: Schema = {};
    const parameters = (raw.parameters ?? []).map((parameter: Json) => resolve(lean, parameter)).filter((p: Schema) => p.in === 'path');
    if (parameters.length) {
      entry.path = {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p: Schema) => [String(p.name).toLowerCase(), rewritten(p.schema ?? {}, undefined)])),
        required: parameters.filter((p: Schema) => p.required).map((p: Schema) => String(p.name).toLowerCase()),
      };
    }
    const body = raw.requestBody && resolve(lean, raw.requestBody);
    const bodySchema = body?.content?.['application/json']?.schema;
    if (bodySchema) entry.body = refusingReadOnly(rewritten(bodySchema, readOnly));
    if (body?.required) entry.bodyRequired = true;
    const reply = raw.responses?.['200'] && resolve(lean, raw.responses['200']);
    const replySchema = reply?.content?.['application/json']?.schema;
    if (replySchema) entry.reply = rewritten(replySchema, undefined);
    entries[operation.operationId] = entry;
  }
  return { $id: 'dsm-contract', definitions, inputDefinitions, operations: entries };
}

export function writeContractSchemas(bundle: Record<string, any>, operations: ContractOperation[], file: string, header: string): void {
  const json = JSON.stringify(contractSchemas(bundle, operations));
  const body = [
    "import type { ContractSchemas } from '../src/sandbox/contract-check/schemas.js';",
    '',
    "/** Every operation's path values, request body and reply as JSON Schema (scripts/generate/generate-contract-schemas.ts). */",
    `export const CONTRACT_SCHEMAS: ContractSchemas = /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});`,
  ];
  writeFileSync(file, `${header}${body.join('\n')}\n`);
}
