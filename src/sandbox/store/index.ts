/**
 * The sandbox's state: every record kind in its own table, built from the deterministic seed and
 * rebuilt by `reset()`. Jobs keep their own state beside it (see `jobs/`).
 */
import { seedState } from '../seed/index.js';
import type {
  AdditionalColumnRecord,
  CampaignRecord,
  ContactBatchRecord,
  ContactRecord,
  DatabaseRecord,
  PortalUserRecord,
  TemplateCategoryRecord,
  TemplateRecord,
} from './records.js';
import { Table } from './table.js';

export { Table } from './table.js';
export type * from './records.js';

export interface SandboxStore {
  contacts: Table<ContactRecord>;
  /** The account's columns beyond the standard contact model; every contact carries a value for each. */
  additionalColumns: AdditionalColumnRecord[];
  batches: Table<ContactBatchRecord>;
  templates: Table<TemplateRecord>;
  templateCategories: Table<TemplateCategoryRecord>;
  campaigns: Table<CampaignRecord>;
  databases: Table<DatabaseRecord>;
  portalUsers: Table<PortalUserRecord>;
}

/** The plain seed data a store is built from. */
export interface SandboxSeed {
  contacts: ContactRecord[];
  additionalColumns: AdditionalColumnRecord[];
  batches: ContactBatchRecord[];
  templates: TemplateRecord[];
  templateCategories: TemplateCategoryRecord[];
  campaigns: CampaignRecord[];
  databases: DatabaseRecord[];
  portalUsers: PortalUserRecord[];
}

export function createStore(seed: SandboxSeed = seedState()): SandboxStore {
  return {
    contacts: new Table((row) => row.dsm_CustomerId, seed.contacts),
    additionalColumns: seed.additionalColumns,
    batches: new Table((row) => row.id, seed.batches),
    templates: new Table((row) => row.id, seed.templates),
    templateCategories: new Table((row) => row.id, seed.templateCategories),
    campaigns: new Table((row) => row.id, seed.campaigns),
    databases: new Table((row) => row.databaseId, seed.databases),
    portalUsers: new Table((row) => row.id, seed.portalUsers),
  };
}

/** Puts `fresh`'s tables into `store` in place, so everyone holding the store sees the reset. */
export function resetStore(store: SandboxStore, fresh: SandboxStore = createStore()): void {
  Object.assign(store, fresh);
}
