// @vitest-environment jsdom
/** Database sync: the admin account, tableName and databaseName where used. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { checkArea, checkedOperationsOf, NO_BODY, type Rejection } from './harness.js';

const NO_TABLE = "No 'tableName' parameter provided.";
const NO_DATABASE = "No 'databaseName' parameter provided.";
const adminCalls: OperationId[] = [
  'databaseSyncDataRelationsForAccount',
  'databaseSyncSyncLogsForAccount',
  'databaseSyncTablesForAccount',
  'databaseSyncSyncForAccount',
  'databaseSyncDisableSyncForAccount',
  'databaseSyncSynchronizedForAccount',
  'databaseSyncColumnsForAccount',
  'databaseSyncColumnMappingsForAccount',
  'databaseSyncValidateSettingsForAccount',
  'databaseSyncImportForAccount',
  'databaseSyncChangeSettingsForAccount',
  'databaseSyncSyncCountersForAccount',
  'databaseSyncGetFailedTasksForAccount',
  'databaseSyncDeleteFailedTasksForAccount',
  'databaseSyncRepeatFailedTaskForAccount',
  'databaseSyncRepeatFailedTasksForAccount',
];
const withBody: OperationId[] = [
  'databaseSyncTablesForAccount',
  'databaseSyncColumns',
  'databaseSyncColumnsForAccount',
  'databaseSyncColumnMappings',
  'databaseSyncColumnMappingsForAccount',
  'databaseSyncValidateSettings',
  'databaseSyncValidateSettingsForAccount',
  'databaseSyncImport',
  'databaseSyncImportForAccount',
  'databaseSyncChangeSettings',
  'databaseSyncChangeSettingsForAccount',
  'databaseSyncSyncCountersForAccount',
  'databaseSyncGetFailedTasksForAccount',
  'databaseSyncDeleteFailedTasksForAccount',
  'databaseSyncRepeatFailedTaskForAccount',
  'databaseSyncRepeatFailedTasksForAccount',
];
const tableInPath: OperationId[] = [
  'databaseSyncColumns',
  'databaseSyncColumnsForAccount',
  'databaseSyncColumnMappings',
  'databaseSyncColumnMappingsForAccount',
];
const databaseInPath: OperationId[] = [
  'databaseSyncColumnMappings',
  'databaseSyncColumnMappingsForAccount',
  'databaseSyncSync',
  'databaseSyncSyncForAccount',
  'databaseSyncDisableSync',
  'databaseSyncDisableSyncForAccount',
  'databaseSyncSynchronized',
  'databaseSyncSynchronizedForAccount',
];
const settingsInBody: OperationId[] = [
  'databaseSyncValidateSettings',
  'databaseSyncValidateSettingsForAccount',
  'databaseSyncImport',
  'databaseSyncImportForAccount',
];

checkArea('database sync checks', checkedOperationsOf('database-sync'), [
  ...adminCalls.map((operationId): Rejection => [operationId, { path: { accountId: '' } }, 'No account id provided.']),
  ...withBody.map((operationId): Rejection => [operationId, NO_BODY, 'No params provided.']),
  ...tableInPath.map((operationId): Rejection => [operationId, { path: { table: '' } }, NO_TABLE]),
  ...databaseInPath.map((operationId): Rejection => [operationId, { path: { database: '' } }, NO_DATABASE]),
  ...settingsInBody.flatMap((operationId): Rejection[] => [
    [operationId, { body: { tableName: undefined } }, NO_TABLE],
    [operationId, { body: { databaseName: '' } }, NO_DATABASE],
  ]),
  ['databaseSyncChangeSettings', { body: { databaseName: undefined } }, NO_DATABASE],
  ['databaseSyncChangeSettingsForAccount', { body: { databaseName: undefined } }, NO_DATABASE],
]);
