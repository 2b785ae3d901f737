/**
 * What the state of a long job says, one lookup table per kind of job: the contract's
 * `x-enum-descriptions` of each state enumeration (generated/labels.ts), word for word from the platform's
 * documentation where it gives a text ('Could not find status. Please retry.', 'User interaction needed.
 * Please send your decisions.'). A state no table knows reads 'Unknown state.'.
 */
import type {
  CampaignDocumentImportState,
  CampaignDocumentReplaceState,
  DatabaseImportState,
  DatabaseSyncTaskState,
  DatabaseUploadState,
  DocumentTemplateImportState,
  FontImportState,
  HtmlZipImportState,
  ImageImportState,
  PortalSkinJobState,
  ResourceImportState,
  UnsubscriberExportState,
} from '../../generated/model/index.js';
import * as labels from '../../generated/labels.js';
import { lookUp, UNKNOWN_STATE, type MessageTable } from './format.js';

/** The text of a state in a table; 'Unknown state.' for a state the table does not know. */
export const stateMessage = (table: MessageTable, state: number): string => lookUp(table, state, () => UNKNOWN_STATE);

export const DOCUMENT_REPLACE_STATE_MESSAGES: Readonly<Record<CampaignDocumentReplaceState, string>> =
  labels.CAMPAIGN_DOCUMENT_REPLACE_STATE_LABELS;

export const DOCUMENT_IMPORT_STATE_MESSAGES: Readonly<Record<CampaignDocumentImportState, string>> =
  labels.CAMPAIGN_DOCUMENT_IMPORT_STATE_LABELS;

export const IMAGE_IMPORT_STATE_MESSAGES: Readonly<Record<ImageImportState, string>> = labels.IMAGE_IMPORT_STATE_LABELS;

export const DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES: Readonly<Record<DocumentTemplateImportState, string>> =
  labels.DOCUMENT_TEMPLATE_IMPORT_STATE_LABELS;

export const SKIN_JOB_STATE_MESSAGES: Readonly<Record<PortalSkinJobState, string>> = labels.PORTAL_SKIN_JOB_STATE_LABELS;

export const HTML_ZIP_IMPORT_STATE_MESSAGES: Readonly<Record<HtmlZipImportState, string>> = labels.HTML_ZIP_IMPORT_STATE_LABELS;

export const FONT_IMPORT_STATE_MESSAGES: Readonly<Record<FontImportState, string>> = labels.FONT_IMPORT_STATE_LABELS;

export const DATABASE_SYNC_STATE_MESSAGES: Readonly<Record<DatabaseSyncTaskState, string>> = labels.DATABASE_SYNC_TASK_STATE_LABELS;

export const UNSUBSCRIBER_EXPORT_STATE_MESSAGES: Readonly<Record<UnsubscriberExportState, string>> =
  labels.UNSUBSCRIBER_EXPORT_STATE_LABELS;

export const DATABASE_IMPORT_STATE_MESSAGES: Readonly<Record<DatabaseImportState, string>> = labels.DATABASE_IMPORT_STATE_LABELS;

export const DATABASE_UPLOAD_STATE_MESSAGES: Readonly<Record<DatabaseUploadState, string>> = labels.DATABASE_UPLOAD_STATE_LABELS;

export const RESOURCE_IMPORT_STATE_MESSAGES: Readonly<Record<ResourceImportState, string>> = labels.RESOURCE_IMPORT_STATE_LABELS;
