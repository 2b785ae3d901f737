/** Checks of the database synchronisation calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { missingParameter } from './rules.js';
import { allOf, each, requireField, requireParams, requirePath } from './requirements.js';

const accountId = requirePath('accountId', 'No account id provided.');
const tableInPath = requirePath('table', missingParameter('tableName'));
const databaseInPath = requirePath('database', missingParameter('databaseName'));
const tableAndDatabase = [requireField('tableName'), requireField('databaseName')];

/** A call and its admin variant, which also needs the account id (after the params object of a call with a body). */
const withAdminVariant = (checks: Validator[], hasBody = false) => {
  const params = hasBody ? [requireParams] : [];
  return [allOf(...params, ...checks), allOf(...params, accountId, ...checks)] as const;
};

const [, accountOnly] = withAdminVariant([]);
const [, tablesForAccount] = withAdminVariant([], true);
const [database, databaseForAccount] = withAdminVariant([databaseInPath]);
const [columns, columnsForAccount] = withAdminVariant([tableInPath], true);
const [columnMappings, columnMappingsForAccount] = withAdminVariant([tableInPath, databaseInPath], true);
const [settings, settingsForAccount] = withAdminVariant(tableAndDatabase, true);

export const databaseSyncValidators: Partial<Record<OperationId, Validator>> = {
  databaseSyncDataRelationsForAccount: accountOnly,
  databaseSyncSyncLogsForAccount: accountOnly,
  databaseSyncTablesForAccount: tablesForAccount,
  databaseSyncSync: database,
  databaseSyncSyncForAccount: databaseForAccount,
  databaseSyncDisableSync: database,
  databaseSyncDisableSyncForAccount: databaseForAccount,
  databaseSyncSynchronized: database,
  databaseSyncSynchronizedForAccount: databaseForAccount,
  databaseSyncColumns: columns,
  databaseSyncColumnsForAccount: columnsForAccount,
  databaseSyncColumnMappings: columnMappings,
  databaseSyncColumnMappingsForAccount: columnMappingsForAccount,
  databaseSyncValidateSettings: settings,
  databaseSyncValidateSettingsForAccount: settingsForAccount,
  databaseSyncImport: settings,
  databaseSyncImportForAccount: settingsForAccount,
  databaseSyncChangeSettings: allOf(requireParams, requireField('databaseName')),
  databaseSyncChangeSettingsForAccount: allOf(requireParams, accountId, requireField('databaseName')),
  /** The other POST calls need their params object; the admin variants also the account id. */
  ...each(
    [
      'databaseSyncTables',
      'databaseSyncLogFileDetail',
      'databaseSyncLogFileContent',
      'databaseSyncSyncCounters',
      'databaseSyncGetFailedTasks',
      'databaseSyncChangeColumnProps',
      'databaseSyncDeleteFailedTasks',
      'databaseSyncRepeatFailedTask',
      'databaseSyncRepeatFailedTasks',
      'databaseSyncConfirmAndRepeatFailedTask',
    ],
    requireParams,
  ),
  ...each(
    [
      'databaseSyncSyncCountersForAccount',
      'databaseSyncGetFailedTasksForAccount',
      'databaseSyncDeleteFailedTasksForAccount',
      'databaseSyncRepeatFailedTaskForAccount',
      'databaseSyncRepeatFailedTasksForAccount',
    ],
    allOf(requireParams, accountId),
  ),
};
