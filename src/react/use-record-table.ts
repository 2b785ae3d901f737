/**
 * `useRecordTable(contactsSource())` or `useRecordTable(dataRelationSource('orders'))`: a headless
 * record table (seed 001 §4, §8; seed 002 §5, §8, §9) on TanStack Table and TanStack Query. Columns
 * come from the column model, cells show values by the display rules, pages are loaded on demand, an
 * edit shows at once and is put back when saving fails (with the seed's alert text), deleting
 * several records reports those that were not deleted, and `refresh()` reads the page again.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type ColumnDef, type PaginationState, type Table } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { DsmClient } from '../client.js';
import { displayColumnValue, type ColumnDefinition } from '../models/column-model.js';
import { useDsmClient } from './dsm-context.js';
import type { RecordSource, TableRecord } from './record-sources.js';

/** Seed 002 §5: saving a value needs a primary column. */
export const NO_PRIMARY_COLUMN = 'No primary column found!';
/** Seed 002 §8: a delete call that failed. */
export const UNABLE_TO_DELETE = 'Unable to delete records.';
/** Seed 001 §8: the alert that lists the records not deleted. */
export const unableToDelete = (notDeleted: string) => `Unable to delete records: ${notDeleted}`;

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** The column model entry the table column was made from. */
    definition?: ColumnDefinition;
  }
}

export interface RecordTableAlert {
  readonly message: string;
  /** For a failed delete: the ids that are still there. */
  readonly notDeleted?: readonly number[];
  /** The error behind the alert, when a call failed (its failureMessage, status, …). */
  readonly error?: unknown;
}

export interface UseRecordTableOptions {
  pageSize?: number;
  /** A client other than the provider's. */
  client?: DsmClient;
}

export interface RecordTable {
  /** The TanStack table: headers, rows, cells (each cell renders its display text), pagination. */
  readonly table: Table<TableRecord>;
  readonly columns: readonly ColumnDefinition[];
  readonly rows: readonly TableRecord[];
  readonly total: number | undefined;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly pageCount: number;
  setPageIndex(pageIndex: number): void;
  /** True until the first columns, page and count are there. */
  readonly isLoading: boolean;
  /** True while a read (columns, page or count) is in flight: the first load, paging, `refresh` and the reload after a delete. */
  readonly isFetching: boolean;
  /** Reads the current page and the count again (other pages when shown); resolves when done, a failed read shows in `error`. */
  refresh(): Promise<void>;
  /** The loading error, when loading columns, page or count failed. */
  readonly error: unknown;
  /** The latest message for the user (a failed save or delete); cleared with `dismissAlert`. */
  readonly alert: RecordTableAlert | undefined;
  dismissAlert(): void;
  /** Shows the value at once and saves it; puts the old value back and raises the alert when saving fails. */
  edit(rowId: string, columnName: string, value: unknown): Promise<boolean>;
  /** Deletes the records; raises the alert for those that were not deleted. Resolves with their ids. */
  deleteRecords(ids: readonly number[]): Promise<number[]>;
  /** The display text of a value of a column. */
  display(columnName: string, value: unknown): string;
}

export function useRecordTable(source: RecordSource, options: UseRecordTableOptions = {}): RecordTable {
  const contextClient = useDsmClient();
  const client = options.client ?? contextClient;
  const queryClient = useQueryClient();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: options.pageSize ?? source.defaultPageSize });
  const [alert, setAlert] = useState<RecordTableAlert | undefined>(undefined);

  const columnsQuery = useQuery({
    queryKey: ['dsm-record-table', ...source.key, 'columns'],
    queryFn: ({ signal }) => source.loadColumns(client, signal),
  });
  const columns = columnsQuery.data;
  const pagesKey = useMemo(() => ['dsm-record-table', ...source.key, 'page'] as const, [source.key]);
  const countKey = useMemo(() => ['dsm-record-table', ...source.key, 'count'] as const, [source.key]);
  const pageKey = useMemo(() => [...pagesKey, pagination.pageIndex, pagination.pageSize] as const, [pagesKey, pagination.pageIndex, pagination.pageSize]);
  const readPage = useCallback(
    ({ signal }: { signal?: AbortSignal }) => source.loadPage(client, pagination, columns ?? [], signal),
    [source, client, pagination, columns],
  );
  const pageQuery = useQuery({
    queryKey: pageKey,
    queryFn: readPage,
    enabled: columns !== undefined,
    placeholderData: keepPreviousData,
  });
  const countQuery = useQuery({
    queryKey: countKey,
    queryFn: ({ signal }) => source.count(client, signal),
  });

  const rows = pageQuery.data ?? EMPTY;
  const primary = columns?.find((c) => c.primary);
  const total = countQuery.data;
  const pageCount = total === undefined ? -1 : Math.max(1, Math.ceil(total / pagination.pageSize));

  const columnDefs = useMemo<ColumnDef<TableRecord>[]>(
    () =>
      (columns ?? []).map((definition) => ({
        id: definition.name,
        accessorFn: (record: TableRecord) => record[definition.name],
        header: definition.name,
        cell: (context) => displayColumnValue(definition, context.getValue()),
        meta: { definition },
      })),
    [columns],
  );

  const table = useReactTable({
    data: rows as TableRecord[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (record, index) => (primary ? String(record[primary.name]) : String(index)),
    manualPagination: true,
    pageCount,
    state: { pagination },
    onPaginationChange: setPagination,
    enableRowSelection: true,
  });

  /** Writes one value of one row into the cached page. */
  const writeValue = useCallback(
    (rowId: string, columnName: string, value: unknown) =>
      queryClient.setQueryData<TableRecord[]>(pageKey, (page) =>
        page?.map((record, index) => (rowIdOf(record, index, primary) === rowId ? { ...record, [columnName]: value } : record)),
      ),
    [queryClient, pageKey, primary],
  );

  const edit = useCallback(
    async (rowId: string, columnName: string, value: unknown): Promise<boolean> => {
      const definitions = columns ?? [];
      const column = definitions.find((c) => c.name === columnName);
      const page = queryClient.getQueryData<TableRecord[]>(pageKey) ?? [];
      const index = page.findIndex((record, i) => rowIdOf(record, i, primary) === rowId);
      if (!column || index < 0) return false;
      if (!primary) {
        setAlert({ message: NO_PRIMARY_COLUMN });
        return false;
      }
      const record = page[index]!;
      const old = record[columnName];
      writeValue(rowId, columnName, value); // applied at once
      try {
        await source.saveValue(client, { record, columns: definitions, primary, column, value });
        return true;
      } catch (error) {
        writeValue(rowId, columnName, old); // put back
        setAlert({ message: source.saveFailureMessage(error), error });
        return false;
      }
    },
    [columns, queryClient, pageKey, primary, writeValue, source, client],
  );

  const deleteRecords = useCallback(
    async (ids: readonly number[]): Promise<number[]> => {
      if (ids.length === 0) return [];
      let answered = false;
      try {
        answered = await source.deleteRecords(client, ids);
      } catch (error) {
        // Seed 002 §8: a failed delete alerts 'Unable to delete records.'; the error keeps the server's reason.
        setAlert({ message: UNABLE_TO_DELETE, notDeleted: [...ids], error });
        return [...ids];
      }
      // The answer is one boolean: read the current page once (fetchQuery throws when that fails) to see
      // which records are still there; the count is read again, other pages when shown, the columns not at all.
      void queryClient.invalidateQueries({ queryKey: countKey });
      await queryClient.invalidateQueries({ queryKey: pagesKey, refetchType: 'none' });
      const reloaded = await queryClient.fetchQuery({ queryKey: pageKey, queryFn: readPage });
      const remaining = primary ? ids.filter((id) => reloaded.some((record) => Number(record[primary.name]) === id)) : answered ? [] : [...ids];
      if (remaining.length > 0) setAlert({ message: unableToDelete(remaining.join(', ')), notDeleted: remaining });
      else if (!answered) setAlert({ message: UNABLE_TO_DELETE, notDeleted: [] });
      return remaining;
    },
    [source, client, queryClient, countKey, pagesKey, pageKey, readPage, primary],
  );

  const refresh = useCallback(async (): Promise<void> => {
    // Invalidating refetches what is shown (the current page, the count) and marks the other pages stale.
    await Promise.all([queryClient.invalidateQueries({ queryKey: pagesKey }), queryClient.invalidateQueries({ queryKey: countKey })]);
  }, [queryClient, pagesKey, countKey]);

  const display = useCallback(
    (columnName: string, value: unknown) => {
      const column = columns?.find((c) => c.name === columnName);
      return column ? displayColumnValue(column, value) : value === null || value === undefined ? '' : String(value);
    },
    [columns],
  );

  return {
    table,
    columns: columns ?? EMPTY_COLUMNS,
    rows,
    total,
    pageIndex: pagination.pageIndex,
    pageSize: pagination.pageSize,
    pageCount,
    setPageIndex: (pageIndex) => setPagination((previous) => ({ ...previous, pageIndex })),
    isLoading: columnsQuery.isLoading || pageQuery.isLoading || countQuery.isLoading,
    isFetching: columnsQuery.isFetching || pageQuery.isFetching || countQuery.isFetching,
    refresh,
    error: columnsQuery.error ?? pageQuery.error ?? countQuery.error ?? undefined,
    alert,
    dismissAlert: () => setAlert(undefined),
    edit,
    deleteRecords,
    display,
  };
}

const EMPTY: TableRecord[] = [];
const EMPTY_COLUMNS: ColumnDefinition[] = [];
const rowIdOf = (record: TableRecord, index: number, primary: ColumnDefinition | undefined) =>
  primary ? String(record[primary.name]) : String(index);
