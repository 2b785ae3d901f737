/** The media of a campaign (mails, SMS, pages, documents) that workflow actions and event filters use. */
import type { components } from '../../../generated/schema.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';

type Media = components['schemas']['WorkflowCampaignMedia'];
/** A medium of a campaign as the campaigns area keeps it (`store.campaignMedia`, where that area is merged). */
type Medium = { id: number; campaignId: number; name: string; type: number };

/** The demo media of the campaigns area: per demo campaign a landing page, a mail, a letter and an SMS. */
const DEMO_MEDIA = [
  ['Landingpage', 2],
  ['Welcome mail', 3],
  ['Reminder letter', 4],
  ['Reminder SMS', 5],
] as const;

/**
 * The media of a campaign by kind: the campaigns area's `campaignMedia` table when the store has one,
 * else the same demo media that area derives from a demo campaign's position (ids 100 + 10 per campaign).
 */
export function campaignMedia(store: SandboxStore, campaign: CampaignRecord): Record<'mails' | 'sms' | 'pages' | 'documents', Media[]> {
  const table = (store as unknown as { campaignMedia?: { all(): readonly Medium[] } }).campaignMedia;
  const position = campaign.id - 4711;
  const media: readonly Medium[] = table
    ? table.all().filter((row) => row.campaignId === campaign.id)
    : position >= 0 && position < 12
      ? DEMO_MEDIA.map(([name, type], m) => ({ id: 100 + position * 10 + m, campaignId: campaign.id, name, type }))
      : [];
  const of = (types: readonly number[]) =>
    media
      .filter((row) => types.includes(row.type))
      .map((row) => ({ id: row.id, name: row.name, displayName: row.name, mediaType: row.type as Media['mediaType'] }));
  return { pages: of([1, 2, 6, 7, 8, 9, 10, 11]), documents: of([4]), mails: of([3]), sms: of([5]) };
}
