/**
 * Campaign create and copy: the job checks the name as the platform does (an empty name, a taken
 * one) and fails with the platform's message code and its argument; otherwise the new campaign is in
 * the store's list when the job is done.
 */
import { CampaignImportErrorCode } from '../../../../generated/model/index.js';
import type { SandboxContext } from '../../context.js';
import type { CampaignRecord } from '../../store/index.js';
import { isoInstant } from '../../values.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

/** Where a failing creation stops: after its step that checks for conflicts. */
const CONFLICT_CHECK_AT = 0.3;

interface CampaignFields {
  campaignName?: string | null;
  campaignDisplayName?: string | null;
  campaignFilterName?: string | null;
  campaignId?: number | null;
  campaignTemplateId?: number | null;
}

const fieldsOf = (body: unknown): CampaignFields => (typeof body === 'object' && body !== null ? (body as CampaignFields) : {});

function failure(message: number, detail: string | null): RunPlan['failure'] {
  return { at: CONFLICT_CHECK_AT, fields: { message, messageDetail: detail } };
}

/** Campaign names are compared without letter case; a name a running job creates counts as taken. */
const claimOf = (name: string) => `campaign:${name.toLowerCase()}`;

function nameTaken(runs: JobRuns, name: string): boolean {
  const lower = name.toLowerCase();
  return runs.claims.has(claimOf(name)) || runs.context.store.campaigns.all().some((campaign) => campaign.name.toLowerCase() === lower);
}

/** A plan that creates `campaign(id, name)` when done, unless the name is empty or taken. */
function creationPlan(runs: JobRuns, name: string, campaign: (id: number, name: string) => CampaignRecord): RunPlan {
  if (name.trim() === '') return { failure: failure(CampaignImportErrorCode.destinationNameEmpty, null) };
  if (nameTaken(runs, name)) return { failure: failure(CampaignImportErrorCode.destinationNameAlreadyTaken, name) };
  runs.claims.add(claimOf(name));
  return {
    complete() {
      runs.claims.delete(claimOf(name));
      const { campaigns } = runs.context.store;
      campaigns.insert(campaign(campaigns.nextId(), name));
    },
  };
}

const today = (context: SandboxContext) => isoInstant(context.now());

export function campaignCreatePlan(runs: JobRuns, body: unknown): RunPlan {
  const { context } = runs;
  const fields = fieldsOf(body);
  const name = fields.campaignName ?? '';
  return creationPlan(runs, name, (id, campaignName) => ({
    id,
    name: campaignName,
    displayName: fields.campaignDisplayName ?? campaignName,
    filterName: fields.campaignFilterName ?? null,
    createdOn: today(context),
    templateId: fields.campaignTemplateId ?? null,
  }));
}

/** A copy takes the source campaign's settings (found by id) under the new name. */
export function campaignCopyPlan(runs: JobRuns, body: unknown): RunPlan {
  const { context } = runs;
  const fields = fieldsOf(body);
  const source = typeof fields.campaignId === 'number' ? context.store.campaigns.get(fields.campaignId) : undefined;
  const name = fields.campaignName ?? '';
  return creationPlan(runs, name, (id, campaignName) => ({
    ...(source ? structuredClone(source) : {}),
    id,
    name: campaignName,
    displayName: fields.campaignDisplayName ?? campaignName,
    filterName: fields.campaignFilterName ?? source?.filterName ?? null,
    createdOn: today(context),
    templateId: source?.templateId ?? null,
  }));
}
