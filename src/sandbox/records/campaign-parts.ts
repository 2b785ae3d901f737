/**
 * What a campaign consists of beside its list entry: its media (mails, documents, SMS, pages), its
 * automated activities, its campaign days, its settings and its XML files. Each is kept by its own id
 * with the id of its campaign, so a campaign's parts are a filter over one table.
 */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal, quoted } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { Table } from '../store/table.js';

type Schemas = components['schemas'];

export type CampaignMediumRecord = { id: number; campaignId: number; name: string; type: Schemas['CampaignMediaType'] };
export type CampaignActivityRecord = Omit<Schemas['CampaignAutomatedTask'], 'activityId'> & {
  id: number;
  campaignId: number;
  activityGuid: string;
  isRunning: boolean;
  executionDates: string[];
};
export type CampaignDayRecord = { id: number; campaignId: number; day: number; startDate: string };
/** A campaign's settings (id = the campaign's id): the contract's settings fields without the selector. */
export type CampaignSettingsRecord = Omit<Schemas['CampaignSettings'], 'campaign'> & { id: number; automationEndDate?: string | null };
/** One XML file of a campaign (id = a running number). */
export type CampaignXmlRecord = { id: number; campaignId: number; fileName: string; xml: string };

/** The rows of `table` that belong to the campaign. */
export const partsOf = <T extends { campaignId: number }>(table: Table<T>, campaignId: number): T[] =>
  table.all().filter((row) => row.campaignId === campaignId);

/** The part of the campaign with this id, or the platform's refusal naming the kind of part. */
export function partOf<T extends { id: number; campaignId: number }>(table: Table<T>, campaignId: number, id: unknown, kind: string): T {
  const row = typeof id === 'number' ? table.get(id) : undefined;
  if (!row || row.campaignId !== campaignId)
    throw new SandboxRefusal(`There is no ${kind} with id ${quoted(id)} in campaign ${campaignId}.`);
  return row;
}

/** The automated activity as the contract lists it. */
export const activityView = ({ id, campaignId: _campaignId, ...activity }: CampaignActivityRecord) => ({
  activityId: id,
  ...structuredClone(activity),
});

/** Drops every part of a deleted campaign. */
export function deleteCampaignParts(store: SandboxStore, campaignId: number): void {
  const drop = <T extends { id: number; campaignId: number }>(table: Table<T>) => {
    for (const row of partsOf(table, campaignId)) table.delete(row.id);
  };
  drop(store.campaignMedia);
  drop(store.campaignActivities);
  drop(store.campaignDays);
  drop(store.campaignXml);
  store.campaignSettings.delete(campaignId);
  store.smartCampaigns.delete(campaignId);
  const name = store.campaigns.get(campaignId)?.name;
  for (const row of store.designDocuments.all()) if (row.campaignName === name) store.designDocuments.delete(row.id);
}
