/**
 * Readers of the jobs whose status is a numeric state from a known list (read by rules), or an
 * `isFinished` flag, and of the template and image imports that ask for decisions.
 */
import {
  DatabaseImportState,
  DatabaseSyncTaskState,
  FontImportState,
  HtmlZipImportState,
  PortalSkinJobState,
  ResourceImportState,
  UnsubscriberExportState,
} from '../../../generated/model/index.js';
import type { DocumentTemplate } from '../../../generated/model/index.js';
import {
  DATABASE_IMPORT_STATE_MESSAGES,
  DATABASE_SYNC_STATE_MESSAGES,
  DOCUMENT_IMPORT_STATE_MESSAGES,
  DOCUMENT_REPLACE_STATE_MESSAGES,
  DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES,
  FONT_IMPORT_STATE_MESSAGES,
  HTML_ZIP_IMPORT_STATE_MESSAGES,
  IMAGE_IMPORT_STATE_MESSAGES,
  RESOURCE_IMPORT_STATE_MESSAGES,
  SKIN_JOB_STATE_MESSAGES,
  UNSUBSCRIBER_EXPORT_STATE_MESSAGES,
} from '../../messages/job-states.js';
import { JOB_STATE_RULES } from '../../models/job-states.js';
import { IMAGE_IMPORT_DECISION_NOTE, type DocumentTemplateImportDecisionRequest, type ImageImportDecision } from '../decisions.js';
import type { JobReader } from '../define-job.js';
import type { JobReading } from '../job-definition.js';
import { readByStateRules, readFinishedFlag, type StateRules } from './shared.js';

export const RULES = {
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

/** A reader by the rules of that name (looked up when it reads, so an unused entry costs nothing). */
export const byRules =
  /* @__NO_SIDE_EFFECTS__ */
    (rules: keyof typeof RULES): JobReader<unknown, never> =>
    (status, _id, job) =>
      readByStateRules(job, RULES[rules], status);

/** A reader of an `isFinished` status with the fields given. */
export const finishedFlag =
  /* @__NO_SIDE_EFFECTS__ */
    (fields?: Parameters<typeof readFinishedFlag>[2]): JobReader<unknown, never> =>
    (status, _id, job) =>
      readFinishedFlag(job, status, fields);

export function readDocumentTemplateImport(
  status: unknown,
  importId: string,
  job: string,
): JobReading<DocumentTemplateImportDecisionRequest> {
  const read = readByStateRules(job, RULES.documentTemplateImport, status);
  if (read.phase !== 'decision') return read;
  const templates = (status as { templates?: unknown }).templates;
  return {
    ...read,
    decision: { kind: 'documentTemplates', importId, templates: Array.isArray(templates) ? (templates as DocumentTemplate[]) : [] },
  };
}

/** Image import: 1001 asks for decisions, which the platform offers no call to send (see ImageImportDecision). */
export function readImageImport(status: unknown, importId: string, job: string): JobReading<ImageImportDecision> {
  const read = readByStateRules(job, RULES.imageImport, status);
  if (read.phase !== 'decision') return read;
  const detail = read.detail !== undefined ? { detail: read.detail } : {};
  return { ...read, decision: { kind: 'imageImport', importId, ...detail, note: IMAGE_IMPORT_DECISION_NOTE } };
}
