/**
 * Inline edit (seed 001 §4): an edited value is applied at once and put back to the old value if saving
 * fails, with the seed's alert 'Failed to save contact: [detail]message' ('Failed to save contact.' when
 * the server gives no message). `useRecordTable` will take this over when it is merged.
 */
import { DsmApiError, DsmHttpError } from '@dsm/sdk';
import { useContactsUpdateField } from '@dsm/sdk/react';
import { useCallback, useState } from 'react';

type Overrides = Record<number, Record<string, unknown>>;

export function saveFailureMessage(error: unknown): string {
  const envelope = error instanceof DsmApiError || error instanceof DsmHttpError ? error.envelope : undefined;
  const message = typeof envelope?.failureMessage === 'string' ? envelope.failureMessage : '';
  const detail = typeof envelope?.failureDetail === 'string' ? envelope.failureDetail : '';
  return message || detail ? `Failed to save contact: ${detail}${message}` : 'Failed to save contact.';
}

export function useInlineEdit() {
  const update = useContactsUpdateField();
  const [overrides, setOverrides] = useState<Overrides>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setValue = (id: number, field: string, value: unknown) =>
    setOverrides((previous) => ({ ...previous, [id]: { ...previous[id], [field]: value } }));

  const edit = useCallback(
    (id: number, field: string, value: string, oldValue: unknown) => {
      setFailure(null);
      setValue(id, field, value); // applied at once
      // mutateAsync, not mutate: per-call callbacks of mutate fire only for the latest call.
      update.mutateAsync({ data: { customerId: id, fieldName: field, value } } as Parameters<typeof update.mutateAsync>[0]).catch((error: unknown) => {
        setValue(id, field, oldValue); // put back
        setFailure(saveFailureMessage(error));
      });
    },
    [update],
  );

  /** The rows with the edited values applied (a new array whenever an edit changes, so the table re-reads them). */
  const applyTo = useCallback(
    (rows: Record<string, unknown>[]) => rows.map((row) => {
      const own = overrides[Number(row.dsm_CustomerId)];
      return own ? { ...row, ...own } : row;
    }),
    [overrides],
  );

  return { edit, applyTo, failure, saving: update.isPending };
}
