/**
 * Readers of the jobs whose status is a numeric state from a known list (read by the contract's rules,
 * `JOB_STATE_RULES`), or an `isFinished` flag, and of the template and image imports that ask for decisions.
 */
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
import { JOB_STATE_RULES } from '../job-states.js';
import { IMAGE_IMPORT_DECISION_NOTE, type DocumentTemplateImportDecisionRequest, type ImageImportDecision } from '../decisions.js';
import type { JobReader } from '../define-job.js';
import type { JobReading } from '../job-definition.js';
import { readByStateRules, readFinishedFlag, type StateRules } from './shared.js';

export const RULES = {
  documentReplace: {
    ...JOB_STATE_RULES.CampaignDocumentReplaceState,
    messages: DOCUMENT_REPLACE_STATE_MESSAGES,
    percentField: 'percentage',
    detailField: 'detail',
  },
  documentImport: { ...JOB_STATE_RULES.CampaignDocumentImportState, messages: DOCUMENT_IMPORT_STATE_MESSAGES },
  imageImport: {
    ...JOB_STATE_RULES.ImageImportState,
    messages: IMAGE_IMPORT_STATE_MESSAGES,
    percentField: 'percentage',
    detailField: 'detail',
  },
  documentTemplateImport: {
    ...JOB_STATE_RULES.DocumentTemplateImportState,
    messages: DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES,
    detailField: 'detail',
  },
  skinJob: { ...JOB_STATE_RULES.PortalSkinJobState, messages: SKIN_JOB_STATE_MESSAGES, detailField: 'message' },
  htmlZipImport: { ...JOB_STATE_RULES.HtmlZipImportState, messages: HTML_ZIP_IMPORT_STATE_MESSAGES, detailField: 'message' },
  resourceImport: { ...JOB_STATE_RULES.ResourceImportState, messages: RESOURCE_IMPORT_STATE_MESSAGES, detailField: 'message' },
  fontImport: { ...JOB_STATE_RULES.FontImportState, messages: FONT_IMPORT_STATE_MESSAGES, detailField: 'message' },
  databaseSync: { ...JOB_STATE_RULES.DatabaseSyncTaskState, messages: DATABASE_SYNC_STATE_MESSAGES, detailField: 'message' },
  unsubscriberExport: { ...JOB_STATE_RULES.UnsubscriberExportState, messages: UNSUBSCRIBER_EXPORT_STATE_MESSAGES, detailField: 'message' },
  databaseImport: { ...JOB_STATE_RULES.DatabaseImportState, messages: DATABASE_IMPORT_STATE_MESSAGES, detailField: 'message' },
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
