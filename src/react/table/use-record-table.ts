/**
 * `useRecordTable(contactsSource())` or `useRecordTable(dataRelationSource('orders'))`: a headless
 * record table on TanStack Table and TanStack Query, as the platform's client shows contacts and data
 * relations. Columns come from the column model, cells show values by the display rules, pages are
 * loaded on demand, an edit shows at once and is put back when saving fails (with the platform's alert
 * text), deleting several records reports those that were not deleted, and `refresh()` reads the page
 * again. Its cache entries are under `['dsm', area]`: invalidating the area refreshes the table too.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type ColumnDef, type PaginationState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { DsmValidationError } from '../../errors.js';
import { displayColumnValue, type ColumnDefinition } from '../../models/column-model.js';
import { useDsmClient } from '../dsm-context.js';
import type { RecordSource, TableRecord } from './record-source.js';
import { rowIdOf, useRecordMutations } from './record-mutations.js';
import { recordTableKeys } from './record-table-keys.js';
import { NO_PRIMARY_COLUMN, readOnlyColumn, type RecordTable, type RecordTableAlert, type UseRecordTableOptions } from './record-table.js';

export function useRecordTable(source: RecordSource, options: UseRecordTableOptions = {}): RecordTable {
  const contextClient = useDsmClient();
  const client = options.client ?? contextClient;
  const queryClient = useQueryClient();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: options.pageSize ?? source.defaultPageSize });
  const [alert, setAlert] = useState<RecordTableAlert | undefined>(undefined);

  const keys = useMemo(() => recordTableKeys({ area: source.area, key: source.key }, pagination), [source.area, source.key, pagination]);
  const columnsQuery = useQuery({
    queryKey: keys.columns,
    queryFn: ({ signal }) => source.loadColumns(client, signal),
  });
  const columns = columnsQuery.data;
  const readPage = useCallback(
    ({ signal }: { signal?: AbortSignal }) => source.loadPage(client, pagination, columns ?? [], signal),
    [source, client, pagination, columns],
  );
  const pageQuery = useQuery({
    queryKey: keys.page,
    queryFn: readPage,
    enabled: source.pageNeedsColumns === false || columns !== undefined,
    placeholderData: keepPreviousData,
  });
  const countQuery = useQuery({
    queryKey: keys.count,
    queryFn: ({ signal }) => source.count(client, signal),
  });

  const primary = columns?.find((c) => c.primary);
  // A page read beside the columns waits for them: a row's id is its primary value, and TanStack's row
  // model is remade only when the data changes, so rows made before the columns would keep index ids.
  const rows = columns === undefined ? EMPTY : (pageQuery.data ?? EMPTY);
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

  const { edit: save, deleteRecords } = useRecordMutations({ source, client, keys, primary, readPage, setAlert });

  const edit = useCallback(
    async (rowId: string, columnName: string, value: unknown): Promise<boolean> => {
      const definitions = columns ?? [];
      const column = definitions.find((c) => c.name === columnName);
      const page = queryClient.getQueryData<TableRecord[]>(keys.page) ?? [];
      const record = page.find((r, i) => rowIdOf(r, i, primary) === rowId);
      if (!column || !record) return false;
      if (!column.editable) throw new DsmValidationError(readOnlyColumn(columnName)); // rejects; nothing shown or sent
      if (!primary) {
        setAlert({ message: NO_PRIMARY_COLUMN });
        return false;
      }
      return save({ rowId, page: keys.page, record, columns: definitions, primary, column, value });
    },
    [columns, queryClient, keys.page, primary, save],
  );

  const refresh = useCallback(async (): Promise<void> => {
    // Invalidating refetches what is shown (the current page, the count) and marks the other pages stale.
    await Promise.all([queryClient.invalidateQueries({ queryKey: keys.pages }), queryClient.invalidateQueries({ queryKey: keys.count })]);
  }, [queryClient, keys.pages, keys.count]);

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
