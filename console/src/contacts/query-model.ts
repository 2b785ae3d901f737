/**
 * The contacts screen's query: comparers, logic, predefined filters, and
 * the record source that pages it by 50 for `useRecordTable` (its first reads may start before the screen renders).
 */
import {
  Comparer,
  DEFAULT_QUERY_SIZE,
  defaultWhere,
  LogicComparer,
  OrderMode,
  PredefinedFilter,
  standardQuery,
  type DsmClient,
  type Query,
  type QueryWhere,
} from '@dsm/sdk';
import { contactsSource, type ContactsQuery, type RecordSource } from '@dsm/sdk/react/table';
import { earlyReads } from './early-reads';
import { cacheArrival, type AnswerCache } from './record-table-cache';

/** The platform's client pages contacts by the query's default size. */
export const PAGE_SIZE = DEFAULT_QUERY_SIZE;

/** A contract enumeration as the builder's select lists it: each name with the value the query carries. */
const choices = (enumeration: Readonly<Record<string, number>>): readonly (readonly [name: string, value: number])[] =>
  Object.entries(enumeration);

/** The contract's enumerations (`@dsm/sdk`'s models), never copied here. */
export const COMPARERS = choices(Comparer);
export const LOGIC = choices(LogicComparer);
export const ORDER_MODES = choices(OrderMode);
export const PREDEFINED_FILTERS = choices(PredefinedFilter);

/** What the query builder chooses: columns, order and conditions (the table pages them). */
export type ContactQuery = Pick<Query, 'columns' | 'orders' | 'wheres'>;

/** The platform's standard query: every column, by id, no condition. */
export function initialQuery(): ContactQuery {
  const { columns, orders, wheres } = standardQuery();
  return { columns, orders, wheres };
}

export function newWhere(): QueryWhere {
  return defaultWhere();
}

/** The id column is always asked for: rows are selected, edited and deleted by it. */
export const ID_COLUMN = 'dsm_CustomerId';

/** The query's columns for the chosen ones: `*` when every column is chosen, else the names (the id first). */
export function columnsFor(chosen: readonly string[], all: readonly string[]): Query['columns'] {
  if (all.every((name) => chosen.includes(name))) return [{ columnName: '*' }];
  return [ID_COLUMN, ...chosen.filter((name) => name !== ID_COLUMN)].map((columnName) => ({ columnName }));
}

/** The contacts screen's reads started before the first render (`startContactReads`), taken by its source. */
const early = earlyReads();

/** The contacts of a query, paged by 50 (`contactsSource()`; the count is contactsCountWithQuery). */
const sourceFor = (query: ContactQuery): RecordSource =>
  // The model's QueryWhere has an optional `value`; the call's input types it `string | null` (a where always has one).
  contactsSource({ query: query as ContactsQuery });

/** `contactsSource()` for the chosen query, taking the answers of `startContactReads` when they are its own. */
export function contactQuerySource(query: ContactQuery): RecordSource {
  return early.wrap(sourceFor(query));
}

/** Starts the screen's first reads (the initial query's columns, first page and count) for `client`, before it renders. */
export function startContactReads(client: DsmClient): void {
  early.start(sourceFor(initialQuery()), client, PAGE_SIZE);
}

/** Puts the answers of `client`'s first reads in `cache` as they arrive (at once those already here). */
export function cacheContactReads(cache: AnswerCache, client: DsmClient): void {
  early.onArrival(client, (arrival) => cacheArrival(cache, arrival));
}
