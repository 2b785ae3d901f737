/**
 * Runs a contact query as the platform does: filter by its wheres, sort by its orders (then by id), page by
 * start and size, keep its columns. Per store change, the filtered rows are cached per wheres (a count
 * never sorts), and the ordered rows per wheres and orders: a page near the start is picked from the
 * matches without sorting them all (top-k); a deeper page of the same query sorts them all once, so
 * paging on is a slice.
 */
import type { components } from '../../../generated/schema.js';
import { compareKeys, directionOf, type SortKey } from '../query/comparers.js';
import { pageBounds } from '../query/paging.js';
import { firstInOrder, type Ranking } from '../query/top-k.js';
import { SandboxRefusal } from '../refusal.js';
import type { AdditionalColumnRecord, ContactRecord } from '../store/records.js';
import type { Table } from '../store/table.js';
import { type ContactColumns, comparableReader, contactColumns } from './columns.js';
import { queryTest, type WhereInput } from './conditions.js';

export type Query = components['schemas']['Query'];
type Contact = components['schemas']['Contact'];

const CACHED_QUERIES = 16;
/** A page is picked by top-k while its end is at most this share of the matches; past it, a full sort pays. */
const TOP_K_SHARE = 1 / 8;

/** Rows in a query's order: all of them, or the first ones a page needed. */
interface Ordered {
  rows: readonly ContactRecord[];
  complete: boolean;
}

interface Results {
  version: number;
  month: string;
  /** Matches in id order, per wheres. */
  matches: Map<string, readonly ContactRecord[]>;
  /** Matches in order, per wheres and orders. */
  ordered: Map<string, Ordered>;
}
const resultsCache = new WeakMap<Table<ContactRecord>, Results>();

function listOf<T>(value: readonly T[] | null | undefined, name: string): readonly T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new SandboxRefusal(`Invalid query: '${name}' must be a list.`);
  return value;
}

/** The table's cached results, dropped on every store change and every new month (the renewal filter depends on it). */
function resultsOf(table: Table<ContactRecord>, now: Date): Results {
  const month = now.toISOString().slice(0, 7);
  let results = resultsCache.get(table);
  if (!results || results.version !== table.version || results.month !== month) {
    results = { version: table.version, month, matches: new Map(), ordered: new Map() };
    resultsCache.set(table, results);
  }
  return results;
}

/** Keeps `value` under `key`, dropping the oldest entry past `CACHED_QUERIES`. */
function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= CACHED_QUERIES) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** The key of a query's wheres in the cache of matches. */
const wheresKey = (query: Pick<Query, 'wheres'>) => JSON.stringify(query.wheres ?? []);

/** The test of a query's wheres (undefined for none): refuses an invalid where. */
const testOf = (query: Pick<Query, 'wheres'>, columns: ContactColumns, now: Date) =>
  queryTest(listOf<WhereInput>(query.wheres, 'wheres'), columns, now);

/** The contacts a query's wheres select, in id order. */
function matchesOf(table: Table<ContactRecord>, columns: ContactColumns, query: Pick<Query, 'wheres'>, now: Date, results: Results) {
  const key = wheresKey(query);
  const cached = results.matches.get(key);
  if (cached) return cached;
  const test = testOf(query, columns, now);
  return remember(results.matches, key, test ? table.all().filter(test) : table.all());
}

/** A row with its sort keys, computed once. */
interface Keyed {
  row: ContactRecord;
  keys: SortKey[];
}

/** The ranking of a query's orders, then by id; undefined when it has none. */
function rankingOf(query: Query, columns: ContactColumns): Ranking<ContactRecord, Keyed> | undefined {
  const orders = listOf(query.orders, 'orders').map((order) => {
    const column = columns.byName(order.columnName);
    if (!column) throw new SandboxRefusal(`Invalid column name '${order.columnName}'.`);
    return { read: comparableReader(column), direction: directionOf(order.orderMode) };
  });
  if (orders.length === 0) return undefined;
  const keep = (row: ContactRecord): Keyed => ({ row, keys: orders.map(({ read }) => read(row)) });
  const compare = (a: Keyed, b: Keyed) => {
    for (let i = 0; i < orders.length; i++) {
      const order = compareKeys(a.keys[i]!, b.keys[i]!, orders[i]!.direction);
      if (order !== 0) return order;
    }
    return a.row.dsm_CustomerId - b.row.dsm_CustomerId;
  };
  // Reads the row's keys one by one: most rows lose on the first.
  const precedes = (row: ContactRecord, kept: Keyed) => {
    for (let i = 0; i < orders.length; i++) {
      const order = compareKeys(orders[i]!.read(row), kept.keys[i]!, orders[i]!.direction);
      if (order !== 0) return order < 0;
    }
    return row.dsm_CustomerId < kept.row.dsm_CustomerId;
  };
  return { keep, precedes, compare };
}

/** Every row in the ranking's order. Each row's keys are computed once (not per comparison). */
const sortedBy = (rows: readonly ContactRecord[], { keep, compare }: Ranking<ContactRecord, Keyed>): ContactRecord[] =>
  rows
    .map(keep)
    .sort(compare)
    .map(({ row }) => row);

/**
 * At least the first `count` contacts a query selects, in its order (all of them for `Infinity`): what a
 * page, or the whole result, is sliced from.
 */
function orderedContacts(
  table: Table<ContactRecord>,
  additional: readonly AdditionalColumnRecord[],
  query: Query,
  now: Date,
  count: number,
): readonly ContactRecord[] {
  const results = resultsOf(table, now);
  const key = JSON.stringify([query.wheres ?? [], query.orders ?? []]);
  const cached = results.ordered.get(key);
  if (cached && (cached.complete || count <= cached.rows.length)) return cached.rows;

  const columns = contactColumns(additional);
  const cachedMatches = results.matches.get(wheresKey(query));
  const test = cachedMatches ? undefined : testOf(query, columns, now);
  const ranking = rankingOf(query, columns);
  const rows = cachedMatches ?? table.all();
  // A first page is picked while filtering; a query paged before (a deeper page now) is sorted whole, as paging on pays off.
  if (ranking && !cached && count <= rows.length * TOP_K_SHARE) {
    const matches: ContactRecord[] | undefined = test ? [] : undefined;
    const first = firstInOrder(rows, count, ranking, test, matches).map(({ row }) => row);
    if (!cachedMatches) remember(results.matches, wheresKey(query), matches ?? rows);
    return remember(results.ordered, key, { rows: first, complete: false }).rows;
  }
  const matches = cachedMatches ?? remember(results.matches, wheresKey(query), test ? rows.filter(test) : rows);
  if (!ranking) return matches;
  return remember(results.ordered, key, { rows: sortedBy(matches, ranking), complete: true }).rows;
}

/** The contacts a query selects, in its order (not paged). */
export function matchingContacts(
  table: Table<ContactRecord>,
  additional: readonly AdditionalColumnRecord[],
  query: Query,
  now: Date,
): readonly ContactRecord[] {
  return orderedContacts(table, additional, query, now, Number.POSITIVE_INFINITY);
}

/** How many contacts a query selects: its wheres only, never sorted. */
export function countMatchingContacts(
  table: Table<ContactRecord>,
  additional: readonly AdditionalColumnRecord[],
  query: Pick<Query, 'wheres'>,
  now: Date,
): number {
  return matchesOf(table, contactColumns(additional), query, now, resultsOf(table, now)).length;
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
  return orderedContacts(table, additional, query, now, start + size)
    .slice(start, start + size)
    .map(project);
}
