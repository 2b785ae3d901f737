/**
 * What the Smart Campaign editor keeps of a campaign of the store: its saved versions (each with the
 * commands saved), its raw XML, pages, themes, default form and SMS configuration. A campaign nobody
 * edited has none of them yet; its record is made on the first change.
 */
import type { components } from '../../../generated/schema.js';
import { isoInstant } from '../values.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';

type Schemas = components['schemas'];
export type SmartCampaignVersionRecord = Schemas['SmartCampaignVersion'] & {
  version: number;
  commands: Schemas['SmartCampaignCommandInput'][];
};

export interface SmartCampaignRecord {
  /** The campaign's id. */
  id: number;
  versions: SmartCampaignVersionRecord[];
  rawXml: string;
  pages: Schemas['SmartCampaignPage'][];
  /** Theme options by theme name. */
  themes: [string, unknown][];
  defaultForm: NonNullable<Schemas['SmartCampaignDefaultFormRequest']['fields']>;
  sms: Omit<Schemas['SmartCampaignSmsConfiguration'], 'sendWithAdminKeys'>;
}

export function smartCampaignOf(store: SandboxStore, campaign: CampaignRecord): SmartCampaignRecord {
  return (
    store.smartCampaigns.get(campaign.id) ?? {
      id: campaign.id,
      versions: [],
      rawXml: `<campaign name="${campaign.name}"/>`,
      pages: [],
      themes: [],
      defaultForm: [],
      sms: { campaignId: campaign.id, isEnabled: false, senderName: null, defaultCountryCode: '+49', replyNumber: null },
    }
  );
}

/** Stores a changed editor record (made on the first change). */
export function saveSmartCampaign(store: SandboxStore, record: SmartCampaignRecord): void {
  if (!store.smartCampaigns.replace(record)) store.smartCampaigns.insert(record);
}

/** The campaign as the editor lists it: its database, its last version and when it was saved. */
export function smartCampaignInfo(store: SandboxStore, campaign: CampaignRecord) {
  const last = smartCampaignOf(store, campaign).versions.at(-1);
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    displayName: campaign.displayName,
    campaignTemplateId: campaign.templateId,
    leadsTableId: campaign.databaseId,
    version: last?.version ?? 0,
    createdOn: campaign.createdOn ?? isoInstant(0),
    lastSavedOn: last?.savedOn ?? null,
  };
}
