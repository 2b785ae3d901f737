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
/** A portal skin: its options and settings as the JSON text the wire carries, and the names of its resource files. */
export type PortalSkinRecord = { id: number; name: string; options: string; settings: string; resources: string[] };
/** A portal user role: a plain name (the id is the model form's). */
export type PortalUserRoleRecord = { id: number; name: string };
/** A file a visitor uploaded in a campaign (kept by campaign id, so a renamed campaign's uploads follow it). */
export type FileUploadRecord = {
  id: number;
  campaignId: number;
  xmediaId: number;
  deleteKey: string;
  fileName: string;
  uploadedOn: string;
};
/** A resource file of the account (campaignId -1) or of a campaign, of one kind (by name), in a group. */
export type ResourceRecord = {
  id: number;
  name: string;
  resourceType: string;
  campaignId: number;
  groupName: string | null;
  lastUpdate: string;
};
