/**
 * An enumeration field: a select listing the enum's names (with their descriptions), "null" where the
 * contract allows it; the request carries the value. A value typed in the JSON text that the enum does
 * not allow stays selected, marked, with the allowed names beside it.
 */
import { allows, type EnumChoice, notAllowedMessage, optionText } from './enum-choice';

export interface EnumSelectProps {
  id: string;
  choice: EnumChoice;
  required: boolean;
  value: unknown;
  present: boolean;
  set(value: unknown): void;
  remove(): void;
}

export function EnumSelect({ id, choice, required, value, present, set, remove }: EnumSelectProps) {
  const invalid = present && !allows(choice, value);
  return (
    <>
      <select
        id={id}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        value={present ? JSON.stringify(value) : ''}
        onChange={(e) => (e.currentTarget.value === '' ? remove() : set(JSON.parse(e.currentTarget.value)))}
      >
        {required && present ? null : <option value="">{required ? '(choose one)' : '(not set)'}</option>}
        {choice.options.map((option) => (
          <option key={JSON.stringify(option.value)} value={JSON.stringify(option.value)}>
            {optionText(option)}
          </option>
        ))}
        {choice.nullable ? <option value="null">null</option> : null}
        {invalid ? <option value={JSON.stringify(value)}>{`${JSON.stringify(value)} (not allowed)`}</option> : null}
      </select>
      {invalid ? (
        <p id={`${id}-problem`} className="problem">
          {JSON.stringify(value)} is not allowed: {notAllowedMessage(choice)}.
        </p>
      ) : null}
    </>
  );
}
