/**
 * The campaigns area: list (with statistics), rename, delete, domain, filter and notes; create and copy
 * done at once (the job handlers replace them with paced jobs), and simple statistics.
 */
import { CampaignCreationProgress } from '../../../generated/model/index.js';
import type { components } from '../../../generated/schema.js';
import { JOB_STATE_RULES } from '../../../generated/job-states.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  campaignById,
  campaignByName,
  campaignStatistics,
  campaignView,
  checkCampaignName,
  copyCampaign,
  createCampaign,
  CampaignCreationError,
} from '../records/campaigns.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { CampaignRecord } from '../store/records.js';
import { sequentialId } from '../values.js';

type CreationStatus = components['schemas']['CampaignCreationStatus'];
/** The states a finished and a failed creation report, by the contract's rule. */
const {
  finishedStates: [CREATION_FINISHED],
  failedStates: [CREATION_FAILED],
} = JOB_STATE_RULES.CampaignCreationFinalState;

export function campaignHandlers({ store, now, reply }: SandboxContext): SandboxHandlers {
  const creations = new Map<string, CreationStatus>();
  const statistics = new Map<string, number>();
  const withStatistics = (campaign: CampaignRecord) => ({ ...campaignView(campaign), statistics: campaignStatistics(store, campaign) });
  const change = (id: unknown, fields: Partial<CampaignRecord>, field = 'campaignId') => {
    store.campaigns.replace({ ...campaignById(store, id, field), ...fields });
    return reply.ok(true);
  };
  /** Runs a create or copy at once and keeps its outcome for the status call. */
  const started = (run: () => CampaignRecord) => {
    const statusId = sequentialId('creation', creations.size + 1);
    try {
      const campaign = run();
      creations.set(statusId, { state: CREATION_FINISHED, message: CampaignCreationProgress.finished, messageDetail: campaign.name });
    } catch (error) {
      if (!(error instanceof CampaignCreationError)) throw error;
      creations.set(statusId, { state: CREATION_FAILED, message: error.code, messageDetail: error.message });
    }
    return reply.ok(statusId);
  };

  return {
    campaignsGetAll: () => reply.ok(store.campaigns.all().map(campaignView)),
    campaignsGetAllWithStatistics: () => reply.ok(store.campaigns.all().map(withStatistics)),
    campaignsWithStatistics: ({ params }) => reply.ok(withStatistics(campaignById(store, params.id))),
    campaignsGetCampaignIdByName: ({ body }) => {
      const campaign = campaignByName(store, given(body?.campaignName, 'campaignName'));
      if (!campaign) throw new SandboxRefusal(`There is no campaign named '${body?.campaignName}'.`);
      return reply.ok(campaign.id);
    },
    campaignsDelete: ({ params }) => reply.ok(store.campaigns.delete(campaignById(store, params.id).id)),
    campaignsRename: ({ body }) => {
      const campaign = campaignById(store, body?.campaignId, 'campaignId');
      const name = checkCampaignName(store, body?.campaignName, campaign.id);
      return change(campaign.id, { name, displayName: body?.campaignDisplayName?.trim() || campaign.displayName });
    },
    campaignsSetDomain: ({ body }) => change(body?.campaignId, { domain: body?.domain ?? null }),
    campaignsSetFilter: ({ body }) => change(body?.campaignId, { filterName: body?.filterName ?? null }),
    campaignsDeleteFilter: ({ body }) => change(body?.id, { filterName: null }, 'id'),
    campaignsGetFilter: ({ params }) => reply.ok(campaignById(store, params.id).filterName ?? ''),
    campaignsWriteNotes: ({ body }) => change(body?.campaignId, { notes: body?.notes ?? null }),

    campaignsCreate: ({ body }) => started(() => createCampaign(store, body ?? {}, now())),
    campaignsCopy: ({ body }) => started(() => copyCampaign(store, body ?? {}, now())),
    campaignsGetCreateStatus: ({ params }) => {
      const status = creations.get(params.statusId ?? '');
      if (!status) throw new SandboxRefusal(`There is no campaign creation '${params.statusId}'.`);
      return reply.ok(status);
    },
    campaignsCreateSimpleStatistics: ({ params }) => {
      const campaign = campaignById(store, params.id);
      const progressId = sequentialId('statistics', statistics.size + 1);
      statistics.set(progressId, campaign.id);
      return reply.ok({ progressId, isFinished: false });
    },
    campaignsLoadSimpleStatistics: ({ params }) => {
      const campaignId = statistics.get(params.progressId ?? '');
      if (campaignId === undefined) throw new SandboxRefusal(`There are no statistics '${params.progressId}'.`);
      return reply.ok({ progressId: params.progressId!, isFinished: true, ...campaignStatistics(store, campaignById(store, campaignId)) });
    },
  };
}
