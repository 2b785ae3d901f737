/**
 * The early reads' answers go where `useRecordTable` looks for them in the query cache (`recordTableKeys`), as
 * they arrive, so the table shows them without waiting to ask for them.
 */
import { recordTableKeys } from '@dsm/sdk/react/table';
import type { Arrival } from './early-reads';

/** What a cache needs to take the answers (a TanStack `QueryClient`). */
export interface AnswerCache {
  getQueryData(key: readonly unknown[]): unknown;
  setQueryData(key: readonly unknown[], value: unknown): unknown;
}

/** Puts an early answer in the cache, unless the table has data there already (it may be newer). */
export function cacheArrival(cache: AnswerCache, { source, pageSize, read, value }: Arrival): void {
  const key = recordTableKeys(source, { pageIndex: 0, pageSize })[read];
  if (cache.getQueryData(key) === undefined) cache.setQueryData(key, value);
}
