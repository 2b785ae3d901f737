/**
 * Every request body the platform's own browser client documents beside its functions, or builds with its model
 * factories (null where a factory sends null), one entry per function and path it posts to. Field names, letter
 * case and types are the client's. `client-documented-bodies.test.ts` replays each through the SDK against the mock
 * and sends a misspelt twin of each object body straight to the mock, which must refuse it.
 */
import type { OperationId } from '../../generated/operation-ids.js';

export interface DocumentedBody {
  /** The client's function that sends the body. */
  fn: string;
  operationId: OperationId;
  path?: Record<string, unknown>;
  body: unknown;
}

const accountId = 1042;
/** `dsmx.model.api.query.createStandard()` with one `where.create()` added. */
const standardQuery = {
  size: 50,
  start: 0,
  columns: [{ columnName: '*' }],
  orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }],
  wheres: [{ columnName: 'firstName', comparer: 0, logicComparer: 0, predefined: 0, value: 'Erika' }],
};
/** `dsmx.model.api.query.createEmpty()`. */
const emptyQuery = { size: 50, start: 0, columns: [], orders: [], wheres: [] };
/** `dsmx.model.contact.create()` with a name set. */
const contact = {
  dsm_CustomerId: 0,
  dsm_BatchId: 2,
  lpLogin: '',
  ownerUserGroupId: null,
  salutation: null,
  firstName: 'Erika',
  lastName: 'Mustermann',
  gender: null,
  birthday: null,
  country: null,
  language: null,
  eMail: null,
  phone: null,
  mobilePhone: null,
  fax: null,
  pictureUrl: null,
  street1: null,
  street2: null,
  zipCode: null,
  city: null,
  stateProvince: null,
  state: 0,
  rating: 0,
  preferredChannel: 0,
  optIn: null,
  optOut: null,
  doubleOptIn: false,
  optInDate: null,
  optInSource: null,
  renewalDate: null,
  companyName: null,
  companyEmployees: 0,
  jobTitle: null,
  jobLevel: null,
  jobCategory: 0,
  creationSource: 0,
  internal1: null,
  internal2: null,
  internal3: null,
};
/** `dsmx.model.dataRelations.dataRelationSettings.create()` with the names set. */
const settings = { campaignName: 'Summer', relationType: 'Database', tableName: 'Orders', relationParameters: null, query: null };
/** `dsmx.model.dataRelations.dataRelationQuery.create()`. */
const drQuery = { filter: null, currentPage: null, perPage: null, columns: null, orderBy: null, descendingSortOrder: null, mode: null };
const event = {
  leadID: '5012',
  eventName: 'PageVisited',
  occuredOnUTC: '2026-06-01T09:30:00.000Z',
  context: 'PURL1.html',
  destination: 'Danke.html',
  message: '',
};
const table = { columns: ['DSM_CustomerID', 'Quantity'], rows: [[5012, 3]] };
const campaign = { campaignName: 'Sommerfest2026' };
const database = { databaseName: 'SommerfestLeads', databaseId: 12 };
const smtpServer = {
  id: 0,
  name: 'Newsletter relay',
  heloDomain: 'localhost',
  timeout: 120,
  port: 25,
  serverUrl: 'smtp.example.org',
  serverUser: 'relay',
  serverPwd: 'S3cret!',
  protocol: 'ssl',
  maxConnections: 0,
  isOptivoSmtp: false,
  optivoMailingId: false,
  optivoSendingDomain: '',
  shutdownAfterSend: false,
  serverKey: '',
};
const syncSource = { type: 'dataRelationType', settings: { userName: 'sync', password: 'S3cret!' } };
const syncImport = {
  ...syncSource,
  tableName: 'dbo.Kunden',
  databaseName: 'SommerfestLeads',
  lpLoginMode: 'default',
  loginFieldPart1: 'FirstName',
  loginFieldSeperator: '.',
  loginFieldPart2: 'LastName',
  columnMappings: [
    { contactColumnName: 'FirstName', dataSourceColumnName: 'Firstname' },
    { contactColumnName: 'Birthday', dataSourceColumnName: 'Birthdate' },
  ],
};
const syncChange = {
  databaseName: 'SommerfestLeads',
  relationFilter: '',
  parameters: { Param1: 'ParamValue1' },
  synchronizedFields: ['Column1', 'Column2'],
  columnMappings: [{ dataSourceColumnName: 'SourceColumn1', databaseColumnName: 'DBColumn1' }],
  subscribedEvents: { EventType1: true, EventType2: false },
  relationDuplicateFilter: '',
  relationDuplicateFilterVersion: 0,
};
const fromFile = {
  fileName: 'messe-leads.xlsx',
  newDatabaseName: 'Messe-Leads',
  tableName: 'Tabelle1',
  lpLoginModus: 'Default',
  lpLoginColumn1: 'FirstName',
  lpLoginSeperator: '.',
  lpLoginColumn2: 'LastName',
  allowSpecialSigns: false,
};
const importFromFile = {
  serverKey: 'srv-1',
  db: 'SommerfestLeads',
  columnMappings: [{ databaseColumn: 'FirstName', fileColumn: 'Vorname' }],
  fileName: 'messe-leads.xlsx',
  tableName: 'Tabelle1',
  batchName: 'Messe',
  managerId: 'mgr-7',
};
const dbInfo = {
  database,
  retrieveSyncCounters: false,
  retrieveCustomerIdsWithEvents: true,
  customerIds: [1, 2, 3],
  campaignForCustomerIds: campaign,
};
const imposition = {
  displayName: 'A4 4fach',
  description: 'Vier A6 auf A4',
  sheetWidth: '210',
  sheetHeight: '297',
  docWidth: '105',
  docHeight: '148',
  docPageCountPerRecord: 0,
};
const renderModel = {
  campaignId: 4711,
  documentName: 'Document',
  documentXml: null,
  watermark: null,
  staticFields: {},
  parameters: {},
  record: {},
};

export const documentedBodies: DocumentedBody[] = [
  // login
  { fn: 'login.login', operationId: 'loginAuthenticate', body: { something: 'toset' } },
  { fn: 'login.getOneTimeToken', operationId: 'loginGetOneTimeToken', body: { something: 'toset' } },
  { fn: 'login.get', operationId: 'loginGet', body: { filter: 'jane' } },
  {
    fn: 'login.create',
    operationId: 'loginCreate',
    body: { loginType: 1, login: 'max.mustermann', password: 'Start#2026', environmentIds: [3], campaignIDs: [101] },
  },
  { fn: 'login.delete', operationId: 'loginDelete', body: { ids: [18, 19] } },
  { fn: 'login.assign', operationId: 'loginAssign', body: { id: 19, campaignIDs: [101], environmentIDs: [] } },
  { fn: 'login.unassign', operationId: 'loginUnassign', body: { id: 19, campaignIDs: [], environmentIDs: [3] } },
  { fn: 'login.resetPassword', operationId: 'loginResetPassword', body: { loginId: 0, login: 'jane.doe', password: 'N3u!' } },
  // campaign templates
  {
    fn: 'campaignTemplates.continueImport',
    operationId: 'campaignTemplatesContinueImport',
    body: { importId: 'imp-7', overwrite: false, newName: null },
  },
  {
    fn: 'campaignTemplates.continueImportSync',
    operationId: 'campaignTemplatesContinueImportSync',
    body: { importId: 'imp-7', overwrite: true, newName: null },
  },
  {
    fn: 'campaignTemplates.update',
    operationId: 'campaignTemplatesUpdate',
    body: {
      id: 12,
      name: 'Sommerfest',
      displayName: 'Sommerfest',
      description: 'Einladung',
      campaignImage: null,
      random: 'a1b2',
      isApproved: true,
    },
  },
  { fn: 'campaignTemplates.countWithQuery', operationId: 'campaignTemplatesCountWithQuery', body: standardQuery },
  { fn: 'campaignTemplates.countByRole', operationId: 'campaignTemplatesCountByRole', path: { role: 'Vertrieb' }, body: emptyQuery },
  { fn: 'campaignTemplates.getWithQuery', operationId: 'campaignTemplatesGet', body: standardQuery },
  { fn: 'campaignTemplates.getByRole', operationId: 'campaignTemplatesGetByRole', path: { role: 'Vertrieb' }, body: standardQuery },
  { fn: 'campaignTemplates.addCategoryWithName', operationId: 'campaignTemplatesCategoryAdd', body: { id: 0, name: 'Sommer' } },
  {
    fn: 'campaignTemplates.connectCategory',
    operationId: 'campaignTemplatesCategoryConnect',
    body: { campaignTemplateId: 12, categoryId: 3 },
  },
  { fn: 'campaignTemplates.deleteCategory', operationId: 'campaignTemplatesCategoryDelete', body: { id: 3, name: 'Sommer' } },
  { fn: 'campaignTemplates.addTargetAudienceWithName', operationId: 'campaignTemplatesTargetAudienceAdd', body: { id: 0, name: 'B2B' } },
  {
    fn: 'campaignTemplates.connectTargetAudience',
    operationId: 'campaignTemplatesTargetAudienceConnect',
    body: { campaignTemplateId: 12, targetAudienceId: 4 },
  },
  {
    fn: 'campaignTemplates.addOutboundChannelWithName',
    operationId: 'campaignTemplatesOutboundChannelAdd',
    body: { id: 0, name: 'E-Mail' },
  },
  {
    fn: 'campaignTemplates.connectOutboundChannel',
    operationId: 'campaignTemplatesOutboundChannelConnect',
    body: { campaignTemplateId: 12, outboundChannelId: 2 },
  },
  {
    fn: 'campaignTemplates.getWithQueryByCategory',
    operationId: 'campaignTemplatesGetWithQueryByCategory',
    path: { categoryId: 3 },
    body: standardQuery,
  },
  // campaign template categories
  { fn: 'campaignCategories.getWithQuery', operationId: 'campaignTemplateCategoriesGetWithQuery', body: standardQuery },
  { fn: 'campaignCategories.update', operationId: 'campaignTemplateCategoriesUpdate', body: { id: 3, name: 'Herbst' } },
  // admin and accounts
  {
    fn: 'admin.deleteAdminToken',
    operationId: 'adminDeleteAdminToken',
    body: { publicKey: 'pub-admin', privateKey: 'priv-admin' },
  },
  { fn: 'admin.singleSignOn', operationId: 'adminSso', body: { value: 'sso-token-1' } },
  {
    fn: 'accounts.create',
    operationId: 'accountsCreate',
    body: {
      accountName: 'Musterfirma',
      password: 'Start#2026',
      description: null,
      maxUsers: 10,
      salutation: null,
      firstName: null,
      lastName: null,
      gender: null,
      eMail: null,
      companyName: null,
      onHoldCallbackUrl: null,
      additionalOptionsJson: null,
      lpLoginMode: 0,
    },
  },
  // contacts
  { fn: 'contacts.countWithQuery', operationId: 'contactsCountWithQuery', body: standardQuery },
  { fn: 'contacts.getWithQuery', operationId: 'contactsGet', body: standardQuery },
  { fn: 'contacts.insert', operationId: 'contactsInsert', body: contact },
  { fn: 'contacts.update', operationId: 'contactsUpdate', body: { ...contact, dsm_CustomerId: 5012 } },
  {
    fn: 'contact.saveValue',
    operationId: 'contactsUpdateField',
    body: { customerId: 5012, fieldName: 'firstName', value: 'Erika' },
  },
  { fn: 'contacts.createBatch', operationId: 'contactsCreateBatch', body: { name: 'Messe 2026' } },
  {
    fn: 'contacts.importFromUrl',
    operationId: 'contactsImportFromUrl',
    body: { url: 'https://www.example.com/leads.csv', batchName: null },
  },
  { fn: 'contacts.import', operationId: 'contactsImport', body: { batchName: null, contacts: [contact] } },
  { fn: 'contacts.filter.save', operationId: 'contactsFilterSave', body: { name: 'Berlin', json: '{"wheres":[]}' } },
  { fn: 'contacts.filter.delete', operationId: 'contactsFilterDelete', body: { name: 'Berlin' } },
  {
    fn: 'contacts.export',
    operationId: 'contactStatisticsExport',
    body: { format: 'csv', columns: ['firstName', 'lastName'], wheres: standardQuery.wheres },
  },
  { fn: 'contacts.unsubscribers.export', operationId: 'contactStatisticsUnsubscribersExport', body: { format: 'csv', columns: null } },
  { fn: 'contacts.statistics.getHourly', operationId: 'contactStatisticsHourly', body: { eventTypes: [1, 3] } },
  {
    fn: 'contacts.statistics.getDaily',
    operationId: 'contactStatisticsDaily',
    body: { startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z', eventTypes: [1] },
  },
  // database
  { fn: 'database.getCampaignDatabase', operationId: 'databaseGetCampaignDatabase', body: { campaignId: 10, campaignName: '' } },
  {
    fn: 'database.changeCampaignDatabase',
    operationId: 'databaseChangeCampaignDatabase',
    body: { campaignId: 10, campaignName: '', newDatabaseId: 10, newDatabaseName: '' },
  },
  { fn: 'database.getDatabaseByName', operationId: 'databaseGetDatabase', body: { databaseName: 'SommerfestLeads' } },
  { fn: 'database.getDatabaseById', operationId: 'databaseGetDatabase', body: { databaseId: 12 } },
  {
    fn: 'database.createDatabase',
    operationId: 'databaseCreateDatabase',
    body: {
      useDefaultColumns: true,
      createDummyRecord: true,
      columnsToCreate: [],
      databaseName: 'NameOfTheNewDatabase',
      lpLoginMode: 'Randomize',
      loginFieldPart1: '',
      loginFieldSeperator: '',
      loginFieldPart2: '',
      passwordDBFieldName: '',
    },
  },
  {
    fn: 'database.exportDatabase',
    operationId: 'databaseExportDatabase',
    body: {
      databaseId: null,
      databaseName: 'Kunden2026',
      campaignId: null,
      campaignName: '',
      eventGroup: '',
      lqfXml: null,
      showSubmitters: false,
      showVisitors: false,
      showEMailUnsubscribers: false,
      showLpLogin: false,
      exportEvents: false,
      csvSeparator: ';',
      exportFirstLogin: false,
      exportLastLogin: false,
      dateFormat: false,
      exportAsCsv: false,
    },
  },
  { fn: 'database.getDatabaseExportStatus', operationId: 'databaseExportDatabaseStatus', body: { id: 'exp-1' } },
  {
    fn: 'database.getEventGroups',
    operationId: 'databaseGetEventGroups',
    body: { campaignId: null, campaignName: null, databaseId: 12, databaseName: null, eventTypeName: null, eventTypeNumeric: null },
  },
  { fn: 'database.getColumnMappings', operationId: 'databaseGetColumnMappings', body: { mappingName: '', mappingId: 0 } },
  {
    fn: 'database.admin.getColumnMappings',
    operationId: 'databaseGetColumnMappingsForAccount',
    path: { accountId },
    body: { mappingName: 'Messe', mappingId: 0, accountId },
  },
  { fn: 'database.exists', operationId: 'databaseExists', body: { databaseName: 'SommerfestLeads', databaseId: 0 } },
  { fn: 'database.delete', operationId: 'databaseDelete', body: { databaseName: '', databaseId: 12 } },
  {
    fn: 'database.admin.exists',
    operationId: 'databaseExistsForAccount',
    path: { accountId },
    body: { accountId, databaseName: 'SommerfestLeads', databaseId: 0 },
  },
  {
    fn: 'database.admin.delete',
    operationId: 'databaseDeleteForAccount',
    path: { accountId },
    body: { accountId, databaseName: '', databaseId: 12 },
  },
  {
    fn: 'database.admin.createColumnMapping',
    operationId: 'databaseCreateColumnMappingForAccount',
    path: { accountId },
    body: { mappingName: 'Messe', columnMappings: [{ databaseColumn: 'FirstName', fileColumn: 'Vorname' }], accountId },
  },
  { fn: 'database.deleteColumnMapping', operationId: 'databaseDeleteColumnMapping', body: { mappingId: 4 } },
  {
    fn: 'database.admin.deleteColumnMapping',
    operationId: 'databaseDeleteColumnMappingForAccount',
    path: { accountId },
    body: { mappingId: 4, accountId },
  },
  { fn: 'database.getColumnNames', operationId: 'databaseGetColumnNames', body: { Id: 0, name: 'SommerfestLeads' } },
  {
    fn: 'database.admin.getColumnNames',
    operationId: 'databaseGetColumnNamesForAccount',
    path: { accountId },
    body: { Id: 12, name: '', accountId },
  },
  { fn: 'database.createDatabaseFromFile', operationId: 'databaseCreateDatabaseFromFile', body: fromFile },
  {
    fn: 'database.admin.createDatabaseFromFile',
    operationId: 'databaseCreateDatabaseFromFileForAccount',
    path: { accountId },
    body: { ...fromFile, accountId },
  },
  { fn: 'database.importDatabaseFromFile', operationId: 'databaseImportDatabaseFromFile', body: importFromFile },
  {
    fn: 'database.admin.importDatabaseFromFile',
    operationId: 'databaseImportDatabaseFromFileForAccount',
    path: { accountId },
    body: { ...importFromFile, accountId },
  },
  { fn: 'database.getCreationStatus', operationId: 'databaseCreationStatus', body: { ManagerId: 'xyzabc', StatusType: 0 } },
  { fn: 'database.getImportStatus', operationId: 'databaseImportStatus', body: { ManagerId: 'xyzabc', ThreadId: 0 } },
  {
    fn: 'database.getEnvironmentMetaData',
    operationId: 'databaseEnvironmentMetadata',
    body: { campaignId: 10, campaignName: '' },
  },
  {
    fn: 'database.admin.getEnvironmentMetaData',
    operationId: 'databaseEnvironmentMetadataForAccount',
    path: { accountId },
    body: { campaignId: 10, campaignName: '', accountId },
  },
  { fn: 'database.getInfo', operationId: 'databaseDbInfo', body: dbInfo },
  { fn: 'database.admin.getInfo', operationId: 'databaseDbInfoForAccount', path: { accountId }, body: { accountId, ...dbInfo } },
  {
    fn: 'database.admin.changePasswordField',
    operationId: 'databaseChangePasswordColumnForAccount',
    path: { accountId },
    body: { accountId, database, columnName: 'Passwort' },
  },
  {
    fn: 'database.changePasswordField',
    operationId: 'databaseChangePasswordColumn',
    body: { database, columnName: 'Passwort' },
  },
  // portal users, skins and roles
  { fn: 'portalUsers.get', operationId: 'portalUsersGet', body: standardQuery },
  { fn: 'portalUsers.getWithQuery', operationId: 'portalUsersGetWithQuery', body: { ...standardQuery, roleName: null } },
  {
    fn: 'portalUsers.getWithQuery (role)',
    operationId: 'portalUsersGetWithQueryByRole',
    path: { role: 'Vertrieb' },
    body: { ...standardQuery, roleName: 'Vertrieb' },
  },
  { fn: 'portalUsers.getCount', operationId: 'portalUsersGetCount', body: standardQuery },
  { fn: 'portalSkins.saveSettings', operationId: 'portalSkinsSettingsSave', body: { skinId: 3, options: '{"theme":"dark"}' } },
  { fn: 'portalUserRoles.getWithQuery', operationId: 'portalUserRolesGetWithQuery', body: standardQuery },
  // data relations (admin)
  { fn: 'dataRelations.admin.getTables', operationId: 'dataRelationsAdminTables', body: settings },
  { fn: 'dataRelations.admin.get', operationId: 'dataRelationsAdminList', body: { ...settings, query: drQuery } },
  { fn: 'dataRelations.admin.campaign.count', operationId: 'dataRelationsAdminCampaignCount', body: settings },
  {
    fn: 'dataRelations.admin.update',
    operationId: 'dataRelationsAdminUpdate',
    body: { settings, records: table },
  },
  {
    fn: 'dataRelations.admin.delete2 (several)',
    operationId: 'dataRelationsAdminDeleteMultiple',
    body: { ...settings, recordId: [5012, 5013], recordIds: [5012, 5013] },
  },
  {
    fn: 'dataRelations.admin.campaign.delete2 (several)',
    operationId: 'dataRelationsAdminCampaignDeleteMultiple',
    body: { ...settings, recordId: [5012], recordIds: [5012] },
  },
  {
    fn: 'dataRelations.admin.delete2 (one)',
    operationId: 'dataRelationsAdminDelete',
    path: { recordId: '5012' },
    body: { ...settings, recordId: 5012 },
  },
  {
    fn: 'dataRelations.admin.campaign.delete2 (one)',
    operationId: 'dataRelationsAdminCampaignDelete',
    path: { id: '5012' },
    body: { ...settings, recordId: 5012 },
  },
  { fn: 'dataRelations.admin.event', operationId: 'dataRelationsAdminEvent', body: { settings, event } },
  {
    fn: 'dataRelations.admin.execute',
    operationId: 'dataRelationsAdminExecute',
    body: { settings, name: 'Freigeben', parameters: { Kommentar: 'ok' } },
  },
  {
    fn: 'dataRelations.admin.createColumn2',
    operationId: 'dataRelationsAdminCreateColumn',
    path: { column: 'Punkte', dataType: 'int', length: '0' },
    body: { ...settings, columnName: 'Punkte', dataType: 'int', length: 0 },
  },
  {
    fn: 'dataRelations.admin.deleteColumn2',
    operationId: 'dataRelationsAdminDeleteColumn',
    path: { column: 'Punkte' },
    body: { ...settings, columnName: 'Punkte' },
  },
  // data relations (visitor)
  {
    fn: 'dataRelations.get2',
    operationId: 'dataRelationsList',
    path: { name: 'Orders' },
    body: { ...drQuery, dataRelationName: 'Orders' },
  },
  {
    fn: 'dataRelations.count2',
    operationId: 'dataRelationsCount',
    path: { name: 'Orders' },
    body: { ...drQuery, dataRelationName: 'Orders' },
  },
  {
    fn: 'dataRelations.update2',
    operationId: 'dataRelationsUpdate',
    path: { name: 'Orders' },
    body: { ...table, dataRelationName: 'Orders' },
  },
  {
    fn: 'dataRelations.create2',
    operationId: 'dataRelationsCreate',
    path: { name: 'Orders' },
    body: { ...table, dataRelationName: 'Orders' },
  },
  { fn: 'dataRelations.event', operationId: 'dataRelationsEvent', path: { name: 'Orders' }, body: event },
  // resources
  {
    fn: 'resources.get',
    operationId: 'resourcesGet',
    body: {
      campaignName: null,
      resourceType: 1,
      pageNr: 0,
      perPage: 25,
      orderBys: ['name'],
      filter: null,
      oderByDescending: false,
    },
  },
  { fn: 'resources.getWithQuery', operationId: 'resourcesGet', body: standardQuery },
  { fn: 'resources.count', operationId: 'resourcesGetCount', body: { campaignName: 'Sommerfest2026', resourceType: 1, filter: null } },
  { fn: 'resources.countWithQuery', operationId: 'resourcesGetCount', body: standardQuery },
  // file uploads
  { fn: 'userUploads.get', operationId: 'fileUploadsGet', body: standardQuery },
  // campaigns
  {
    fn: 'campaigns.create',
    operationId: 'campaignsCreate',
    body: { campaignTemplateId: 12, campaignName: 'Sommerfest2026', campaignDisplayName: 'Sommerfest 2026', campaignFilterName: null },
  },
  { fn: 'campaigns.startAllAutomatedTasks', operationId: 'campaignsStartAllAutomatedTasks', body: { campaignId: 4711 } },
  {
    fn: 'campaigns.setAutomatedTaskExecutionDates',
    operationId: 'campaignsSetAutomatedTaskExecutionDates',
    body: {
      campaignId: 4711,
      activityExecutionDates: [{ activityId: 9, executionDate: '2026-07-01T08:00:00Z' }],
    },
  },
  {
    fn: 'campaigns.executeTasksOnExecutionDates',
    operationId: 'campaignsExecuteTasksOnExecutionDates',
    body: {
      campaignId: 4711,
      activityExecutionDates: [{ activityId: 9, executionDate: '2026-07-01T08:00:00Z' }],
    },
  },
  {
    fn: 'campaigns.sendTestMail',
    operationId: 'campaignsSendTestMail',
    body: { campaignId: 4711, mailId: 3, useApproverEMailAddress: true },
  },
  { fn: 'campaigns.sendMailing', operationId: 'campaignsSendMailing', body: { campaignId: 4711, mailId: 3 } },
  { fn: 'campaigns.deleteCampaign', operationId: 'campaignsDelete', path: { id: 4711 }, body: { deleteEventsMode: 0 } },
  {
    fn: 'campaigns.changeCampaignDayDay',
    operationId: 'campaignsChangeCampaignDayDay',
    body: { campaignId: 4711, campaignDayId: 2, day: 3 },
  },
  {
    fn: 'campaigns.changeCampaignDayStartDate',
    operationId: 'campaignsChangeCampaignDayStartDate',
    body: { campaignId: 4711, campaignDayId: 2, startDate: '2026-07-01T00:00:00Z' },
  },
  {
    fn: 'campaigns.startAutomatedTask',
    operationId: 'campaignsStartAutomatedTask',
    body: { campaignId: 4711, activityId: 9 },
  },
  {
    fn: 'campaigns.renderDocument',
    operationId: 'campaignsRenderDocument',
    body: {
      campaignId: 4711,
      documentId: 7,
      enableCache: true,
      presetId: 'B76C5F80-C35E-44EE-90DF-17D63FB4A7AB',
      blockSize: 50,
      lpLogin: 'erika.mustermann',
      watermark: null,
      impositionName: 'A4-4fach-Nutzen',
      fromBlock: 1,
      toBlock: 2,
    },
  },
  { fn: 'campaigns.getRenderDocumentStatus', operationId: 'campaignsGetRenderDocumentStatus', body: { ids: ['r-1', 'r-2'] } },
  { fn: 'campaigns.setDomain', operationId: 'campaignsSetDomain', body: { campaignId: 4711, domain: 'sommer.example.com' } },
  { fn: 'campaigns.setFilter', operationId: 'campaignsSetFilter', body: { campaignId: 4711, filterName: 'Berlin' } },
  { fn: 'campaigns.deleteFilter', operationId: 'campaignsDeleteFilter', body: { id: 4711 } },
  {
    fn: 'campaigns.replaceDocument',
    operationId: 'campaignsReplaceDocument',
    body: { campaignId: 4711, documentId: 7, documentTemplateId: 3 },
  },
  {
    fn: 'campaigns.changeSettings',
    operationId: 'campaignsChangeSettings',
    body: {
      campaign,
      redirectURLs: ['https://www.example.com/a', 'https://www.example.com/b'],
      expirationDate: '2017-01-01',
      disableExpirationDate: false,
      p3pCompactHeader: '',
      p3pCompactHeaderEnabled: false,
      forceHttps: false,
      urlRewritingMode: 0,
      maxFileUploadStoragePerCustomerInMB: 200,
      language: 'de',
    },
  },
  { fn: 'campaigns.setLanguage', operationId: 'campaignsSetLanguage', body: { campaign, language: 'de' } },
  { fn: 'campaigns.getFirstContact', operationId: 'campaignsFirstContact', body: campaign },
  // e-mail
  { fn: 'emails.smtpServers.create', operationId: 'emailSmtpServersCreate', body: smtpServer },
  {
    fn: 'emails.smtpServers.create (account)',
    operationId: 'emailSmtpServersCreateForAccount',
    path: { accountId },
    body: { ...smtpServer, accountId },
  },
  {
    fn: 'emails.smtpServers.update (account)',
    operationId: 'emailSmtpServersUpdateForAccount',
    path: { accountId },
    body: { ...smtpServer, id: 3, accountId },
  },
  { fn: 'emails.smtpServers.rename', operationId: 'emailSmtpServersRename', body: { serverId: 3, newName: 'Relay 2' } },
  {
    fn: 'emails.smtpServers.rename (account)',
    operationId: 'emailSmtpServersRenameForAccount',
    path: { accountId },
    body: { serverId: 3, newName: 'Relay 2', accountId },
  },
  {
    fn: 'emails.smtpServers.updateProperty',
    operationId: 'emailSmtpServersUpdateProperty',
    body: { serverId: 3, propertyName: 'port', propertyValue: '587' },
  },
  {
    fn: 'emails.smtpServers.updateProperty (account)',
    operationId: 'emailSmtpServersUpdatePropertyForAccount',
    path: { accountId },
    body: { serverId: 3, propertyName: 'timeout', propertyValue: '60', accountId },
  },
  {
    fn: 'emails.sendSingle',
    operationId: 'emailSendSingle',
    body: { campaign, customer: { customerId: 5012, lplogin: '' }, pageName: 'emailpage.html', sendSync: true },
  },
  {
    fn: 'emails.sendSingle (account)',
    operationId: 'emailSendSingleForAccount',
    path: { accountId },
    body: { campaign, customer: { customerId: 0, lplogin: 'erika' }, pageName: 'emailpage.html', sendSync: true, accountId },
  },
  {
    fn: 'emails.addUnsubscribers (account)',
    operationId: 'emailAddUnsubscribersForAccount',
    path: { accountId },
    body: { unsubscribers: ['email1@example.com'], importSync: false, accountId },
  },
  {
    fn: 'emails.removeUnsubscribers',
    operationId: 'emailRemoveUnsubscribers',
    body: { emailAddresses: ['email1@example.com'], ids: [1, 2, 3] },
  },
  // images and document templates
  { fn: 'images.getWithQuery', operationId: 'imagesGetWithQuery', body: standardQuery },
  {
    fn: 'images.portal.getWithQueryByCategory',
    operationId: 'imagesPortalGetByCategory',
    path: { category: 'Logos' },
    body: standardQuery,
  },
  { fn: 'documentTemplates.getByQuery', operationId: 'documentTemplatesGetByQuery', body: standardQuery },
  {
    fn: 'documentTemplates.update',
    operationId: 'documentTemplatesUpdate',
    body: {
      id: 7,
      name: 'Flyer',
      displayName: 'Flyer A5',
      placeholderName: 'Flyer',
      sourceCampaignName: 'Sommerfest2026',
      description: 'Einladung',
      pageCount: 2,
      dimensionX: 148,
      dimensionY: 210,
      isApproved: true,
      lastUpdate: '2026-06-01T09:30:00Z',
    },
  },
  // smart server
  {
    fn: 'smartServer.createDocumentTemplate',
    operationId: 'smartServerCreateDocumentTemplate',
    body: { name: 'Flyer', displayName: 'Flyer A5' },
  },
  { fn: 'smartServer.renderProofPdf', operationId: 'smartServerDocumentRenderProofPdf', body: renderModel },
  { fn: 'smartServer.renderProofPdfReturnStatus', operationId: 'smartServerRenderProofPdfReturnStatus', body: renderModel },
  { fn: 'smartServer.renderPrintPdf', operationId: 'smartServerDocumentRenderPrintPdf', body: renderModel },
  {
    fn: 'smartServer.temporaryStorage.create',
    operationId: 'smartServerTemporaryStorageCreate',
    body: { temporaryStorageId: 'tmp-1', smartServerTemplateName: null, documentName: 'Document', smartServerAccountId: accountId },
  },
  // social posting, applications, fonts
  {
    fn: 'twitter.postImage',
    operationId: 'socialPostingImage',
    body: { twitterPin: '1234567', imageUrl: 'https://www.example.com/a.png' },
  },
  {
    fn: 'twitter.postDocument',
    operationId: 'socialPostingDocument',
    body: { documentName: 'abc', pageNumber: 1, width: 200, useCache: false, pdfPresetName: 'Print' },
  },
  {
    fn: 'applications.admin.save',
    operationId: 'applicationsAdminSave',
    body: { accountID: accountId, api: 1, name: 'Tweets', settings: '{"consumerKey":"k"}' },
  },
  {
    fn: 'applications.save',
    operationId: 'applicationsSave',
    path: { api: 1, name: 'Tweets' },
    body: { value: '{"consumerKey":"k"}' },
  },
  { fn: 'fonts.admin.delete', operationId: 'fontsAdminDelete', body: { campaignName: 'Sommerfest2026', fontName: 'Roboto' } },
  // dashboard
  {
    fn: 'dashboard.filteredUsersOverview',
    operationId: 'dashboardUsersOverviewFiltered',
    body: { startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' },
  },
  {
    fn: 'dashboard.export',
    operationId: 'dashboardExport',
    body: { userId: 17, filter: { startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' } },
  },
  {
    fn: 'dashboard.smartCampaign.getColumns',
    operationId: 'dashboardSmartCampaignGetColumns',
    body: { database, chartName: 'Anmeldungen' },
  },
  {
    fn: 'dashboard.smartCampaign.getRecords',
    operationId: 'dashboardSmartCampaignGetRecords',
    body: {
      database,
      chartName: 'Anmeldungen',
      recordsPerPage: 20,
      currentPage: 1,
      filter: '',
      orderBy: [],
      orderByDescending: false,
      bucketGuid: '',
    },
  },
  {
    fn: 'dashboard.smartCampaign.exportDatabase',
    operationId: 'dashboardSmartCampaignExportDatabase',
    body: {
      filter: null,
      orderBy: [],
      orderByDescending: false,
      columns: [],
      bucketGuid: null,
      fileFormat: 'xlsx',
      testerMode: 0,
      database: { databaseName: 'SommerfestLeads' },
      chartName: '',
    },
  },
  {
    fn: 'dashboard.smartCampaign.getDataRelationStatistics',
    operationId: 'dashboardSmartCampaignDataRelationValues',
    body: {
      dataRelationName: 'DASHBOARD_DEVICE_STATISTICS',
      labelField: '',
      valueField: '',
      campaign: { campaignName: '', campaignId: 4711 },
      database: { databaseName: '', databaseId: 12 },
      maxResults: 20,
    },
  },
  // extension items
  {
    fn: 'extensionItems.admin.categories.delete',
    operationId: 'extensionItemsCategoriesDelete',
    body: { accountId: null, name: 'Category1' },
  },
  { fn: 'extensionItems.admin.items.delete', operationId: 'extensionItemsItemsDelete', body: { accountId: null, name: 'Item1' } },
  // database synchronisation
  { fn: 'dbSync.getDataRelationTables', operationId: 'databaseSyncTables', body: syncSource },
  {
    fn: 'dbSync.admin.getDataRelationTables',
    operationId: 'databaseSyncTablesForAccount',
    path: { accountId: 3 },
    body: { ...syncSource, accountId: 3 },
  },
  {
    fn: 'dbSync.getDataRelationColumns',
    operationId: 'databaseSyncColumns',
    path: { table: 'someTable' },
    body: { ...syncSource, tableName: 'someTable' },
  },
  {
    fn: 'dbSync.getColumnMappings',
    operationId: 'databaseSyncColumnMappings',
    path: { table: 'someTable', database: 'someDatabaseName' },
    body: { ...syncSource, tableName: 'someTable', databaseName: 'someDatabaseName' },
  },
  { fn: 'dbSync.validateSyncSettings', operationId: 'databaseSyncValidateSettings', body: syncImport },
  {
    fn: 'dbSync.admin.startImport',
    operationId: 'databaseSyncImportForAccount',
    path: { accountId: 3 },
    body: { ...syncImport, accountId: 3 },
  },
  {
    fn: 'dbSync.getSyncLogDetail',
    operationId: 'databaseSyncLogFileDetail',
    body: { processingKey: 'c0ffee42', fileName: 'sync.log' },
  },
  {
    fn: 'dbSync.admin.getSyncLogDetail',
    operationId: 'databaseSyncLogFileDetail',
    body: { processingKey: 'c0ffee42', fileName: 'sync.log', accountId: 10 },
  },
  { fn: 'dbSync.getLogFileContent', operationId: 'databaseSyncLogFileContent', body: { processingKey: 'c0ffee42' } },
  { fn: 'dbSync.changeSettings', operationId: 'databaseSyncChangeSettings', body: syncChange },
  {
    fn: 'dbSync.admin.changeSettings',
    operationId: 'databaseSyncChangeSettingsForAccount',
    path: { accountId },
    body: { accountId, ...syncChange },
  },
  { fn: 'dbSync.getSyncCounters', operationId: 'databaseSyncSyncCounters', body: { databaseName: 'SommerfestLeads' } },
  { fn: 'dbSync.repeatFailedTask', operationId: 'databaseSyncRepeatFailedTask', body: { taskId: 17 } },
  { fn: 'dbSync.repeatFailedTask (several)', operationId: 'databaseSyncRepeatFailedTasks', body: { taskIds: [17, 18] } },
  {
    fn: 'dbSync.admin.repeatFailedTask',
    operationId: 'databaseSyncRepeatFailedTaskForAccount',
    path: { accountId },
    body: { taskId: 17, accountId },
  },
  { fn: 'dbSync.getFailedTasks', operationId: 'databaseSyncGetFailedTasks', body: { databaseName: 'SommerfestLeads' } },
  { fn: 'dbSync.deleteFailedTasks', operationId: 'databaseSyncDeleteFailedTasks', body: { taskIds: [17] } },
  // impositions
  { fn: 'impositions.create', operationId: 'impositionsCreate', body: imposition },
  {
    fn: 'impositions.admin.create',
    operationId: 'impositionsCreateForAccount',
    path: { accountId },
    body: { accountId, ...imposition },
  },
  {
    fn: 'impositions.updateDetails',
    operationId: 'impositionsUpdateDetails',
    body: { fileName: 'A4-4fach-Nutzen', displayName: 'A4 vierfach', description: null },
  },
  {
    fn: 'impositions.admin.updateDetails',
    operationId: 'impositionsUpdateDetailsForAccount',
    path: { accountId },
    body: { fileName: 'A4-4fach-Nutzen', displayName: null, description: 'Vier A6' },
  },
  // `createViewModel` with type json posts an object layout as its JSON and a text layout as it is (also the admin one).
  { fn: 'impositions.createViewModel', operationId: 'impositionsViewModelJson', body: { columns: 2, rows: 2, gutter: 6 } },
  { fn: 'impositions.admin.createViewModel', operationId: 'impositionsViewModelJson', body: '{ "columns": 2,\n "name": "Grüße" }' },
  // `createViewModel` with type xml builds `{ imposition: xml }` (the SDK sends it as JSON text).
  {
    fn: 'impositions.createViewModel',
    operationId: 'impositionsViewModelXml',
    body: { imposition: '<imposition sheetWidth="320" sheetHeight="450"><place page="1" x="6" y="6"/></imposition>' },
  },
  // translations
  {
    fn: 'translations.get',
    operationId: 'translationsGet',
    body: {
      filter: null,
      orderBy: ['Column1', 'Column2'],
      perPage: 0,
      page: 0,
      languages: ['en', 'en-GB', 'en-US'],
      campaign: { campaignName: 'Sommerfest2026' },
    },
  },
  {
    fn: 'translations.set',
    operationId: 'translationsSet',
    body: {
      key: 'myFirstTranslation',
      translations: { en: 'English translation', de: 'Deutsche Übersetzung' },
      campaign: { campaignId: 4711 },
    },
  },
  { fn: 'translations.delete', operationId: 'translationsDelete', body: { keys: ['Key1', 'Key2'], campaign } },
  { fn: 'translations.export', operationId: 'translationsExport', body: { exportAsCsv: false, campaign } },
  {
    fn: 'translations.assignLanguagesToCampaign',
    operationId: 'translationsAssignLanguagesToCampaign',
    body: { languages: ['en', 'en-US'], campaign },
  },
];
