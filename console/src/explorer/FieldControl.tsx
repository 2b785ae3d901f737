/**
 * The control for one body field, chosen by its schema: a select for an enumeration (null or not), true/false for a
 * boolean, a number or text input, JSON for anything nested. An optional field can be left unset.
 */
import type { EnumChoice } from './enum-choice';
import { EnumSelect } from './EnumSelect';
import { NestedJson } from './NestedJson';
import type { Schema } from './openapi-document';
import { typesOf } from './schema-labels';

export interface FieldControlProps {
  id: string;
  /** Resolved. */
  schema: Schema;
  /** The enumeration the field allows, when it is one (`enumChoiceOf`), null or not. */
  choice: EnumChoice | null;
  required: boolean;
  value: unknown;
  present: boolean;
  set(value: unknown): void;
  remove(): void;
}

const only = (types: string[], allowed: string[]) => types.every((type) => allowed.includes(type));

const BOOLEAN_TEXT: Record<string, boolean | null> = { true: true, false: false, null: null };

function BooleanSelect({ id, schema, required, value, present, set, remove }: FieldControlProps) {
  return (
    <select
      id={id}
      value={present ? String(value) : ''}
      onChange={(e) => (e.currentTarget.value === '' ? remove() : set(BOOLEAN_TEXT[e.currentTarget.value]))}
    >
      {required ? null : <option value="">(not set)</option>}
      <option value="true">true</option>
      <option value="false">false</option>
      {typesOf(schema).includes('null') ? <option value="null">null</option> : null}
    </select>
  );
}

export function FieldControl(props: FieldControlProps) {
  const { id, schema, value, present, set, remove } = props;
  const types = typesOf(schema);
  if (props.choice) return <EnumSelect {...props} choice={props.choice} />;
  if (types.includes('boolean') && only(types, ['boolean', 'null'])) return <BooleanSelect {...props} />;
  if ((types.includes('integer') || types.includes('number')) && only(types, ['integer', 'number', 'null'])) {
    return (
      <input
        id={id}
        type="number"
        step={types.includes('integer') ? 1 : 'any'}
        value={present && typeof value === 'number' ? value : ''}
        onChange={(e) => (e.currentTarget.value === '' ? remove() : set(Number(e.currentTarget.value)))}
      />
    );
  }
  if (types.includes('string') && only(types, ['string', 'null'])) {
    return <input id={id} value={present && typeof value === 'string' ? value : ''} onChange={(e) => set(e.currentTarget.value)} />;
  }
  return <NestedJson key={JSON.stringify(value)} id={id} value={value} onChange={set} onRemove={remove} />;
}
