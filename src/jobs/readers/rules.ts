/**
 * Readers of the jobs whose numeric state asks for decisions (the document template and image imports):
 * the state by the contract's rules and texts, the decision built from the status.
 */
import type { DocumentTemplate } from '../../../generated/model/index.js';
import { DOCUMENT_TEMPLATE_IMPORT_STATE_LABELS, IMAGE_IMPORT_STATE_LABELS } from '../../../generated/labels.js';
import { JOB_STATE_RULES } from '../job-states.js';
import { IMAGE_IMPORT_DECISION_NOTE, type DocumentTemplateImportDecisionRequest, type ImageImportDecision } from '../decisions.js';
import type { JobReading } from '../job-definition.js';
import { readByStateRules } from './shared.js';

export function readDocumentTemplateImport(
  status: unknown,
  importId: string,
  job: string,
): JobReading<DocumentTemplateImportDecisionRequest> {
  const rules = { ...JOB_STATE_RULES.DocumentTemplateImportState, messages: DOCUMENT_TEMPLATE_IMPORT_STATE_LABELS, detailField: 'detail' };
  const read = readByStateRules(job, rules, status);
  if (read.phase !== 'decision') return read;
  const templates = (status as { templates?: unknown }).templates;
  return {
    ...read,
    decision: { kind: 'documentTemplates', importId, templates: Array.isArray(templates) ? (templates as DocumentTemplate[]) : [] },
  };
}

/** Image import: 1001 asks for decisions, which the platform offers no call to send (see ImageImportDecision). */
export function readImageImport(status: unknown, importId: string, job: string): JobReading<ImageImportDecision> {
  const rules = {
    ...JOB_STATE_RULES.ImageImportState,
    messages: IMAGE_IMPORT_STATE_LABELS,
    percentField: 'percentage',
    detailField: 'detail',
  } as const;
  const read = readByStateRules(job, rules, status);
  if (read.phase !== 'decision') return read;
  const detail = read.detail !== undefined ? { detail: read.detail } : {};
  return { ...read, decision: { kind: 'imageImport', importId, ...detail, note: IMAGE_IMPORT_DECISION_NOTE } };
}
