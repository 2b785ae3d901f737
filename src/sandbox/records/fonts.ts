/**
 * Campaign fonts. A campaign the font table has no row for has the default fonts (every campaign
 * starts with them, also one made after the sandbox started); a row holds a campaign's fonts once
 * they differ (a font deleted, a font of its own).
 */
import type { components } from '../../../generated/schema.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';

type FontRecord = components['schemas']['FontRecord'];
type FontFileFormat = components['schemas']['FontFileFormat'];

/** One installed font of a campaign. */
export interface InstalledFont {
  fontName: string;
  fileName: string;
  fileFormat: FontFileFormat;
}

/** The fonts of one campaign, kept under the campaign's id. */
export interface CampaignFontsRecord {
  campaignId: number;
  fonts: InstalledFont[];
}

/** The fonts every campaign starts with, which `restoredefaultfonts` brings back. */
export const DEFAULT_FONTS: readonly InstalledFont[] = [
  { fontName: 'Open Sans Regular', fileName: 'OpenSans-Regular.ttf', fileFormat: 1 },
  { fontName: 'Open Sans Bold', fileName: 'OpenSans-Bold.ttf', fileFormat: 1 },
  { fontName: 'Roboto Slab Bold', fileName: 'RobotoSlab-Bold.woff2', fileFormat: 4 },
  { fontName: 'Source Serif Pro', fileName: 'SourceSerifPro-Regular.otf', fileFormat: 2 },
];

const lower = (text: string) => text.toLowerCase();

/** The campaign named `name` (or given by its id), or the platform's refusal. */
export function campaignOf(store: SandboxStore, name: unknown, id?: unknown): CampaignRecord {
  if (typeof id === 'number' && (name === undefined || name === null || name === '')) {
    const campaign = store.campaigns.get(id);
    if (!campaign) throw new SandboxRefusal(`There is no campaign with id '${id}'.`);
    return campaign;
  }
  const text = String(given(name, 'campaignName'));
  const campaign = store.campaigns.index('name', (row) => lower(row.name)).get(lower(text));
  if (!campaign) throw new SandboxRefusal(`There is no campaign named '${text}'.`);
  return campaign;
}

export function fontsOf(store: SandboxStore, campaign: CampaignRecord): readonly InstalledFont[] {
  return store.campaignFonts.get(campaign.id)?.fonts ?? DEFAULT_FONTS;
}

export function setFonts(store: SandboxStore, campaign: CampaignRecord, fonts: InstalledFont[]): void {
  const row = { campaignId: campaign.id, fonts };
  if (!store.campaignFonts.replace(row)) store.campaignFonts.insert(row);
}

export const fontView = (campaign: CampaignRecord, font: InstalledFont): FontRecord => ({ campaignName: campaign.name, ...font });
