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
import type { OptivoAccountRecord, SentMailRecord, SmtpServerRecord, UnsubscriberRecord } from '../records/email.js';
import type { DocumentTemplateRecord } from '../records/document-templates.js';
import type { CampaignFontsRecord } from '../records/fonts.js';
import type { ImageRecord } from '../records/images.js';
import type { ImpositionRecord } from '../records/impositions.js';
import type { TwitterConnectionRecord } from '../records/social-posting.js';
import type { DataRelationRecord, DataRelationValue } from '../records/data-relations.js';
import type { ImportResult } from '../records/data-relations-import.js';
import type { ApplicationRow } from '../records/applications.js';
import type { ExtensionCategoryRow, ExtensionItemRow, ExtensionVersionRow } from '../records/extension-items.js';
import type { CampaignLanguagesRow, TranslationRow } from '../records/translations.js';
import type { ConnectionRow, EntityRow, ExecutionDateRow, GoogleDriveRow, WorkflowRow } from '../records/buckets.js';
import { createDatabaseArea, type DatabaseAreaDemo, type DatabaseAreaStore } from '../records/databases.js';
import { createDatabaseSync, type DatabaseSyncDemo, type DatabaseSyncStore } from '../records/database-sync.js';

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
  smtpServers: SmtpServerRecord[];
  optivoAccounts: OptivoAccountRecord[];
  unsubscribers: UnsubscriberRecord[];
  images: ImageRecord[];
  documentTemplates: DocumentTemplateRecord[];
  campaignFonts: CampaignFontsRecord[];
  impositions: ImpositionRecord[];
  dataRelations: DataRelationRecord[];
  applications: ApplicationRow[];
  extensionCategories: ExtensionCategoryRow[];
  extensionItems: ExtensionItemRow[];
  extensionVersions: ExtensionVersionRow[];
  translations: TranslationRow[];
  campaignLanguages: CampaignLanguagesRow[];
  workflows: WorkflowRow[];
  workflowEntities: EntityRow[];
  workflowConnections: ConnectionRow[];
  workflowExecutionDates: ExecutionDateRow[];
  googleDrives: GoogleDriveRow[];
  databaseArea: DatabaseAreaDemo;
  databaseSync: DatabaseSyncDemo;
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
  smtpServers: Table<SmtpServerRecord>;
  optivoAccounts: Table<OptivoAccountRecord>;
  unsubscribers: Table<UnsubscriberRecord>;
  /** Mails the send single call sent (none in the demo data). */
  sentMails: Table<SentMailRecord>;
  images: Table<ImageRecord>;
  documentTemplates: Table<DocumentTemplateRecord>;
  /** Only campaigns whose fonts differ from the defaults have a row (see `records/fonts.ts`). */
  campaignFonts: Table<CampaignFontsRecord>;
  impositions: Table<ImpositionRecord>;
  /** Replaced as a whole when it changes. */
  twitter: TwitterConnectionRecord;
  dataRelations: Table<DataRelationRecord>;
  /** Campaign-database values by `campaignId/visitor`, then column name; visitors' cookies by visitor, then name. */
  campaignDatabase: Map<string, Map<string, DataRelationValue>>;
  cookies: Map<string, Map<string, string | null>>;
  /** Finished data-relation imports by key. */
  dataRelationImports: Map<string, ImportResult>;
  applications: Table<ApplicationRow>;
  extensionCategories: Table<ExtensionCategoryRow>;
  extensionItems: Table<ExtensionItemRow>;
  extensionVersions: Table<ExtensionVersionRow>;
  translations: Table<TranslationRow>;
  /** The languages each campaign offers, by campaign id (0: the account's own translations). */
  campaignLanguages: Table<CampaignLanguagesRow>;
  workflows: Table<WorkflowRow>;
  workflowEntities: Table<EntityRow>;
  workflowConnections: Table<ConnectionRow>;
  workflowExecutionDates: Table<ExecutionDateRow>;
  googleDrives: Table<GoogleDriveRow>;
  databaseArea: DatabaseAreaStore;
  databaseSync: DatabaseSyncStore;
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
    smtpServers: new Table(byId, demo.smtpServers),
    optivoAccounts: new Table(byId, demo.optivoAccounts),
    unsubscribers: new Table(byId, demo.unsubscribers),
    sentMails: new Table<SentMailRecord>(byId),
    images: new Table(byId, demo.images),
    documentTemplates: new Table(byId, demo.documentTemplates),
    campaignFonts: new Table((row) => row.campaignId, demo.campaignFonts),
    impositions: new Table(byId, demo.impositions),
    twitter: { authorised: false, posts: [] },
    dataRelations: new Table(byId, demo.dataRelations),
    campaignDatabase: new Map(),
    cookies: new Map(),
    dataRelationImports: new Map(),
    applications: new Table(byId, demo.applications),
    extensionCategories: new Table(byId, demo.extensionCategories),
    extensionItems: new Table(byId, demo.extensionItems),
    extensionVersions: new Table(byId, demo.extensionVersions),
    translations: new Table(byId, demo.translations),
    campaignLanguages: new Table(byId, demo.campaignLanguages),
    workflows: new Table(byId, demo.workflows),
    workflowEntities: new Table(byId, demo.workflowEntities),
    workflowConnections: new Table(byId, demo.workflowConnections),
    workflowExecutionDates: new Table(byId, demo.workflowExecutionDates),
    googleDrives: new Table(byId, demo.googleDrives),
    databaseArea: createDatabaseArea(demo.databaseArea),
    databaseSync: createDatabaseSync(demo.databaseSync),
  };
}

/** Puts fresh demo-data tables into `store` in place, so everyone holding the store sees the reset. */
export function resetStore(store: SandboxStore, fresh: SandboxStore = createStore()): void {
  Object.assign(store, fresh);
}
