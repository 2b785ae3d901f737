/**
 * A value written to a contact column in the column's stored form: numbers from numeric text, yes/no
 * from the words the platform's client accepts, dates as instants, a mail address, country, language
 * or picture from its text. A value the column cannot hold is refused with a message naming both.
 */
import { COUNTRIES, LANGUAGES } from '../demo-data/names.js';
import { isoInstant, mailAddress } from '../values.js';
import type { ColumnDefinition } from './columns.js';
import { SandboxRefusal } from '../refusal.js';

const YES = ['1', 'true', 'yes', 'ja'];
const NO = ['0', 'false', 'no', 'nein'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const pick = (value: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => n in value).map((n) => [n, value[n]]));

const COUNTRY_FIELDS = ['englishName', 'number', 'alpha2', 'alpha3', 'value', 'isEmpty', 'isValid'] as const;
const LANGUAGE_FIELDS = ['nativeName', 'englishName', 'name', 'alpha2', 'alpha3', 'value', 'isEmpty', 'isValid'] as const;

function country(text: string) {
  const known = Object.values(COUNTRIES).find((c) =>
    [c.alpha2, c.alpha3, c.englishName].some((n) => n.toLowerCase() === text.toLowerCase()),
  );
  if (!known) return { englishName: null, number: null, alpha2: null, alpha3: null, value: text, isEmpty: false, isValid: false };
  return {
    englishName: known.englishName,
    number: known.number,
    alpha2: known.alpha2,
    alpha3: known.alpha3,
    value: known.alpha2,
    isEmpty: false,
    isValid: true,
  };
}

function language(text: string) {
  const known = LANGUAGES.find((l) =>
    [l.alpha2, l.alpha3, l.englishName, l.nativeName].some((n) => n.toLowerCase() === text.toLowerCase()),
  );
  if (!known)
    return { nativeName: null, englishName: null, name: text, alpha2: null, alpha3: null, value: text, isEmpty: false, isValid: false };
  return { ...known, name: known.englishName, value: known.alpha2, isEmpty: false, isValid: true };
}

export function coerceColumnValue(column: ColumnDefinition, value: unknown): unknown {
  const refuse = (): never => {
    throw new SandboxRefusal(`The value ${JSON.stringify(value)} cannot be stored in column '${column.name}'.`);
  };
  if (value === undefined || value === null || value === '') return column.type === 'boolean' ? false : null;
  const text = typeof value === 'string' ? value.trim() : undefined;
  switch (column.type) {
    case 'integer':
    case 'nullableInteger':
    case 'select': {
      const number = typeof value === 'number' ? value : text !== undefined && text !== '' ? Number(text) : NaN;
      if (!Number.isInteger(number)) return refuse();
      if (column.options && !(number in column.options)) return refuse();
      return number;
    }
    case 'boolean':
    case 'nullableBoolean':
    case 'gender':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
      if (text !== undefined && YES.includes(text.toLowerCase())) return true;
      if (text !== undefined && NO.includes(text.toLowerCase())) return false;
      return refuse();
    case 'date':
    case 'nullableDate': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isNaN(ms) ? refuse() : isoInstant(ms);
    }
    case 'mailAddress':
      if (text !== undefined) return mailAddress(text);
      return isObject(value) && typeof value.value === 'string' ? mailAddress(value.value) : refuse();
    case 'pictureUrl':
      if (text !== undefined) return { url: text };
      return isObject(value) && (typeof value.url === 'string' || value.url === null) ? { url: value.url } : refuse();
    case 'country':
      if (text !== undefined) return country(text);
      return isObject(value) ? pick(value, COUNTRY_FIELDS) : refuse();
    case 'language':
      if (text !== undefined) return language(text);
      return isObject(value) ? pick(value, LANGUAGE_FIELDS) : refuse();
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : refuse();
  }
}
