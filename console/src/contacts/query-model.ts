/**
 * The contacts screen's query: comparers, logic, predefined filters, and
 * the record source that pages it by 50 for `useRecordTable`.
 */
import { DEFAULT_QUERY_SIZE, defaultWhere, standardQuery, type Query, type QueryWhere } from '@dsm/sdk';
import { contactsSource, type ContactsQuery, type RecordSource, type TableRecord } from '@dsm/sdk/react/table';

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

/** `contactsSource()` for the chosen query: its pages and its count (contactsCountWithQuery), paged by 50. */
export function contactQuerySource(query: ContactQuery): RecordSource {
  // The model's QueryWhere has an optional `value`; the call's input types it `string | null` (a where always has one).
  return firstPageWithColumns(contactsSource({ query: query as ContactsQuery }));
}

/**
 * The table asks for a page only once the column model has answered, yet a contact page does not
 * depend on it (the query names its columns): the first page is asked for together with the columns,
 * one round trip instead of two in series. Only the first column read does so, and its page is used
 * once; a failed early read is simply read again.
 */
export function firstPageWithColumns(source: RecordSource, pageSize = PAGE_SIZE): RecordSource {
  let early: Promise<TableRecord[]> | undefined;
  let asked = false;
  return {
    ...source,
    loadColumns(client, signal) {
      if (!asked) {
        asked = true;
        early = source.loadPage(client, { pageIndex: 0, pageSize }, [], signal);
        early.catch(() => undefined); // read again below, by whoever asks for the page
      }
      return source.loadColumns(client, signal);
    },
    loadPage(client, page, columns, signal) {
      const taken = page.pageIndex === 0 && page.pageSize === pageSize ? early : undefined;
      if (taken) early = undefined;
      return taken ? taken.catch(() => source.loadPage(client, page, columns, signal)) : source.loadPage(client, page, columns, signal);
    },
  };
}
