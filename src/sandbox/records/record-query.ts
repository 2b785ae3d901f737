/**
 * The platform's query model over plain records (templates, categories, portal users): a field
 * compares as the type of its value (numbers, yes/no, text without regard to case; a list matches
 * when one of its items does), then orders, then start and size. Field names ignore letter case.
 */
import { QUERY_DEFAULTS, QUERY_WHERE_DEFAULTS } from '../../../generated/defaults.js';
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';

type Query = components['schemas']['Query'];
type Where = components['schemas']['QueryWhere'];
type Scalar = string | number | boolean;

const YES = ['1', 'true', 'yes', 'ja'];

function fieldOf(fields: readonly string[], name: string): string {
  const field = fields.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (!field) throw new SandboxRefusal(`Invalid column name '${name}'.`);
  return field;
}

const scalars = (value: unknown): Scalar[] =>
  Array.isArray(value)
    ? value.flatMap(scalars)
    : value !== null && typeof value === 'object'
      ? scalars((value as { name?: unknown }).name)
      : value === null || value === undefined
        ? []
        : [value as Scalar];

function compare(current: Scalar, target: string, comparer: number): boolean {
  const typed: Scalar =
    typeof current === 'number' ? Number(target) : typeof current === 'boolean' ? YES.includes(target.toLowerCase()) : target.toLowerCase();
  const value = typeof current === 'string' ? current.toLowerCase() : current;
  const text = String(value);
  switch (comparer) {
    case 0:
      return value === typed;
    case 1:
      return value !== typed;
    case 2:
      return text.startsWith(String(typed));
    case 3:
      return text.endsWith(String(typed));
    case 4:
      return text.includes(String(typed));
    case 5:
      return value > typed;
    case 6:
      return value < typed;
    case 7:
      return value >= typed;
    case 8:
      return value <= typed;
    default:
      throw new SandboxRefusal('Invalid comparer');
  }
}

function whereTest<T extends object>(where: Where, fields: readonly string[]): (record: T) => boolean {
  if (where.predefined) throw new SandboxRefusal(`Invalid predefined filter ${where.predefined}: predefined filters apply to contacts.`);
  const field = fieldOf(fields, where.columnName ?? QUERY_WHERE_DEFAULTS.columnName);
  const target = where.value ?? QUERY_WHERE_DEFAULTS.value;
  const negated = where.comparer === 1;
  return (record) => {
    const values = scalars((record as Record<string, unknown>)[field]);
    if (values.length === 0) return negated ? target !== '' : target === '' && where.comparer === 0;
    return negated ? values.every((value) => compare(value, target, 1)) : values.some((value) => compare(value, target, where.comparer));
  };
}

/** The records a query selects, in its order (then by `fields[0]`, the id), not paged. */
export function selectRecords<T extends object>(records: readonly T[], query: Query | undefined, fields: readonly string[]): T[] {
  const tests = (query?.wheres ?? []).map((where) => ({ test: whereTest<T>(where, fields), or: where.logicComparer === 1 }));
  const selected =
    tests.length === 0
      ? [...records]
      : records.filter((record) =>
          tests.reduce((result, { test, or }, i) => (i === 0 ? test(record) : or ? result || test(record) : result && test(record)), false),
        );
  const orders = (query?.orders ?? []).map((order) => ({
    field: fieldOf(fields, order.columnName),
    direction: order.orderMode === 1 ? -1 : 1,
  }));
  if (orders.length === 0) return selected;
  const key = (record: T, field: string) => {
    const value = scalars((record as Record<string, unknown>)[field])[0];
    return typeof value === 'string' ? value.toLowerCase() : (value ?? null);
  };
  return selected.sort((a, b) => {
    for (const { field, direction } of orders) {
      const x = key(a, field);
      const y = key(b, field);
      if (x === y) continue;
      if (x === null) return -direction;
      if (y === null) return direction;
      return (x < y ? -1 : 1) * direction;
    }
    return 0; // sort is stable: the id order stays
  });
}

/** One page (start, size; the contract's defaults when left out) of the selected records. */
export function pageOf<T>(records: readonly T[], query: Pick<Query, 'start' | 'size'> | undefined): T[] {
  const start = query?.start ?? QUERY_DEFAULTS.start;
  const size = query?.size ?? QUERY_DEFAULTS.size;
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(size) || size < 0)
    throw new SandboxRefusal('Invalid query: start and size must be whole numbers of 0 or more.');
  return records.slice(start, start + size);
}
