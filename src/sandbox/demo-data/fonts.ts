/** The demo campaigns' fonts that differ from the defaults: two campaigns carry a font of their own. */
import { type CampaignFontsRecord, DEFAULT_FONTS } from '../records/fonts.js';
import type { CampaignRecord } from '../store/records.js';

export function demoCampaignFonts(campaigns: readonly CampaignRecord[]): CampaignFontsRecord[] {
  const [first, , third] = campaigns;
  const own = (campaign: CampaignRecord | undefined, fontName: string, fileName: string, fileFormat: 3 | 4) =>
    campaign
      ? [{ campaignId: campaign.id, fonts: [...DEFAULT_FONTS.map((font) => ({ ...font })), { fontName, fileName, fileFormat }] }]
      : [];
  return [...own(first, 'Autohaus Sans', 'AutohausSans.woff', 3), ...own(third, 'Messe Display Bold', 'MesseDisplay-Bold.woff2', 4)];
}
