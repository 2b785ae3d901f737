/**
 * The contact columns as the sandbox compares, sorts and stores them: the SDK's column model (standard
 * columns and the account's additional ones), looked up by name without regard to letter case
 * (a query may say `dsm_CustomerID` for `dsm_CustomerId`).
 */
import { contactColumnModel, type ColumnDefinition } from '../../models/column-model.js';
import type { AdditionalColumnRecord, ContactRecord } from '../store/records.js';

export type { ColumnDefinition } from '../../models/column-model.js';

/** How values of a column compare: as numbers, flags, instants or text. */
export type ValueKind = 'number' | 'boolean' | 'instant' | 'text';

export function kindOf(column: ColumnDefinition): ValueKind {
  switch (column.type) {
    case 'integer':
    case 'nullableInteger':
    case 'select':
      return 'number';
    case 'boolean':
    case 'nullableBoolean':
    case 'gender':
      return 'boolean';
    case 'date':
    case 'nullableDate':
      return 'instant';
    default:
      return 'text';
  }
}

export interface ContactColumns {
  all: readonly ColumnDefinition[];
  byName(name: string): ColumnDefinition | undefined;
}

const cache = new WeakMap<readonly AdditionalColumnRecord[], ContactColumns>();

/** The column model for an account's additional columns (built once per list). */
export function contactColumns(additional: readonly AdditionalColumnRecord[]): ContactColumns {
  let columns = cache.get(additional);
  if (!columns) {
    const all = contactColumnModel(additional);
    const lookup = new Map(all.map((column) => [column.name.toLowerCase(), column]));
    columns = { all, byName: (name) => lookup.get(name.toLowerCase()) };
    cache.set(additional, columns);
  }
  return columns;
}

type CodeValue = Readonly<Record<string, unknown>> | null | undefined;
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The texts a value is found by: a mail address by its address, a picture by its url, a country by its
 * English name or code, a language by its name or code; anything else by itself.
 */
export function textsOf(column: ColumnDefinition, value: unknown): string[] {
  const code = value as CodeValue;
  const candidates =
    column.type === 'mailAddress'
      ? [typeof value === 'string' ? value : code?.value]
      : column.type === 'pictureUrl'
        ? [typeof value === 'string' ? value : code?.url]
        : column.type === 'country'
          ? [code?.englishName, code?.value, code?.alpha2, code?.alpha3]
          : column.type === 'language'
            ? [code?.name, code?.nativeName, code?.englishName, code?.value, code?.alpha2, code?.alpha3]
            : [value];
  return candidates.map(text).filter((t): t is string => t !== null);
}

/** A value in its comparable form (null when missing): numbers, flags, epoch milliseconds, lower-case text. */
export function comparableOf(column: ColumnDefinition, value: unknown): number | boolean | string | null {
  if (value === null || value === undefined) return null;
  switch (kindOf(column)) {
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'instant': {
      const ms = Date.parse(String(value));
      return Number.isNaN(ms) ? null : ms;
    }
    default:
      return textsOf(column, value)[0]?.toLowerCase() ?? null;
  }
}

/** Column types whose value is its one text: read without `textsOf`'s lists, as queries test every row. */
const PLAIN_TEXT: readonly string[] = ['string'];
const NO_TEXTS: readonly string[] = [];

/** Reads a column's texts in lower case from a contact (as `textsOf`), made once per column. */
export function lowerTextsReader(column: ColumnDefinition): (contact: ContactRecord) => readonly string[] {
  const field = column.name as keyof ContactRecord;
  const plain = plainTextReader(column);
  if (!plain) return (contact) => textsOf(column, contact[field]).map((t) => t.toLowerCase());
  return (contact) => {
    const text = plain(contact);
    return text === null ? NO_TEXTS : [text];
  };
}

/** Reads the one text of a plain text column in lower case (null for none); undefined for other columns. */
export function plainTextReader(column: ColumnDefinition): ((contact: ContactRecord) => string | null) | undefined {
  if (!PLAIN_TEXT.includes(column.type)) return undefined;
  const field = column.name as keyof ContactRecord;
  return (contact) => {
    const value = contact[field];
    return value === null || value === undefined || value === '' ? null : String(value).toLowerCase();
  };
}

/** Reads a column's comparable value from a contact (as `comparableOf`), made once per column. */
export function comparableReader(column: ColumnDefinition): (contact: ContactRecord) => number | boolean | string | null {
  const field = column.name as keyof ContactRecord;
  const kind = kindOf(column);
  if (kind === 'number') return (contact) => (typeof contact[field] === 'number' ? (contact[field] as number) : null);
  if (kind === 'boolean') return (contact) => (typeof contact[field] === 'boolean' ? (contact[field] as boolean) : null);
  return plainTextReader(column) ?? ((contact) => comparableOf(column, contact[field]));
}
