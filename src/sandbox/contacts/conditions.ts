/**
 * One `where` of a query as a test of a contact: the column's value compared with the where's value
 * by its comparer, or a predefined filter. Text compares without regard to letter case;
 * numbers, flags and dates compare as such.
 */
import { QUERY_WHERE_DEFAULTS } from '../../../generated/defaults.js';
import type { ContactRecord } from '../store/records.js';
import { comparableOf, kindOf, textsOf, type ContactColumns } from './columns.js';
import { predefinedFilter } from './predefined.js';
import { SandboxRefusal } from '../refusal.js';

export interface WhereInput {
  columnName?: string | null;
  comparer?: number | null;
  logicComparer?: number | null;
  predefined?: number | null;
  value?: string | null;
}

export type ContactTest = (contact: ContactRecord) => boolean;

const YES = ['1', 'true', 'yes', 'ja'];
const NO = ['0', 'false', 'no', 'nein'];

/** The where's value in the column's comparable form; null for an empty value. */
function targetOf(kind: ReturnType<typeof kindOf>, raw: string, columnName: string): number | boolean | string | null {
  const value = raw.trim();
  if (value === '') return null;
  switch (kind) {
    case 'number': {
      const number = Number(value);
      if (Number.isNaN(number)) throw new SandboxRefusal(`The value '${raw}' is not a number, as column '${columnName}' needs.`);
      return number;
    }
    case 'boolean':
      if (YES.includes(value.toLowerCase())) return true;
      if (NO.includes(value.toLowerCase())) return false;
      throw new SandboxRefusal(`The value '${raw}' is not a yes/no value, as column '${columnName}' needs.`);
    case 'instant': {
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) throw new SandboxRefusal(`The value '${raw}' is not a date, as column '${columnName}' needs.`);
      return ms;
    }
    default:
      return value.toLowerCase();
  }
}

export function whereTest(where: WhereInput, columns: ContactColumns, now: Date): ContactTest {
  if (where.predefined) {
    const filter = predefinedFilter(where.predefined);
    if (!filter) throw new SandboxRefusal(`Invalid predefined filter ${where.predefined}.`);
    return (contact) => filter(contact, now);
  }
  const columnName = where.columnName ?? QUERY_WHERE_DEFAULTS.columnName;
  const column = columns.byName(columnName);
  if (!column) throw new SandboxRefusal(`Invalid column name '${columnName}'.`);
  const kind = kindOf(column);
  const target = targetOf(kind, where.value ?? QUERY_WHERE_DEFAULTS.value, column.name);
  const text = target === null ? '' : String(target);
  const field = column.name as keyof ContactRecord;
  const texts = (contact: ContactRecord) => textsOf(column, contact[field]).map((t) => t.toLowerCase());
  const value = (contact: ContactRecord) => comparableOf(column, contact[field]);
  const ordered =
    (test: (a: number | string, b: number | string) => boolean): ContactTest =>
    (contact) => {
      const current = value(contact);
      return current !== null && target !== null && typeof current !== 'boolean' && test(current, target as number | string);
    };
  const equals: ContactTest =
    kind === 'text'
      ? (contact) => (target === null ? texts(contact).length === 0 : texts(contact).includes(text))
      : (contact) => value(contact) === target;

  switch (where.comparer ?? 0) {
    case 0:
      return equals;
    case 1:
      return (contact) => !equals(contact);
    case 2:
      return (contact) => texts(contact).some((t) => t.startsWith(text));
    case 3:
      return (contact) => texts(contact).some((t) => t.endsWith(text));
    case 4:
      return (contact) => texts(contact).some((t) => t.includes(text));
    case 5:
      return ordered((a, b) => a > b);
    case 6:
      return ordered((a, b) => a < b);
    case 7:
      return ordered((a, b) => a >= b);
    case 8:
      return ordered((a, b) => a <= b);
    default:
      throw new SandboxRefusal('Invalid comparer');
  }
}

/** Every where of a query as one test, combined left to right by each where's logic (and 0, or 1). */
export function queryTest(wheres: readonly WhereInput[], columns: ContactColumns, now: Date): ContactTest | undefined {
  if (wheres.length === 0) return undefined;
  const tests = wheres.map((where) => ({ test: whereTest(where, columns, now), or: where.logicComparer === 1 }));
  return (contact) =>
    tests.reduce((result, { test, or }, i) => (i === 0 ? test(contact) : or ? result || test(contact) : result && test(contact)), false);
}
