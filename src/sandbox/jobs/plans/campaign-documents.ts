/**
 * A campaign's documents as jobs: a render and a document replace name a campaign, one of its design
 * documents (by id) and, for a replace, a document template. A render of what does not exist is refused
 * at the start; a replace fails at the step that reads it, with the platform's state for it, and when
 * done has saved the template's design as a new version of the document (the smart server's versions show it).
 */
import { campaignById, campaignByName, createCampaign } from '../../records/campaigns.js';
import { documentTemplateByName } from '../../records/document-templates.js';
import { saveDesign } from '../../records/smart-server.js';
import { SandboxRefusal } from '../../refusal.js';
import { isoInstant } from '../../values.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type DocumentBody = { campaignId?: unknown; documentId?: unknown; documentTemplateId?: unknown } | null | undefined;

/** Where a replace reads the campaign, the document template and the document it replaces. */
const READING_CAMPAIGN_AT = 0.2;
const READING_TEMPLATE_AT = 0.3;
const REPLACING_AT = 0.5;

const bodyOf = (body: unknown): DocumentBody => (typeof body === 'object' ? (body as DocumentBody) : undefined);

function campaignDesign(runs: JobRuns, campaignName: string, documentId: unknown) {
  return runs.context.store.designDocuments
    .all()
    .find((row) => row.campaignName === campaignName && !row.temporaryStorageId && row.id === Number(documentId));
}

export function documentReplacePlan(runs: JobRuns, body: unknown): RunPlan {
  const { store, now } = runs.context;
  const request = bodyOf(body);
  const campaign = store.campaigns.all().find((row) => row.id === Number(request?.campaignId));
  if (!campaign) return { failure: { at: READING_CAMPAIGN_AT, outcome: 'couldNotFindCampaign' } };
  const template = store.documentTemplates.all().find((row) => row.id === Number(request?.documentTemplateId));
  if (!template || !documentTemplateByName(store, template.name))
    return { failure: { at: READING_TEMPLATE_AT, outcome: 'couldNotFindDocumentTemplate' } };
  const design = campaignDesign(runs, campaign.name, request?.documentId);
  if (!design) return { failure: { at: REPLACING_AT, outcome: 'couldNotFindDocumentToReplace' } };
  return {
    subject: campaign.name,
    complete() {
      const xml = `<document name="${design.documentName}" template="${template.name}"><page number="1"/></document>`;
      saveDesign(store, { campaignName: campaign.name }, design.documentName, xml, isoInstant(now()));
    },
  };
}

/** A render of a campaign that exists and of one of its design documents. */
export function renderPlan(runs: JobRuns, body: unknown): RunPlan {
  const request = bodyOf(body);
  const campaign = campaignById(runs.context.store, request?.campaignId as number, 'campaignId');
  if (!campaignDesign(runs, campaign.name, request?.documentId))
    throw new SandboxRefusal(`There is no document with id ${String(request?.documentId)} in campaign ${campaign.id}.`);
  return { subject: campaign.name };
}

/** The name the contract's example gives an imported document's campaign; a taken one gets a number. */
const IMPORTED_CAMPAIGN_NAME = 'Mailing2026';

/** A document import (watched after its upload) creates its campaign when done, and its status names it. */
export function documentImportPlan(runs: JobRuns): RunPlan {
  const { store, now } = runs.context;
  let created: { id: number; name: string } | undefined;
  return {
    complete() {
      let name = IMPORTED_CAMPAIGN_NAME;
      for (let n = 2; campaignByName(store, name); n++) name = `${IMPORTED_CAMPAIGN_NAME}_${n}`;
      created = createCampaign(store, { campaignTemplateId: store.templates.all()[0]?.id ?? null, campaignName: name }, now());
    },
    result: () => ({ campaignId: created?.id ?? null, campaignName: created?.name ?? null }),
  };
}
