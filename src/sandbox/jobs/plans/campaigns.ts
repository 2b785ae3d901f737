/**
 * Campaign create and copy, and a campaign's simple statistics, as paced jobs over the sandbox's
 * campaign records. A creation checks the name at its conflicts step (empty, invalid, taken, or being
 * created by another job) and fails there with the platform's message code and its argument;
 * otherwise the new campaign is in the store's list when the job is done (or the job fails then, when
 * the record functions refuse it, e.g. for a template that does not exist).
 */
import { CampaignImportErrorCode } from '../../../../generated/model/index.js';
import {
  campaignById,
  campaignStatistics,
  checkCampaignName,
  copyCampaign,
  createCampaign,
  CampaignCreationError,
} from '../../records/campaigns.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

/** Where a creation checks its name: its step that checks for conflicts. */
const CONFLICT_CHECK_AT = 0.3;

type CreationBody = Parameters<typeof createCampaign>[1] & Parameters<typeof copyCampaign>[1];

const bodyOf = (body: unknown): CreationBody => (typeof body === 'object' && body !== null ? (body as CreationBody) : {});
/** Campaign names are compared without letter case; a name a running job creates counts as taken. */
const claimOf = (name: string) => `campaign:${name.trim().toLowerCase()}`;

/** The failure: the outcome of that message code, with its argument (the name). */
const failureAt = (at: number, code: number, name: string): RunPlan['failure'] => ({
  at,
  outcome: Object.entries(CampaignImportErrorCode).find(([, value]) => value === code)?.[0] ?? 'unknownException',
  ...(name.trim() && { text: name.trim() }),
});

function creationPlan(runs: JobRuns, body: unknown, create: (model: CreationBody) => unknown): RunPlan {
  const { store } = runs.context;
  const model = bodyOf(body);
  const name = model.campaignName ?? '';
  try {
    checkCampaignName(store, name);
  } catch (error) {
    if (error instanceof CampaignCreationError) return { failure: failureAt(CONFLICT_CHECK_AT, error.code, name) };
    throw error;
  }
  if (runs.claims.has(claimOf(name)))
    return { failure: failureAt(CONFLICT_CHECK_AT, CampaignImportErrorCode.destinationNameAlreadyTaken, name) };
  runs.claims.add(claimOf(name));
  const plan: RunPlan = {
    subject: name,
    complete() {
      runs.claims.delete(claimOf(name));
      try {
        create({ ...model, campaignName: name });
      } catch (error) {
        if (!(error instanceof CampaignCreationError)) throw error;
        plan.failure = failureAt(1, error.code, name);
      }
    },
  };
  return plan;
}

export const campaignCreatePlan = (runs: JobRuns, body: unknown): RunPlan =>
  creationPlan(runs, body, (model) => createCampaign(runs.context.store, model, runs.context.now()));

export const campaignCopyPlan = (runs: JobRuns, body: unknown): RunPlan =>
  creationPlan(runs, body, (model) => copyCampaign(runs.context.store, model, runs.context.now()));

/** Statistics of a campaign that exists (an unknown one is refused at the start); the done status carries them. */
export function simpleStatisticsPlan(runs: JobRuns, _body: unknown, params: Readonly<Record<string, string>>): RunPlan {
  const campaign = campaignById(runs.context.store, params.id);
  return { result: () => campaignStatistics(runs.context.store, campaign) };
}
