/**
 * `useRecordTable(contactsSource())` or `useRecordTable(dataRelationSource('orders'))`: a headless
 * record table on TanStack Table and TanStack Query, as the platform's client shows contacts and data
 * relations. Columns come from the column model, cells show values by the display rules, pages are
 * loaded on demand, an edit shows at once and is put back when saving fails (with the platform's alert
 * text), deleting several records reports those that were not deleted, and `refresh()` reads the page
 * again.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type ColumnDef, type PaginationState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { DsmValidationError } from '../../errors.js';
import { displayColumnValue, type ColumnDefinition } from '../../models/column-model.js';
import { useDsmClient } from '../dsm-context.js';
import type { RecordSource, TableRecord } from './record-sources.js';
import {
  NO_PRIMARY_COLUMN,
  readOnlyColumn,
  UNABLE_TO_DELETE,
  unableToDelete,
  type RecordTable,
  type RecordTableAlert,
  type UseRecordTableOptions,
} from './record-table.js';

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
  const pageKey = useMemo(
    () => [...pagesKey, pagination.pageIndex, pagination.pageSize] as const,
    [pagesKey, pagination.pageIndex, pagination.pageSize],
  );
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
      if (!column.editable) throw new DsmValidationError(readOnlyColumn(columnName)); // rejects; nothing shown or sent
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
        // A failed delete alerts 'Unable to delete records.'; the error keeps the server's reason.
        setAlert({ message: UNABLE_TO_DELETE, notDeleted: [...ids], error });
        return [...ids];
      }
      // The answer is one boolean: read the current page once (fetchQuery throws when that fails) to see
      // which records are still there; the count is read again, other pages when shown, the columns not at all.
      void queryClient.invalidateQueries({ queryKey: countKey });
      await queryClient.invalidateQueries({ queryKey: pagesKey, refetchType: 'none' });
      const reloaded = await queryClient.fetchQuery({ queryKey: pageKey, queryFn: readPage });
      const remaining = primary
        ? ids.filter((id) => reloaded.some((record) => Number(record[primary.name]) === id))
        : answered
          ? []
          : [...ids];
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
