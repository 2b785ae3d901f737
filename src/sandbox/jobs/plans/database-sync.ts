/**
 * Synchronisation jobs. A sync runs only for a database whose synchronisation is on, and its log is
 * listed when it is done; an import stores its settings (the database is then synchronised) and adds
 * the source table's rows to the database when done. The admin variants act on their account.
 */
import type { components } from '../../../../generated/schema.js';
import { addLog, settingsOf, sourceTable, storeSettings, syncOf, syncTarget } from '../../records/database-sync.js';
import { databasesOf, recordCountOf } from '../../records/databases.js';
import { SandboxRefusal } from '../../refusal.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

/** Rows of a table of the external data source. */
export const SOURCE_ROWS = 480;

const bodyOf = (body: unknown): components['schemas']['DatabaseSyncSettings'] =>
  typeof body === 'object' && body !== null ? (body as components['schemas']['DatabaseSyncSettings']) : {};

export function databaseSyncPlan(runs: JobRuns, _body: unknown, params: Readonly<Record<string, string>>): RunPlan {
  const { store } = runs.context;
  const { accountId, database } = syncTarget(store, params.accountId, params.database);
  if (!syncOf(store, accountId, database)?.enabled)
    throw new SandboxRefusal(`The database '${database.databaseName}' is not synchronized.`);
  const total = recordCountOf(database);
  return {
    total,
    complete: () => addLog(store, accountId, database.databaseName, runs.context.now(), { inserted: 0, updated: total }),
  };
}

export function databaseSyncImportPlan(runs: JobRuns, body: unknown, params: Readonly<Record<string, string>>): RunPlan {
  const { store } = runs.context;
  const settings = bodyOf(body);
  const table = sourceTable(settings.tableName);
  const { accountId, database } = syncTarget(store, params.accountId ?? settings.accountId, settings.databaseName);
  storeSettings(store, accountId, database, { ...settingsOf(settings), tableName: table.name, enabled: true });
  return {
    total: SOURCE_ROWS,
    complete() {
      const databases = databasesOf(store, accountId);
      const current = databases.get(database.databaseId);
      if (current) databases.replace({ ...current, recordCount: recordCountOf(current) + SOURCE_ROWS });
      addLog(store, accountId, database.databaseName, runs.context.now(), { inserted: SOURCE_ROWS, updated: 0 });
    },
  };
}
