/**
 * Contacts on the generated hooks: the query's rows (useContactsGet) and count (useContactsCountWithQuery),
 * paged by 50, columns from the contact column model with the display rules; deleting selected records
 * only after confirmation. When `useRecordTable` arrives it replaces the table state kept here.
 */
import { useContactsCountWithQuery, useContactsDelete, useContactsGet } from '@dsm/sdk/react';
import type { Query } from '@dsm/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ErrorNote } from '../shared/ErrorNote';
import { ContactTable } from './ContactTable';
import { ImportFromUrl } from './ImportFromUrl';
import { InsertContact } from './InsertContact';
import { useInlineEdit } from './use-inline-edit';
import { CONTACT_COLUMNS } from './contact-columns';
import { QueryBuilder } from './QueryBuilder';
import { PAGE_SIZE, firstPageQuery, pageOf } from './query-model';

export function ContactsScreen() {
  const [query, setQuery] = useState<Query>(firstPageQuery);
  const [visible, setVisible] = useState<string[]>(() => CONTACT_COLUMNS.filter((column) => column.shownByDefault).map((column) => column.name));
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  // While the next page or query loads, the current rows stay.
  const rows = useContactsGet(query, { query: { placeholderData: keepPreviousData } });
  const count = useContactsCountWithQuery({ ...query, start: 0 });
  const remove = useContactsDelete();
  const editing = useInlineEdit();
  const [deleteReport, setDeleteReport] = useState<string | null>(null);
  const start = query.start ?? 0;
  const total = typeof count.data === 'number' ? count.data : undefined;
  const contacts = useMemo(() => (Array.isArray(rows.data) ? rows.data : []) as Record<string, unknown>[], [rows.data]);
  const shown = useMemo(() => editing.applyTo(contacts), [editing.applyTo, contacts]);

  return (
    <section aria-labelledby="contacts-title">
      <h1 id="contacts-title">Contacts</h1>
      <QueryBuilder query={query} columns={CONTACT_COLUMNS} visible={visible} onApply={(next, columns) => (setSelected([]), setVisible(columns), setQuery(pageOf(next, 0)))} />
      <div className="toolbar">
        <p role="status" data-testid="contacts-range">
          {rows.isPending ? 'Loading contacts…' : `Rows ${contacts.length === 0 ? 0 : start + 1}–${start + contacts.length}${total === undefined ? '' : ` of ${total}`}`}
        </p>
        <button type="button" className="secondary" disabled={start === 0} onClick={() => setQuery(pageOf(query, start - PAGE_SIZE))}>
          Previous 50
        </button>
        <button
          type="button"
          className="secondary"
          disabled={total !== undefined ? start + PAGE_SIZE >= total : contacts.length < PAGE_SIZE}
          onClick={() => setQuery(pageOf(query, start + PAGE_SIZE))}
        >
          Next 50
        </button>
        <button type="button" className="danger" disabled={selected.length === 0 || remove.isPending} onClick={() => setConfirming(true)}>
          Delete selected ({selected.length})
        </button>
      </div>
      {rows.isError ? <ErrorNote error={rows.error} /> : null}
      {editing.failure ? (
        <p role="alert" className="error" data-testid="edit-failure">
          {editing.failure}
        </p>
      ) : null}
      {remove.isSuccess && deleteReport === null ? (
        <p role="status" className="ok">
          All selected contacts were deleted.
        </p>
      ) : null}
      {deleteReport !== null ? (
        <p role="alert" className="error" data-testid="delete-report">
          {deleteReport}
        </p>
      ) : null}
      <ContactTable contacts={shown} columns={CONTACT_COLUMNS.filter((column) => visible.includes(column.name))} selected={selected} onSelect={setSelected} editing={editing} busy={rows.isFetching} />
      <div className="panels">
        <InsertContact onInserted={() => void rows.refetch()} />
        <ImportFromUrl />
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${selected.length} contact${selected.length === 1 ? '' : 's'}?`}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          const ids = selected;
          setDeleteReport(null);
          remove
            .mutateAsync({ data: ids })
            .then(async (allDeleted) => {
              setSelected([]);
              if (allDeleted === true) return;
              // The server only says "not all": the records still listed after a reload are the ones not deleted.
              const after = await rows.refetch();
              const still = new Set(((after.data ?? []) as Record<string, unknown>[]).map((row) => Number(row.dsm_CustomerId)));
              const left = ids.filter((id) => still.has(id));
              setDeleteReport(`Unable to delete records.${left.length > 0 ? ` Not deleted: ${left.join(', ')}.` : ''}`);
            })
            .catch((error: unknown) => {
              const message = error instanceof Error ? error.message : '';
              setDeleteReport(`${message ? `Unable to delete records: ${message}` : 'Unable to delete records.'} Not deleted: ${ids.join(', ')}.`);
            });
        }}
      >
        <p>Ids: {selected.join(', ')}. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
