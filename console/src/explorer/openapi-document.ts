/**
 * The bundled contract (`@dsm/sdk/openapi.json`) as the explorer reads it: only to resolve the schemas
 * the operation table points at. The operations themselves come from `@dsm/sdk/operations`.
 */
import { type ContractSchema, resolveRef } from '@dsm/sdk/operations';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  description?: string;
  example?: unknown;
  default?: unknown;
  format?: string;
  'x-enum-varnames'?: string[];
};

/** A schema as the operation table or the document holds it, often only a `$ref`. */
export type SchemaOrRef = Schema | ContractSchema;

export interface OpenApiDocument {
  components?: Record<string, Record<string, unknown>>;
}

/** Loads the contract; a separate chunk fetched only when the explorer opens. */
export async function loadContract(): Promise<OpenApiDocument> {
  const module = (await import('@dsm/sdk/openapi.json')) as { default: OpenApiDocument };
  return module.default;
}

/** Follows local `$ref`s (`#/components/...`) through the document to the schema they name (the SDK's resolver). */
export const resolveSchema = (document: OpenApiDocument, schema: SchemaOrRef): Schema => resolveRef<Schema>(document, schema);
