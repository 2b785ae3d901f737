/**
 * One field per path value, labelled with its schema type and described as the contract does: a select of
 * the enum's names for an enumeration, else a text field.
 */
import type { PathValueEntry } from '@dsm/sdk/operations';
import { allows, type EnumChoice, enumChoiceOf, notAllowedMessage, optionText } from './enum-choice';
import { resolveSchema, type OpenApiDocument } from './openapi-document';
import { typeLabel } from './schema-labels';
import { ContractText } from '../shared/ContractText';

function PathEnumSelect(props: { id: string; choice: EnumChoice; text: string; onChange(text: string): void }) {
  const { id, choice, text } = props;
  // Path values are text; the select's values are the enum's values as they go into the path.
  const invalid = text !== '' && !allows(choice, choice.options.find((option) => String(option.value) === text)?.value);
  return (
    <>
      <select id={id} value={text} aria-invalid={invalid} onChange={(event) => props.onChange(event.currentTarget.value)}>
        {text === '' ? <option value="">(choose one)</option> : null}
        {choice.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {optionText(option)}
          </option>
        ))}
        {invalid ? <option value={text}>{`${text} (not allowed)`}</option> : null}
      </select>
      {invalid ? (
        <p className="problem">
          {text} is not allowed: {notAllowedMessage(choice)}.
        </p>
      ) : null}
    </>
  );
}

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
      {props.pathValues.map((value) => {
        const id = `path-${value.name}`;
        const text = props.values[value.name] ?? '';
        const choice = enumChoiceOf(props.document, value.schema);
        const description = value.description ?? resolveSchema(props.document, value.schema).description;
        return (
          <div className="field" key={value.name}>
            <label htmlFor={id}>
              {value.name} <span className="type">({typeLabel(props.document, value.schema)})</span>
            </label>
            {choice ? (
              <PathEnumSelect id={id} choice={choice} text={text} onChange={(next) => props.onChange(value.name, next)} />
            ) : (
              <input id={id} value={text} onChange={(event) => props.onChange(value.name, event.currentTarget.value)} />
            )}
            {description ? (
              <p className="hint">
                <ContractText text={description} />
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
