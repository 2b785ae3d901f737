/**
 * The contacts screen's query: comparers, logic, predefined filters, and
 * the record source that pages it by 50 for `useRecordTable` (its first reads may start before the screen renders).
 */
import { DEFAULT_QUERY_SIZE, defaultWhere, standardQuery, type DsmClient, type Query, type QueryWhere } from '@dsm/sdk';
import { contactsSource, type ContactsQuery, type RecordSource } from '@dsm/sdk/react/table';
import { earlyReads } from './early-reads';
import { cacheArrival, type AnswerCache } from './record-table-cache';

/** The platform's client pages contacts by the query's default size. */
export const PAGE_SIZE = DEFAULT_QUERY_SIZE;

export const COMPARERS = [
  'equals',
  'equalsNot',
  'startsWith',
  'endsWith',
  'contains',
  'greaterThan',
  'lowerThan',
  'greaterThanOrEquals',
  'lowerThanOrEquals',
] as const;
export const LOGIC = ['and', 'or'] as const;
export const PREDEFINED_FILTERS: readonly [number, string][] = [
  [0, 'none'],
  [10, 'registered'],
  [11, 'visitor'],
  [12, 'submitter'],
  [13, 'mailReceiver'],
  [14, 'smsReceiver'],
  [15, 'campaignCompleter'],
  [16, 'responder'],
  [17, 'databaseImport'],
  [18, 'renewalDueNextMonth'],
  [19, 'unsubscriber'],
  [20, 'bounced'],
];

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
