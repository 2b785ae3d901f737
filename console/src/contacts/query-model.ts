/** The contacts screen's query (seed 001 §3.4, §3.12, §3.13): comparers, logic, predefined filters, paging. */
import { defaultWhere, standardQuery, type Query, type QueryWhere } from '@dsm/sdk';

export const PAGE_SIZE = 50;

export const COMPARERS = [
  'equals', 'equalsNot', 'startsWith', 'endsWith', 'contains', 'greaterThan', 'lowerThan', 'greaterThanOrEquals', 'lowerThanOrEquals',
] as const;
export const LOGIC = ['and', 'or'] as const;
export const PREDEFINED_FILTERS: readonly [number, string][] = [
  [0, 'none'], [10, 'registered'], [11, 'visitor'], [12, 'submitter'], [13, 'mailReceiver'], [14, 'smsReceiver'], [15, 'campaignCompleter'],
  [16, 'responder'], [17, 'databaseImport'], [18, 'renewalDueNextMonth'], [19, 'unsubscriber'], [20, 'bounced'],
];

export function firstPageQuery(): Query {
  return { ...standardQuery(), size: PAGE_SIZE, start: 0 };
}

export function pageOf(query: Query, start: number): Query {
  return { ...query, start: Math.max(0, start) };
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
