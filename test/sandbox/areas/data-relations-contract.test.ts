/**
 * The data-relation, cookie and campaign-database replies of the sandbox validate against the contract:
 * the SDK calls the sandbox through Prism's proxy (as `npm start` serves it), reads and writes of every
 * form, and no reply may carry a violation.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OperationId } from '../../../generated/operation-ids.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { createDsmClient, type DsmClient } from '../../support/full-client.js';
import { recordingFetch } from '../../support/recording-fetch.js';
import { startProxiedSandbox } from '../prism-proxy.js';

const CAMPAIGN = 'Fruehjahrsaktion2026';
const settings = (tableName: string, query: object | null = null) => ({
  campaignName: CAMPAIGN,
  relationType: 'Database',
  tableName,
  query,
});
const orders = { name: 'Orders' };
const CALLS: [OperationId, Record<string, unknown>?][] = [
  ['dataRelationsMetadata'],
  ['dataRelationsMetadataForCampaign', { path: { campaignName: CAMPAIGN } }],
  ['dataRelationsColumns', { path: orders }],
  [
    'dataRelationsList',
    { path: orders, body: { filter: 'Quantity > 1', currentPage: 1, perPage: 5, orderBy: ['OrderDate'], descendingSortOrder: true } },
  ],
  ['dataRelationsListForCampaign', { path: { campaignName: CAMPAIGN, name: 'Vouchers' } }],
  ['dataRelationsCount', { path: orders, body: { filter: null, mode: 'datadistinct', columns: ['Product'] } }],
  ['dataRelationsCreate', { path: orders, body: { columns: ['Product', 'Quantity'], rows: [['Dachbox 420 l', 1]] } }],
  ['dataRelationsUpdate', { path: orders, body: { columns: ['DSM_CustomerID', 'Quantity'], rows: [[5012, 3]] } }],
  ['dataRelationsIncrease', { path: orders, body: { recordIds: [5012, 5013] } }],
  ['dataRelationsEvent', { path: orders, body: { leadID: '5012', eventName: 'Called', occuredOnUTC: null } }],
  ['dataRelationsExecute', { path: { name: 'Orders', buttonAction: 'ConfirmOrder' }, body: { recordId: 5013 } }],
  ['dataRelationsDeleteById', { path: { name: 'Orders', recordId: 5020 } }],
  ['dataRelationsDataTypes4ColumnCreation', { path: orders }],
  ['dataRelationsCreateColumn', { path: { name: 'Orders', column: 'Note', dataType: 'nvarchar', length: 50 } }],
  ['dataRelationsDeleteableColumns', { path: orders }],
  ['dataRelationsDeleteColumn', { path: { name: 'Orders', column: 'Note' } }],
  ['dataRelationsUserRights', { path: { name: 'Stores' } }],
  ['dataRelationsImportMappings', { path: { key: 'k-1' } }],
  [
    'dataRelationsImportStartForCampaign',
    { path: { campaignName: CAMPAIGN, key: 'k-1' }, body: [{ fileColumn: 'Kundennummer', dataRelationColumn: 'DSM_CustomerID' }] },
  ],
  ['dataRelationsImportStatusForCampaign', { path: { campaignName: CAMPAIGN, key: 'k-1' } }],
  ['dataRelationsImportResult', { path: { key: 'k-1' } }],
  ['dataRelationsExport', { body: { dataRelationName: 'Orders', exportFormat: 'csv' } }],
  ['dataRelationsSetCookies', { body: [{ name: 'store', value: 'Kiel' }] }],
  ['dataRelationsGetCookies'],
  ['campaignDatabaseUpdate', { body: { LoyaltyPoints: 10, FavouriteStore: 'Kiel' } }],
  ['campaignDatabaseIncrease', { path: { columnName: 'LoyaltyPoints', integerValue: 5 } }],
  ['campaignDatabaseGet', { body: ['LoyaltyPoints', 'FavouriteStore'] }],
  ['campaignDatabaseGetForCampaign', { path: { campaignName: CAMPAIGN }, body: [] }],
  ['dataRelationsAdminMetadata'],
  ['dataRelationsAdminMetadataVersion', { path: { version: 1 } }],
  ['dataRelationsAdminMetadataByType', { path: { type: 'Database' } }],
  ['dataRelationsAdminCampaignRelations', { path: { campaignName: CAMPAIGN } }],
  ['dataRelationsAdminTables', { body: settings('Orders') }],
  ['dataRelationsAdminTableNames', { body: settings('Orders') }],
  ['dataRelationsAdminColumns', { body: settings('Orders') }],
  ['dataRelationsAdminFieldsInfo', { body: settings('Orders') }],
  ['dataRelationsAdminSupportsColumnCreation', { body: settings('Orders') }],
  ['dataRelationsAdminList', { body: settings('Orders', { perPage: 3 }) }],
  ['dataRelationsAdminCampaignCount', { body: settings('Orders', { filter: 'Confirmed = true' }) }],
  [
    'dataRelationsAdminCreate',
    { body: { settings: settings('Vouchers'), records: { columns: ['DSM_CustomerID', 'Code'], rows: [[900001, 'V-1']] } } },
  ],
  [
    'dataRelationsAdminUpdateConvert',
    { body: { settings: settings('Vouchers'), records: { columns: ['DSM_CustomerID', 'Redeemed'], rows: [[900001, 'ja']] } } },
  ],
  [
    'dataRelationsAdminCampaignExecute',
    { body: { settings: settings('Vouchers'), name: 'RedeemVoucher', parameters: { recordId: 900001 } } },
  ],
  ['dataRelationsAdminCampaignDebugData', { body: { campaign: { campaignName: CAMPAIGN }, dsmCustomerId: 5012 } }],
  ['dataRelationsAdminScriptingRelationMetadata', { body: { ...settings('Stores'), relationType: 'Scripting' } }],
  ['dataRelationsAdminScriptingRelationLog', { body: { ...settings('Stores'), relationType: 'Scripting' } }],
  ['dataRelationsAdminDeleteMultiple', { body: { ...settings('Vouchers'), recordIds: [900001] } }],
  [
    'dataRelationsAdminCampaignExport',
    { body: { campaign: { campaignName: CAMPAIGN }, dataRelationName: 'Orders', exportFormat: 'xlsx' } },
  ],
];

let stack: Awaited<ReturnType<typeof startProxiedSandbox>>;
let dsm: DsmClient;
const recorder = recordingFetch();

beforeAll(async () => {
  stack = await startProxiedSandbox(inject('bundlePath'), createSandbox({ speed: Infinity }).handlers);
  dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: stack.port, ...SANDBOX_DEMO_KEYS, fetch: recorder.fetch });
}, 120_000);
afterAll(() => stack?.stop());

describe('data relations behind Prism in proxy mode', () => {
  it('answers every call with a reply that validates against the contract', async () => {
    const problems: string[] = [];
    for (const [operationId, input] of CALLS) {
      const outcome = await (dsm.call as (id: OperationId, input?: unknown) => Promise<unknown>)(operationId, input).then(
        () => 'ok',
        (error: Error) => `${error.name}: ${error.message}`,
      );
      const violations = recorder.exchanges.at(-1)?.response?.headers.get('sl-violations');
      if (outcome !== 'ok' || violations) problems.push(`${operationId}: ${outcome}${violations ? ` ${violations}` : ''}`);
    }
    expect(problems).toEqual([]);
  });
});
