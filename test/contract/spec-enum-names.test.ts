/**
 * Every enumeration the three specifications (§3, §4, §8) name member by member, compared letter by
 * letter with the contract's `x-enum-varnames`: a rename on either side fails here. Where the
 * specifications give display labels only (the contact selects, the account create model), the member
 * name is the label without spaces and with its first letter lowered; an all-capitals acronym (IT) stays.
 * Where they describe members in prose only, the platform's client's names are used (it wins).
 */
import { describe, expect, inject, it } from 'vitest';
import { loadBundle } from '../../scripts/generate/contract.js';

const bundle = loadBundle(inject('bundlePath'));
type Enum = { enum: (number | string)[]; 'x-enum-varnames': string[] };
const schema = (name: string) => bundle.components.schemas[name] as Enum;

/** 002 §3: the media types of a campaign. */
const CAMPAIGN_MEDIA_TYPES = {
  unknown: 0,
  purl: 1,
  personalPage: 2,
  mail: 3,
  document: 4,
  sms: 5,
  staticPage: 6,
  staticHomePage: 7,
  mobileWebPage: 8,
  mobileHomePage: 9,
  mobilePersonalPage: 10,
  mobilePURL: 11,
  dashBoard: 12,
};

/** Members as the specifications list them: `name value` pairs, or names in value order. */
const SPEC: Record<string, Record<string, number | string>> = {
  // 001 §3.10-3.13
  EventType: {
    login: 1,
    link: 3,
    eMailLink: 4,
    eMailOpen: 5,
    eMailSend: 6,
    submit: 7,
    newRecord: 9,
    eMailUnsubscribe: 10,
    eMailHardBounce: 11,
    eMailSmtpError: 12,
    smsSend: 14,
    smsError: 15,
    eMailSoftBounce: 16,
    eMailBlacklisted: 17,
    eMailUserAnswer: 18,
    visited: 20,
    printed: 21,
    shipped: 26,
    sentToWorkflow: 27,
    paymentReceived: 28,
    writeToDatabaseField: 29,
    fileUploaded: 30,
    sentToCloudDrive: 31,
    sentRenderRequest: 32,
    sentToCloudDriveError: 33,
    eMailError: 34,
    duplicateRegistration: 35,
    customEvent: 36,
    smsAnswer: 37,
    campaignCompleted: 39,
    partOfBatch: 40,
    partOfCampaign: 41,
    fulfillmentCompleted: 44,
    eMailDelivered: 45,
    PdfDownloaded: 46,
    LeadSource: 47,
  },
  TaskType: { unknown: 0, mailing: 1, mail: 2, renderDocument: 3, executeTask: 4, fulfillment: 5, databaseWriter: 6, sms: 7 },
  Comparer: {
    equals: 0,
    equalsNot: 1,
    startsWith: 2,
    endsWith: 3,
    contains: 4,
    greaterThan: 5,
    lowerThan: 6,
    greaterThanOrEquals: 7,
    lowerThanOrEquals: 8,
  },
  OrderMode: { ascending: 0, descending: 1 },
  LogicComparer: { and: 0, or: 1 },
  // "Per-campaign variants: registered 1010, ...": the contract prefixes them with perCampaign.
  PredefinedFilter: {
    registered: 10,
    visitor: 11,
    submitter: 12,
    mailReceiver: 13,
    smsReceiver: 14,
    campaignCompleter: 15,
    responder: 16,
    databaseImport: 17,
    renewalDueNextMonth: 18,
    unsubscriber: 19,
    bounced: 20,
    perCampaignRegistered: 1010,
    perCampaignVisitor: 1011,
    perCampaignSubmitter: 1012,
    perCampaignMailReceiver: 1013,
    perCampaignSmsReceiver: 1014,
    perCampaignCampaignCompleter: 1015,
    perCampaignResponder: 1016,
  },
  DataRelationMode: { data: 'data', datadistinct: 'datadistinct' },
  // 001 §4 and §8
  PortalSkinJobState: { failed: 0, queued: 1, running: 2, completed: 3 },
  ResourceImportState: { queued: 0, error: 1, processing: 2, finished: 3 },
  HtmlZipImportState: { queued: 0, extract: 1, postProcessing: 2, finished: 3, error: 4 },
  ContactImportState: { queued: 0, running: 1, completed: 2 },
  ContactImportProgressDetail: { none: 0, downloadingFile: 1, readingContacts: 2, importingContacts: 3 },
  ContactImportErrorCode: {
    none: 0,
    unknown: 1,
    couldNotFindStatus: 2,
    couldNotDownloadFile: 3,
    couldNotImportContacts: 4,
    couldNotLoadStatus: 5,
  },
  CampaignTemplateImportState: { queued: 0, running: 1, completed: 2 },
  CampaignTemplateImportProgressDetail: {
    none: 0,
    extractingFile: 1,
    extractedFile: 2,
    extractingCampaignInformation: 3,
    insertingCampaignTemplate: 4,
    readingInfoBin: 5,
    readInfoBin: 6,
    checkingFileSystemForCampaignTemplate: 7,
    movingCampaignTemplateFiles: 8,
  },
  CampaignTemplateImportErrorCode: {
    none: 0,
    unknown: 1,
    couldNotFindStatus: 2,
    couldNotLoadStatus: 3,
    couldNotCreateTemporaryDirectory: 4,
    couldNotExtractTemplateZipFile: 5,
    couldNotFindInfoBin: 6,
    couldNotCheckForInfoBin: 7,
    couldNotReadInfoBin: 8,
    needUserInputOverwriteOrCreateNew: 9,
    couldNotCheckDirectoryExistence: 10,
    couldNotMoveDirectory: 11,
    couldNotStoreTemplateInformation: 12,
  },
  CampaignCreationProgress: {
    started: 0,
    unzipping: 1,
    checkingForValidExport: 2,
    readingInfo: 3,
    checkingForConflicts: 4,
    readingDatabases: 5,
    copyingAccountResources: 6,
    copyingSystemResources: 7,
    checkingInAccountResources: 8,
    checkingInSystemResources: 9,
    importingDatabases: 10,
    copyingDesigns: 11,
    adjustingDesignProperties: 12,
    waitingForCheckinCompletion: 13,
    writingjQueryThemes: 14,
    importingSets: 15,
    finished: 19,
  },
  CampaignImportErrorCode: {
    unknownException: 20,
    couldNotUnzipFile: 21,
    infoFileMissing: 22,
    databaseFileMissing: 23,
    couldNotCheckinFile: 24,
    couldNotReadInfo: 25,
    destinationNameEmpty: 26,
    destinationNameAlreadyTaken: 27,
    destinationNameOkButDesignAlreadyTaken: 28,
    sourceCampaignInfoNotFound: 29,
    invalidCampaignName: 30,
  },
  // 000 §3-§4
  DatabaseUploadState: {
    accepted: 1,
    duplicateDatabaseName: 2,
    couldNotReadRequest: 3,
    noDatabaseFileExists: 4,
    tableDoesNotExist: 5,
    noTableNameProvided: 6,
    columnForPart1DoesNotExist: 7,
    columnForPart2DoesNotExist: 8,
    noColumnsProvided: 9,
    managerIdDoesNotExist: 10,
    previewDataMissing: 11,
    failed: 12,
    saasRecordContingentExhausted: 13,
    lpLoginColumnNotAllowed: 14,
    couldNotReadUniqueColumnValues: 15,
    couldNotAddMissingColumns: 16,
    couldNotReadExistingColumns: 17,
    xmediaIDColumnNotAllowed: 18,
  },
  DatabaseImportState: { managerIdDoesNotExist: 1, processing: 2, finished: 3, couldNotReadRequest: 4, noProgressAvailable: 5, failed: 6 },
  AdminMailLogCode: { unknown: 0, couldNotSendSimpleMail: 1, couldNotSendMail: 2, mailSent: 3 },
  // "StatusType 0 = database import, 1 = record updates"; "loginType (1 = Dashboard)"
  DatabaseStatusType: { databaseImport: 0, recordUpdates: 1 },
  LoginType: { dashboard: 1 },
  // 002 §3-§4
  CampaignCreationFinalState: { finished: 2, failed: 3 },
  CampaignAutomatedActivityType: { mail: 0, document: 1, sms: 2, writeToDatabase: 3, pageVisit: 4, databaseExport: 5 },
  CampaignAudience: { all: 0, responder: 1, nonResponder: 2 },
  CampaignExportEvent: { exported: 0, printed: 1, shipped: 2 },
  CampaignMediaType: CAMPAIGN_MEDIA_TYPES,
  // The workflow's media types are the campaign's, member for member.
  WorkflowCampaignMediaType: CAMPAIGN_MEDIA_TYPES,
  CampaignAdditionalMediaType: { unknown: 0, image: 1, text: 2, purlLink: 3, database: 4, sms: 5, qrCode: 6 },
  CampaignDeleteEventsMode: { none: 0, all: 1, allButContactsDatabase: 2 },
  ImageThumbnailType: { category: 1, campaignTemplate: 2, documentTemplate: 3, image: 4 },
  ExternalApplicationApi: { twitter: 1, googleDrivePicker: 2 },
  ImpositionType: { xml: 0, json: 1, file: 2 },
  FontFileFormat: { unknown: -1, ttf: 1, otf: 2, woff: 3, woff2: 4, eot: 5 },
  // Errors written short ("campaign 1001") are the client's couldNotFind... names.
  CampaignDocumentReplaceState: {
    waitingToStart: 0,
    started: 1,
    readingCampaign: 2,
    readingDocumentTemplate: 3,
    readingTemplateXml: 4,
    readingDocumentTemplateXml: 5,
    replacingDocument: 6,
    regeneratingIds: 7,
    checkingInImages: 8,
    checkingInFonts: 9,
    writingTemplateXml: 10,
    checkingInContent: 11,
    readingInfoFile: 12,
    waitingForCheckInCompletion: 200,
    writingDocumentTemplateMetaData: 201,
    finished: 500,
    couldNotFindStatus: 1000,
    couldNotFindCampaign: 1001,
    couldNotFindDocumentTemplate: 1002,
    couldNotFindDocumentToReplace: 1003,
    couldNotFindInfoFile: 1004,
    couldNotFindDocumentXmlId: 1005,
    couldNotFindDocumentInfo: 1006,
    couldNotReplaceDocument: 2000,
    couldNotCheckInImage: 2001,
    couldNotCheckInFont: 2002,
    couldNotCheckInContent: 2003,
  },
  // 101-108 are prose in the specifications ("101 status missing"): the client's documentImportStateE names.
  CampaignDocumentImportState: {
    queued: 0,
    extractingZipFile: 1,
    checkingImportFileValidity: 2,
    creatingCampaign: 3,
    completed: 100,
    couldNotFindStatus: 101,
    couldNotFindDocumentXml: 102,
    campaignAlreadyExists: 103,
    couldNotCreateCampaign: 104,
    couldNotFindContactsDatabase: 105,
    unknownError: 106,
    couldNotCheckinImage: 107,
    couldNotRegisterDocument: 108,
  },
  ImageImportState: {
    waitingToStart: 0,
    started: 1,
    extractingZipFile: 2,
    insertingCategories: 3,
    creatingCategoryDirectories: 4,
    movingFiles: 5,
    writingImageInformation: 6,
    creatingThumbnails: 100,
    convertingFiles: 101,
    finished: 500,
    couldNotFindStatus: 1000,
    userInteractionNeeded: 1001,
    couldNotImportTemplate: 2000,
    couldNotExtractZipFile: 2001,
  },
  DocumentTemplateImportState: {
    waitingToStart: 0,
    started: 1,
    extractingZipFile: 2,
    readingInfoFile: 3,
    finished: 500,
    couldNotFindStatus: 1000,
    userInteractionNeeded: 1001,
    couldNotFindInfoFile: 1002,
    couldNotImportTemplate: 2000,
    couldNotExtractZipFile: 2001,
  },
  SocialPostStatusCode: {
    succeeded: 1,
    requiresAuth: 2,
    invalidPin: 3,
    invalidImageUrl: 4,
    couldNotPost: 5,
    documentUnknown: 6,
    documentInvalidPage: 7,
    documentInvalidWidth: 8,
    documentNoPDFPreset: 9,
    appHasNoSettings: 10,
    appHasNoConsumerKey: 11,
    appHasNoConsumerSecret: 12,
    tweetTooLong: 13,
  },
  FontImportState: { failed: 0, queued: 1, conversion: 2, finished: 3 },
  DatabaseSyncTaskState: { queued: 0, processing: 1, finished: 2, failed: 3 },
  UnsubscriberExportState: { unknown: -1, error: 0, queued: 1, processing: 2, finished: 3 },
};

/** Display labels (001 §3.1-3.2, 000 §3 lpLoginMode): value and label. */
const LABELS: Record<string, [number, string][]> = {
  CompanyEmployees: [
    [0, 'Unknown'],
    [1, 'Micro'],
    [2, 'Small'],
    [3, 'Medium'],
    [4, 'Large'],
    [5, 'Enterprise'],
  ],
  ContactState: [
    [0, 'Unknown'],
    [1, 'Lead'],
    [2, 'Contact'],
    [3, 'Customer'],
  ],
  ContactRating: [
    [0, 'Cold'],
    [1, 'Warm'],
    [2, 'Hot'],
  ],
  PreferredChannel: [
    [0, 'None'],
    [1, 'Print'],
    [2, 'EMail'],
    [3, 'Phone'],
    [4, 'Sms'],
  ],
  // "3 R&D" is written out as the client's researchAndDevelopment.
  JobCategory: [
    [0, 'Unknown'],
    [1, 'HumanResources'],
    [2, 'IT'],
    [3, 'Research And Development'],
    [4, 'Sales'],
    [5, 'Finance'],
    [6, 'Production'],
    [7, 'Logistic'],
    [8, 'Marketing'],
    [9, 'Management'],
  ],
  CreationSource: [
    [0, 'Unknown'],
    [1, 'Campaign Registration'],
    [2, 'Database Import'],
  ],
  AccountLpLoginMode: [
    [0, 'Default'],
    [2, 'Randomize'],
    [3, 'Secure Hash'],
    [4, 'Columns Plus Random Number'],
  ],
  DatabaseLpLoginMode: [
    [0, 'Default'],
    [1, 'IncludePwd'],
    [2, 'Randomize'],
    [3, 'Hash'],
    [4, 'ColumnsPlusRandomNumber'],
  ],
};

/** The member name a label stands for. */
function memberName(label: string): string {
  const joined = label.replace(/ /g, '');
  return /^[A-Z]+$/.test(joined) ? joined : joined[0]!.toLowerCase() + joined.slice(1);
}

function contractMembers(name: string): Record<string, number | string> {
  const { enum: values, 'x-enum-varnames': names } = schema(name);
  return Object.fromEntries(names.map((member, index) => [member, values[index]!]));
}

describe('enumeration member names as the specifications write them', () => {
  it.each(Object.keys(SPEC))('%s', (name) => {
    const members = contractMembers(name);
    // The contract may add members the specifications leave out (none 0), never rename one.
    for (const [member, value] of Object.entries(SPEC[name]!)) expect([member, members[member]]).toEqual([member, value]);
  });

  it.each(Object.keys(LABELS))('%s (from its display labels)', (name) => {
    const members = contractMembers(name);
    expect(Object.entries(members).map(([member, value]) => [value, member])).toEqual(
      LABELS[name]!.map(([value, label]) => [value, memberName(label)]),
    );
  });

  it('the login-mode names of the create-from-file model are the specifications’ own (Default, IncludePwd, ...)', () => {
    expect(schema('DatabaseLpLoginModusName').enum).toEqual(['Default', 'IncludePwd', 'Randomize', 'Hash', 'ColumnsPlusRandomNumber']);
  });

  it('the generated constants carry the client’s document-import names', async () => {
    const { CampaignDocumentImportState } = await import('../../generated/model/index.js');
    expect(CampaignDocumentImportState.couldNotFindStatus).toBe(101);
    expect(CampaignDocumentImportState.couldNotRegisterDocument).toBe(108);
    expect(Object.keys(CampaignDocumentImportState)).not.toContain('statusMissing');
  });
});
