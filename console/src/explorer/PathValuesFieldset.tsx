/** One text field per path value, labelled with its schema type and described as the contract does. */
import type { PathValueEntry } from '@dsm/sdk/operations';
import { resolveSchema, type OpenApiDocument } from './openapi-document';

export function PathValuesFieldset(props: {
  document: OpenApiDocument;
  pathValues: readonly PathValueEntry[];
  values: Record<string, string>;
  onChange(name: string, text: string): void;
}) {
  if (props.pathValues.length === 0) return null;
  return (
    <fieldset>
      <legend>Path values</legend>
      {props.pathValues.map((value) => (
        <div className="field" key={value.name}>
          <label htmlFor={`path-${value.name}`}>
            {value.name} <span className="type">({[resolveSchema(props.document, value.schema).type].flat().join(' | ') || 'any'})</span>
          </label>
          <input
            id={`path-${value.name}`}
            value={props.values[value.name] ?? ''}
            onChange={(event) => props.onChange(value.name, event.currentTarget.value)}
          />
          {value.description ? <p className="hint">{value.description}</p> : null}
        </div>
      ))}
    </fieldset>
  );
}
