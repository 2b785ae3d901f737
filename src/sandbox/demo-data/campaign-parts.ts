/**
 * Each demo campaign's media, automated activities and days, derived from its id so they are the same on
 * every start: a welcome mail, a letter and an SMS, two activities on them and two campaign days.
 */
import type { CampaignActivityRecord, CampaignDayRecord, CampaignMediumRecord } from '../records/campaign-parts.js';
import type { CampaignRecord } from '../store/records.js';
import { sequentialId } from '../values.js';

export interface CampaignPartsDemo {
  campaignMedia: CampaignMediumRecord[];
  campaignActivities: CampaignActivityRecord[];
  campaignDays: CampaignDayRecord[];
}

const MEDIA = [
  ['Landingpage', 2],
  ['Welcome mail', 3],
  ['Reminder letter', 4],
  ['Reminder SMS', 5],
] as const;

export function demoCampaignParts(campaigns: readonly CampaignRecord[]): CampaignPartsDemo {
  const parts: CampaignPartsDemo = { campaignMedia: [], campaignActivities: [], campaignDays: [] };
  campaigns.forEach((campaign, c) => {
    const base = 100 + c * 10;
    MEDIA.forEach(([name, type], m) => parts.campaignMedia.push({ id: base + m, campaignId: campaign.id, name, type }));
    const start = Date.parse(campaign.createdOn ?? '2026-01-10T00:00:00Z') + 7 * 86_400_000;
    const at = (days: number) => `${new Date(start + days * 86_400_000).toISOString().slice(0, 10)}T08:00:00Z`;
    parts.campaignActivities.push(
      {
        id: base + 1,
        campaignId: campaign.id,
        activityGuid: sequentialId('activity', base + 1),
        name: 'Welcome mail',
        type: 0,
        audience: 0,
        isRunning: c % 2 === 0,
        executionDates: [at(0)],
      },
      {
        id: base + 2,
        campaignId: campaign.id,
        activityGuid: sequentialId('activity', base + 2),
        name: 'Reminder letter',
        type: 1,
        audience: 2,
        exportEvent: 1,
        isRunning: false,
        executionDates: [],
      },
    );
    parts.campaignDays.push(
      { id: base + 1, campaignId: campaign.id, day: 1, startDate: at(0) },
      { id: base + 2, campaignId: campaign.id, day: 14, startDate: at(14) },
    );
  });
  return parts;
}
