/**
 * The contact column model as data: every column with its label, its type, whether it may be
 * edited, its select labels (all from the contract), and the account's additional columns appended. Tables and forms are
 * built from it; `displayColumnValue` applies the platform's display rules.
 */
import { CONTACT_COLUMN_FACTS } from '../../generated/contact-columns.js';
import type { AdditionalColumn, Contact } from '../../generated/model/index.js';
import { displayBoolean, displayGender, displayNullableBoolean, displayNullableInteger, displaySelect } from './display.js';
import type { SelectLabels } from './select-labels.js';

/** The kinds of value a column holds. */
export type ColumnType =
  | 'integer'
  | 'nullableInteger'
  | 'string'
  | 'mailAddress'
  | 'gender'
  | 'nullableDate'
  | 'date'
  | 'select'
  | 'country'
  | 'language'
  | 'pictureUrl'
  | 'boolean'
  | 'nullableBoolean';

export interface ColumnDefinition {
  /** The field name on the record. */
  readonly name: string;
  /** The label a user reads: a standard contact column's `title` in the contract; else the name serves. */
  readonly title?: string;
  readonly type: ColumnType;
  readonly editable: boolean;
  /** The labels of a select column, keyed by value. */
  readonly options?: SelectLabels;
  /** True for a column the account added (not one of the standard contact fields). */
  readonly additional?: boolean;
  /** The additional column's data type as the server names it. */
  readonly dataType?: string;
  /** True for the column that identifies a record (saving needs one). */
  readonly primary?: boolean;
}

/**
 * The standard contact columns in the documented order, as the contract states them (`title`, `readOnly`,
 * the property's schema), generated into generated/contact-columns.ts. The check below keeps the generated
 * types within `ColumnType` and the names within `Contact`.
 */
export const CONTACT_COLUMNS: readonly (ColumnDefinition & { readonly name: keyof Contact & string })[] = CONTACT_COLUMN_FACTS;

/** The column that identifies a contact. */
export const CONTACT_PRIMARY_COLUMN = 'dsm_CustomerId';

/** Server data types that read as a nullable integer or a nullable boolean; anything else is text. */
const INTEGER_TYPES: readonly string[] = ['int', 'integer', 'bigint', 'smallint', 'tinyint'];
const BOOLEAN_TYPES: readonly string[] = ['bit', 'bool', 'boolean'];

/** An additional column as a column definition: editable, typed by its data type. */
export function additionalColumnDefinition(column: AdditionalColumn): ColumnDefinition {
  const dataType = (column.dataType ?? '').toLowerCase();
  const type: ColumnType = INTEGER_TYPES.includes(dataType)
    ? 'nullableInteger'
    : BOOLEAN_TYPES.includes(dataType)
      ? 'nullableBoolean'
      : 'string';
  return {
    name: column.columnName ?? '',
    type,
    editable: true,
    additional: true,
    ...(column.dataType ? { dataType: column.dataType } : {}),
  };
}

/** The standard columns followed by the account's additional ones (appended). */
export function contactColumnModel(additional: readonly AdditionalColumn[] = []): ColumnDefinition[] {
  return [...CONTACT_COLUMNS, ...additional.filter((c) => c.columnName).map(additionalColumnDefinition)];
}

type CodeValue = { readonly [key: string]: unknown } | null | undefined;
const field = (value: unknown, name: string): string => {
  const inner = (value as CodeValue)?.[name];
  return inner === null || inner === undefined ? '' : String(inner);
};

/**
 * A value as a table shows it: Yes/No, Unknown, select labels, empty for a missing nullable
 * integer; a country by its English name and a language by its name; a
 * mail address by its value and a picture by its url.
 */
export function displayColumnValue(column: Pick<ColumnDefinition, 'type' | 'options'>, value: unknown): string {
  switch (column.type) {
    case 'boolean':
      return displayBoolean(value);
    case 'nullableBoolean':
      return displayNullableBoolean(value);
    case 'gender':
      return displayGender(value);
    case 'select':
      return displaySelect(column.options ?? {}, value as number | null | undefined);
    case 'nullableInteger':
      return displayNullableInteger(value as number | null | undefined);
    case 'country':
      return field(value, 'englishName') || field(value, 'value');
    case 'language':
      return field(value, 'name') || field(value, 'value');
    case 'mailAddress':
      return typeof value === 'string' ? value : field(value, 'value');
    case 'pictureUrl':
      return typeof value === 'string' ? value : field(value, 'url');
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
