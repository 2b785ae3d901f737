/**
 * Database synchronisation: the external source's tables and columns, suggested mappings, checked and
 * stored settings, whether a database is synchronised, and the logs of its runs. Starting a sync or an
 * import is a job (`jobs/plans/database-sync.ts`); the admin variants (`{accountId}`) act on that account.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { accountIdOf } from '../records/databases.js';
import { columnOf } from '../records/database-login.js';
import {
  DATA_RELATION_TYPES,
  logContent,
  logView,
  type SyncSettings,
  settingsOf,
  SOURCE_TABLES,
  sourceTable,
  storeSettings,
  suggestedMappings,
  syncOf,
  syncTarget,
} from '../records/database-sync.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import { databaseSyncTaskHandlers } from './database-sync-tasks.js';

type Params = Readonly<Record<string, string>>;
type Call = { params: Params; body: SyncSettings };
/** Most column mappings one request may carry. */
const MAX_MAPPINGS = 1000;

export function databaseSyncHandlers(context: SandboxContext): SandboxHandlers {
  const { store, reply } = context;
  const relations = ({ params }: { params: Params }) => {
    accountIdOf(params.accountId);
    return reply.ok([...DATA_RELATION_TYPES]);
  };
  const tables = ({ params }: Call) => {
    accountIdOf(params.accountId);
    return reply.ok([...SOURCE_TABLES.keys()]);
  };
  const columns = ({ params }: Call) => {
    accountIdOf(params.accountId);
    return reply.ok([...sourceTable(params.table).columns]);
  };
  const mappings = ({ params }: Call) => {
    const { accountId, database } = syncTarget(store, params.accountId, params.database);
    return reply.ok(suggestedMappings(syncOf(store, accountId, database), sourceTable(params.table), database));
  };
  /** True when every mapping names a column of the source table and of the contact or the database. */
  const validate = ({ params, body }: Call) => {
    const table = sourceTable(body?.tableName);
    const { database } = syncTarget(store, params.accountId ?? body?.accountId, body?.databaseName);
    const mappings = body?.columnMappings ?? [];
    if (mappings.length > MAX_MAPPINGS) throw new SandboxRefusal(`Too many column mappings: at most ${MAX_MAPPINGS} per request.`);
    const valid = mappings.every(
      (mapping) =>
        table.columns.some((column) => column.toLowerCase() === mapping.dataSourceColumnName.toLowerCase()) &&
        (mapping.contactColumnName ? true : Boolean(columnOf(database, mapping.databaseColumnName))),
    );
    return reply.ok(valid);
  };
  const flag =
    (enabled?: boolean) =>
    ({ params }: { params: Params }) => {
      const { accountId, database } = syncTarget(store, params.accountId, params.database);
      const sync = syncOf(store, accountId, database);
      if (enabled === undefined) return reply.ok(sync?.enabled === true);
      if (sync) storeSettings(store, accountId, database, { enabled });
      return reply.ok(true);
    };
  const changeSettings = ({ params, body }: Call) => {
    const { accountId, database } = syncTarget(store, params.accountId ?? body?.accountId, body?.databaseName);
    if (body?.tableName) sourceTable(body.tableName);
    storeSettings(store, accountId, database, settingsOf(body));
    return reply.ok(true);
  };
  /** Only the synchronised columns' properties: the column mappings and the fields written back. */
  const changeColumns = ({ body }: Call) => {
    const { accountId, database } = syncTarget(store, body?.accountId, body?.databaseName);
    if (!syncOf(store, accountId, database)) throw new SandboxRefusal(`The database '${database.databaseName}' is not synchronized.`);
    const changes = {
      ...(body?.columnMappings ? { columnMappings: body.columnMappings } : {}),
      ...(body?.synchronizedFields ? { synchronizedFields: body.synchronizedFields } : {}),
    };
    storeSettings(store, accountId, database, changes);
    return reply.ok(true);
  };
  const logs = ({ params }: { params: Params }) => {
    const accountId = accountIdOf(params.accountId);
    return reply.ok(
      store.databaseSync.logs
        .all()
        .filter((log) => log.accountId === accountId)
        .map(logView),
    );
  };
  const logOf = (body: { accountId?: number | null; fileName?: string; processingKey?: string | null }) => {
    const accountId = accountIdOf(body?.accountId);
    const key = body?.processingKey;
    const log = store.databaseSync.logs
      .all()
      .find((row) => row.accountId === accountId && (key ? row.processingKey === key : row.fileName === body?.fileName));
    if (log) return log;
    if (key) throw new SandboxRefusal(`There is no synchronisation log with processing key '${quoted(key)}'.`);
    throw new SandboxRefusal(`There is no synchronisation log named '${quoted(given(body?.fileName, 'fileName'))}'.`);
  };

  return {
    databaseSyncDataRelations: relations,
    databaseSyncDataRelationsForAccount: relations,
    databaseSyncTables: tables,
    databaseSyncTablesForAccount: tables,
    databaseSyncColumns: columns,
    databaseSyncColumnsForAccount: columns,
    databaseSyncColumnMappings: mappings,
    databaseSyncColumnMappingsForAccount: mappings,
    databaseSyncValidateSettings: validate,
    databaseSyncValidateSettingsForAccount: validate,
    databaseSyncSynchronized: flag(),
    databaseSyncSynchronizedForAccount: flag(),
    databaseSyncDisableSync: flag(false),
    databaseSyncDisableSyncForAccount: flag(false),
    databaseSyncChangeSettings: changeSettings,
    databaseSyncChangeSettingsForAccount: changeSettings,
    databaseSyncChangeColumnProps: changeColumns,
    databaseSyncSyncLogs: logs,
    databaseSyncSyncLogsForAccount: logs,
    databaseSyncLogFileDetail: ({ body }) => {
      const log = logOf(body);
      const { id: _id, accountId: _account, ...detail } = log;
      return reply.ok({ ...detail, size: logContent(log).length });
    },
    databaseSyncLogFileContent: ({ body }) => reply.ok(logContent(logOf(body))),
    ...databaseSyncTaskHandlers(context),
  };
}
