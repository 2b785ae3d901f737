/**
 * Runs a contact query as the platform does: filter by its wheres, sort by its orders (then by id), page by
 * start and size, keep its columns. The filtered, sorted list is cached per store change and query, so
 * paging through a result, and counting it, filters and sorts once.
 */
import type { components } from '../../../generated/schema.js';
import type { Table } from '../store/table.js';
import type { AdditionalColumnRecord, ContactRecord } from '../store/records.js';
import { comparableOf, contactColumns, type ContactColumns } from './columns.js';
import { queryTest, type WhereInput } from './conditions.js';
import { compareKeys, directionOf, type SortKey } from '../query/comparers.js';
import { pageBounds } from '../query/paging.js';
import { SandboxRefusal } from '../refusal.js';

export type Query = components['schemas']['Query'];
type Contact = components['schemas']['Contact'];

const CACHED_QUERIES = 16;

interface Matches {
  version: number;
  month: string;
  byQuery: Map<string, readonly ContactRecord[]>;
}
const matchesCache = new WeakMap<Table<ContactRecord>, Matches>();

function listOf<T>(value: readonly T[] | null | undefined, name: string): readonly T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new SandboxRefusal(`Invalid query: '${name}' must be a list.`);
  return value;
}

/** Sorts by the query's orders, then by id. Each row's keys are computed once (not per comparison). */
function sortedBy(rows: ContactRecord[], query: Query, columns: ContactColumns): ContactRecord[] {
  const orders = listOf(query.orders, 'orders').map((order) => {
    const column = columns.byName(order.columnName);
    if (!column) throw new SandboxRefusal(`Invalid column name '${order.columnName}'.`);
    return { column, field: column.name as keyof ContactRecord, direction: directionOf(order.orderMode) };
  });
  if (orders.length === 0) return rows;
  const keyed = rows.map((row) => ({ row, keys: orders.map(({ column, field }): SortKey => comparableOf(column, row[field])) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < orders.length; i++) {
      const order = compareKeys(a.keys[i]!, b.keys[i]!, orders[i]!.direction);
      if (order !== 0) return order;
    }
    return a.row.dsm_CustomerId - b.row.dsm_CustomerId;
  });
  return keyed.map(({ row }) => row);
}

/** The contacts a query selects, in its order (not paged). */
export function matchingContacts(
  table: Table<ContactRecord>,
  additional: readonly AdditionalColumnRecord[],
  query: Query,
  now: Date,
): readonly ContactRecord[] {
  const month = now.toISOString().slice(0, 7); // the renewal filter depends on the month
  let cache = matchesCache.get(table);
  if (!cache || cache.version !== table.version || cache.month !== month) {
    cache = { version: table.version, month, byQuery: new Map() };
    matchesCache.set(table, cache);
  }
  const key = JSON.stringify([query.wheres ?? [], query.orders ?? []]);
  const cached = cache.byQuery.get(key);
  if (cached) return cached;

  const columns = contactColumns(additional);
  const test = queryTest(listOf<WhereInput>(query.wheres, 'wheres'), columns, now);
  const sorted = sortedBy(test ? table.all().filter(test) : [...table.all()], query, columns);
  if (cache.byQuery.size >= CACHED_QUERIES) cache.byQuery.delete(cache.byQuery.keys().next().value!);
  cache.byQuery.set(key, sorted);
  return sorted;
}

/** The columns a reply carries: all for `*` (or none named), else the named ones under their own spelling. */
export function projectionOf(
  query: Pick<Query, 'columns'>,
  additional: readonly AdditionalColumnRecord[],
): (contact: ContactRecord) => Contact {
  const named = listOf(query.columns, 'columns');
  if (named.length === 0 || named.some((column) => column.columnName === '*')) return (contact) => ({ ...contact });
  const columns = contactColumns(additional);
  const fields = named.map(({ columnName }) => {
    const column = columns.byName(columnName);
    if (!column) throw new SandboxRefusal(`Invalid column name '${columnName}'.`);
    return column.name as keyof ContactRecord;
  });
  return (contact) => Object.fromEntries(fields.map((field) => [field, contact[field] ?? null])) as Contact;
}

/** A page of a query's contacts with its columns. */
export function queryPage(table: Table<ContactRecord>, additional: readonly AdditionalColumnRecord[], query: Query, now: Date): Contact[] {
  const { start, size } = pageBounds(query);
  const project = projectionOf(query, additional);
  return matchingContacts(table, additional, query, now)
    .slice(start, start + size)
    .map(project);
}
