/**
 * Where `useRecordTable` keeps a source's reads in the query cache, all under `['dsm', area, 'recordTable',
 * ...source.key]`: its columns, its count, and each page by index and size. For reads made before the table
 * mounts (prefetching, or answers already fetched):
 * `queryClient.setQueryData(recordTableKeys(source, { pageIndex: 0, pageSize: 50 }).page, rows)`.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { RecordSource } from './record-source.js';

/** The cache keys of one record table, all under `['dsm', area]` so invalidating the area refreshes it. */
export interface RecordTableKeys {
  /** Every entry of the table. */
  readonly base: QueryKey;
  /** The column model. */
  readonly columns: QueryKey;
  /** Every page. */
  readonly pages: QueryKey;
  /** The number of records. */
  readonly count: QueryKey;
  /** The page at `pageIndex`, of `pageSize` records. */
  readonly page: QueryKey;
}

/** The cache keys of `source`'s table showing the page at `pageIndex` of `pageSize` records. */
export function recordTableKeys(
  { area, key }: Pick<RecordSource, 'area' | 'key'>,
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
): RecordTableKeys {
  const base = ['dsm', area, 'recordTable', ...key];
  const pages = [...base, 'page'];
  return { base, columns: [...base, 'columns'], pages, count: [...base, 'count'], page: [...pages, pageIndex, pageSize] };
}
