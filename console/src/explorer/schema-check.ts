/**
 * Checks a value against the contract's JSON Schema (the subset the contract uses: $ref, type,
 * nullable, enum, const, properties, required, additionalProperties, items, lengths, ranges, pattern,
 * allOf / anyOf / oneOf) before the explorer sends it. Each problem names where it is.
 */
import { allows, enumChoiceOf, notAllowedMessage } from './enum-choice';
import { resolveSchema, type OpenApiDocument, type SchemaOrRef } from './openapi-document';

export interface SchemaProblem {
  /** `body.wheres[0].columnName`, `path.id`. */
  at: string;
  message: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

const describe = (value: unknown) => JSON.stringify(value);

export function checkAgainstSchema(document: OpenApiDocument, schemaOrRef: SchemaOrRef, value: unknown, at: string): SchemaProblem[] {
  const schema = resolveSchema(document, schemaOrRef);
  // An enumeration (null or not) says which names it allows, not only that the value matches no shape.
  const choice = enumChoiceOf(document, schema);
  if (choice) return allows(choice, value) ? [] : [{ at, message: notAllowedMessage(choice) }];
  const problems: SchemaProblem[] = [];
  const fail = (message: string) => problems.push({ at, message });
  const actual = typeOf(value);

  if (schema.allOf) for (const part of schema.allOf) problems.push(...checkAgainstSchema(document, part, value, at));
  if (schema.anyOf && !schema.anyOf.some((part) => checkAgainstSchema(document, part, value, at).length === 0)) {
    fail('matches none of the allowed shapes');
  }
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((part) => checkAgainstSchema(document, part, value, at).length === 0).length;
    if (matching !== 1) fail(matching === 0 ? 'matches none of the allowed shapes' : 'matches more than one of the allowed shapes');
  }

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (schema.nullable) types.push('null');
    if (!types.some((type) => typeMatches(type, actual))) {
      fail(`must be ${types.join(' or ')}, is ${actual}`);
      return problems;
    }
  }
  if (value === null) return problems;

  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) fail(`must be one of ${schema.enum.map(describe).join(', ')}`);
  if (schema.const !== undefined && schema.const !== value) fail(`must be ${describe(schema.const)}`);

  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) fail(`must have at least ${schema.minLength} characters`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) fail(`must have at most ${schema.maxLength} characters`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) fail(`must match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`must be at most ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) fail(`must be more than ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) fail(`must be less than ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail(`must have at least ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail(`must have at most ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((item, index) => problems.push(...checkAgainstSchema(document, schema.items!, item, `${at}[${index}]`)));
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) problems.push({ at: `${at}.${name}`, message: 'is required' });
    for (const [name, item] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (property) problems.push(...checkAgainstSchema(document, property, item, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push({ at: `${at}.${name}`, message: 'is not a known field' });
      else if (typeof schema.additionalProperties === 'object')
        problems.push(...checkAgainstSchema(document, schema.additionalProperties, item, `${at}.${name}`));
    }
  }
  return problems;
}

/** Reads a path value typed by its schema: integers and numbers become numbers, `true`/`false` booleans. */
export function parsePathValue(document: OpenApiDocument, schemaOrRef: SchemaOrRef, text: string): unknown {
  const schema = resolveSchema(document, schemaOrRef);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const trimmed = text.trim();
  if ((types.includes('integer') || types.includes('number')) && trimmed !== '' && !Number.isNaN(Number(trimmed))) return Number(trimmed);
  if (types.includes('boolean') && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  return text;
}
