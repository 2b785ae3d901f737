/**
 * The campaigns area: list (with statistics), rename, delete, domain, filter and notes. Create, copy
 * and the simple statistics are jobs: `src/sandbox/jobs/` answers them.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignById, campaignByName, campaignStatistics, campaignView, checkCampaignName } from '../records/campaigns.js';
import { deleteCampaignParts } from '../records/campaign-parts.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { CampaignRecord } from '../store/records.js';

export function campaignHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const withStatistics = (campaign: CampaignRecord) => ({ ...campaignView(campaign), statistics: campaignStatistics(store, campaign) });
  const change = (id: unknown, fields: Partial<CampaignRecord>, field = 'campaignId') => {
    store.campaigns.replace({ ...campaignById(store, id, field), ...fields });
    return reply.ok(true);
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
    campaignsDelete: ({ params }) => {
      const { id } = campaignById(store, params.id);
      deleteCampaignParts(store, id);
      return reply.ok(store.campaigns.delete(id));
    },
    campaignsRename: ({ body }) => {
      const campaign = campaignById(store, body?.campaignId, 'campaignId');
      const name = checkCampaignName(store, body?.campaignName, campaign.id);
      // Records kept under the campaign's name follow it.
      for (const row of store.designDocuments.all())
        if (row.campaignName === campaign.name) store.designDocuments.replace({ ...row, campaignName: name });
      return change(campaign.id, { name, displayName: body?.campaignDisplayName?.trim() || campaign.displayName });
    },
    campaignsSetDomain: ({ body }) => change(body?.campaignId, { domain: body?.domain ?? null }),
    campaignsSetFilter: ({ body }) => change(body?.campaignId, { filterName: body?.filterName ?? null }),
    campaignsDeleteFilter: ({ body }) => change(body?.id, { filterName: null }, 'id'),
    campaignsGetFilter: ({ params }) => reply.ok(campaignById(store, params.id).filterName ?? ''),
    campaignsWriteNotes: ({ body }) => change(body?.campaignId, { notes: body?.notes ?? null }),
  };
}
