/**
 * One `where` of a query as a test of a contact: the column's value compared with the where's value
 * by its comparer (the shared table in ../query/comparers.ts), or a predefined filter. Text compares
 * without regard to letter case; numbers, flags and dates compare as such.
 */
import { QUERY_WHERE_DEFAULTS } from '../../../generated/defaults.js';
import type { ContactRecord } from '../store/records.js';
import { type Comparable, type ComparerRule, combineWheres, comparerRule, yesOrNo } from '../query/comparers.js';
import { SandboxRefusal } from '../refusal.js';
import { type ColumnDefinition, comparableReader, type ContactColumns, kindOf, lowerTextsReader, plainTextReader } from './columns.js';
import { predefinedFilter } from './predefined.js';

export interface WhereInput {
  columnName?: string | null;
  comparer?: number | null;
  logicComparer?: number | null;
  predefined?: number | null;
  value?: string | null;
}

export type ContactTest = (contact: ContactRecord) => boolean;

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
    case 'boolean': {
      const flag = yesOrNo(value);
      if (flag === undefined) throw new SandboxRefusal(`The value '${raw}' is not a yes/no value, as column '${columnName}' needs.`);
      return flag;
    }
    case 'instant': {
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) throw new SandboxRefusal(`The value '${raw}' is not a date, as column '${columnName}' needs.`);
      return ms;
    }
    default:
      return value.toLowerCase();
  }
}

/** A comparer on a value's texts: any may match (a plain text column has at most one); an empty where's value equals a value without texts. */
function textsTest(column: ColumnDefinition, { on, test }: ComparerRule, target: Comparable | null): ContactTest {
  const empty = on === 'equality' && target === null;
  const text = target === null ? '' : String(target);
  const plain = plainTextReader(column);
  if (plain)
    return empty
      ? (contact) => plain(contact) === null
      : (contact) => {
          const current = plain(contact);
          return current !== null && test(current, text);
        };
  const texts = lowerTextsReader(column);
  return empty ? (contact) => texts(contact).length === 0 : (contact) => texts(contact).some((t) => test(t, text));
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
  const rule = comparerRule(where.comparer);
  const { test } = rule;
  const value = comparableReader(column);

  let found: ContactTest;
  if (rule.on === 'order')
    // Only values that have an order: never a missing one or a flag.
    found = (contact) => {
      const current = value(contact);
      return current !== null && target !== null && typeof current !== 'boolean' && test(current, target);
    };
  else if (rule.on === 'text' || kind === 'text') found = textsTest(column, rule, target);
  else
    found = (contact) => {
      const current = value(contact);
      return current === null || target === null ? current === target : test(current, target);
    };
  return rule.negated ? (contact) => !found(contact) : found;
}

/** Every where of a query as one test, combined left to right by each where's logic (and, or). */
export function queryTest(wheres: readonly WhereInput[], columns: ContactColumns, now: Date): ContactTest | undefined {
  return combineWheres(wheres.map((where) => ({ test: whereTest(where, columns, now), logicComparer: where.logicComparer })));
}
