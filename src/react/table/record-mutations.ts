/**
 * The record table's edits and deletes as React Query mutations, by TanStack's optimistic-update recipe:
 * cancel the page reads in flight (so an older answer cannot overwrite the change), show the change at
 * once, put it back when the call fails, and read again when the call is settled.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DsmClient } from '../../client.js';
import type { ColumnDefinition } from '../../models/column-model.js';
import type { RecordSource, TableRecord, ValueEdit } from './record-source.js';
import type { RecordTableKeys } from './record-table-keys.js';
import { UNABLE_TO_DELETE, unableToDelete, type RecordTableAlert } from './record-table.js';

interface RecordMutationsInput {
  source: RecordSource;
  client: DsmClient;
  keys: RecordTableKeys;
  primary: ColumnDefinition | undefined;
  readPage: (context: { signal?: AbortSignal }) => Promise<TableRecord[]>;
  setAlert: (alert: RecordTableAlert) => void;
}

type EditVariables = ValueEdit & { rowId: string; page: QueryKey };

export const rowIdOf = (record: TableRecord, index: number, primary: ColumnDefinition | undefined) =>
  primary ? String(record[primary.name]) : String(index);

export function useRecordMutations({ source, client, keys, primary, readPage, setAlert }: RecordMutationsInput) {
  const queryClient = useQueryClient();
  const editKey = [...keys.base, 'edit'];

  /** Writes one value of one row into a cached page. */
  const writeValue = (page: QueryKey, rowId: string, columnName: string, value: unknown) =>
    queryClient.setQueryData<TableRecord[]>(page, (records) =>
      records?.map((record, index) => (rowIdOf(record, index, primary) === rowId ? { ...record, [columnName]: value } : record)),
    );

  const editMutation = useMutation({
    mutationKey: editKey,
    retry: false,
    mutationFn: ({ rowId: _rowId, page: _page, ...edit }: EditVariables) => source.saveValue(client, edit),
    onMutate: async ({ page, rowId, column, value }) => {
      await queryClient.cancelQueries({ queryKey: page });
      writeValue(page, rowId, column.name, value); // shown at once
    },
    onError: (error, { page, rowId, column, record }) => {
      writeValue(page, rowId, column.name, record[column.name]); // put back
      setAlert({ message: source.saveFailureMessage(error), error });
    },
    // The last edit of a burst reads the page again; an earlier one would overwrite the edits still in flight.
    onSettled: (_data, _error, { page }) =>
      queryClient.isMutating({ mutationKey: editKey }) === 1 ? queryClient.invalidateQueries({ queryKey: page }) : undefined,
  });

  const deleteMutation = useMutation({
    mutationKey: [...keys.base, 'delete'],
    retry: false,
    mutationFn: (ids: readonly number[]) => source.deleteRecords(client, ids),
    onMutate: () => Promise.all([queryClient.cancelQueries({ queryKey: keys.pages }), queryClient.cancelQueries({ queryKey: keys.count })]),
    // A failed delete alerts 'Unable to delete records.'; the error keeps the server's reason.
    onError: (error, ids) => setAlert({ message: UNABLE_TO_DELETE, notDeleted: [...ids], error }),
    // The count is read again, other pages when shown, the columns not at all; the current page by `deleteRecords`.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.count }),
        queryClient.invalidateQueries({ queryKey: keys.pages, refetchType: 'none' }),
      ]),
  });

  const edit = useCallback(
    (variables: EditVariables) =>
      editMutation.mutateAsync(variables).then(
        () => true,
        () => false,
      ),
    [editMutation.mutateAsync],
  );

  const deleteRecords = useCallback(
    async (ids: readonly number[]): Promise<number[]> => {
      if (ids.length === 0) return [];
      let answered: boolean;
      try {
        answered = await deleteMutation.mutateAsync(ids);
      } catch {
        return [...ids];
      }
      // The answer is one boolean: read the current page once (fetchQuery throws when that fails) to see
      // which records are still there.
      const reloaded = await queryClient.fetchQuery({ queryKey: keys.page, queryFn: readPage });
      const remaining = primary
        ? ids.filter((id) => reloaded.some((record) => Number(record[primary.name]) === id))
        : answered
          ? []
          : [...ids];
      if (remaining.length > 0) setAlert({ message: unableToDelete(remaining.join(', ')), notDeleted: remaining });
      else if (!answered) setAlert({ message: UNABLE_TO_DELETE, notDeleted: [] });
      return remaining;
    },
    [deleteMutation.mutateAsync, queryClient, keys.page, readPage, primary, setAlert],
  );

  return { edit, deleteRecords };
}
