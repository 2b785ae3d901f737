/**
 * The sandbox's state: every record kind in its own table, built from the deterministic demo data and
 * rebuilt by `reset()`. Read tables through the store each time (a reset puts new ones in).
 */
import { demoState } from '../demo-data/index.js';
import type {
  AdditionalColumnRecord,
  CampaignRecord,
  CategoryRecord,
  ContactBatchRecord,
  ContactFilterRecord,
  ContactRecord,
  DatabaseRecord,
  DuplicateFilterRecord,
  NamedRecord,
  PortalUserRecord,
  TemplateRecord,
} from './records.js';
import { Table } from './table.js';
import type { CampaignPartsDemo } from '../demo-data/campaign-parts.js';
import type { CampaignSettingsRecord, CampaignXmlRecord } from '../records/campaign-parts.js';
import type { SmartCampaignRecord } from '../records/smart-campaigns.js';
import type { DesignDocumentRecord } from '../records/smart-server.js';
import type {
  AccountAreaData,
  AccountRecord,
  AccountUserRecord,
  AdminTokenRecord,
  DashboardLoginRecord,
  OneTimeTokenRecord,
  ServerStateRecord,
} from '../records/accounts.js';

export { Table } from './table.js';
export type * from './records.js';

/** The plain demo data a store is built from. */
export interface SandboxDemoData extends CampaignPartsDemo {
  designDocuments: DesignDocumentRecord[];
  contacts: ContactRecord[];
  /** The account's columns beyond the standard contact model; every contact carries a value for each. */
  additionalColumns: AdditionalColumnRecord[];
  batches: ContactBatchRecord[];
  contactFilters: ContactFilterRecord[];
  templates: TemplateRecord[];
  categories: CategoryRecord[];
  targetAudiences: NamedRecord[];
  outboundChannels: NamedRecord[];
  campaigns: CampaignRecord[];
  databases: DatabaseRecord[];
  portalUsers: PortalUserRecord[];
  duplicateFilter: DuplicateFilterRecord;
  portalSkins: import('./records.js').PortalSkinRecord[];
  portalUserRoles: import('./records.js').PortalUserRoleRecord[];
  fileUploads: import('./records.js').FileUploadRecord[];
  resources: import('./records.js').ResourceRecord[];
  accountArea: AccountAreaData;
}

export interface SandboxStore {
  contacts: Table<ContactRecord>;
  additionalColumns: AdditionalColumnRecord[];
  batches: Table<ContactBatchRecord>;
  contactFilters: Table<ContactFilterRecord>;
  templates: Table<TemplateRecord>;
  categories: Table<CategoryRecord>;
  targetAudiences: Table<NamedRecord>;
  outboundChannels: Table<NamedRecord>;
  campaigns: Table<CampaignRecord>;
  databases: Table<DatabaseRecord>;
  portalUsers: Table<PortalUserRecord>;
  /** Replaced as a whole when it changes. */
  duplicateFilter: DuplicateFilterRecord;
  portalSkins: Table<import('./records.js').PortalSkinRecord>;
  portalUserRoles: Table<import('./records.js').PortalUserRoleRecord>;
  fileUploads: Table<import('./records.js').FileUploadRecord>;
  resources: Table<import('./records.js').ResourceRecord>;
  campaignMedia: Table<CampaignPartsDemo['campaignMedia'][number]>;
  campaignActivities: Table<CampaignPartsDemo['campaignActivities'][number]>;
  campaignDays: Table<CampaignPartsDemo['campaignDays'][number]>;
  /** By campaign id; a campaign without a row has the settings its list entry implies. */
  campaignSettings: Table<CampaignSettingsRecord>;
  campaignXml: Table<CampaignXmlRecord>;
  /** The Smart Campaign editor's state, by campaign id (made on a campaign's first change). */
  smartCampaigns: Table<SmartCampaignRecord>;
  /** The design editor's (smart server's) documents with their versions. */
  designDocuments: Table<DesignDocumentRecord>;
  accounts: Table<AccountRecord>;
  accountUsers: Table<AccountUserRecord>;
  dashboardLogins: Table<DashboardLoginRecord>;
  adminTokens: Table<AdminTokenRecord>;
  oneTimeTokens: Table<OneTimeTokenRecord>;
  /** Replaced as a whole when it changes. */
  server: ServerStateRecord;
}

const byId = (row: { id: number }) => row.id;

export function createStore(demo: SandboxDemoData = demoState()): SandboxStore {
  return {
    contacts: new Table((row) => row.dsm_CustomerId, demo.contacts),
    additionalColumns: demo.additionalColumns,
    batches: new Table(byId, demo.batches),
    contactFilters: new Table(byId, demo.contactFilters),
    templates: new Table(byId, demo.templates),
    categories: new Table(byId, demo.categories),
    targetAudiences: new Table(byId, demo.targetAudiences),
    outboundChannels: new Table(byId, demo.outboundChannels),
    campaigns: new Table(byId, demo.campaigns),
    databases: new Table((row) => row.databaseId, demo.databases),
    portalUsers: new Table(byId, demo.portalUsers),
    duplicateFilter: demo.duplicateFilter,
    portalSkins: new Table(byId, demo.portalSkins),
    portalUserRoles: new Table(byId, demo.portalUserRoles),
    fileUploads: new Table(byId, demo.fileUploads),
    resources: new Table(byId, demo.resources),
    campaignMedia: new Table(byId, demo.campaignMedia),
    campaignActivities: new Table(byId, demo.campaignActivities),
    campaignDays: new Table(byId, demo.campaignDays),
    campaignSettings: new Table<CampaignSettingsRecord>(byId),
    campaignXml: new Table<CampaignXmlRecord>(byId),
    smartCampaigns: new Table<SmartCampaignRecord>(byId),
    designDocuments: new Table(byId, demo.designDocuments),
    accounts: new Table(byId, demo.accountArea.accounts),
    accountUsers: new Table(byId, demo.accountArea.accountUsers),
    dashboardLogins: new Table(byId, demo.accountArea.dashboardLogins),
    adminTokens: new Table(byId, demo.accountArea.adminTokens),
    oneTimeTokens: new Table(byId, demo.accountArea.oneTimeTokens),
    server: demo.accountArea.server,
  };
}

/** Puts fresh demo-data tables into `store` in place, so everyone holding the store sees the reset. */
export function resetStore(store: SandboxStore, fresh: SandboxStore = createStore()): void {
  Object.assign(store, fresh);
}
