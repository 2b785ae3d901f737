/** How the body form names a schema's type: `string | null`, `Contact[]`, `Comparer`, `ContactRating | null`. */
import { resolveSchema, type OpenApiDocument, type Schema } from './openapi-document';

export function typesOf(schema: Schema): string[] {
  return [schema.type].flat().filter((type): type is string => typeof type === 'string');
}

export function typeLabel(document: OpenApiDocument, schemaOrRef: Schema): string {
  const schema = resolveSchema(document, schemaOrRef);
  const name = schemaOrRef.$ref?.split('/').pop();
  if (schema.type === 'array' && schema.items) return `${typeLabel(document, schema.items)}[]`;
  if (name && (schema.type === 'object' || schema.enum)) return name;
  const parts = schema.anyOf ?? schema.oneOf;
  // `ContactRating | null`: each allowed shape by its name, so an "enum or null" says which enum.
  if (parts) return parts.map((part) => typeLabel(document, part)).join(' | ');
  return typesOf(schema).join(' | ') || 'any';
}
