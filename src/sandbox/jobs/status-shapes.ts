/**
 * Where each job's status keeps its state: the contract's enumerations, one entry per job of the
 * catalogue. Only the place is named here; what each state means (running, done, failed, waiting for a
 * decision) is read by the catalogue's own reader, so the sandbox never holds a second state table.
 */
import {
  CampaignCreationFinalState,
  CampaignCreationProgress,
  CampaignDocumentImportState,
  CampaignDocumentReplaceState,
  CampaignTemplateImportErrorCode,
  CampaignTemplateImportProgressDetail,
  CampaignTemplateImportState,
  ContactImportErrorCode,
  ContactImportProgressDetail,
  ContactImportState,
  DatabaseImportState,
  DatabaseSyncTaskState,
  DocumentTemplateImportState,
  FontImportState,
  HtmlZipImportState,
  ImageImportState,
  PortalSkinJobState,
  ResourceImportState,
  UnsubscriberExportState,
} from '../../../generated/model/index.js';
import type { JobName } from '../../jobs/catalogue.js';

/** An enumeration of the contract: names to values, in the contract's order. */
export type Enumeration = Readonly<Record<string, number | string>>;

export interface StatusShape {
  /** The enumeration of the status's `state`. Without one, the contract example's state is kept. */
  readonly state?: Enumeration;
  /**
   * The running states in the order a job passes them, where the enumeration lists them otherwise
   * (a job has no progress yet before it processes; an unknown export is not a step of a run).
   */
  readonly runningOrder?: readonly number[];
  /** The field that names the step a running job is at, and its enumeration. */
  readonly step?: { readonly field: string; readonly values: Enumeration };
  /** The field that says how a completed job ended, and its enumeration. */
  readonly outcome?: { readonly field: string; readonly values: Enumeration };
  /** The status maps each id of a list to an entry with its own state (document renders). */
  readonly perId?: true;
}

/** The text states of an uploaded contact file, as the contract's example and description name them. */
const FILE_UPLOAD_STATES = { uploaded: 'uploaded', importing: 'importing', finished: 'finished' } as const;

const campaignCreation: StatusShape = { state: CampaignCreationFinalState, step: { field: 'message', values: CampaignCreationProgress } };
const templateImport: StatusShape = {
  state: CampaignTemplateImportState,
  step: { field: 'progressDetail', values: CampaignTemplateImportProgressDetail },
  outcome: { field: 'errorCode', values: CampaignTemplateImportErrorCode },
};
const contactImport: StatusShape = {
  state: ContactImportState,
  step: { field: 'progressDetail', values: ContactImportProgressDetail },
  outcome: { field: 'errorCode', values: ContactImportErrorCode },
};
const databaseImport: StatusShape = {
  state: DatabaseImportState,
  runningOrder: [DatabaseImportState.noProgressAvailable, DatabaseImportState.processing],
};
const unsubscriberExport: StatusShape = {
  state: UnsubscriberExportState,
  runningOrder: [UnsubscriberExportState.queued, UnsubscriberExportState.processing],
};
/** Jobs whose status says only `isFinished`, with a percentage or a count. */
const finishedFlag: StatusShape = {};

export const STATUS_SHAPES = {
  campaignTemplateImport: templateImport,
  campaignCreate: campaignCreation,
  campaignCopy: campaignCreation,
  simpleStatistics: finishedFlag,
  render: { perId: true },
  documentReplace: { state: CampaignDocumentReplaceState },
  documentImport: { state: CampaignDocumentImportState },
  imageImport: { state: ImageImportState },
  documentTemplateImport: { state: DocumentTemplateImportState },
  contactImport,
  contactImportFromUrl: contactImport,
  contactFileUpload: { state: FILE_UPLOAD_STATES },
  duplicateProcessing: finishedFlag,
  databaseCreateFromFile: databaseImport,
  databaseRecordUpdate: databaseImport,
  databaseImportFromFile: databaseImport,
  databaseExport: finishedFlag,
  lpLoginCreation: finishedFlag,
  variableReplace: finishedFlag,
  skinExportByName: { state: PortalSkinJobState },
  skinExportById: { state: PortalSkinJobState },
  resourceZipImport: { state: HtmlZipImportState },
  resourceImport: { state: ResourceImportState },
  resourceImportForCampaign: { state: ResourceImportState },
  dataRelationImport: finishedFlag,
  dataRelationExport: finishedFlag,
  fontRestore: { state: FontImportState },
  databaseSync: { state: DatabaseSyncTaskState },
  databaseSyncImport: { state: DatabaseSyncTaskState },
  unsubscriberImport: finishedFlag,
  unsubscriberImportForAccount: finishedFlag,
  unsubscriberExport: unsubscriberExport,
  contactUnsubscriberExport: unsubscriberExport,
  contactsExport: finishedFlag,
  dashboardDatabaseExport: finishedFlag,
  translationsExport: finishedFlag,
  translationsImport: finishedFlag,
  migrationPackage: finishedFlag,
  migration: finishedFlag,
  proofPdfRender: finishedFlag,
  adminStatistics: finishedFlag,
  accountDeletion: finishedFlag,
} as const satisfies Record<JobName, StatusShape>;
