/**
 * Database synchronisation state: per account and database the stored settings (and whether the sync is
 * on), the synchronisation tasks and the log files of the runs; and the external data source the
 * settings reach (the sandbox connects nowhere: every source has the same tables).
 */
import type { components } from '../../../generated/schema.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { DatabaseRecord } from '../store/records.js';
import { Table } from '../store/table.js';
import { isoInstant, sequentialId } from '../values.js';
import { accountIdOf, databaseOf, databasesOf } from './databases.js';

type Schemas = components['schemas'];
export type SyncSettings = Schemas['DatabaseSyncSettings'];

/** A database's stored synchronisation settings; `enabled` while it is synchronised. */
export type SyncRecord = Omit<SyncSettings, 'accountId' | 'sendWithAdminKeys' | 'taskIds' | 'taskId'> & {
  id: number;
  accountId: number;
  databaseId: number;
  enabled: boolean;
};
export type SyncTaskRecord = Schemas['DatabaseSyncTask'] & { id: number; accountId: number; databaseName: string; state: 0 | 1 | 2 | 3 };
export type SyncLogRecord = {
  id: number;
  accountId: number;
  databaseName: string;
  fileName: string;
  processingKey: string;
  createdOn: string;
  inserted: number;
  updated: number;
  failed: number;
};

export interface DatabaseSyncDemo {
  syncs: SyncRecord[];
  tasks: SyncTaskRecord[];
  logs: SyncLogRecord[];
}
export interface DatabaseSyncStore {
  syncs: Table<SyncRecord>;
  tasks: Table<SyncTaskRecord>;
  logs: Table<SyncLogRecord>;
}

export function createDatabaseSync(demo: DatabaseSyncDemo): DatabaseSyncStore {
  const byId = (row: { id: number }) => row.id;
  return { syncs: new Table(byId, demo.syncs), tasks: new Table(byId, demo.tasks), logs: new Table(byId, demo.logs) };
}

/** The tables of the external data source and their columns. */
export const SOURCE_TABLES: ReadonlyMap<string, readonly string[]> = new Map([
  ['dbo.Kunden', ['Kundennummer', 'Vorname', 'Nachname', 'E-Mail', 'PLZ', 'Newsletter']],
  ['dbo.Bestellungen', ['Bestellnummer', 'Kundennummer', 'Datum', 'Betrag']],
]);
/** The kinds of external data source a synchronisation connects to. */
export const DATA_RELATION_TYPES = ['SqlServer', 'MySql', 'Oracle', 'Odbc'] as const;
/** Source columns and the contact columns they fill, for suggested mappings. */
const CONTACT_COLUMNS = new Map([
  ['vorname', 'firstName'],
  ['nachname', 'lastName'],
  ['e-mail', 'eMail'],
  ['plz', 'zipCode'],
]);

/** The source table's name and columns; refused when the source has no such table. */
export function sourceTable(name: string | null | undefined): { name: string; columns: readonly string[] } {
  const wanted = given(name, 'tableName');
  for (const [table, columns] of SOURCE_TABLES) if (table.toLowerCase() === wanted.toLowerCase()) return { name: table, columns };
  throw new SandboxRefusal(`There is no table named '${quoted(wanted)}' in the data source.`);
}

/** What a sync call acts on: the account (path or body `accountId`) and the database named. */
export function syncTarget(store: SandboxStore, accountId: unknown, databaseName: string | null | undefined) {
  const account = accountIdOf(typeof accountId === 'number' || typeof accountId === 'string' ? accountId : undefined);
  const database = databaseOf(databasesOf(store, account), { databaseName: given(databaseName, 'databaseName') });
  return { accountId: account, database };
}

export const syncOf = (store: SandboxStore, accountId: number, database: DatabaseRecord): SyncRecord | undefined =>
  store.databaseSync.syncs.all().find((row) => row.accountId === accountId && row.databaseId === database.databaseId);

/** The stored settings with `changes` over them (a new record when the database has none). */
export function storeSettings(store: SandboxStore, accountId: number, database: DatabaseRecord, changes: Partial<SyncRecord>): SyncRecord {
  const { syncs } = store.databaseSync;
  const current = syncOf(store, accountId, database);
  const row: SyncRecord = {
    ...(current ?? { id: syncs.nextId(), accountId, databaseId: database.databaseId, enabled: false }),
    ...structuredClone(changes),
    databaseName: database.databaseName,
  };
  if (current) syncs.replace(row);
  else syncs.insert(row);
  return row;
}

/** The settings a request stores (its own fields, without those that only steer the call). */
export function settingsOf(body: SyncSettings | undefined): Partial<SyncRecord> {
  const { accountId: _account, sendWithAdminKeys: _keys, taskIds: _ids, taskId: _id, ...settings } = body ?? {};
  return settings as Partial<SyncRecord>;
}

/** The suggested mappings of a source table's columns: the stored ones when the database syncs with that table. */
export function suggestedMappings(
  sync: SyncRecord | undefined,
  table: { name: string; columns: readonly string[] },
  database: DatabaseRecord,
) {
  if (sync?.tableName?.toLowerCase() === table.name.toLowerCase() && sync.columnMappings?.length)
    return structuredClone(sync.columnMappings);
  const has = new Set(database.columns?.map((column) => column.columnName?.toLowerCase()));
  return table.columns.map((column) => {
    const contactColumnName = CONTACT_COLUMNS.get(column.toLowerCase());
    if (contactColumnName) return { dataSourceColumnName: column, contactColumnName };
    return { dataSourceColumnName: column, databaseColumnName: has.has(column.toLowerCase()) ? column : null };
  });
}

/** A new log file of a finished run of the database's synchronisation. */
export function addLog(
  store: SandboxStore,
  accountId: number,
  databaseName: string,
  now: Date,
  counts: { inserted: number; updated: number },
) {
  const { logs } = store.databaseSync;
  const id = logs.nextId();
  const failed = store.databaseSync.tasks.all().filter((task) => task.databaseName === databaseName && task.state === 3).length;
  const day = isoInstant(now).slice(0, 10).replaceAll('-', '');
  const fileName = `sync-${databaseName}-${day}-${id}.log`;
  logs.insert({
    id,
    accountId,
    databaseName,
    fileName,
    processingKey: sequentialId('synclog', id),
    createdOn: isoInstant(now),
    failed,
    ...counts,
  });
}

/** The text of a log file. */
export const logContent = (log: SyncLogRecord) =>
  [
    `${log.createdOn.replace('T', ' ').slice(0, 19)} Sync of ${log.databaseName} started`,
    `${log.inserted} records inserted, ${log.updated} updated, ${log.failed} failed`,
  ].join('\n');

export const logView = (log: SyncLogRecord) => ({
  fileName: log.fileName,
  processingKey: log.processingKey,
  databaseName: log.databaseName,
  createdOn: log.createdOn,
  size: logContent(log).length,
});
