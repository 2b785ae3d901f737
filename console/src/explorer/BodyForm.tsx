/**
 * The body as a form built from its schema: one field per top-level property (a select for an
 * enumeration, true/false for a boolean, a number or text input, JSON for nested values), kept in step
 * with the JSON text. Shown when the body is an object; the JSON text stays the source of truth.
 */
import { type ReactNode, useState } from 'react';
import { resolveRef, type OpenApiDocument, type Schema } from './contract';

type Record_ = Record<string, unknown>;

function typesOf(schema: Schema): string[] {
  return [schema.type].flat().filter((type): type is string => typeof type === 'string');
}

function typeLabel(document: OpenApiDocument, schemaOrRef: Schema): string {
  const schema = resolveRef(document, schemaOrRef);
  const name = schemaOrRef.$ref?.split('/').pop();
  if (schema.type === 'array' && schema.items) return `${typeLabel(document, schema.items)}[]`;
  if (name && (schema.type === 'object' || schema.enum)) return name;
  return typesOf(schema).join(' | ') || (schema.oneOf || schema.anyOf ? 'one of several' : 'any');
}

function NestedJson(props: { id: string; value: unknown; onChange(value: unknown): void; onRemove(): void }) {
  const [text, setText] = useState(() => JSON.stringify(props.value ?? null));
  const [invalid, setInvalid] = useState(false);
  return (
    <textarea
      id={props.id}
      rows={Math.min(6, Math.max(1, Math.ceil(text.length / 60)))}
      spellCheck={false}
      aria-invalid={invalid}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        if (text.trim() === '') return props.onRemove();
        try {
          props.onChange(JSON.parse(text));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}

function Field(props: {
  document: OpenApiDocument;
  name: string;
  schema: Schema;
  required: boolean;
  value: unknown;
  present: boolean;
  set(value: unknown): void;
  remove(): void;
}) {
  const { document, name, required, value, present } = props;
  const schema = resolveRef(document, props.schema);
  const id = `body-field-${name}`;
  const types = typesOf(schema);
  const unset = required ? null : <option value="">(not set)</option>;
  let control: ReactNode;
  if (schema.enum) {
    const names = schema['x-enum-varnames'];
    control = (
      <select
        id={id}
        value={present ? JSON.stringify(value) : ''}
        onChange={(e) => (e.currentTarget.value === '' ? props.remove() : props.set(JSON.parse(e.currentTarget.value)))}
      >
        {unset}
        {schema.enum.map((option, index) => (
          <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
            {names?.[index] ? `${String(option)} = ${names[index]}` : String(option)}
          </option>
        ))}
      </select>
    );
  } else if (types.includes('boolean') && types.every((type) => type === 'boolean' || type === 'null')) {
    control = (
      <select
        id={id}
        value={present ? String(value) : ''}
        onChange={(e) =>
          e.currentTarget.value === ''
            ? props.remove()
            : props.set(e.currentTarget.value === 'true' ? true : e.currentTarget.value === 'false' ? false : null)
        }
      >
        {unset}
        <option value="true">true</option>
        <option value="false">false</option>
        {types.includes('null') ? <option value="null">null</option> : null}
      </select>
    );
  } else if (
    (types.includes('integer') || types.includes('number')) &&
    types.every((type) => ['integer', 'number', 'null'].includes(type))
  ) {
    control = (
      <input
        id={id}
        type="number"
        step={types.includes('integer') ? 1 : 'any'}
        value={present && typeof value === 'number' ? value : ''}
        onChange={(e) => (e.currentTarget.value === '' ? props.remove() : props.set(Number(e.currentTarget.value)))}
      />
    );
  } else if (types.includes('string') && types.every((type) => type === 'string' || type === 'null')) {
    control = (
      <input id={id} value={present && typeof value === 'string' ? value : ''} onChange={(e) => props.set(e.currentTarget.value)} />
    );
  } else {
    control = <NestedJson key={JSON.stringify(value)} id={id} value={value} onChange={props.set} onRemove={props.remove} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        <code>{name}</code>{' '}
        <span className="type">
          ({typeLabel(document, props.schema)}
          {required ? ', required' : ''})
        </span>
      </label>
      {control}
      {schema.description ? <p className="hint">{schema.description}</p> : null}
    </div>
  );
}

export function BodyForm(props: { document: OpenApiDocument; schema: Schema; text: string; onText(text: string): void }) {
  const { document, schema } = props;
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return <p className="hint">Body type: {typeLabel(document, schema)} (edit it as JSON).</p>;
  let value: Record_ | null = null;
  try {
    const parsed: unknown = props.text.trim() === '' ? {} : JSON.parse(props.text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record_;
  } catch {
    value = null;
  }
  if (!value) return <p className="hint">The form is available again once the JSON text is a valid object.</p>;
  const current = value;
  const write = (next: Record_) => props.onText(JSON.stringify(next, null, 2));
  const required = new Set(schema.required ?? []);
  return (
    <fieldset className="body-form">
      <legend>Body fields</legend>
      {properties.map(([name, property]) => (
        <Field
          key={name}
          document={document}
          name={name}
          schema={property}
          required={required.has(name)}
          value={current[name]}
          present={name in current}
          set={(next) => write({ ...current, [name]: next })}
          remove={() => {
            const { [name]: _removed, ...rest } = current;
            write(rest);
          }}
        />
      ))}
    </fieldset>
  );
}
