/** The database jobs: creation and import from files, exports, login pages, variables, sync, data relations. */
import { DatabaseStatusType, DatabaseUploadState, type DatabaseUploadResult } from '../../../generated/model/index.js';
import * as dashboard from '../../../generated/operations/dashboard.js';
import * as relations from '../../../generated/operations/data-relations.js';
import * as sync from '../../../generated/operations/database-sync.js';
import * as database from '../../../generated/operations/database.js';
import { DATABASE_UPLOAD_STATE_MESSAGES, stateMessage } from '../../messages/job-states.js';
import { defineJob, startWith } from '../define-job.js';
import { DsmJobError } from '../job-error.js';
import { byRules, finishedFlag } from '../readers/rules.js';
import { CHOSEN_TIMING as timing, idOf, inBody, inPath } from './places.js';

/** Database upload answers: anything but accepted means the job was not started. */
function acceptedUpload(job: string, result: DatabaseUploadResult): { managerId: string; threadId: number } {
  if (result?.state !== DatabaseUploadState.accepted || typeof result.managerId !== 'string') {
    const state = typeof result?.state === 'number' ? result.state : NaN; // a text state never looks a message up by name
    const message = stateMessage(DATABASE_UPLOAD_STATE_MESSAGES, state);
    throw new DsmJobError(message, { job, reason: 'rejected', state: result?.state, status: result });
  }
  return { managerId: result.managerId, threadId: result.threadId ?? 0 };
}

/** The manager id in the creation status's body, with the status type that names the job. */
const managerOf = /* @__NO_SIDE_EFFECTS__ */ (type: keyof typeof DatabaseStatusType) => ({
  parameter: 'ManagerId',
  input: (managerId: string) => ({ body: { ManagerId: managerId, StatusType: DatabaseStatusType[type] } }),
});

/** New database from an uploaded file: an upload state other than accepted rejects at the start. */
export const databaseCreateFromFileJob = /* @__PURE__ */ defineJob('databaseCreateFromFile', () => ({
  start: startWith(database.databaseCreateDatabaseFromFile, (result) => acceptedUpload('databaseCreateFromFile', result).managerId),
  status: database.databaseCreationStatus,
  id: managerOf('databaseImport'),
  timing,
  read: byRules('databaseImport'),
}));

/**
 * Record updates run by a database manager: the creation status with the record-update status type.
 * No contract operation starts them; watch the manager id.
 */
export const databaseRecordUpdateJob = /* @__PURE__ */ defineJob('databaseRecordUpdate', () => ({
  status: database.databaseCreationStatus,
  id: managerOf('recordUpdates'),
  timing,
  read: byRules('databaseImport'),
}));

/** Import of an uploaded file into a database: followed by manager and thread id. */
export const databaseImportFromFileJob = /* @__PURE__ */ defineJob('databaseImportFromFile', () => ({
  start: startWith(database.databaseImportDatabaseFromFile, (result) => acceptedUpload('databaseImportFromFile', result)),
  status: database.databaseImportStatus,
  id: {
    parameter: 'ManagerId, ThreadId',
    input: (id: { managerId: string; threadId: number }) => ({ body: { ManagerId: id.managerId, ThreadId: id.threadId } }),
  },
  timing,
  read: byRules('databaseImport'),
}));

export const databaseExportJob = /* @__PURE__ */ defineJob('databaseExport', () => ({
  start: startWith(database.databaseExportDatabase, idOf),
  status: database.databaseExportDatabaseStatus,
  id: inBody('id'),
  timing,
  read: finishedFlag({ percentField: 'progress', errorField: 'errorMessage' }),
}));

/** Login-page (lp-login) creation: followed by server key and thread id. */
export const lpLoginCreationJob = /* @__PURE__ */ defineJob('lpLoginCreation', () => ({
  start: startWith(database.databaseRecreateLpLogins, (result) => result),
  status: database.databaseCreateLpLoginStatus,
  id: {
    parameter: 'serverKey, threadId',
    input: (id: { serverKey: string; threadId: number }) => ({ path: { serverKey: id.serverKey, threadId: id.threadId } }),
  },
  timing,
  read: finishedFlag({ errorField: 'errorMessage' }),
}));

export const variableReplaceJob = /* @__PURE__ */ defineJob('variableReplace', () => ({
  start: startWith(database.databaseVariableReplace, (result) => result),
  status: database.databaseVariableReplaceStatus,
  id: { parameter: 'processingKey, serverKey', input: (id: { processingKey: string; serverKey: string }) => ({ body: id }) },
  timing,
  read: finishedFlag({ errorField: 'errorMessage' }),
}));

export const databaseSyncJob = /* @__PURE__ */ defineJob('databaseSync', () => ({
  start: startWith(sync.databaseSyncSync, idOf),
  status: sync.databaseSyncSyncStatus,
  id: inPath('key'),
  timing,
  read: byRules('databaseSync'),
}));

export const databaseSyncImportJob = /* @__PURE__ */ defineJob('databaseSyncImport', () => ({
  start: startWith(sync.databaseSyncImport, idOf),
  status: sync.databaseSyncSyncStatus,
  id: inPath('key'),
  timing,
  read: byRules('databaseSync'),
}));

/** Data relation import of an uploaded file: the upload's key is the id. */
export const dataRelationImportJob = /* @__PURE__ */ defineJob('dataRelationImport', () => ({
  start: startWith(relations.dataRelationsImportStart, (_result, input) => input.path.key),
  status: relations.dataRelationsImportStatus,
  id: inPath('key'),
  timing,
  read: finishedFlag({ errorField: 'errorMessage' }),
}));

export const dataRelationExportJob = /* @__PURE__ */ defineJob('dataRelationExport', () => ({
  start: startWith(relations.dataRelationsExport, idOf),
  status: relations.dataRelationsExportStatus,
  id: inPath('progressId'),
  timing,
  read: finishedFlag({ percentField: 'progress', errorField: 'errorMessage' }),
}));

export const dashboardDatabaseExportJob = /* @__PURE__ */ defineJob('dashboardDatabaseExport', () => ({
  start: startWith(dashboard.dashboardSmartCampaignExportDatabase, idOf),
  status: dashboard.dashboardSmartCampaignExportDatabaseStatus,
  id: inPath('exportId'),
  timing,
  read: finishedFlag({ percentField: 'progress' }),
}));
