/**
 * The readable parts of a generated signature: the result named by the model it holds
 * (`Promise<Contact>`, not the envelope around it) and one doc block per operation, with `@param` lines
 * from the contract's parameter and body descriptions.
 */
import type { GeneratorImport, GeneratorVerbOptions } from '@orval/core';
import { resolveRef } from '../../src/operations/contract-ref.js';

type Schema = Record<string, any>;

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const PRIMITIVES: Record<string, string> = { integer: 'number', number: 'number', string: 'string', boolean: 'boolean' };

/** A schema orval writes as a plain name or primitive (no enumeration, union or inline object); undefined otherwise. */
function plainType(schema: Schema | undefined, imports: GeneratorImport[]): string | undefined {
  if (!schema) return undefined;
  const orNull = (type: string | undefined) => (type && schema.nullable ? `${type} | null` : type);
  if (typeof schema.$ref === 'string') {
    const match = /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref);
    if (!match) return undefined;
    const name = pascal(match[1]!);
    imports.push({ name, schemaName: match[1]! });
    return name;
  }
  if (schema.enum || schema.const !== undefined || schema.oneOf || schema.anyOf || schema.allOf) return undefined;
  if (schema.type === 'array') {
    const item = plainType(schema.items, imports);
    return orNull(item && (item.includes('|') ? `(${item})[]` : `${item}[]`));
  }
  return orNull(PRIMITIVES[schema.type]);
}

export interface ResultType {
  type: string;
  imports: GeneratorImport[];
}

/**
 * What a call resolves to: the `responseObject` of the success reply, named by its model. Where the
 * contract's reply is not a plain name, orval's own text of the field is used; failing that, the
 * envelope type unwrapped, which is the same type, only harder to read.
 */
export function resultType(verb: GeneratorVerbOptions, spec: Schema): ResultType {
  const success = verb.response.types.success[0];
  const envelope = verb.response.definition.success;
  if (!success || !envelope) return { type: 'unknown', imports: [] };
  const properties = resolveRef(spec, success.originalSchema as Schema | undefined)?.properties;
  if (!properties) return { type: `Unwrapped<${envelope}>`, imports: verb.response.imports };
  if (!properties.responseObject) return { type: envelope, imports: verb.response.imports };
  const imports: GeneratorImport[] = [];
  const plain = plainType(properties.responseObject, imports);
  if (plain) return { type: plain, imports };
  const model = success.schemas.find((schema) => schema.name === envelope);
  const field = model && /^ {2}responseObject\?: ([^\n]+);$/m.exec(model.model);
  if (field) return { type: field[1]!, imports: model.imports };
  // A shared reply whose result is an inline object: orval names that object after the reply.
  if (properties.responseObject.type === 'object' && properties.responseObject.properties && !properties.responseObject.nullable) {
    return { type: `${envelope}ResponseObject`, imports: [{ name: `${envelope}ResponseObject` }] };
  }
  return { type: `Unwrapped<${envelope}>`, imports: verb.response.imports };
}

/** Descriptions the contract gives an operation's inputs, by the contract's names; `body` for the request body. */
export type InputDescriptions = Record<string, string | undefined>;

/** The doc line of an operation for system admins only (`x-dsm-access: system-admin`, the descriptor's `adminOnly`). */
export const SYSTEM_ADMIN_NOTE =
  "System admin only: sign it with a system admin's keys, e.g. the admin pair with `{ adminKeys: true }` (`adminPublicKey`/`adminPrivateKey`).";

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().replaceAll('*/', '*\\/');

/**
 * The operation's doc block: description, `notes` (one line each), summary, deprecation, then one
 * `@param` line per argument.
 */
export function docBlock(
  verb: GeneratorVerbOptions,
  params: [argument: string, description: string | undefined][],
  notes: string[] = [],
): string {
  const operation = verb.originalOperation;
  const lines: string[] = [];
  if (operation.description) lines.push(...operation.description.trim().replaceAll('*/', '*\\/').split('\n'));
  if ((operation as { 'x-dsm-access'?: unknown })['x-dsm-access'] === 'system-admin')
    lines.push(...(lines.length ? [''] : []), SYSTEM_ADMIN_NOTE);
  if (notes.length) lines.push(...(lines.length ? [''] : []), ...notes.map(oneLine));
  if (operation.deprecated) lines.push('@deprecated');
  if (operation.summary) lines.push(`@summary ${oneLine(operation.summary)}`);
  for (const [argument, description] of params) lines.push(`@param ${argument}${description ? ` ${oneLine(description)}` : ''}`);
  return lines.length ? `/**\n${lines.map((line) => ` * ${line}`.trimEnd()).join('\n')}\n */\n` : '';
}
