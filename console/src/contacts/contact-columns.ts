/**
 * What the contacts screen adds to the SDK's contact column model (`contactColumnModel`, through
 * `useRecordTable(contactsSource())`): the columns shown before the user picks, and which cells are edited
 * in place. Labels (the contract's `title`s), types, editability and display rules are the model's.
 */
import { CONTACT_COLUMNS, type ColumnDefinition } from '@dsm/sdk';

const TITLES: ReadonlyMap<string, string> = new Map(CONTACT_COLUMNS.map((column) => [column.name, column.title ?? column.name]));

/** The label of a column: a standard column's title in the contract, an additional column's name. */
export const labelOf = (name: string): string => TITLES.get(name) ?? name;

/** Shown before the user picks columns. */
export const SHOWN_BY_DEFAULT: readonly string[] = [
  'dsm_CustomerId',
  'eMail',
  'firstName',
  'lastName',
  'gender',
  'city',
  'state',
  'rating',
  'preferredChannel',
  'optIn',
  'doubleOptIn',
];

/** Text cells of editable columns are edited in place; the others (selects, flags, dates) only show. */
export const editsInPlace = (column: ColumnDefinition): boolean => column.editable && column.type === 'string';
