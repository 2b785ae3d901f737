/**
 * The job catalogue: one definition per long job of the platform. Each names its start
 * and status operations, where the id travels, the poll interval and tolerance with their source, and
 * what every status means. Run one with `waitForJob(client, jobs.campaignCreate, id)` or `useJob`.
 *
 * Intervals the platform's documentation gives: 750 ms template import; 500 ms campaign create/copy,
 * render, replace and imports with five tolerated failed polls; 250 ms simple statistics. Where the
 * platform's documentation is silent the SDK polls every second (CHOSEN_INTERVAL_MS, chosen by this SDK)
 * and tolerates five failed polls in a row, as the documentation gives for the other status polls.
 */
import {
  CampaignCreationFinalState,
  CampaignCreationProgress,
  CampaignTemplateImportErrorCode,
  CampaignTemplateImportProgressDetail,
  CampaignTemplateImportState,
  ContactImportErrorCode,
  ContactImportState,
  DatabaseImportState,
  DatabaseStatusType,
  DatabaseSyncTaskState,
  DatabaseUploadState,
  FontImportState,
  HtmlZipImportState,
  PortalSkinJobState,
  ResourceImportState,
  UnsubscriberExportState,
} from '../../generated/model/index.js';
import type { DatabaseUploadResult, DocumentTemplate } from '../../generated/model/index.js';
import { CAMPAIGN_CREATION_PERCENT_STEPS, campaignCreationMessage } from '../messages/campaign-creation.js';
import { contactImportErrorMessage, contactImportProgressMessage } from '../messages/contact-import.js';
import {
  DATABASE_IMPORT_STATE_MESSAGES,
  DATABASE_SYNC_STATE_MESSAGES,
  DATABASE_UPLOAD_STATE_MESSAGES,
  DOCUMENT_IMPORT_STATE_MESSAGES,
  DOCUMENT_REPLACE_STATE_MESSAGES,
  DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES,
  FONT_IMPORT_STATE_MESSAGES,
  HTML_ZIP_IMPORT_STATE_MESSAGES,
  IMAGE_IMPORT_STATE_MESSAGES,
  RESOURCE_IMPORT_STATE_MESSAGES,
  SKIN_JOB_STATE_MESSAGES,
  UNSUBSCRIBER_EXPORT_STATE_MESSAGES,
  stateMessage,
} from '../messages/job-states.js';
import { UNKNOWN_STATE } from '../messages/format.js';
import { templateImportErrorMessage, templateImportProgressMessage } from '../messages/template-import.js';
import {
  documentTemplateImportAnswer,
  templateImportAnswer,
  type DocumentTemplateImportDecisionRequest,
  IMAGE_IMPORT_DECISION_NOTE,
  type ImageImportDecision,
  type TemplateImportDecision,
} from './decisions.js';
import { JOB_STATE_RULES } from '../models/job-states.js';
import { defineJob, startWith, type JobReading } from './job-definition.js';
import { DsmJobError } from './job-error.js';
import { POLL_INTERVAL_MS, TOLERATED_POLL_FAILURES } from './poll.js';
import { asRecord, malformed, numericState, readByStateRules, readFinishedFlag, reading, textOf, type StateRules } from './readers.js';

/** The interval of every job the platform's documentation gives none for: one poll a second (chosen by this SDK). */
export const CHOSEN_INTERVAL_MS = 1000;

const SEED_002_IMPORTS = 'documented by the platform: 500 ms, five tolerated failed polls';
const CHOSEN = 'chosen by this SDK (the platform documents none): 1000 ms, five tolerated failed polls as for the documented imports';

/** Common timing of the jobs the platform's documentation is silent on. */
const chosenTiming = { intervalMs: CHOSEN_INTERVAL_MS, toleratedFailures: TOLERATED_POLL_FAILURES, timing: CHOSEN } as const;

const idOf = (result: unknown) => result as string;
const inPath =
  <P extends string>(parameter: P) =>
  (id: string) =>
    ({ path: { [parameter]: id } }) as { path: Record<P, string> };

// --- Readers of the jobs with their own status shapes -------------------------------------------

const readCampaignCreation =
  (job: string) =>
  (status: unknown): JobReading<never> => {
    const { record, state } = numericState(job, status);
    const code = record.message;
    const detail = textOf(record.messageDetail);
    const message = typeof code === 'number' ? campaignCreationMessage(code, [record.messageDetail]) : '';
    if (state === CampaignCreationFinalState.finished) return reading('done', message);
    if (state === CampaignCreationFinalState.failed) return reading('failed', message, { detail });
    // Two steps carry a percentage in messageDetail (the platform's documentation: '(percent)').
    const percent = typeof code === 'number' && CAMPAIGN_CREATION_PERCENT_STEPS.includes(code) ? Number(record.messageDetail) : NaN;
    const step = stepOf(CAMPAIGN_CREATION_STEPS, code);
    const progress = { ...(Number.isFinite(percent) && { percent }), ...(step && { step }) };
    return reading('running', message, Object.keys(progress).length ? { progress } : {});
  };

/** The steps of a job whose status names the one it is at, in the documented order. */
const CAMPAIGN_CREATION_STEPS: readonly number[] = Object.values(CampaignCreationProgress);
const TEMPLATE_IMPORT_STEPS: readonly number[] = Object.values(CampaignTemplateImportProgressDetail);
const stepOf = (steps: readonly number[], code: unknown) => {
  const index = typeof code === 'number' ? steps.indexOf(code) : -1;
  return index >= 0 ? { index, count: steps.length } : undefined;
};

function readTemplateImport(status: unknown, importId: string): JobReading<TemplateImportDecision> {
  const job = 'campaignTemplateImport';
  const { record, state } = numericState(job, status);
  if (state === CampaignTemplateImportState.queued || state === CampaignTemplateImportState.running) {
    const detail = typeof record.progressDetail === 'number' ? record.progressDetail : CampaignTemplateImportProgressDetail.none;
    const step = stepOf(TEMPLATE_IMPORT_STEPS, detail);
    return reading('running', templateImportProgressMessage(detail), step ? { progress: { step } } : {});
  }
  if (state !== CampaignTemplateImportState.completed) throw malformed(job, status, UNKNOWN_STATE, state);
  const errorCode = record.errorCode ?? CampaignTemplateImportErrorCode.none;
  if (typeof errorCode !== 'number') throw malformed(job, status, UNKNOWN_STATE, state);
  if (errorCode === CampaignTemplateImportErrorCode.none) return reading('done', '');
  const message = templateImportErrorMessage(errorCode);
  if (errorCode === CampaignTemplateImportErrorCode.needUserInputOverwriteOrCreateNew) {
    return reading('decision', message, { decision: { kind: 'overwriteOrNewName', importId } });
  }
  return reading('failed', message);
}

const readContactImport =
  (job: string) =>
  (status: unknown): JobReading<never> => {
    const { record, state } = numericState(job, status);
    if (state === ContactImportState.queued || state === ContactImportState.running) {
      const detail = typeof record.progressDetail === 'number' ? record.progressDetail : 0;
      const current = record.current;
      const max = record.max;
      const progress = typeof current === 'number' && typeof max === 'number' ? { current, max } : undefined;
      return reading('running', contactImportProgressMessage(detail), { progress });
    }
    if (state !== ContactImportState.completed) throw malformed(job, status, UNKNOWN_STATE, state);
    const errorCode = record.errorCode ?? ContactImportErrorCode.none;
    if (errorCode === ContactImportErrorCode.none) return reading('done', '');
    const details = Array.isArray(record.errorDetails) ? record.errorDetails.filter((d): d is string => typeof d === 'string') : [];
    return reading(
      'failed',
      contactImportErrorMessage(typeof errorCode === 'number' ? errorCode : ContactImportErrorCode.unknown, details),
    );
  };

/** Render: every id is done at state 2, 3 or 4; progress counts the finished ids. */
const RENDER_DONE_STATES: readonly number[] = [2, 3, 4];
function readRenders(status: unknown, ids: readonly string[]): JobReading<never> {
  const job = 'render';
  const record = asRecord(job, status);
  if (!Array.isArray(ids)) throw malformed(job, ids, 'The render ids are not a list.');
  let done = 0;
  for (const id of ids) {
    const entry = Object.hasOwn(record, id) ? record[id] : undefined; // an id such as 'constructor' is not inherited
    if (entry === undefined) continue; // not reported yet: still running
    const { state } = numericState(job, entry);
    if (RENDER_DONE_STATES.includes(state)) done += 1;
  }
  return done === ids.length ? reading('done', '') : reading('running', '', { progress: { current: done, max: ids.length } });
}

/** Contact file uploads report a text state (the contract's examples: uploaded, importing, finished). */
const FILE_UPLOAD_FAILED_STATES: readonly string[] = ['failed', 'error'];
function readFileUpload(status: unknown): JobReading<never> {
  const job = 'contactFileUpload';
  const record = asRecord(job, status);
  const state = record.state;
  if (typeof state !== 'string') throw malformed(job, status, UNKNOWN_STATE, state);
  const lower = state.toLowerCase();
  if (lower === 'finished') return reading('done', state);
  if (FILE_UPLOAD_FAILED_STATES.includes(lower)) return reading('failed', state);
  return reading('running', state);
}

/** Database upload answers: anything but accepted means the job was not started. */
function acceptedUpload(job: string, result: DatabaseUploadResult): { managerId: string; threadId: number } {
  if (result?.state !== DatabaseUploadState.accepted || typeof result.managerId !== 'string') {
    const state = typeof result?.state === 'number' ? result.state : NaN; // a text state never looks a message up by name
    throw new DsmJobError(stateMessage(DATABASE_UPLOAD_STATE_MESSAGES, state), {
      job,
      reason: 'rejected',
      state: result?.state,
      status: result,
    });
  }
  return { managerId: result.managerId, threadId: result.threadId ?? 0 };
}

// --- State rules of the jobs with a numeric state list -----------------------------------------

const RULES = {
  documentReplace: {
    ...JOB_STATE_RULES.documentReplace,
    messages: DOCUMENT_REPLACE_STATE_MESSAGES,
    percentField: 'percentage',
    detailField: 'detail',
  },
  documentImport: { ...JOB_STATE_RULES.documentImport, messages: DOCUMENT_IMPORT_STATE_MESSAGES },
  imageImport: { ...JOB_STATE_RULES.imageImport, messages: IMAGE_IMPORT_STATE_MESSAGES, percentField: 'percentage', detailField: 'detail' },
  documentTemplateImport: {
    ...JOB_STATE_RULES.documentTemplateImport,
    messages: DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES,
    detailField: 'detail',
  },
  skinJob: {
    messages: SKIN_JOB_STATE_MESSAGES,
    finishedStates: [PortalSkinJobState.completed],
    failedStates: [PortalSkinJobState.failed],
    detailField: 'message',
  },
  htmlZipImport: {
    messages: HTML_ZIP_IMPORT_STATE_MESSAGES,
    finishedStates: [HtmlZipImportState.finished],
    failedStates: [HtmlZipImportState.error],
    detailField: 'message',
  },
  resourceImport: {
    messages: RESOURCE_IMPORT_STATE_MESSAGES,
    finishedStates: [ResourceImportState.finished],
    failedStates: [ResourceImportState.error],
    detailField: 'message',
  },
  fontImport: {
    messages: FONT_IMPORT_STATE_MESSAGES,
    finishedStates: [FontImportState.finished],
    failedStates: [FontImportState.failed],
    detailField: 'message',
  },
  databaseSync: {
    messages: DATABASE_SYNC_STATE_MESSAGES,
    finishedStates: [DatabaseSyncTaskState.finished],
    failedStates: [DatabaseSyncTaskState.failed],
    detailField: 'message',
  },
  unsubscriberExport: {
    messages: UNSUBSCRIBER_EXPORT_STATE_MESSAGES,
    finishedStates: [UnsubscriberExportState.finished],
    failedStates: [UnsubscriberExportState.error],
    detailField: 'message',
  },
  databaseImport: {
    messages: DATABASE_IMPORT_STATE_MESSAGES,
    finishedStates: [DatabaseImportState.finished],
    failedStates: [DatabaseImportState.managerIdDoesNotExist, DatabaseImportState.couldNotReadRequest, DatabaseImportState.failed],
    detailField: 'message',
  },
} as const satisfies Record<string, StateRules>;

const byRules = (job: string, rules: StateRules) => (status: unknown) => readByStateRules(job, rules, status);

function readDocumentTemplateImport(status: unknown, importId: string): JobReading<DocumentTemplateImportDecisionRequest> {
  const read = readByStateRules('documentTemplateImport', RULES.documentTemplateImport, status);
  if (read.phase !== 'decision') return read;
  const templates = (status as { templates?: unknown }).templates;
  return {
    ...read,
    decision: { kind: 'documentTemplates', importId, templates: Array.isArray(templates) ? (templates as DocumentTemplate[]) : [] },
  };
}

function readImageImport(status: unknown, importId: string): JobReading<ImageImportDecision> {
  const read = readByStateRules('imageImport', RULES.imageImport, status);
  if (read.phase !== 'decision') return read;
  const detail = read.detail !== undefined ? { detail: read.detail } : {};
  return { ...read, decision: { kind: 'imageImport', importId, ...detail, note: IMAGE_IMPORT_DECISION_NOTE } };
}

// --- The catalogue --------------------------------------------------------------------------------

export const jobs = {
  /** Campaign template import: the upload starts it; a name clash asks overwrite or new name. */
  campaignTemplateImport: defineJob({
    name: 'campaignTemplateImport',
    status: 'campaignTemplatesGetImportStatus',
    idParameter: 'importId',
    statusInput: inPath('importId'),
    intervalMs: POLL_INTERVAL_MS.templateImport,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: 'documented by the platform: 750 ms; tolerance chosen by this SDK: five failed polls as for the documented imports',
    read: readTemplateImport,
    answer: templateImportAnswer,
  }),
  /** Campaign create: 2 finished, 3 failed, anything else running. */
  campaignCreate: defineJob({
    name: 'campaignCreate',
    start: startWith('campaignsCreate', idOf),
    status: 'campaignsGetCreateStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    intervalMs: POLL_INTERVAL_MS.campaignCreation,
    toleratedFailures: 0,
    timing: 'documented by the platform: 500 ms; no tolerance given',
    read: readCampaignCreation('campaignCreate'),
  }),
  /** Campaign copy: the same status as a create. */
  campaignCopy: defineJob({
    name: 'campaignCopy',
    start: startWith('campaignsCopy', idOf),
    status: 'campaignsGetCreateStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    intervalMs: POLL_INTERVAL_MS.campaignCreation,
    toleratedFailures: 0,
    timing: 'documented by the platform: 500 ms; no tolerance given',
    read: readCampaignCreation('campaignCopy'),
  }),
  /** Simple statistics: done when `isFinished`. */
  simpleStatistics: defineJob({
    name: 'simpleStatistics',
    start: startWith('campaignsCreateSimpleStatistics', (result) => result.progressId),
    status: 'campaignsLoadSimpleStatistics',
    idParameter: 'progressId',
    statusInput: inPath('progressId'),
    intervalMs: POLL_INTERVAL_MS.simpleStatistics,
    toleratedFailures: 0,
    timing: 'documented by the platform: 250 ms; no tolerance given',
    read: (status) => readFinishedFlag('simpleStatistics', status),
  }),
  /** Document render: the id is the list of render ids; done when each is at 2, 3 or 4. */
  render: defineJob({
    name: 'render',
    start: startWith('campaignsRenderDocument', (ids) => ids),
    status: 'campaignsGetRenderDocumentStatus',
    idParameter: 'ids',
    statusInput: (ids: string[]) => ({ body: { ids } }),
    intervalMs: POLL_INTERVAL_MS.render,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: SEED_002_IMPORTS,
    read: readRenders,
  }),
  documentReplace: defineJob({
    name: 'documentReplace',
    start: startWith('campaignsReplaceDocument', idOf),
    status: 'campaignsGetDocumentReplaceStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    intervalMs: POLL_INTERVAL_MS.documentReplace,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: SEED_002_IMPORTS,
    read: byRules('documentReplace', RULES.documentReplace),
  }),
  /** Document import (a package that becomes a campaign): no contract operation starts it; watch its id. */
  documentImport: defineJob({
    name: 'documentImport',
    status: 'campaignsGetDocumentImportStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    intervalMs: POLL_INTERVAL_MS.documentImport,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: SEED_002_IMPORTS,
    read: byRules('documentImport', RULES.documentImport),
  }),
  /**
   * Image import: 1001 asks for decisions, which the platform offers no call to send: the decision phase
   * reports them (`decision.note`), and the job has no `answer` (see ImageImportDecision).
   */
  imageImport: defineJob({
    name: 'imageImport',
    status: 'imagesGetImportStatus',
    idParameter: 'importId',
    statusInput: inPath('importId'),
    intervalMs: POLL_INTERVAL_MS.imageImport,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: SEED_002_IMPORTS,
    read: readImageImport,
  }),
  /** Document template import: 1001 asks for a decision per template, sent with continueimport. */
  documentTemplateImport: defineJob({
    name: 'documentTemplateImport',
    status: 'documentTemplatesGetImportStatus',
    idParameter: 'id',
    statusInput: inPath('id'),
    intervalMs: POLL_INTERVAL_MS.documentTemplateImport,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: SEED_002_IMPORTS,
    read: readDocumentTemplateImport,
    answer: documentTemplateImportAnswer,
  }),
  /** Contact import of a list: the platform's documentation gives 750 ms for import status polling. */
  contactImport: defineJob({
    name: 'contactImport',
    start: startWith('contactsImport', idOf),
    status: 'contactsImportStatus',
    idParameter: 'importId',
    statusInput: inPath('importId'),
    intervalMs: POLL_INTERVAL_MS.templateImport,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: 'documented by the platform: import status polling 750 ms; tolerance chosen by this SDK as for the documented imports',
    read: readContactImport('contactImport'),
  }),
  /** Contact import from a URL: the same status as a list import. */
  contactImportFromUrl: defineJob({
    name: 'contactImportFromUrl',
    start: startWith('contactsImportFromUrl', idOf),
    status: 'contactsImportStatus',
    idParameter: 'importId',
    statusInput: inPath('importId'),
    intervalMs: POLL_INTERVAL_MS.templateImport,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    timing: 'documented by the platform: import status polling 750 ms; tolerance chosen by this SDK as for the documented imports',
    read: readContactImport('contactImportFromUrl'),
  }),
  /** An uploaded contact file, imported with column mappings: the id is the upload's id. */
  contactFileUpload: defineJob({
    name: 'contactFileUpload',
    start: startWith('contactsFileUploadStart', (_result, input) => input.path.id),
    status: 'contactsFileUploadStatus',
    idParameter: 'id',
    statusInput: (id: number) => ({ path: { id } }),
    ...chosenTiming,
    read: readFileUpload,
  }),
  /** Duplicate hashing started by the hash call. */
  duplicateProcessing: defineJob({
    name: 'duplicateProcessing',
    start: startWith('contactDuplicatesHash', idOf),
    status: 'contactDuplicatesStatus',
    idParameter: 'processingId',
    statusInput: inPath('processingId'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('duplicateProcessing', status, { percentField: 'progress' }),
  }),
  /** New database from an uploaded file: an upload state other than accepted rejects at the start. */
  databaseCreateFromFile: defineJob({
    name: 'databaseCreateFromFile',
    start: startWith('databaseCreateDatabaseFromFile', (result) => acceptedUpload('databaseCreateFromFile', result).managerId),
    status: 'databaseCreationStatus',
    idParameter: 'ManagerId',
    statusInput: (managerId: string) => ({ body: { ManagerId: managerId, StatusType: DatabaseStatusType.databaseImport } }),
    ...chosenTiming,
    read: byRules('databaseCreateFromFile', RULES.databaseImport),
  }),
  /**
   * Record updates run by a database manager: the creation status with the record-update status type.
   * No contract operation starts them; watch the manager id.
   */
  databaseRecordUpdate: defineJob({
    name: 'databaseRecordUpdate',
    status: 'databaseCreationStatus',
    idParameter: 'ManagerId',
    statusInput: (managerId: string) => ({ body: { ManagerId: managerId, StatusType: DatabaseStatusType.recordUpdates } }),
    ...chosenTiming,
    read: byRules('databaseRecordUpdate', RULES.databaseImport),
  }),
  /** Import of an uploaded file into a database: followed by manager and thread id. */
  databaseImportFromFile: defineJob({
    name: 'databaseImportFromFile',
    start: startWith('databaseImportDatabaseFromFile', (result) => acceptedUpload('databaseImportFromFile', result)),
    status: 'databaseImportStatus',
    idParameter: 'ManagerId, ThreadId',
    statusInput: (id: { managerId: string; threadId: number }) => ({ body: { ManagerId: id.managerId, ThreadId: id.threadId } }),
    ...chosenTiming,
    read: byRules('databaseImportFromFile', RULES.databaseImport),
  }),
  databaseExport: defineJob({
    name: 'databaseExport',
    start: startWith('databaseExportDatabase', idOf),
    status: 'databaseExportDatabaseStatus',
    idParameter: 'id',
    statusInput: (id: string) => ({ body: { id } }),
    ...chosenTiming,
    read: (status) => readFinishedFlag('databaseExport', status, { percentField: 'progress', errorField: 'errorMessage' }),
  }),
  /** Login-page (lp-login) creation: followed by server key and thread id. */
  lpLoginCreation: defineJob({
    name: 'lpLoginCreation',
    start: startWith('databaseRecreateLpLogins', (result) => result),
    status: 'databaseCreateLpLoginStatus',
    idParameter: 'serverKey, threadId',
    statusInput: (id: { serverKey: string; threadId: number }) => ({ path: { serverKey: id.serverKey, threadId: id.threadId } }),
    ...chosenTiming,
    read: (status) => readFinishedFlag('lpLoginCreation', status, { errorField: 'errorMessage' }),
  }),
  variableReplace: defineJob({
    name: 'variableReplace',
    start: startWith('databaseVariableReplace', (result) => result),
    status: 'databaseVariableReplaceStatus',
    idParameter: 'processingKey, serverKey',
    statusInput: (id: { processingKey: string; serverKey: string }) => ({ body: id }),
    ...chosenTiming,
    read: (status) => readFinishedFlag('variableReplace', status, { errorField: 'errorMessage' }),
  }),
  skinExportByName: defineJob({
    name: 'skinExportByName',
    start: startWith('portalSkinsExportByName', idOf),
    status: 'portalSkinsStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    ...chosenTiming,
    read: byRules('skinExportByName', RULES.skinJob),
  }),
  skinExportById: defineJob({
    name: 'skinExportById',
    start: startWith('portalSkinsExportById', idOf),
    status: 'portalSkinsStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    ...chosenTiming,
    read: byRules('skinExportById', RULES.skinJob),
  }),
  /** Zip/HTML package import of resources. */
  resourceZipImport: defineJob({
    name: 'resourceZipImport',
    start: startWith('resourcesImportUrl', idOf),
    status: 'resourcesHtmlZipImportStatus',
    idParameter: 'importId',
    statusInput: inPath('importId'),
    ...chosenTiming,
    read: byRules('resourceZipImport', RULES.htmlZipImport),
  }),
  /**
   * Import (check-in) of one account resource file: an upload or `importurl` starts it; watch the file by
   * its type and its name in the marker form of the path (`resourceFileName('logo.png')`).
   */
  resourceImport: defineJob({
    name: 'resourceImport',
    status: 'resourcesGetStatus',
    idParameter: 'type, file',
    statusInput: (id: { type: string; file: string }) => ({ path: { type: id.type, file: id.file } }),
    ...chosenTiming,
    read: byRules('resourceImport', RULES.resourceImport),
  }),
  /** Data relation import of an uploaded file: the upload's key is the id. */
  dataRelationImport: defineJob({
    name: 'dataRelationImport',
    start: startWith('dataRelationsImportStart', (_result, input) => input.path.key),
    status: 'dataRelationsImportStatus',
    idParameter: 'key',
    statusInput: inPath('key'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('dataRelationImport', status, { errorField: 'errorMessage' }),
  }),
  dataRelationExport: defineJob({
    name: 'dataRelationExport',
    start: startWith('dataRelationsExport', idOf),
    status: 'dataRelationsExportStatus',
    idParameter: 'progressId',
    statusInput: inPath('progressId'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('dataRelationExport', status, { percentField: 'progress', errorField: 'errorMessage' }),
  }),
  /** Font restore or upload progress: the restore call answers no id, so watch the upload id. */
  fontRestore: defineJob({
    name: 'fontRestore',
    status: 'fontsAdminProgress',
    idParameter: 'uploadID',
    statusInput: inPath('uploadID'),
    ...chosenTiming,
    read: byRules('fontRestore', RULES.fontImport),
  }),
  databaseSync: defineJob({
    name: 'databaseSync',
    start: startWith('databaseSyncSync', idOf),
    status: 'databaseSyncSyncStatus',
    idParameter: 'key',
    statusInput: inPath('key'),
    ...chosenTiming,
    read: byRules('databaseSync', RULES.databaseSync),
  }),
  databaseSyncImport: defineJob({
    name: 'databaseSyncImport',
    start: startWith('databaseSyncImport', idOf),
    status: 'databaseSyncSyncStatus',
    idParameter: 'key',
    statusInput: inPath('key'),
    ...chosenTiming,
    read: byRules('databaseSyncImport', RULES.databaseSync),
  }),
  unsubscriberImport: defineJob({
    name: 'unsubscriberImport',
    start: startWith('emailAddUnsubscribers', idOf),
    status: 'emailImportUnsubscriberStatus',
    idParameter: 'importId',
    statusInput: inPath('importId'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('unsubscriberImport', status),
  }),
  /** Unsubscriber import of another account (system admins: pass `adminKeys: true` to the wait): followed by import and account id. */
  unsubscriberImportForAccount: defineJob({
    name: 'unsubscriberImportForAccount',
    start: startWith('emailAddUnsubscribersForAccount', (importId, input) => ({ importId, accountId: input.path.accountId })),
    status: 'emailImportUnsubscriberStatusForAccount',
    idParameter: 'importId, accountId',
    statusInput: (id: { importId: string; accountId: number }) => ({ path: { importId: id.importId, accountId: id.accountId } }),
    ...chosenTiming,
    read: (status) => readFinishedFlag('unsubscriberImportForAccount', status),
  }),
  unsubscriberExport: defineJob({
    name: 'unsubscriberExport',
    start: startWith('emailExportUnsubscribers', idOf),
    status: 'emailExportUnsubscriberStatus',
    idParameter: 'exportId',
    statusInput: inPath('exportId'),
    ...chosenTiming,
    read: byRules('unsubscriberExport', RULES.unsubscriberExport),
  }),
  contactUnsubscriberExport: defineJob({
    name: 'contactUnsubscriberExport',
    start: startWith('contactStatisticsUnsubscribersExport', idOf),
    status: 'contactStatisticsUnsubscribersStatus',
    idParameter: 'key',
    statusInput: inPath('key'),
    ...chosenTiming,
    read: byRules('contactUnsubscriberExport', RULES.unsubscriberExport),
  }),
  contactsExport: defineJob({
    name: 'contactsExport',
    start: startWith('contactStatisticsExport', idOf),
    status: 'contactStatisticsExportStatus',
    idParameter: 'exportId',
    statusInput: inPath('exportId'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('contactsExport', status, { percentField: 'progress' }),
  }),
  dashboardDatabaseExport: defineJob({
    name: 'dashboardDatabaseExport',
    start: startWith('dashboardSmartCampaignExportDatabase', idOf),
    status: 'dashboardSmartCampaignExportDatabaseStatus',
    idParameter: 'exportId',
    statusInput: inPath('exportId'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('dashboardDatabaseExport', status, { percentField: 'progress' }),
  }),
  translationsExport: defineJob({
    name: 'translationsExport',
    start: startWith('translationsExport', idOf),
    status: 'translationsExportStatus',
    idParameter: 'id',
    statusInput: inPath('id'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('translationsExport', status, { percentField: 'progress', messageField: 'message' }),
  }),
  /** Translations import: no contract operation starts it (an upload does); watch its id. */
  translationsImport: defineJob({
    name: 'translationsImport',
    status: 'translationsImportStatus',
    idParameter: 'id',
    statusInput: inPath('id'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('translationsImport', status, { percentField: 'progress', messageField: 'message' }),
  }),
  migrationPackage: defineJob({
    name: 'migrationPackage',
    start: startWith('smartServerCreateMigrationPackage', idOf),
    status: 'smartServerGetMigrationPackageCreationStatus',
    idParameter: 'id',
    statusInput: inPath('id'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('migrationPackage', status, { percentField: 'percentage', messageField: 'message' }),
  }),
  migration: defineJob({
    name: 'migration',
    start: startWith('smartServerMigrate', idOf),
    status: 'smartServerGetMigrationStatus',
    idParameter: 'id',
    statusInput: inPath('id'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('migration', status, { percentField: 'percentage', messageField: 'message' }),
  }),
  /** Proof PDF render of the design editor, followed by its document key. */
  proofPdfRender: defineJob({
    name: 'proofPdfRender',
    start: startWith('smartServerRenderProofPdfReturnStatus', idOf),
    status: 'smartServerDocumentStatus',
    idParameter: 'key',
    statusInput: inPath('key'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('proofPdfRender', status, { percentField: 'percentage', messageField: 'message' }),
  }),
  adminStatistics: defineJob({
    name: 'adminStatistics',
    start: startWith('adminCreateStatistics', idOf),
    status: 'adminGetStatisticsStatus',
    idParameter: 'statusId',
    statusInput: inPath('statusId'),
    ...chosenTiming,
    read: (status) => readFinishedFlag('adminStatistics', status, { percentField: 'progress' }),
  }),
  /** Account deletion (admin keys: pass `adminKeys: true` to the wait). */
  accountDeletion: defineJob({
    name: 'accountDeletion',
    start: startWith('accountsDeleteAccount', idOf),
    status: 'accountsAccountDeletionStatus',
    idParameter: 'deletionId',
    statusInput: (deletionId: string) => ({ body: { deletionId } }),
    ...chosenTiming,
    read: (status) => readFinishedFlag('accountDeletion', status, { percentField: 'progress', errorField: 'errorMessage' }),
  }),
} as const;

export type JobName = keyof typeof jobs;
