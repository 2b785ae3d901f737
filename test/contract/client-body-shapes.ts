/**
 * Request bodies exactly as the platform's own client shapes them (docs/protocol.md), each with malformed
 * variants the client could not send. `wire-facts.test.ts` replays the first through the SDK and sends the
 * second straight to the mock.
 */
import type { OperationId } from '../../generated/operation-ids.js';

export interface ClientShape {
  fact: string;
  operationId: OperationId;
  path?: Record<string, unknown>;
  body?: unknown;
}

export interface MalformedShape {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What makes the request one the platform's client could not send. */
  why: string;
}

const settings = { campaignName: 'Summer', relationType: 'Database', tableName: 'Orders', relationParameters: { connection: 'Default' } };
const records = { columns: ['DSM_CustomerID', 'Quantity'], rows: [[5012, 3]] };
/** The client's data-relation query: every field `null` (the default) but the ones a caller sets. */
const query = {
  filter: null,
  currentPage: null,
  perPage: null,
  columns: null,
  orderBy: ['OrderDate', 'Quantity'],
  descendingSortOrder: null,
  mode: null,
};
const event = { leadID: '', eventName: 'PageVisited', occuredOnUTC: null, context: null, destination: null, message: null };
const syncSettings = {
  type: 1,
  tableName: 'dbo.Kunden',
  databaseName: 'SommerfestLeads',
  subscribedEvents: { EventType1: true, EventType7: false },
};
const fromFile = {
  fileName: 'messe-leads.xlsx',
  newDatabaseName: 'Messe-Leads',
  tableName: null,
  lpLoginColumn1: null,
  lpLoginSeperator: null,
};
const smtp = { id: 3, name: 'Newsletter relay', serverUrl: 'smtp.example.org', isOptivoSmtp: false, optivoMailingId: false };
const exportOptions = {
  databaseId: null,
  databaseName: 'Kunden2026',
  campaignId: null,
  campaignName: null,
  dateFormat: false,
  exportAsCsv: true,
};
const recordsQuery = { database: { databaseName: 'SommerfestLeads' }, recordsPerPage: 20, currentPage: 1, orderBy: ['DSM_CustomerID'] };
const dashboardExport = {
  orderBy: ['LastName', 'FirstName'],
  orderByDescending: false,
  fileFormat: 'xlsx',
  testerMode: 0,
  database: { databaseId: 12 },
};
const period = { startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' };

export const clientShapes: ClientShape[] = [
  // the resource kind as a number
  { fact: 'resourceType 1 (get)', operationId: 'resourcesGet', body: { campaignName: null, resourceType: 1, pageNr: 0, perPage: 25 } },
  { fact: 'resourceType 1 (getcount)', operationId: 'resourcesGetCount', body: { resourceType: 1, filter: null } },
  {
    fact: 'resourceType 1 (importurl)',
    operationId: 'resourcesImportUrl',
    body: { url: 'https://www.example.com/logo.png', resourceType: 1 },
  },
  {
    fact: 'resourceType 1 (renamegroup)',
    operationId: 'resourcesRenameGroup',
    body: { resourceType: 1, oldName: 'Logos', newName: 'Marken' },
  },
  {
    fact: 'resourceType 1 (changegroup)',
    operationId: 'resourcesChangeGroup',
    body: { resourceType: 1, groupName: 'Logos', resourceName: 'a.png', campaignId: -1 },
  },
  {
    fact: 'resourceType 1 (changegroupforseveralfiles)',
    operationId: 'resourcesChangeGroupForSeveralFiles',
    body: { resourceType: 1, groupName: 'Logos', resourceNames: ['a.png', 'b.png'], resourceName: ['a.png', 'b.png'], campaignId: -1 },
  },
  // the rows of the settings-and-table model travel in `records`
  { fact: 'records (admin create)', operationId: 'dataRelationsAdminCreate', body: { settings: { ...settings, query: null }, records } },
  { fact: 'records (admin update)', operationId: 'dataRelationsAdminUpdate', body: { settings: { ...settings, query: null }, records } },
  { fact: 'records (admin update/convert)', operationId: 'dataRelationsAdminUpdateConvert', body: { settings, records } },
  { fact: 'records (admin campaign create)', operationId: 'dataRelationsAdminCampaignCreate', body: { settings, records } },
  { fact: 'records (admin campaign update)', operationId: 'dataRelationsAdminCampaignUpdate', body: { settings, records } },
  // the event's leadID is text
  { fact: 'leadID as text', operationId: 'dataRelationsEvent', path: { name: 'Orders' }, body: { ...event, leadID: '5012' } },
  { fact: 'leadID "" (admin event)', operationId: 'dataRelationsAdminEvent', body: { settings, event } },
  { fact: 'leadID "" (admin campaign event)', operationId: 'dataRelationsAdminCampaignEvent', body: { settings, event } },
  // the query: nulls, orderBy a list of names, relationParameters a map
  { fact: 'query with orderBy names (list)', operationId: 'dataRelationsList', path: { name: 'Orders' }, body: query },
  { fact: 'query with orderBy names (count)', operationId: 'dataRelationsCount', path: { name: 'Orders' }, body: query },
  { fact: 'query with orderBy names (admin list)', operationId: 'dataRelationsAdminList', body: { ...settings, query } },
  // database synchronisation
  { fact: 'subscribedEvents as a map', operationId: 'databaseSyncChangeSettings', body: syncSettings },
  {
    fact: 'subscribedEvents as a map (admin)',
    operationId: 'databaseSyncChangeSettingsForAccount',
    path: { accountId: 1042 },
    body: { ...syncSettings, accountId: 1042, sendWithAdminKeys: true },
  },
  { fact: 'log content by processing key', operationId: 'databaseSyncLogFileContent', body: { processingKey: 'c0ffee42-2026' } },
  {
    fact: 'log content by processing key and account',
    operationId: 'databaseSyncLogFileContent',
    body: { processingKey: 'c0ffee42', accountId: 1042 },
  },
  // campaign databases
  { fact: 'lpLoginModus "Default"', operationId: 'databaseCreateDatabaseFromFile', body: { ...fromFile, lpLoginModus: 'Default' } },
  {
    fact: 'lpLoginModus "IncludePwd" (admin)',
    operationId: 'databaseCreateDatabaseFromFileForAccount',
    path: { accountId: 1042 },
    body: { ...fromFile, lpLoginModus: 'IncludePwd', sendWithAdminKeys: true },
  },
  { fact: 'export ids null, dateFormat false', operationId: 'databaseExportDatabase', body: exportOptions },
  // dashboard
  { fact: 'user export filter as a period', operationId: 'dashboardExport', body: { userId: 17, filter: period } },
  { fact: 'records orderBy as a list', operationId: 'dashboardSmartCampaignGetRecords', body: recordsQuery },
  { fact: 'export orderBy as a list, testerMode a number', operationId: 'dashboardSmartCampaignExportDatabase', body: dashboardExport },
  // SMTP servers
  { fact: 'optivoMailingId false (create)', operationId: 'emailSmtpServersCreate', body: smtp },
  { fact: 'optivoMailingId false (update)', operationId: 'emailSmtpServersUpdate', body: smtp },
  { fact: 'optivoMailingId false (admin create)', operationId: 'emailSmtpServersCreateForAccount', path: { accountId: 1042 }, body: smtp },
  { fact: 'optivoMailingId false (admin update)', operationId: 'emailSmtpServersUpdateForAccount', path: { accountId: 1042 }, body: smtp },
  // campaign settings
  { fact: 'getsettings posts the selector (name)', operationId: 'campaignsGetSettings', body: { campaignName: 'Sommerfest2026' } },
  { fact: 'getsettings posts the selector (id)', operationId: 'campaignsGetSettings', body: { campaignId: 4711 } },
  {
    fact: 'changesettings expirationDate as a date',
    operationId: 'campaignsChangeSettings',
    body: { campaign: { campaignName: 'Sommerfest2026' }, expirationDate: '2017-01-01', disableExpirationDate: false },
  },
  // lists posted as the body
  {
    fact: 'role names as the body (categories)',
    operationId: 'campaignTemplateCategoriesCategoriesByRoles',
    body: ['Vertrieb', 'Marketing'],
  },
  { fact: 'role names as the body (templates)', operationId: 'campaignTemplatesCampaignsByRoles', body: ['Vertrieb'] },
  { fact: 'column names as the body', operationId: 'campaignDatabaseGet', body: ['LoyaltyPoints', 'FavouriteStore'] },
  // fonts, with and without the trailing slash
  { fact: 'getAll/{campaignName}/', operationId: 'fontsGetAll', path: { campaignName: 'Sommerfest2026' } },
  { fact: 'getAll/{campaignName}', operationId: 'fontsGetAllWithoutTrailingSlash', path: { campaignName: 'Sommerfest2026' } },
];

const post = (path: string, body: unknown, why: string): MalformedShape => ({ method: 'POST', path, body, why });

export const malformedShapes: MalformedShape[] = [
  post('/api/resources/changegroup', { resourceType: 0, groupName: 'Logos', resourceName: 'a.png' }, 'resource kinds start at 1'),
  post('/api/resources/getcount', { resourceType: 1.5 }, 'a resource kind is an integer'),
  post(
    '/api/resources/importurl',
    { url: 'https://www.example.com/logo.png', resourceType: true },
    'a resource kind is a number or a name',
  ),
  post('/api/datarelations/admin/create', { settings, table: records }, 'the rows travel in records'),
  post('/api/datarelations/admin/campaign/update', { settings, records: { rows: [[5012]] } }, 'records name their columns'),
  post('/api/datarelations/event/Orders', { ...event, leadID: 'Erika' }, 'leadID is a customer id'),
  post('/api/datarelations/admin/event', { settings, event: { ...event, leadID: true } }, 'leadID is text or a number'),
  post('/api/datarelations/count/Orders', { ...query, orderBy: 'OrderDate' }, 'orderBy is a list of column names'),
  post('/api/datarelations/admin/list', { ...settings, query: { ...query, orderBy: [7] } }, 'column names are strings'),
  post('/api/dbsync/changesettings/', { ...syncSettings, subscribedEvents: [1, 7] }, 'subscribedEvents is a map'),
  post('/api/dbsync/changesettings/1042/', { ...syncSettings, subscribedEvents: { EventType1: 'yes' } }, 'subscriptions are true or false'),
  post('/api/dbsync/logfilecontent/', { fileName: 'sync.log' }, 'the processing key names the log'),
  post('/api/dbsync/logfilecontent/', { processingKey: 'c0ffee42', accountId: 'abc' }, 'account id is an integer'),
  post('/api/database/createdatabasefromfile/', { ...fromFile, lpLoginModus: 'Sometimes' }, 'no such login mode'),
  post('/api/database/createdatabasefromfile/1042', { ...fromFile, lpLoginModus: 9 }, 'login modes are 0 to 4'),
  post('/api/database/exportdatabase', { ...exportOptions, dateFormat: true }, 'dateFormat is a format or false'),
  post('/api/database/exportdatabase', { ...exportOptions, databaseId: 'Kunden2026' }, 'database id is an integer'),
  post('/api/dashboard/export', { userId: 17, filter: { startDate: period.startDate } }, 'a period has an end'),
  post('/api/dashboard/export', { userId: 17, filter: 'last month' }, 'the filter is a period'),
  post('/api/dashboard/smartcampaign/getrecords', { ...recordsQuery, orderBy: [1] }, 'column names are strings'),
  post('/api/dashboard/smartcampaign/exportdatabase', { ...dashboardExport, testerMode: 'testers' }, 'testerMode is a number'),
  post('/api/dashboard/smartcampaign/exportdatabase', { ...dashboardExport, testerMode: -1 }, 'testerMode is not negative'),
  post('/api/email/smtpservers/create', { ...smtp, optivoMailingId: true }, 'optivoMailingId is text or false'),
  post('/api/email/smtpservers/update/1042', { ...smtp, optivoMailingId: 17 }, 'optivoMailingId is text or false'),
  post('/api/campaign/getsettings/', {}, 'the campaign is named'),
  post('/api/campaign/getsettings/', { campaignId: 'Sommerfest2026' }, 'a campaign id is an integer'),
  post('/api/campaign/getsettings/', { campaign: { campaignId: 4711 } }, 'the selector is the body itself'),
  post('/api/campaign/changesettings/', { campaign: { campaignId: 4711 }, expirationDate: 'Silvester' }, 'expirationDate is a date'),
  post('/api/campaigntemplatecategories/categoriesbyroles/', { roles: ['Vertrieb'] }, 'the role names are the body'),
  post('/api/campaignTemplates/campaignsbyroles/', [7], 'role names are strings'),
  post('/api/datarelations/campaignDatabase/get', { columns: ['LoyaltyPoints'] }, 'the column names are the body'),
  { method: 'GET', path: '/api/fonts/getAll//', why: 'the campaign name is a required path value' },
];
