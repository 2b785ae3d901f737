/** The body's fields as the contract describes them: name, type, required, allowed values. */
import { resolveRef, type OpenApiDocument, type Schema } from './contract';

function typeLabel(document: OpenApiDocument, schemaOrRef: Schema): string {
  const schema = resolveRef(document, schemaOrRef);
  const name = schemaOrRef.$ref?.split('/').pop();
  const base = [schema.type].flat().filter(Boolean).join(' | ') || (schema.oneOf || schema.anyOf ? 'one of several' : 'any');
  if (schema.type === 'array' && schema.items) return `${typeLabel(document, schema.items)}[]`;
  return name && schema.type === 'object' ? name : base;
}

export function SchemaOutline(props: { document: OpenApiDocument; schema: Schema }) {
  const { document, schema } = props;
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return <p className="hint">Body type: {typeLabel(document, schema)}</p>;
  const required = new Set(schema.required ?? []);
  return (
    <table className="outline">
      <caption>Body fields</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Allowed</th>
        </tr>
      </thead>
      <tbody>
        {properties.map(([name, property]) => {
          const resolved = resolveRef(document, property);
          const names = resolved['x-enum-varnames'];
          return (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
                {required.has(name) ? ' (required)' : ''}
              </th>
              <td>{typeLabel(document, property)}</td>
              <td>{resolved.enum ? resolved.enum.map((value, i) => (names?.[i] ? `${String(value)} = ${names[i]}` : String(value))).join(', ') : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
