/**
 * The contact column model as data: every column with its type, whether it may be
 * edited, its select labels, and the account's additional columns appended. Tables and forms are
 * built from it; `displayColumnValue` applies the platform's display rules.
 */
import type { AdditionalColumn, Contact } from '../../generated/model/index.js';
import { displayBoolean, displayGender, displayNullableBoolean, displayNullableInteger, displaySelect } from './display.js';
import {
  COMPANY_EMPLOYEES_LABELS,
  CONTACT_RATING_LABELS,
  CONTACT_STATE_LABELS,
  CREATION_SOURCE_LABELS,
  JOB_CATEGORY_LABELS,
  PREFERRED_CHANNEL_LABELS,
  type SelectLabels,
} from './select-labels.js';

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

const column = (name: keyof Contact & string, type: ColumnType, editable = true, options?: SelectLabels): ColumnDefinition =>
  options ? { name, type, editable, options } : { name, type, editable };

/** The standard contact columns in the documented order. */
export const CONTACT_COLUMNS: readonly ColumnDefinition[] = [
  column('dsm_CustomerId', 'integer', false),
  column('lpLogin', 'string', false),
  column('eMail', 'mailAddress'),
  column('salutation', 'string'),
  column('firstName', 'string'),
  column('lastName', 'string'),
  column('gender', 'gender'),
  column('birthday', 'nullableDate'),
  column('renewalDate', 'nullableDate'),
  column('optInDate', 'nullableDate'),
  column('companyName', 'string'),
  column('companyEmployees', 'select', true, COMPANY_EMPLOYEES_LABELS),
  column('country', 'country'),
  column('language', 'language'),
  column('phone', 'string'),
  column('mobilePhone', 'string'),
  column('fax', 'string'),
  column('pictureUrl', 'pictureUrl'),
  column('street1', 'string'),
  column('street2', 'string'),
  column('zipCode', 'string'),
  column('city', 'string'),
  column('stateProvince', 'string'),
  column('state', 'select', true, CONTACT_STATE_LABELS),
  column('rating', 'select', true, CONTACT_RATING_LABELS),
  column('preferredChannel', 'select', true, PREFERRED_CHANNEL_LABELS),
  column('optIn', 'nullableBoolean'),
  column('optOut', 'nullableBoolean'),
  column('doubleOptIn', 'boolean'),
  column('optInSource', 'string'),
  column('jobTitle', 'string'),
  column('jobLevel', 'nullableInteger'),
  column('jobCategory', 'select', true, JOB_CATEGORY_LABELS),
  column('dsm_BatchId', 'integer', false),
  column('ownerUserGroupId', 'nullableInteger'),
  column('creationSource', 'select', true, CREATION_SOURCE_LABELS),
  column('internal1', 'string'),
  column('internal2', 'string'),
  column('internal3', 'string'),
  column('createdOn', 'date', false),
  column('lastUpdate', 'date', false),
];

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
