/**
 * The contract's schemas compiled by ajv as Prism compiles them (draft-07, all errors, union types, formats
 * with Prism's `date-time`; path values with type coercion, bodies and replies without). Each operation's
 * part is compiled on first use, with just the model schemas it refers to, and kept.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { CONTRACT_SCHEMAS } from '../../../generated/contract-schemas.js';
import { isDateTime } from './date-time.js';
import type { JsonSchema, OperationSchemas } from './schemas.js';

export type Part = 'path' | 'body' | 'reply';

/** The contract names formats of its own (`password`, file kinds) that no validator knows: not worth a warning. */
const quietLogger = {
  log: () => undefined,
  warn: (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && args[0].startsWith('unknown format'))) console.warn(...args);
  },
  error: (...args: unknown[]) => console.error(...args),
};

function instance(coerceTypes: boolean): Ajv {
  // The schemas are not checked against the meta-schema on compiling (a fifth of the first call's time):
  // the generator writes them from a contract Redocly has linted.
  const ajv = new Ajv({
    allErrors: true,
    allowUnionTypes: true,
    allowMatchingProperties: true,
    strict: false,
    coerceTypes,
    logger: quietLogger,
    validateSchema: false,
  });
  addFormats(ajv);
  ajv.addFormat('date-time', { validate: isDateTime });
  return ajv;
}

const MODEL_REF = /^#\/(definitions|inputDefinitions)\/(.+)$/;
const DATA = new Set(['enum', 'const', 'default']);

/** `part` with the model schemas it refers to, directly or through others (each visited once). */
function withModels(part: JsonSchema): JsonSchema {
  if (typeof part !== 'object') return part;
  const models = { definitions: {} as Record<string, JsonSchema>, inputDefinitions: {} as Record<string, JsonSchema> };
  const pending: unknown[] = [part];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      const ref = key === '$ref' && typeof value === 'string' ? MODEL_REF.exec(value) : null;
      if (ref) {
        const [, table, name] = ref as unknown as [string, 'definitions' | 'inputDefinitions', string];
        if (Object.hasOwn(models[table], name) || !Object.hasOwn(CONTRACT_SCHEMAS[table], name)) continue;
        models[table][name] = CONTRACT_SCHEMAS[table][name]!;
        pending.push(models[table][name]);
      } else if (!DATA.has(key)) pending.push(value);
    }
  }
  return { ...part, ...models };
}

/** Made on first use, each: path values are coerced from text, bodies and replies are not. */
const instances: { coerce?: Ajv; exact?: Ajv } = {};
const compiled = new Map<string, ValidateFunction | null>();

const schemasOf = (operationId: string): OperationSchemas | undefined =>
  Object.hasOwn(CONTRACT_SCHEMAS.operations, operationId) ? CONTRACT_SCHEMAS.operations[operationId] : undefined;

/** The validator of one part of an operation, or null when the contract gives that part no schema. */
function validatorOf(operationId: string, part: Part): ValidateFunction | null {
  const key = `${operationId}\0${part}`;
  let validate = compiled.get(key);
  if (validate === undefined) {
    const schema = schemasOf(operationId)?.[part];
    const ajv = part === 'path' ? (instances.coerce ??= instance(true)) : (instances.exact ??= instance(false));
    validate = schema === undefined ? null : ajv.compile(withModels(schema));
    compiled.set(key, validate);
  }
  return validate;
}

/** The ajv errors of `value` against the operation's `part` (none when the part has no schema). */
export function schemaErrors(operationId: string, part: Part, value: unknown): ErrorObject[] {
  const validate = validatorOf(operationId, part);
  if (!validate || validate(value)) return [];
  return [...(validate.errors ?? [])];
}

/** Whether the operation takes a body, and must have one. */
export function bodyRule(operationId: string): { takesBody: boolean; required: boolean } {
  const schemas = schemasOf(operationId);
  return { takesBody: schemas?.body !== undefined, required: schemas?.bodyRequired === true };
}
