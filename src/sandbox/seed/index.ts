/** The sandbox's starting state: the same on every start (seeded generator, fixed dates and ids). */
import type { SandboxSeed } from '../store/index.js';
import { seedCampaigns, seedCategories, seedDatabases, seedPortalUsers, seedTemplates, OUTBOUND_CHANNELS, TARGET_AUDIENCES } from './catalogue.js';
import { FIRST_CUSTOMER_ID, seedContact } from './contacts.js';
import { seededRandom } from './random.js';

export const SEED_CONTACT_COUNT = 1200;

export function seedState(): SandboxSeed {
  const random = seededRandom(20261122);
  const batches = [{ id: 1, name: 'Default' }, { id: 2, name: 'API' }, { id: 7, name: 'Fair leads 2026' }];
  const contacts = Array.from({ length: SEED_CONTACT_COUNT }, (_, i) => {
    const contact = seedContact(random, FIRST_CUSTOMER_ID + i, [1, 1, 2, 7]);
    return { ...contact, customerNumber: `CN-${100_000 + i * 7}`, loyaltyPoints: random.int(0, 50) * 100 };
  });
  const categories = seedCategories();
  const templates = seedTemplates(random, categories);
  return {
    contacts,
    additionalColumns: [{ columnName: 'customerNumber', dataType: 'nvarchar(50)' }, { columnName: 'loyaltyPoints', dataType: 'int' }],
    batches,
    contactFilters: [
      { id: 1, name: 'Hamburg leads', json: '{"wheres":[{"columnName":"city","comparer":0,"value":"Hamburg"}]}' },
      { id: 2, name: 'Hot customers', json: '{"wheres":[{"columnName":"rating","comparer":0,"value":"2"}]}' },
    ],
    templates,
    categories,
    targetAudiences: TARGET_AUDIENCES.map((row) => ({ ...row })),
    outboundChannels: OUTBOUND_CHANNELS.map((row) => ({ ...row })),
    campaigns: seedCampaigns(random, templates),
    databases: seedDatabases(),
    portalUsers: seedPortalUsers(random),
  };
}
