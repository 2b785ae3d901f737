/** The record types the sandbox keeps, as the contract types them. */
import type { components } from '../../../generated/schema.js';

type Schemas = components['schemas'];

/** A stored contact always has its id. */
export type ContactRecord = Schemas['Contact'] & { dsm_CustomerId: number };
export type AdditionalColumnRecord = Schemas['AdditionalColumn'];
export type ContactBatchRecord = Schemas['ContactBatch'] & { id: number };
export type TemplateCategoryRecord = Schemas['CampaignTemplateCategory'] & { id: number; name: string };
/** Categories are kept by id on the template; the reply carries the category records. */
export type TemplateRecord = Omit<Schemas['CampaignTemplate'], 'categories'> & { id: number; name: string; categoryIds: number[] };
export type CampaignRecord = Schemas['CampaignInfo'] & { id: number; name: string };
export type DatabaseRecord = Schemas['Database'] & { databaseId: number; databaseName: string };
export type PortalUserRecord = Schemas['PortalUser'] & { id: number; login: string };
