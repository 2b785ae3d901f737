/**
 * Contacts on `useRecordTable` (the SDK's contact source, paged by 50, for the query the builder
 * chooses): columns from the contact column model with its display rules, in-place edits applied at
 * once and put back with the platform's message when saving fails, deleting the selected records after
 * confirmation with the report of those not deleted, inserting with the new-contact defaults, and
 * importing from a URL as a job.
 */
import { useRecordTable, type RecordSource } from '@dsm/sdk/react/table';
import { useIsFetching } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ErrorNote } from '../shared/ErrorNote';
import { SHOWN_BY_DEFAULT } from './contact-columns';
import { ContactTable } from './ContactTable';
import { ImportFromUrl } from './ImportFromUrl';
import { InsertContact } from './InsertContact';
import { QueryBuilder } from './QueryBuilder';
import { PAGE_SIZE, contactQuerySource, initialQuery, type ContactQuery } from './query-model';

export function ContactsScreen() {
  const [query, setQuery] = useState<ContactQuery>(initialQuery);
  const [visible, setVisible] = useState<readonly string[]>(SHOWN_BY_DEFAULT);
  const [confirming, setConfirming] = useState(false);
  const [allDeleted, setAllDeleted] = useState(false);
  // The cell whose latest edit the platform kept ('' when the latest was refused: the alert says why).
  const [saved, setSaved] = useState('');
  // What the server answered to the latest delete (see onConfirm below).
  const deleteAnswer = useRef<boolean | undefined>(undefined);
  const source = useMemo<RecordSource>(() => {
    const records = contactQuerySource(query);
    return { ...records, deleteRecords: async (client, ids) => (deleteAnswer.current = await records.deleteRecords(client, ids)) };
  }, [query]);
  const records = useRecordTable(source, { pageSize: PAGE_SIZE });
  const fetching = useIsFetching() > 0;
  const { table, rows, total, pageIndex, pageCount, alert } = records;
  const selected = Object.entries(table.getState().rowSelection)
    .filter(([, on]) => on)
    .map(([id]) => Number(id));
  const start = pageIndex * PAGE_SIZE;

  const deleteSelected = async () => {
    setConfirming(false);
    setAllDeleted(false);
    setSaved('');
    records.dismissAlert();
    deleteAnswer.current = undefined;
    const remaining = await records.deleteRecords(selected);
    table.resetRowSelection();
    // The server answered that every record was deleted: trust it. (useRecordTable reports the ids a
    // reload still lists even then, which a mock that always lists the same rows turns into a false report.)
    if (deleteAnswer.current === true && remaining.length > 0) records.dismissAlert();
    setAllDeleted(deleteAnswer.current === true);
  };

  // Only the latest action's outcome shows: a kept edit replaces an earlier refusal's alert or delete report.
  const savedEdit = (label: string, kept: boolean) => {
    if (kept) records.dismissAlert();
    setAllDeleted(false);
    setSaved(kept ? label : '');
  };

  return (
    <section aria-labelledby="contacts-title">
      <h1 id="contacts-title">Contacts</h1>
      <QueryBuilder
        query={query}
        columns={records.columns}
        visible={visible}
        onApply={(next, columns) => {
          table.resetRowSelection();
          setVisible(columns);
          setQuery(next);
          records.setPageIndex(0);
        }}
      />
      <div className="toolbar">
        <p role="status" data-testid="contacts-range">
          {records.isLoading
            ? 'Loading contacts…'
            : `Rows ${rows.length === 0 ? 0 : start + 1}–${start + rows.length}${total === undefined ? '' : ` of ${total}`}`}
        </p>
        <button type="button" className="secondary" disabled={pageIndex === 0} onClick={() => records.setPageIndex(pageIndex - 1)}>
          Previous {PAGE_SIZE}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={pageCount >= 0 ? pageIndex + 1 >= pageCount : rows.length < PAGE_SIZE}
          onClick={() => records.setPageIndex(pageIndex + 1)}
        >
          Next {PAGE_SIZE}
        </button>
        <button type="button" className="danger" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
          Delete selected ({selected.length})
        </button>
      </div>
      {records.error ? <ErrorNote error={records.error} /> : null}
      {alert ? (
        <p role="alert" className="error" data-testid={alert.notDeleted ? 'delete-report' : 'edit-failure'}>
          {alert.message}
        </p>
      ) : null}
      {allDeleted && !alert ? (
        <p role="status" className="ok">
          All selected contacts were deleted.
        </p>
      ) : null}
      {saved && !alert ? (
        <p role="status" className="ok" data-testid="edit-saved">
          Saved {saved}.
        </p>
      ) : null}
      <ContactTable records={records} visible={visible} busy={fetching} onSaved={savedEdit} />
      <div className="panels">
        <InsertContact />
        <ImportFromUrl />
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${selected.length} contact${selected.length === 1 ? '' : 's'}?`}
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteSelected()}
      >
        <p>Ids: {selected.join(', ')}. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
