/**
 * The platform's query model over plain records (templates, categories, portal users): a field
 * compares as the type of its value (numbers, yes/no, text without regard to case; a list matches
 * when one of its items does) by the shared comparer table, then orders, then start and size.
 * Field names ignore letter case.
 */
import { QUERY_WHERE_DEFAULTS } from '../../../generated/defaults.js';
import type { components } from '../../../generated/schema.js';
import { type Comparable, combineWheres, compareKeys, comparerRule, directionOf, yesOrNo } from '../query/comparers.js';
import { pageBounds } from '../query/paging.js';
import { SandboxRefusal } from '../refusal.js';

type Query = components['schemas']['Query'];
type Where = components['schemas']['QueryWhere'];

function fieldOf(fields: readonly string[], name: string): string {
  const field = fields.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (!field) throw new SandboxRefusal(`Invalid column name '${name}'.`);
  return field;
}

const scalars = (value: unknown): Comparable[] =>
  Array.isArray(value)
    ? value.flatMap(scalars)
    : value !== null && typeof value === 'object'
      ? scalars((value as { name?: unknown }).name)
      : value === null || value === undefined
        ? []
        : [value as Comparable];

/** A scalar in comparable form: text in lower case. */
const comparable = (value: Comparable): Comparable => (typeof value === 'string' ? value.toLowerCase() : value);

/** The where's text as the type of the value it is compared with. */
const typedAs = (value: Comparable, target: string): Comparable =>
  typeof value === 'number' ? Number(target) : typeof value === 'boolean' ? yesOrNo(target) === true : target.toLowerCase();

function whereTest<T extends object>(where: Where, fields: readonly string[]): (record: T) => boolean {
  if (where.predefined) throw new SandboxRefusal(`Invalid predefined filter ${where.predefined}: predefined filters apply to contacts.`);
  const field = fieldOf(fields, where.columnName ?? QUERY_WHERE_DEFAULTS.columnName);
  const target = where.value ?? QUERY_WHERE_DEFAULTS.value;
  const rule = comparerRule(where.comparer);
  return (record) => {
    const values = scalars((record as Record<string, unknown>)[field]);
    // An empty field equals only the empty value.
    const found =
      values.length === 0
        ? rule.on === 'equality' && target === ''
        : values.some((value) => rule.test(comparable(value), typedAs(value, target)));
    return rule.negated ? !found : found;
  };
}

/** The records a query selects, in its order (then by `fields[0]`, the id), not paged. */
export function selectRecords<T extends object>(records: readonly T[], query: Query | undefined, fields: readonly string[]): T[] {
  const test = combineWheres(
    (query?.wheres ?? []).map((where) => ({ test: whereTest<T>(where, fields), logicComparer: where.logicComparer })),
  );
  const selected = test ? records.filter(test) : [...records];
  const orders = (query?.orders ?? []).map((order) => ({
    field: fieldOf(fields, order.columnName),
    direction: directionOf(order.orderMode),
  }));
  if (orders.length === 0) return selected;
  const key = (record: T, field: string) => {
    const value = scalars((record as Record<string, unknown>)[field])[0];
    return value === undefined ? null : comparable(value);
  };
  return selected.sort((a, b) => {
    for (const { field, direction } of orders) {
      const order = compareKeys(key(a, field), key(b, field), direction);
      if (order !== 0) return order;
    }
    return 0; // sort is stable: the id order stays
  });
}

/** One page (start, size; the contract's defaults when left out) of the selected records. */
export function pageOf<T>(records: readonly T[], query: Pick<Query, 'start' | 'size'> | undefined): T[] {
  const { start, size } = pageBounds(query);
  return records.slice(start, start + size);
}
