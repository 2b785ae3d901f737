/**
 * What the state of a long job says, one lookup table per
 * kind of job. Word for word from the platform's documentation where it gives a text ('Could not find status. Please
 * retry.', 'Could not find document xml. ...', 'Could not create campaign. ...', 'User interaction
 * needed. Please send your decisions.'); the other entries are the contract's descriptions of the
 * platform's state names. A state no table knows reads 'Unknown state.'.
 */
import {
  CampaignDocumentImportState,
  CampaignDocumentReplaceState,
  DatabaseImportState,
  DatabaseSyncTaskState,
  DatabaseUploadState,
  DocumentTemplateImportState,
  FontImportState,
  HtmlZipImportState,
  ImageImportState,
  PortalSkinJobState,
  ResourceImportState,
  UnsubscriberExportState,
} from '../../generated/model/index.js';
import { lookUp, UNKNOWN_STATE, type MessageTable } from './format.js';

/** The text of a state in a table; 'Unknown state.' for a state the table does not know. */
export const stateMessage = (table: MessageTable, state: number): string => lookUp(table, state, () => UNKNOWN_STATE);

export const DOCUMENT_REPLACE_STATE_MESSAGES: Readonly<Record<CampaignDocumentReplaceState, string>> = {
  [CampaignDocumentReplaceState.waitingToStart]: 'Waiting to start.',
  [CampaignDocumentReplaceState.started]: 'Started.',
  [CampaignDocumentReplaceState.readingCampaign]: 'Reading the campaign.',
  [CampaignDocumentReplaceState.readingDocumentTemplate]: 'Reading the document template.',
  [CampaignDocumentReplaceState.readingTemplateXml]: 'Reading the template XML.',
  [CampaignDocumentReplaceState.readingDocumentTemplateXml]: 'Reading the document template XML.',
  [CampaignDocumentReplaceState.replacingDocument]: 'Replacing the document.',
  [CampaignDocumentReplaceState.regeneratingIds]: 'Regenerating ids.',
  [CampaignDocumentReplaceState.checkingInImages]: 'Checking in images.',
  [CampaignDocumentReplaceState.checkingInFonts]: 'Checking in fonts.',
  [CampaignDocumentReplaceState.writingTemplateXml]: 'Writing the template XML.',
  [CampaignDocumentReplaceState.checkingInContent]: 'Checking in content.',
  [CampaignDocumentReplaceState.readingInfoFile]: 'Reading the info file.',
  [CampaignDocumentReplaceState.waitingForCheckInCompletion]: 'Waiting for the check-ins to complete (see percentage and detail).',
  [CampaignDocumentReplaceState.writingDocumentTemplateMetaData]: "Writing the document template's metadata.",
  [CampaignDocumentReplaceState.finished]: 'Finished.',
  [CampaignDocumentReplaceState.couldNotFindStatus]: 'Could not find status. Please retry.',
  [CampaignDocumentReplaceState.couldNotFindCampaign]: 'Could not find the campaign.',
  [CampaignDocumentReplaceState.couldNotFindDocumentTemplate]: 'Could not find the document template.',
  [CampaignDocumentReplaceState.couldNotFindDocumentToReplace]: 'Could not find the document to replace.',
  [CampaignDocumentReplaceState.couldNotFindInfoFile]: 'Could not find the info file.',
  [CampaignDocumentReplaceState.couldNotFindDocumentXmlId]: 'Could not find the document xml id.',
  [CampaignDocumentReplaceState.couldNotFindDocumentInfo]: 'Could not find the document info.',
  [CampaignDocumentReplaceState.couldNotReplaceDocument]: 'Could not replace the document.',
  [CampaignDocumentReplaceState.couldNotCheckInImage]: 'Could not check in an image.',
  [CampaignDocumentReplaceState.couldNotCheckInFont]: 'Could not check in a font.',
  [CampaignDocumentReplaceState.couldNotCheckInContent]: 'Could not check in content.',
};

export const DOCUMENT_IMPORT_STATE_MESSAGES: Readonly<Record<CampaignDocumentImportState, string>> = {
  [CampaignDocumentImportState.queued]: 'Queued.',
  [CampaignDocumentImportState.extractingZipFile]: 'Extracting the zip file.',
  [CampaignDocumentImportState.checkingImportFileValidity]: "Checking the import file's validity.",
  [CampaignDocumentImportState.creatingCampaign]: 'Creating the campaign.',
  [CampaignDocumentImportState.completed]: 'Completed.',
  [CampaignDocumentImportState.statusMissing]: 'Could not find status. Please retry.',
  [CampaignDocumentImportState.documentXmlMissing]: "Could not find document xml. The docml file name must be 'document.xml'.",
  [CampaignDocumentImportState.campaignAlreadyExists]: 'Could not create campaign. A campaign with the provided name already exists.',
  [CampaignDocumentImportState.couldNotCreateCampaign]: 'Could not create the campaign.',
  [CampaignDocumentImportState.contactsDatabaseMissing]: 'The contacts database is missing.',
  [CampaignDocumentImportState.unknownError]: 'Unknown error.',
  [CampaignDocumentImportState.imageCheckInFailed]: 'An image could not be checked in.',
  [CampaignDocumentImportState.documentRegistrationFailed]: 'The document could not be registered.',
};

export const IMAGE_IMPORT_STATE_MESSAGES: Readonly<Record<ImageImportState, string>> = {
  [ImageImportState.waitingToStart]: 'Waiting to start.',
  [ImageImportState.started]: 'Started.',
  [ImageImportState.extractingZipFile]: 'Extracting the zip file.',
  [ImageImportState.insertingCategories]: 'Inserting categories.',
  [ImageImportState.creatingCategoryDirectories]: 'Creating category directories.',
  [ImageImportState.movingFiles]: 'Moving files.',
  [ImageImportState.writingImageInformation]: 'Writing image information.',
  [ImageImportState.creatingThumbnails]: 'Creating thumbnails.',
  [ImageImportState.convertingFiles]: 'Converting files.',
  [ImageImportState.finished]: 'Finished.',
  [ImageImportState.couldNotFindStatus]: 'Could not find status. Please retry.',
  [ImageImportState.userInteractionNeeded]: 'User interaction needed. Please send your decisions.',
  [ImageImportState.couldNotImportTemplate]: 'Could not import the template.',
  [ImageImportState.couldNotExtractZipFile]: 'Could not extract the zip file.',
};

export const DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES: Readonly<Record<DocumentTemplateImportState, string>> = {
  [DocumentTemplateImportState.waitingToStart]: 'Waiting to start.',
  [DocumentTemplateImportState.started]: 'Started.',
  [DocumentTemplateImportState.extractingZipFile]: 'Extracting the zip file.',
  [DocumentTemplateImportState.readingInfoFile]: 'Reading the info file.',
  [DocumentTemplateImportState.finished]: 'Finished.',
  [DocumentTemplateImportState.couldNotFindStatus]: 'Could not find status. Please retry.',
  [DocumentTemplateImportState.userInteractionNeeded]: 'User interaction needed. Please send your decisions.',
  [DocumentTemplateImportState.couldNotFindInfoFile]: 'Could not find the info file.',
  [DocumentTemplateImportState.couldNotImportTemplate]: 'Could not import the template.',
  [DocumentTemplateImportState.couldNotExtractZipFile]: 'Could not extract the zip file.',
};

export const SKIN_JOB_STATE_MESSAGES: Readonly<Record<PortalSkinJobState, string>> = {
  [PortalSkinJobState.failed]: 'The job failed.',
  [PortalSkinJobState.queued]: 'The job waits to be run.',
  [PortalSkinJobState.running]: 'The job is running.',
  [PortalSkinJobState.completed]: 'The job has completed.',
};

export const HTML_ZIP_IMPORT_STATE_MESSAGES: Readonly<Record<HtmlZipImportState, string>> = {
  [HtmlZipImportState.queued]: 'The import waits to be run.',
  [HtmlZipImportState.extract]: 'The package is being extracted.',
  [HtmlZipImportState.postProcessing]: 'The extracted files are being processed.',
  [HtmlZipImportState.finished]: 'The import has finished.',
  [HtmlZipImportState.error]: 'The import failed.',
};

export const FONT_IMPORT_STATE_MESSAGES: Readonly<Record<FontImportState, string>> = {
  [FontImportState.failed]: 'The import failed.',
  [FontImportState.queued]: 'The font waits to be processed.',
  [FontImportState.conversion]: 'The font is being converted into the web formats.',
  [FontImportState.finished]: 'The font is installed.',
};

export const DATABASE_SYNC_STATE_MESSAGES: Readonly<Record<DatabaseSyncTaskState, string>> = {
  [DatabaseSyncTaskState.queued]: 'Queued.',
  [DatabaseSyncTaskState.processing]: 'Processing.',
  [DatabaseSyncTaskState.finished]: 'Finished.',
  [DatabaseSyncTaskState.failed]: 'Failed.',
};

export const UNSUBSCRIBER_EXPORT_STATE_MESSAGES: Readonly<Record<UnsubscriberExportState, string>> = {
  [UnsubscriberExportState.unknown]: 'Unknown.',
  [UnsubscriberExportState.error]: 'Error.',
  [UnsubscriberExportState.queued]: 'Queued.',
  [UnsubscriberExportState.processing]: 'Processing.',
  [UnsubscriberExportState.finished]: 'Finished.',
};

export const DATABASE_IMPORT_STATE_MESSAGES: Readonly<Record<DatabaseImportState, string>> = {
  [DatabaseImportState.managerIdDoesNotExist]: 'The manager id does not exist.',
  [DatabaseImportState.processing]: 'The job is running.',
  [DatabaseImportState.finished]: 'The job has finished.',
  [DatabaseImportState.couldNotReadRequest]: 'The request could not be read.',
  [DatabaseImportState.noProgressAvailable]: 'No progress is available yet.',
  [DatabaseImportState.failed]: 'The job failed.',
};

export const DATABASE_UPLOAD_STATE_MESSAGES: Readonly<Record<DatabaseUploadState, string>> = {
  [DatabaseUploadState.accepted]: 'The upload was accepted and is being processed.',
  [DatabaseUploadState.duplicateDatabaseName]: 'A database of that name already exists.',
  [DatabaseUploadState.couldNotReadRequest]: 'The request could not be read.',
  [DatabaseUploadState.noDatabaseFileExists]: 'No database file exists.',
  [DatabaseUploadState.tableDoesNotExist]: 'The table does not exist.',
  [DatabaseUploadState.noTableNameProvided]: 'No table name was provided.',
  [DatabaseUploadState.columnForPart1DoesNotExist]: 'The column for login part 1 does not exist.',
  [DatabaseUploadState.columnForPart2DoesNotExist]: 'The column for login part 2 does not exist.',
  [DatabaseUploadState.noColumnsProvided]: 'No columns were provided.',
  [DatabaseUploadState.managerIdDoesNotExist]: 'The manager id does not exist.',
  [DatabaseUploadState.previewDataMissing]: 'The preview data is missing.',
  [DatabaseUploadState.failed]: 'The upload failed.',
  [DatabaseUploadState.saasRecordContingentExhausted]: "The account's record contingent is exhausted.",
  [DatabaseUploadState.lpLoginColumnNotAllowed]: 'The lpLogin column is not allowed.',
  [DatabaseUploadState.couldNotReadUniqueColumnValues]: 'The unique column values could not be read.',
  [DatabaseUploadState.couldNotAddMissingColumns]: 'Missing columns could not be added.',
  [DatabaseUploadState.couldNotReadExistingColumns]: 'The existing columns could not be read.',
  [DatabaseUploadState.xmediaIDColumnNotAllowed]: 'The xmediaID column is not allowed.',
};

export const RESOURCE_IMPORT_STATE_MESSAGES: Readonly<Record<ResourceImportState, string>> = {
  [ResourceImportState.queued]: 'The import waits to be run.',
  [ResourceImportState.error]: 'The import failed.',
  [ResourceImportState.processing]: 'The import is running.',
  [ResourceImportState.finished]: 'The import has finished.',
};
