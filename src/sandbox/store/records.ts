/** The record types the sandbox keeps, as the contract types them. */
import type { components } from '../../../generated/schema.js';

type Schemas = components['schemas'];

/** A stored contact always has its id. */
export type ContactRecord = Schemas['Contact'] & { dsm_CustomerId: number };
export type AdditionalColumnRecord = Schemas['AdditionalColumn'] & { columnName: string; dataType: string };
export type ContactBatchRecord = Schemas['ContactBatch'] & { id: number; name: string };
/** A saved contact filter: its name and the query text. */
export type ContactFilterRecord = { id: number; name: string; json: string };
/** Category, target audience and outbound channel: an id and a name. */
export type NamedRecord = { id: number; name: string };
/** A template keeps its links by id; replies carry the linked records. */
export type TemplateRecord = Omit<Schemas['CampaignTemplate'], 'categories' | 'targetAudiences' | 'outboundChannels' | 'name'> & {
  id: number;
  name: string;
  categoryIds: number[];
  targetAudienceIds: number[];
  outboundChannelIds: number[];
};
/** Roles a category is assigned to, kept beside it (the category record has only id and name). */
export type CategoryRecord = NamedRecord & { roles?: string[] };
/** A campaign keeps the template it was made from and the database it uses beside the listed fields. */
export type CampaignRecord = Schemas['CampaignInfo'] & {
  id: number;
  name: string;
  displayName: string;
  templateId: number | null;
  databaseId: number | null;
};
export type DatabaseRecord = Schemas['Database'] & { databaseId: number; databaseName: string };
/** A portal user; the password is kept but never shown. */
export type PortalUserRecord = Schemas['PortalUser'] & { id: number; login: string; roles: string[] };
/** Which columns make two contacts duplicates, and whether the check runs. */
export type DuplicateFilterRecord = { columns: string[]; isActive: boolean };
