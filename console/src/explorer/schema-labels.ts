/** How the body form names a schema's type: `string | null`, `Contact[]`, `Comparer`, `one of several`. */
import { resolveSchema, type OpenApiDocument, type Schema } from './openapi-document';

export function typesOf(schema: Schema): string[] {
  return [schema.type].flat().filter((type): type is string => typeof type === 'string');
}

export function typeLabel(document: OpenApiDocument, schemaOrRef: Schema): string {
  const schema = resolveSchema(document, schemaOrRef);
  const name = schemaOrRef.$ref?.split('/').pop();
  if (schema.type === 'array' && schema.items) return `${typeLabel(document, schema.items)}[]`;
  if (name && (schema.type === 'object' || schema.enum)) return name;
  return typesOf(schema).join(' | ') || (schema.oneOf || schema.anyOf ? 'one of several' : 'any');
}
