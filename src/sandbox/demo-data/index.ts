/** The sandbox's starting state: the same on every start (seeded generator, fixed dates and ids). */
import type { ContactRecord, SandboxDemoData } from '../store/index.js';
import {
  demoCampaigns,
  demoCategories,
  demoDatabases,
  demoPortalUsers,
  demoTemplates,
  OUTBOUND_CHANNELS,
  TARGET_AUDIENCES,
} from './catalogue.js';
import { FIRST_CUSTOMER_ID, demoContact } from './contacts.js';
import { seededRandom } from './random.js';
import { demoFileUploads } from './file-uploads.js';
import { demoPortalSkins } from './portal-skins.js';
import { demoPortalUserRoles } from './portal-user-roles.js';
import { demoResources } from './resources.js';
import { demoCampaignParts } from './campaign-parts.js';
import { demoDesignDocuments } from './smart-server.js';
import { demoAccountArea } from './accounts.js';
import { demoOptivoAccounts, demoSmtpServers, demoUnsubscribers } from './email.js';
import { mediaDemoData } from './media.js';
import { demoDataRelations } from './data-relations.js';
import { demoApplications } from './applications.js';
import { demoExtensionCategories, demoExtensionItems, demoExtensionVersions } from './extension-items.js';
import { demoCampaignLanguages, demoTranslations } from './translations.js';
import { demoExecutionDates, demoGoogleDrives, demoWorkflowConnections, demoWorkflowEntities, demoWorkflows } from './buckets.js';
import { demoDatabaseArea } from './databases.js';
import { demoDatabaseSync } from './database-sync.js';

export const SEED_CONTACT_COUNT = 1200;
const DUPLICATED_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'gender',
  'eMail',
  'birthday',
  'street1',
  'zipCode',
  'city',
  'stateProvince',
  'country',
] as const;

const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

/** The demo data by its number of contacts (most processes use one size). */
const demos = new Map<number, SandboxDemoData>();

/**
 * The demo data with `contacts` contacts, built once per process and size and frozen: every store starts
 * from the same records, and since stores replace a record rather than change it, they can share them (a
 * reset costs no rebuild).
 */
export function demoState(contacts = SEED_CONTACT_COUNT): SandboxDemoData {
  let demo = demos.get(contacts);
  if (!demo) demos.set(contacts, (demo = deepFreeze(buildDemoData(contacts))));
  return demo;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The demo data built afresh, with `contactCount` contacts (for checking that it is the same every time). */
export function buildDemoData(contactCount = SEED_CONTACT_COUNT): SandboxDemoData {
  const random = seededRandom(20261122);
  const batches = [
    { id: 1, name: 'Default' },
    { id: 2, name: 'API' },
    { id: 7, name: 'Fair leads 2026' },
  ];
  const contacts: ContactRecord[] = [];
  for (let i = 0; i < contactCount; i++) {
    // The additional columns set on the record itself: no copy of the whole record per contact.
    const contact = demoContact(random, FIRST_CUSTOMER_ID + i, [1, 1, 2, 7]);
    contact.customerNumber = `CN-${100_000 + i * 7}`;
    contact.loyaltyPoints = random.int(0, 50) * 100;
    // Every 150th contact came in twice (same person, same address, another batch): duplicates to find.
    const original = i % 150 === 149 ? contacts[i - 100]! : undefined;
    contacts.push(original ? { ...contact, ...pick(original, DUPLICATED_FIELDS) } : contact);
  }
  const categories = demoCategories();
  const templates = demoTemplates(random, categories);
  const campaigns = demoCampaigns(random, templates);
  return {
    contacts,
    additionalColumns: [
      { columnName: 'customerNumber', dataType: 'nvarchar(50)' },
      { columnName: 'loyaltyPoints', dataType: 'int' },
    ],
    batches,
    contactFilters: [
      { id: 1, name: 'Hamburg leads', json: '{"wheres":[{"columnName":"city","comparer":0,"value":"Hamburg"}]}' },
      { id: 2, name: 'Hot customers', json: '{"wheres":[{"columnName":"rating","comparer":0,"value":"2"}]}' },
    ],
    templates,
    categories,
    targetAudiences: TARGET_AUDIENCES.map((row) => ({ ...row })),
    outboundChannels: OUTBOUND_CHANNELS.map((row) => ({ ...row })),
    campaigns,
    databases: demoDatabases(),
    portalUsers: demoPortalUsers(random),
    duplicateFilter: { columns: ['firstName', 'lastName', 'eMail'], isActive: true },
    portalSkins: demoPortalSkins(),
    portalUserRoles: demoPortalUserRoles(),
    fileUploads: demoFileUploads(),
    resources: demoResources(),
    ...demoCampaignParts(campaigns),
    designDocuments: demoDesignDocuments(campaigns),
    accountArea: demoAccountArea(),
    smtpServers: demoSmtpServers(),
    optivoAccounts: demoOptivoAccounts(),
    unsubscribers: demoUnsubscribers(contacts),
    ...mediaDemoData(categories, templates),
    dataRelations: demoDataRelations(contactCount),
    applications: demoApplications(),
    extensionCategories: demoExtensionCategories(),
    extensionItems: demoExtensionItems(),
    extensionVersions: demoExtensionVersions(),
    translations: demoTranslations(),
    campaignLanguages: demoCampaignLanguages(),
    workflows: demoWorkflows(),
    workflowEntities: demoWorkflowEntities(contacts),
    workflowConnections: demoWorkflowConnections(),
    workflowExecutionDates: demoExecutionDates(),
    googleDrives: demoGoogleDrives(),
    databaseArea: demoDatabaseArea(),
    databaseSync: demoDatabaseSync(),
  };
}
