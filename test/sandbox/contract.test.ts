/**
 * Every reply of the sandbox's stateful operations validates against the contract: the SDK calls the
 * sandbox through Prism's proxy (as `npm start` serves it), and no reply may carry a violation. The
 * calls cover lists, pages, reads, writes and the failure envelope of a refused request.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { OperationId } from '../../generated/operation-ids.js';
import { createDsmClient, type DsmClient } from '../support/full-client.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';
import { recordingFetch } from '../support/recording-fetch.js';
import { startProxiedSandbox } from './prism-proxy.js';

type Call = [OperationId, Record<string, unknown>?];

const CALLS: Call[] = [
  ['contactsCount'],
  ['contactsCountWithQuery', { body: { wheres: [{ columnName: 'city', comparer: 0, value: 'Hamburg' }] } }],
  ['contactsList'],
  ['contactsListFrom', { path: { start: 1190 } }],
  ['contactsListPage', { path: { start: 10, size: 5 } }],
  [
    'contactsGet',
    {
      body: {
        size: 5,
        columns: [{ columnName: 'dsm_CustomerId' }, { columnName: 'eMail' }],
        orders: [{ columnName: 'lastName', orderMode: 1 }],
        wheres: [],
      },
    },
  ],
  ['contactsInsert', { body: { firstName: 'Erika', lastName: 'Mustermann', eMail: { value: 'erika@example.com' }, country: null } }],
  ['contactsUpdateField', { body: { customerId: 5001, fieldName: 'birthday', value: '1980-05-01' } }],
  ['contactsDeleteById', { path: { id: 5002 } }],
  ['contactsDelete', { body: [5003, 5004] }],
  ['contactsAdditionalColumns'],
  ['contactsBatches'],
  ['contactsCreateBatch', { body: { name: 'Sandbox batch' } }],
  ['contactsFilterGetAll'],
  ['contactsFilterGet', { path: { name: 'Hamburg leads' } }],
  ['contactsFilterSave', { body: { name: 'Berlin', json: '{"wheres":[]}' } }],
  ['contactsFilterExists', { path: { name: 'Berlin' } }],
  ['campaignTemplatesCount'],
  ['campaignTemplatesList'],
  ['campaignTemplatesListPage', { path: { start: 0, size: 3 } }],
  [
    'campaignTemplatesGet',
    { body: { wheres: [{ columnName: 'isApproved', comparer: 0, value: 'true' }], orders: [{ columnName: 'displayName', orderMode: 0 }] } },
  ],
  ['campaignTemplatesById', { path: { id: 12 } }],
  ['campaignTemplatesByName', { path: { name: 'spring_sale_2026' } }],
  ['campaignTemplatesApprove', { path: { id: 3 } }],
  ['campaignTemplatesDisapproved'],
  ['campaignTemplatesByCategory', { path: { name: 'Retail' } }],
  ['campaignTemplatesMetadata', { path: { idOrName: '12' } }],
  ['campaignTemplatesCategories'],
  ['campaignTemplatesCategoryAdd', { body: { name: 'Insurance' } }],
  ['campaignTemplatesCategoryConnect', { body: { campaignTemplateId: 12, categoryId: 4 } }],
  ['campaignTemplatesTargetAudiences'],
  ['campaignTemplatesOutboundChannels'],
  ['campaignTemplatesGetRoles', { path: { id: 12 } }],
  ['campaignTemplatesUpdate', { body: { id: 12, displayName: 'Frühjahrsaktion 2026 (neu)' } }],
  ['campaignTemplateCategoriesGet'],
  ['campaignTemplateCategoriesGetWithQuery', { body: { orders: [{ columnName: 'name', orderMode: 0 }] } }],
  ['campaignTemplateCategoriesInsert', { path: { name: 'Pharma' } }],
  ['campaignTemplateCategoriesPortalContainingTemplatesApproved'],
  ['campaignsGetAll'],
  ['campaignsGetAllWithStatistics'],
  ['campaignsWithStatistics', { path: { id: 4711 } }],
  ['campaignsGetCampaignIdByName', { body: { campaignName: 'Fruehjahrsaktion2026' } }],
  ['campaignsCreate', { body: { campaignTemplateId: 12, campaignName: 'Sandbox2026', campaignDisplayName: 'Sandbox 2026' } }],
  ['campaignsRename', { body: { campaignId: 4712, campaignName: 'Umbenannt', campaignDisplayName: 'Umbenannt' } }],
  ['campaignsGetFilter', { path: { id: 4711 } }],
  ['databaseGetAllDatabases'],
  ['databaseGetDatabase', { body: { databaseName: 'Kunden2026' } }],
  ['databaseExists', { body: { databaseName: 'Nope' } }],
  ['databaseGetCampaignDatabase', { body: { campaignId: 4711 } }],
  ['portalUsersGetWithQuery', { body: { orders: [{ columnName: 'login', orderMode: 0 }] } }],
  ['portalUsersGetCount', { body: {} }],
  ['portalUsersGet', { body: { id: 304 } }],
  ['portalUsersCreate', { body: { login: 'neu.nutzer', password: 'Start#2026', roles: ['Vertrieb'], masterUserId: 301 } }],
];

let stack: Awaited<ReturnType<typeof startProxiedSandbox>>;
let dsm: DsmClient;
const recorder = recordingFetch();

beforeAll(async () => {
  stack = await startProxiedSandbox(inject('bundlePath'), createSandbox({ speed: Infinity }).handlers);
  const { publicKey, privateKey } = SANDBOX_DEMO_KEYS;
  dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: stack.port, publicKey, privateKey, fetch: recorder.fetch });
}, 120_000);
afterAll(() => stack?.stop());

describe('the sandbox behind Prism in proxy mode', () => {
  it('answers every stateful call with a reply that validates against the contract', async () => {
    const problems: string[] = [];
    for (const [operationId, input] of CALLS) {
      const outcome = await (dsm.call as (id: OperationId, input?: unknown) => Promise<unknown>)(operationId, input).then(
        () => 'ok',
        (error: Error) => `${error.name}: ${error.message}`,
      );
      const response = recorder.exchanges.at(-1)?.response;
      const violations = response?.headers.get('sl-violations');
      if (outcome !== 'ok' || violations) problems.push(`${operationId}: ${outcome}${violations ? ` ${violations}` : ''}`);
    }
    expect(problems).toEqual([]);
  });

  it("a refusal is the platform's failure envelope, which the contract allows", async () => {
    const refused = await dsm
      .call('contactsGet', { body: { wheres: [{ columnName: 'shoeSize', comparer: 0, value: '42' }] } })
      .catch((error: Error) => error.message);
    expect(refused).toBe("Invalid column name 'shoeSize'.");
    expect(recorder.exchanges.at(-1)?.response?.headers.get('sl-violations')).toBeNull();
  });
});
