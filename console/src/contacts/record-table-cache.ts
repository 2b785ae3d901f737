/**
 * Where `useRecordTable` (@dsm/sdk/react/table) keeps a source's reads in the query cache: under
 * `['dsm', area, 'recordTable', ...key]`, its columns, each page by index and size, and its count. The early
 * reads that have arrived go there before the table first renders, so that render shows them instead of a
 * loading table (console/test/record-table-cache.test.tsx renders the hook over these entries).
 */
import type { ArrivedReads, Read } from './early-reads';

export function recordTableEntries(arrived: ArrivedReads): [readonly unknown[], unknown][] {
  const base = ['dsm', arrived.source.area, 'recordTable', ...arrived.source.key];
  const keys: Record<Read, readonly unknown[]> = {
    columns: [...base, 'columns'],
    page: [...base, 'page', 0, arrived.pageSize],
    count: [...base, 'count'],
  };
  return [...arrived.values].map(([read, value]) => [keys[read], value]);
}
