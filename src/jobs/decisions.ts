/**
 * The decisions a user sends to a job that waits for them, one kind per job.
 */
import type { CampaignTemplateImportStatus, DocumentTemplate, DocumentTemplateImportDecision } from '../../generated/model/index.js';
import * as campaignTemplates from '../../generated/operations/campaign-templates.js';
import * as documentTemplates from '../../generated/operations/document-templates.js';
import type { JobAnswer, JobCallOptions, JobClient } from './job-definition.js';

/** A campaign template import found a template of the same name: overwrite it, or import under a new name. */
export interface TemplateImportDecision {
  readonly kind: 'overwriteOrNewName';
  readonly importId: string;
}

/** Overwrite the existing template, or keep it and import under `newName`; `sync` waits for the import (continueimportsync). */
export type TemplateImportAnswer = ({ readonly overwrite: true } | { readonly overwrite?: false; readonly newName: string }) & {
  readonly sync?: boolean;
};

/**
 * Continues a campaign template import with the user's choice (continueimport, or continueimportsync
 * when `sync`). Resolves with the status the server answers.
 */
export function continueTemplateImport(
  client: JobClient,
  importId: string,
  answer: TemplateImportAnswer,
  options?: JobCallOptions,
): Promise<CampaignTemplateImportStatus> {
  const overwrite = answer.overwrite === true;
  const body = { importId, overwrite, newName: overwrite ? null : (answer as { newName: string }).newName };
  const operation = answer.sync ? campaignTemplates.campaignTemplatesContinueImportSync : campaignTemplates.campaignTemplatesContinueImport;
  return client.send<CampaignTemplateImportStatus>(operation, { body }, options);
}

export const templateImportAnswer: JobAnswer<TemplateImportDecision, TemplateImportAnswer> = {
  operations: [campaignTemplates.campaignTemplatesContinueImport, campaignTemplates.campaignTemplatesContinueImportSync],
  send: async (client, decision, answer, options) => {
    await continueTemplateImport(client, decision.importId, answer, options);
  },
};

/** A document template import waits in state 1001: each listed template needs a decision. */
export interface DocumentTemplateImportDecisionRequest {
  readonly kind: 'documentTemplates';
  readonly importId: string;
  readonly templates: readonly DocumentTemplate[];
}

/** The user's decision for one template: overwrite the existing one, or import it (optionally renamed). */
export interface DocumentTemplateChoice {
  readonly template: DocumentTemplate;
  readonly overwrite: boolean;
  readonly name?: string;
  readonly displayName?: string;
}

/** Fields the platform's client strips from a template before it continues the import. */
const STRIPPED_TEMPLATE_FIELDS = [
  'thumbnail',
  'categories',
  'width',
  'height',
  'pageCount',
  'description',
  'sourceCampaignName',
  'placeholderName',
] as const;

/** The body of one continue-import call: the template without the stripped fields, plus the choice. */
export function documentTemplateDecisionBody(importId: string, choice: DocumentTemplateChoice): DocumentTemplateImportDecision {
  const template: Record<string, unknown> = { ...choice.template };
  for (const field of STRIPPED_TEMPLATE_FIELDS) delete template[field];
  return {
    ...template,
    importId,
    overwrite: choice.overwrite,
    ...(choice.name !== undefined ? { name: choice.name } : {}),
    ...(choice.displayName !== undefined ? { displayName: choice.displayName } : {}),
  };
}

/** Sends the decision of every template, one continue-import call each, in order. */
export async function continueDocumentTemplateImport(
  client: JobClient,
  importId: string,
  choices: readonly DocumentTemplateChoice[],
  options?: JobCallOptions,
): Promise<void> {
  for (const choice of choices) {
    await client.send(documentTemplates.documentTemplatesContinueImport, { body: documentTemplateDecisionBody(importId, choice) }, options);
  }
}

export const documentTemplateImportAnswer: JobAnswer<DocumentTemplateImportDecisionRequest, readonly DocumentTemplateChoice[]> = {
  operations: [documentTemplates.documentTemplatesContinueImport],
  send: (client, decision, choices, options) => continueDocumentTemplateImport(client, decision.importId, choices, options),
};

/**
 * Why an image import waiting for decisions cannot be finished through the SDK: the platform offers no
 * call that sends them (its documentation lists only the image import's status call, and its client sends
 * none), unlike the template imports' `continueimport`.
 */
export const IMAGE_IMPORT_DECISION_NOTE =
  "The platform offers no call to send an image import's decisions: the import cannot be finished through the SDK.";

/**
 * An image import waits in state 1001 ('User interaction needed. Please send your decisions.'). The
 * platform offers no call that sends image import decisions, so the SDK reports the decision (phase
 * 'decision', with `note` saying so) but cannot answer it: the job has no `answer`.
 */
export interface ImageImportDecision {
  readonly kind: 'imageImport';
  readonly importId: string;
  readonly detail?: string;
  /** {@link IMAGE_IMPORT_DECISION_NOTE}: no call of the platform answers this decision. */
  readonly note: string;
}
