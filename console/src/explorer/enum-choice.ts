/**
 * An enumeration field as the explorer offers it: the values of the contract's enum with their names
 * (`x-enum-varnames`) and descriptions (`x-enum-descriptions`), and whether null is allowed. Most enum
 * fields of the contract are "enum or null" (`anyOf: [{ $ref }, { type: 'null' }]`); some allow two
 * enums (a mode by name or by number). Read from the bundled contract, so no enum is copied here.
 */
import { resolveSchema, type OpenApiDocument, type Schema, type SchemaOrRef } from './openapi-document';

export interface EnumOption {
  value: string | number;
  /** The enum member's name, or the value itself when the contract names none. */
  name: string;
  description?: string;
}

export interface EnumChoice {
  options: EnumOption[];
  nullable: boolean;
  /** What the enumeration is, as the contract describes it. */
  description?: string;
}

type EnumSchema = Schema & { 'x-enum-descriptions'?: string[] };

const allowsNull = (schema: Schema) => schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));

function optionsOf(schema: EnumSchema): EnumOption[] {
  return (schema.enum ?? [])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map((value, index) => ({
      value,
      name: schema['x-enum-varnames']?.[index] ?? String(value),
      ...(schema['x-enum-descriptions']?.[index] ? { description: schema['x-enum-descriptions'][index] } : {}),
    }));
}

/** The choice a schema offers, or null when it is not (only) an enumeration. */
export function enumChoiceOf(document: OpenApiDocument, schemaOrRef: SchemaOrRef): EnumChoice | null {
  const schema = resolveSchema(document, schemaOrRef);
  if (schema.enum) {
    const nullable = allowsNull(schema) || schema.nullable === true || schema.enum.includes(null);
    return { options: optionsOf(schema), nullable, ...(schema.description ? { description: schema.description } : {}) };
  }
  const parts = schema.anyOf ?? schema.oneOf;
  if (!parts) return null;
  const resolved = parts.map((part) => resolveSchema(document, part));
  if (!resolved.some((part) => part.enum) || !resolved.every((part) => part.enum || part.type === 'null')) return null;
  const description = schema.description ?? resolved.find((part) => part.enum)?.description;
  return {
    options: resolved.flatMap((part) => (part.enum ? optionsOf(part) : [])),
    nullable: resolved.some((part) => part.type === 'null' || part.enum?.includes(null)),
    ...(description ? { description } : {}),
  };
}

/** `hot (2)`: the name the platform gives a value, with the number the request carries. */
export const optionLabel = (option: EnumOption) =>
  option.name === String(option.value) ? option.name : `${option.name} (${option.value})`;

/** The option's text in a list: its label and, when it says more than the name, its description. */
export function optionText(option: EnumOption): string {
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const description = option.description && plain(option.description) !== plain(option.name) ? option.description : null;
  // An option holds text only: a description's `code` keeps its words, not its backticks.
  return description ? `${optionLabel(option)}: ${description.replaceAll('`', '')}` : optionLabel(option);
}

/** Whether `value` is one the choice allows. */
export const allows = (choice: EnumChoice, value: unknown) =>
  (value === null && choice.nullable) || choice.options.some((option) => option.value === value);

/** The message for a value the choice does not allow: every allowed name, and null when allowed. */
export const notAllowedMessage = (choice: EnumChoice) =>
  `must be one of ${choice.options.map(optionLabel).join(', ')}${choice.nullable ? ' or null' : ''}`;
