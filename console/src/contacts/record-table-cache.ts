/**
 * Where `useRecordTable` (@dsm/sdk/react/table) keeps a source's reads in the query cache: under
 * `['dsm', area, 'recordTable', ...key]`, its columns, each page by index and size, and its count. The early
 * reads' answers go there as they arrive, so the table shows them without waiting to ask for them
 * (console/test/record-table-cache.test.tsx renders the hook over these entries).
 */
import type { Arrival } from './early-reads';

export function recordTableKey({ source, pageSize, read }: Omit<Arrival, 'value'>): readonly unknown[] {
  const base = ['dsm', source.area, 'recordTable', ...source.key];
  return read === 'page' ? [...base, 'page', 0, pageSize] : [...base, read];
}

/** What a cache needs to take the answers (a TanStack `QueryClient`). */
export interface AnswerCache {
  getQueryData(key: readonly unknown[]): unknown;
  setQueryData(key: readonly unknown[], value: unknown): unknown;
}

/** Puts an early answer in the cache, unless the table has data there already (it may be newer). */
export function cacheArrival(cache: AnswerCache, arrival: Arrival): void {
  const key = recordTableKey(arrival);
  if (cache.getQueryData(key) === undefined) cache.setQueryData(key, arrival.value);
}
