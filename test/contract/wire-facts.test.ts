/**
 * The contract accepts what the platform's own client sends
 * and still refuses what it could not send.
 *
 * - Refusals: one malformed request per area (tag), sent straight to the Prism mock with placeholder
 *   signing headers (the mock checks that they are present, the SDK's own checks are bypassed), must
 *   be refused with 422. The table must name every tag of the contract.
 * - Replays: the request shapes the platform's client sends (null for defaults, maps, campaign selectors, name
 *   lists, empty and placeholder bodies, text values), sent through the SDK, must pass the SDK's
 *   checks and be accepted by the mock with no `sl-violations` header.
 * - Body shapes: each request body the platform's client shapes its own way (`client-body-shapes.ts`) is
 *   accepted as the client sends it, and its malformed variants are refused with 422.
 */
import { describe, expect, inject, it } from 'vitest';
import type { OperationId } from '../../generated/operation-ids.js';
import { listOperations, loadBundle } from '../../scripts/generate/contract.js';
import { createDsmClient } from '../support/full-client.js';
import { recordingFetch } from '../support/recording-fetch.js';
import { clientShapes, type MalformedShape, malformedShapes } from './client-body-shapes.js';

const port = inject('mockPort');
const bundle = loadBundle(inject('bundlePath'));
const base = `http://127.0.0.1:${port}`;
/** The mock checks that the signing headers are there; it does not verify the signature. */
const placeholderSigning = {
  'X-DSM-Algo': 'hmacsha256',
  'X-DSM-Id': 'pub',
  'X-DSM-Time': '2026-11-23 09:00:00Z',
  'X-DSM-Signature': '0'.repeat(64),
};

interface Refusal {
  tag: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What makes the request one the platform's client could not send. */
  why: string;
}

const ranking = { query: { size: 50, start: 0, columns: [{ columnName: '*' }], orders: [], wheres: [] } };

const refusals: Refusal[] = [
  { tag: 'Accounts', method: 'GET', path: '/api/accounts/accountusers/abc', why: 'account id is an integer' },
  { tag: 'Admin', method: 'GET', path: '/api/admin/getalltokens/abc', why: 'account id is an integer' },
  { tag: 'Applications', method: 'GET', path: '/api/applications/admin/get/twitter', why: 'neither an api number nor an account id' },
  { tag: 'Buckets', method: 'GET', path: '/api/buckets/actions/abc', why: 'leadsTableId is an integer' },
  {
    tag: 'Campaign database',
    method: 'GET',
    path: '/api/datarelations/campaignDatabase/increase/Punkte/zwei',
    why: 'the increment is an integer',
  },
  {
    tag: 'Campaigns',
    method: 'POST',
    path: '/api/campaign/4711/delete',
    body: { deleteEventsMode: 7 },
    why: 'deleteEventsMode outside none/all/allButContactsDatabase',
  },
  {
    tag: 'Campaign template categories',
    method: 'GET',
    path: '/api/campaigntemplatecategories/deletebyid/abc',
    why: 'category id is an integer',
  },
  { tag: 'Campaign templates', method: 'GET', path: '/api/campaignTemplates/approve/abc', why: 'template id is an integer' },
  { tag: 'Contact duplicates', method: 'GET', path: '/api/contactduplicates/getfilterbyaccount/abc', why: 'account id is an integer' },
  { tag: 'Contacts', method: 'GET', path: '/api/contacts/delete/abc', why: 'contact id is an integer' },
  { tag: 'Contact statistics', method: 'GET', path: '/api/contacts/unsubscribers/get/1/zwanzig', why: 'results per page is an integer' },
  { tag: 'Dashboard', method: 'GET', path: '/api/dashboard/user/abc/overview', why: 'user id is an integer' },
  {
    tag: 'Database',
    method: 'POST',
    path: '/api/database/exists/abc',
    body: { databaseName: 'Kunden2026' },
    why: 'account id is an integer',
  },
  {
    tag: 'Database sync',
    method: 'POST',
    path: '/api/dbsync/validatesettings/',
    body: { tableName: 'dbo.Kunden', databaseName: 'Leads', lpLoginMode: 'sometimes' },
    why: 'lpLoginMode is neither a mode number nor a mode name',
  },
  {
    tag: 'Data relations admin',
    method: 'POST',
    path: '/api/datarelations/admin/list',
    body: { relationType: 'Database', query: { currentPage: 'eins' } },
    why: 'currentPage is an integer or null',
  },
  {
    tag: 'Data relations',
    method: 'POST',
    path: '/api/datarelations/list/Orders',
    body: { currentPage: 1, mode: 'all' },
    why: 'mode is data or datadistinct',
  },
  { tag: 'Document templates', method: 'GET', path: '/api/documentTemplates/approve/abc', why: 'template id is an integer' },
  {
    tag: 'Email',
    method: 'POST',
    path: '/api/email/addunsubscribers/abc',
    body: { emailAddresses: ['erika.mustermann@example.com'] },
    why: 'account id is an integer',
  },
  { tag: 'Extension items', method: 'GET', path: '/api/extensionitems/admin/versions/delete/abc', why: 'version id is an integer' },
  { tag: 'File uploads', method: 'POST', path: '/api/fileupload/get/Summer/abc/', body: ranking.query, why: 'xmediaId is an integer' },
  {
    tag: 'Fonts',
    method: 'POST',
    path: '/api/fonts/admin/delete/',
    body: { campaignName: 'Sommerfest2026' },
    why: 'the font to delete is missing',
  },
  { tag: 'Images', method: 'GET', path: '/api/images/deletebyid/abc/', why: 'image id is an integer' },
  { tag: 'Impositions', method: 'GET', path: '/api/impositions/delete/A4-4fach-Nutzen/abc/', why: 'account id is an integer' },
  { tag: 'Login', method: 'POST', path: '/api/login/delete', body: { ids: ['17'] }, why: 'login ids are integers' },
  { tag: 'Portal skins', method: 'GET', path: '/api/portal/skins/delete/abc', why: 'skin id is an integer' },
  {
    tag: 'Portal user roles',
    method: 'POST',
    path: '/api/portaluserrole/getbyuser/abc',
    body: ranking.query,
    why: 'user id is an integer',
  },
  { tag: 'Portal users', method: 'GET', path: '/api/portaluser/delete/abc', why: 'user id is an integer' },
  { tag: 'Resources', method: 'POST', path: '/api/resources/getstatus/image/', body: [7], why: 'the file names are strings' },
  {
    tag: 'Server settings',
    method: 'POST',
    path: '/api/admin/setKeyValue',
    body: { value: 'smtp.example.org' },
    why: 'the key is missing',
  },
  {
    tag: 'Smart campaign',
    method: 'POST',
    path: '/api/smartcampaign/login',
    body: { loginType: 1, login: 'jane.doe' },
    why: 'the password is missing',
  },
  { tag: 'Smart server', method: 'GET', path: '/api/smartserver/document/Flyer/load/version/zwei', why: 'version is an integer' },
  {
    tag: 'Social posting',
    method: 'POST',
    path: '/api/twitter/document',
    body: { documentName: 'Flyer', pageNumber: 'eins' },
    why: 'page number is an integer',
  },
  { tag: 'Svg', method: 'GET', path: '/api/svg/Sommerfest2026//info', why: 'the image name is a required path value' },
  {
    tag: 'Translations',
    method: 'POST',
    path: '/api/translations/get',
    body: { campaign: { campaignId: 'Sommerfest2026' } },
    why: 'a campaign id is an integer',
  },
];

async function sendRaw({ method, path, body }: Refusal | MalformedShape) {
  const headers: Record<string, string> = { ...placeholderSigning };
  if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
  return fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

describe('the mock refuses what the platform could not send (one request per area)', () => {
  const tags = [...new Set(listOperations(bundle).map((op) => op.tag))].sort();

  it('names every area of the contract', () => {
    const covered = refusals.map((r) => r.tag);
    expect([...covered].sort()).toEqual(tags);
  });

  it.each(refusals)('$tag: $method $path is refused with 422 ($why)', async (refusal) => {
    const response = await sendRaw(refusal);
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).not.toBeNull();
  });
});

interface Replay {
  fact: string;
  operationId: OperationId;
  path?: Record<string, unknown>;
  body?: unknown;
}

const dataRelationSettings = {
  campaignName: 'Summer',
  relationType: 'Database',
  tableName: 'Orders',
  relationParameters: { connection: 'Default', timeoutSeconds: 30 },
};
/** The client's query factory: every field but the filter text is null. */
const nullQuery = {
  filter: 'Quantity > 0',
  currentPage: null,
  perPage: null,
  columns: null,
  orderBy: null,
  descendingSortOrder: null,
  mode: null,
};

const replays: Replay[] = [
  // null means "use the default"
  { fact: 'data-relation query of nulls', operationId: 'dataRelationsAdminList', body: { ...dataRelationSettings, query: nullQuery } },
  { fact: 'data-relation query of nulls (visitor)', operationId: 'dataRelationsList', path: { name: 'Orders' }, body: nullQuery },
  {
    fact: 'campaignFilterName null',
    operationId: 'campaignsCreate',
    body: { campaignTemplateId: 12, campaignName: 'Sommerfest2026', campaignDisplayName: 'Sommerfest 2026', campaignFilterName: null },
  },
  {
    fact: 'render watermark null, preview preset GUID',
    operationId: 'campaignsRenderDocument',
    body: {
      campaignId: 4711,
      documentId: 7,
      enableCache: true,
      presetId: '0c1b8a52-3f6e-4d2a-9b7c-5e4f3a2d1c0b',
      blockSize: 50,
      lpLogin: null,
      watermark: null,
      impositionName: null,
      impositionUid: null,
      parameters: null,
      fromBlock: null,
      toBlock: null,
    },
  },
  {
    fact: 'smart-server render watermark null',
    operationId: 'smartServerDocumentRenderProofPdf',
    body: {
      campaignId: 4711,
      documentName: 'Document',
      documentXml: null,
      watermark: null,
      staticFields: { headline: 'Willkommen' },
      parameters: {},
      record: { firstName: 'Erika', zipCode: '10115' },
    },
  },
  {
    fact: 'database export ids null',
    operationId: 'databaseExportDatabase',
    body: {
      databaseId: null,
      databaseName: 'Kunden2026',
      campaignId: null,
      campaignName: null,
      eventGroup: null,
      lqfXml: null,
      exportEvents: false,
      csvSeparator: ';',
      exportAsCsv: true,
    },
  },
  {
    fact: 'contact with null fields',
    operationId: 'contactsInsert',
    body: {
      id: 0,
      dsm_BatchId: 2,
      lpLogin: '',
      state: 0,
      rating: 0,
      preferredChannel: 0,
      jobCategory: 0,
      creationSource: 0,
      companyEmployees: 0,
      doubleOptIn: false,
      firstName: 'Erika',
      lastName: null,
      gender: null,
      birthday: null,
      optIn: null,
      jobLevel: null,
      country: null,
      language: null,
    },
  },
  // key/value data is an object
  { fact: 'relationParameters as a map', operationId: 'dataRelationsAdminCount', body: { ...dataRelationSettings, query: null } },
  // a campaign selector is an object
  {
    fact: 'translations campaign by id',
    operationId: 'translationsGet',
    body: { campaign: { campaignId: 4711 }, keys: ['button.register'] },
  },
  {
    fact: 'dashboard data-relation values campaign by name',
    operationId: 'dashboardSmartCampaignDataRelationValues',
    body: {
      dataRelationName: 'DASHBOARD_BROWSER_STATISTICS',
      labelField: null,
      valueField: null,
      campaign: { campaignName: 'Sommerfest2026' },
      database: null,
      maxResults: 20,
    },
  },
  {
    fact: 'campaign settings campaign by id',
    operationId: 'campaignsChangeSettings',
    body: { campaign: { campaignId: 4711 }, forceHttps: true, expirationDate: null, language: null },
  },
  {
    fact: 'campaign language campaign by name',
    operationId: 'campaignsSetLanguage',
    body: { campaign: { campaignName: 'Sommerfest2026' }, language: 'de' },
  },
  {
    fact: 'campaign settings read: the selector is the body',
    operationId: 'campaignsGetSettings',
    body: { campaignName: 'Sommerfest2026' },
  },
  // name lists are strings
  {
    fact: 'data-relation create columns as names',
    operationId: 'dataRelationsCreate',
    path: { name: 'Orders' },
    body: { columns: ['DSM_CustomerID', 'Product', 'Quantity'], rows: [[5012, 'Gartenstuhl', 2]] },
  },
  {
    fact: 'data-relation update columns as names (admin)',
    operationId: 'dataRelationsAdminUpdate',
    body: { settings: { ...dataRelationSettings, query: null }, records: { columns: ['DSM_CustomerID', 'Quantity'], rows: [[5012, 3]] } },
  },
  {
    fact: 'unsubscriber addresses as strings',
    operationId: 'emailAddUnsubscribers',
    body: { unsubscribers: ['erika.mustermann@example.com', 'max.mustermann@example.com'], importSync: true },
  },
  { fact: 'role list as strings', operationId: 'campaignTemplatesCampaignsByRoles', body: ['Vertrieb', 'Marketing'] },
  // deliberately empty or null bodies
  { fact: 'data-relation list without a query (null)', operationId: 'dataRelationsList', path: { name: 'Orders' }, body: null },
  {
    fact: 'data-relation list without a query (no body)',
    operationId: 'dataRelationsListForCampaign',
    path: { campaignName: 'Summer', name: 'Orders' },
  },
  { fact: 'fileupload/get without a query', operationId: 'fileUploadsGet' },
  { fact: 'fileupload/get with null', operationId: 'fileUploadsGet', body: null },
  { fact: 'impositions/create with null', operationId: 'impositionsCreate', body: null },
  { fact: 'impositions/create with null (admin)', operationId: 'impositionsCreateForAccount', path: { accountId: 1042 }, body: null },
  { fact: 'login placeholder object', operationId: 'loginAuthenticate', body: {} },
  { fact: 'login without a body', operationId: 'loginAuthenticate' },
  { fact: 'one-time token placeholder object', operationId: 'loginGetOneTimeToken', body: { placeholder: true } },
  // values the client sends as text
  {
    fact: 'event leadID ""',
    operationId: 'dataRelationsEvent',
    path: { name: 'Orders' },
    body: { leadID: '', eventName: 'PageVisited', occuredOnUTC: null, context: null, destination: null, message: null },
  },
  {
    fact: 'imposition sizes as numeric text',
    operationId: 'impositionsSave',
    path: { fileName: 'A4-4fach-Nutzen' },
    body: {
      fileName: 'A4-4fach-Nutzen',
      sheetWidth: '320',
      sheetHeight: '450',
      docWidth: '148.5',
      docHeight: '210',
      type: 1,
      json: { columns: 2, rows: 2 },
    },
  },
  {
    fact: 'db sync type and lpLoginMode by name',
    operationId: 'databaseSyncValidateSettings',
    body: {
      type: 'dataRelationType',
      tableName: 'dbo.Kunden',
      databaseName: 'SommerfestLeads',
      lpLoginMode: 'default',
      relationFilter: null,
    },
  },
  {
    fact: 'db sync lpLoginMode by number',
    operationId: 'databaseSyncImport',
    body: { type: 1, tableName: 'dbo.Kunden', databaseName: 'SommerfestLeads', lpLoginMode: 4 },
  },
  {
    fact: 'create-from-file lpLoginModus by name',
    operationId: 'databaseCreateDatabaseFromFile',
    body: {
      fileName: 'messe-leads.xlsx',
      newDatabaseName: 'Messe-Leads',
      tableName: null,
      lpLoginModus: 'default',
      lpLoginColumn1: null,
      lpLoginSeperator: null,
      lpLoginColumn2: null,
      allowSpecialSigns: false,
    },
  },
  // the remaining shapes
  {
    fact: 'ensurefilter posts the filter',
    operationId: 'contactDuplicatesEnsureFilter',
    body: { columns: ['firstName', 'lastName', 'eMail'], isActive: true },
  },
  {
    fact: 'changegroupforseveralfiles keeps the names in resourceName',
    operationId: 'resourcesChangeGroupForSeveralFiles',
    body: {
      resourceType: 'image',
      groupName: 'Logos',
      resourceNames: ['a.png', 'b.png'],
      resourceName: ['a.png', 'b.png'],
      campaignId: -1,
    },
  },
  {
    fact: 'several-file status: the names are the body',
    operationId: 'resourcesGetStatusMultipleForCampaign',
    path: { type: 'image', campaign: 'Sommerfest2026' },
    body: ['logo.png', 'header.jpg'],
  },
  { fact: 'admin/get/{accountID}', operationId: 'applicationsAdminGetByApi', path: { api: 1042 } },
  { fact: 'admin/get/{api}', operationId: 'applicationsAdminGetByApi', path: { api: 2 } },
];

describe('the mock accepts what the platform client sends', () => {
  const keys = { publicKey: 'pub-wire', privateKey: 'priv-wire', adminPublicKey: 'admin-pub-wire', adminPrivateKey: 'admin-priv-wire' };

  it.each([...replays, ...clientShapes])('$operationId: $fact', async ({ operationId, path, body }) => {
    const { fetch, exchanges } = recordingFetch();
    const client = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port, ...keys, fetch });
    const call = client.call as (id: OperationId, input: object) => Promise<unknown>;
    const input = { ...(path ? { path } : {}), ...(body !== undefined ? { body } : {}) };

    await call(operationId, input);

    expect(exchanges).toHaveLength(1);
    const { response } = exchanges[0]!;
    expect(response!.status).toBeGreaterThanOrEqual(200);
    expect(response!.status).toBeLessThan(300);
    expect(response!.headers.get('sl-violations')).toBeNull();
  });
});

describe('the mock refuses malformed variants of the client-shaped bodies', () => {
  it.each(malformedShapes)('$method $path is refused with 422 ($why)', async (shape) => {
    const response = await sendRaw(shape);
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).not.toBeNull();
  });
});
