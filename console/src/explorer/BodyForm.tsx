/**
 * The body as a form built from its schema: one field per top-level property, kept in step with the
 * JSON text. Shown when the body is an object; the JSON text stays the source of truth.
 */
import { enumChoiceOf } from './enum-choice';
import { FieldControl } from './FieldControl';
import { resolveSchema, type OpenApiDocument, type Schema } from './openapi-document';
import { typeLabel } from './schema-labels';
import { ContractText } from '../shared/ContractText';

type JsonObject = Record<string, unknown>;

/** The JSON text as an object (empty text is `{}`), or null when it is not one. */
function objectOf(text: string): JsonObject | null {
  try {
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as JsonObject) : null;
  } catch {
    return null;
  }
}

function BodyField(props: {
  document: OpenApiDocument;
  name: string;
  schema: Schema;
  required: boolean;
  current: JsonObject;
  write(next: JsonObject): void;
}) {
  const { document, name, required, current, write } = props;
  const schema = resolveSchema(document, props.schema);
  const choice = enumChoiceOf(document, props.schema);
  const description = schema.description ?? choice?.description;
  const id = `body-field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        <code>{name}</code>{' '}
        <span className="type">
          ({typeLabel(document, props.schema)}
          {required ? ', required' : ''})
        </span>
      </label>
      <FieldControl
        id={id}
        schema={schema}
        choice={choice}
        required={required}
        value={current[name]}
        present={name in current}
        set={(next) => write({ ...current, [name]: next })}
        remove={() => {
          const { [name]: _removed, ...rest } = current;
          write(rest);
        }}
      />
      {description ? (
        <p className="hint">
          <ContractText text={description} />
        </p>
      ) : null}
    </div>
  );
}

export function BodyForm(props: { document: OpenApiDocument; schema: Schema; text: string; onText(text: string): void }) {
  const { document, schema } = props;
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return <p className="hint">Body type: {typeLabel(document, schema)} (edit it as JSON).</p>;
  const current = objectOf(props.text);
  if (!current) return <p className="hint">The form is available again once the JSON text is a valid object.</p>;
  const write = (next: JsonObject) => props.onText(JSON.stringify(next, null, 2));
  const required = new Set(schema.required ?? []);
  return (
    <fieldset className="body-form">
      <legend>Body fields</legend>
      {properties.map(([name, property]) => (
        <BodyField
          key={name}
          document={document}
          name={name}
          schema={property}
          required={required.has(name)}
          current={current}
          write={write}
        />
      ))}
    </fieldset>
  );
}
