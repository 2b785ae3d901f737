/**
 * The contact exports as jobs over the store: a contact export checks its columns and filters as a contact
 * query does (an unknown column or comparer is refused at the start) and its done status names the file; the
 * unsubscriber export writes the account's unsubscribers (the body's account with admin keys).
 */
import { countMatchingContacts, projectionOf } from '../../contacts/query.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';
import { accountOfCall, exportFileUrl, exportFormat, fieldsOf } from './email.js';

type Params = Readonly<Record<string, string>>;
type ExportFields = { columns?: unknown; wheres?: unknown };

export function contactUnsubscriberExportPlan(runs: JobRuns, body: unknown, params: Params): RunPlan {
  const accountId = accountOfCall(runs.context.store, params, body);
  const format = exportFormat(fieldsOf(body).format);
  const now = runs.context.now();
  return { result: () => ({ downloadUrl: exportFileUrl('unsubscribers', accountId, now, format), message: null }) };
}

export function contactsExportPlan(runs: JobRuns, body: unknown, params: Params): RunPlan {
  const { store } = runs.context;
  const accountId = accountOfCall(store, params, undefined);
  const format = exportFormat(fieldsOf(body).format);
  const { columns, wheres } = (typeof body === 'object' && body !== null ? body : {}) as ExportFields;
  const now = runs.context.now();
  // The same checks as a contact query: the columns named, then the filters.
  const names = Array.isArray(columns) ? columns.map((columnName) => ({ columnName: String(columnName) })) : [];
  projectionOf({ columns: names }, store.additionalColumns);
  const rows = countMatchingContacts(store.contacts, store.additionalColumns, { wheres: (wheres ?? []) as never }, now);
  return { total: rows, result: () => ({ downloadUrl: exportFileUrl('contacts', accountId, now, format) }) };
}
