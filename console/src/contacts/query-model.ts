/**
 * The contacts screen's query (seed 001 §3.4, §3.12, §3.13): comparers, logic, predefined filters, and
 * the record source that pages it by 50 for `useRecordTable`.
 */
import { defaultWhere, standardQuery, type CallInput, type Query, type QueryWhere } from '@dsm/sdk';
import { contactsSource, type RecordSource, type TableRecord } from '@dsm/sdk/react';

export const PAGE_SIZE = 50;

export const COMPARERS = [
  'equals', 'equalsNot', 'startsWith', 'endsWith', 'contains', 'greaterThan', 'lowerThan', 'greaterThanOrEquals', 'lowerThanOrEquals',
] as const;
export const LOGIC = ['and', 'or'] as const;
export const PREDEFINED_FILTERS: readonly [number, string][] = [
  [0, 'none'], [10, 'registered'], [11, 'visitor'], [12, 'submitter'], [13, 'mailReceiver'], [14, 'smsReceiver'], [15, 'campaignCompleter'],
  [16, 'responder'], [17, 'databaseImport'], [18, 'renewalDueNextMonth'], [19, 'unsubscriber'], [20, 'bounced'],
];

/** What the query builder chooses: columns, order and conditions (the table pages them). */
export type ContactQuery = Pick<Query, 'columns' | 'orders' | 'wheres'>;

/** The seed's standard query: every column, by id, no condition. */
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

/**
 * `contactsSource()` for the chosen query: the SDK's columns, save and delete, with the page and the
 * count of this query (contactsSource pages the standard query and counts every contact). `revision`
 * is part of the key, so a new revision loads the table again (after an insert).
 */
export function contactQuerySource(query: ContactQuery, revision: number): RecordSource {
  const contacts = contactsSource();
  // The model's QueryWhere has an optional `value`; the call's input types it `string | null` (a where always has one).
  const page = (start: number, size: number) => ({ ...query, start, size }) as CallInput<'contactsGet'>['body'];
  return {
    ...contacts,
    key: [...contacts.key, query, revision],
    defaultPageSize: PAGE_SIZE,
    async loadPage(client, { pageIndex, pageSize }, _columns, signal) {
      return (await client.call('contactsGet', { body: page(pageIndex * pageSize, pageSize) }, { signal })) as TableRecord[];
    },
    count: (client, signal) => client.call('contactsCountWithQuery', { body: page(0, PAGE_SIZE) }, { signal }),
  };
}
