/**
 * What a campaign template import status says. The platform's documentation words
 * only some entries; the others are the contract's descriptions of the platform's names.
 */
import { CampaignTemplateImportErrorCode, CampaignTemplateImportProgressDetail } from '../../generated/model/index.js';
import { lookUp, UNKNOWN_STATE } from './format.js';

/** Progress details: 'Import started' is the platform's wording, the rest spell out the platform's names. */
export const TEMPLATE_IMPORT_PROGRESS_MESSAGES: Readonly<Record<CampaignTemplateImportProgressDetail, string>> = {
  [CampaignTemplateImportProgressDetail.none]: 'Import started',
  [CampaignTemplateImportProgressDetail.extractingFile]: 'Extracting file',
  [CampaignTemplateImportProgressDetail.extractedFile]: 'Extracted file',
  [CampaignTemplateImportProgressDetail.extractingCampaignInformation]: 'Extracting campaign information',
  [CampaignTemplateImportProgressDetail.insertingCampaignTemplate]: 'Inserting campaign template',
  [CampaignTemplateImportProgressDetail.readingInfoBin]: 'Reading info.bin',
  [CampaignTemplateImportProgressDetail.readInfoBin]: 'Read info.bin',
  [CampaignTemplateImportProgressDetail.checkingFileSystemForCampaignTemplate]: 'Checking file system for campaign template',
  [CampaignTemplateImportProgressDetail.movingCampaignTemplateFiles]: 'Moving campaign template files',
};

/**
 * Error codes 0-12. Word for word from the platform's documentation: couldNotFindStatus and
 * couldNotFindInfoBin; the others are the contract's descriptions.
 */
export const TEMPLATE_IMPORT_ERROR_MESSAGES: Readonly<Record<CampaignTemplateImportErrorCode, string>> = {
  [CampaignTemplateImportErrorCode.none]: 'No error.',
  [CampaignTemplateImportErrorCode.unknown]: 'Unknown error.',
  [CampaignTemplateImportErrorCode.couldNotFindStatus]: 'Could not find status. Please try to upload again.',
  [CampaignTemplateImportErrorCode.couldNotLoadStatus]: 'Could not load the status.',
  [CampaignTemplateImportErrorCode.couldNotCreateTemporaryDirectory]: 'Could not create a temporary directory.',
  [CampaignTemplateImportErrorCode.couldNotExtractTemplateZipFile]: 'Could not extract the template zip file.',
  [CampaignTemplateImportErrorCode.couldNotFindInfoBin]: 'Could not find info.bin file. Maybe this is not a campaign template.',
  [CampaignTemplateImportErrorCode.couldNotCheckForInfoBin]: 'Could not check for the info.bin file.',
  [CampaignTemplateImportErrorCode.couldNotReadInfoBin]: 'Could not read the info.bin file.',
  [CampaignTemplateImportErrorCode.needUserInputOverwriteOrCreateNew]:
    'A template with this name exists; the user must choose overwrite or a new name, then continue the import.',
  [CampaignTemplateImportErrorCode.couldNotCheckDirectoryExistence]: 'Could not check whether the template directory exists.',
  [CampaignTemplateImportErrorCode.couldNotMoveDirectory]: 'Could not move the template directory.',
  [CampaignTemplateImportErrorCode.couldNotStoreTemplateInformation]: 'Could not store the template information.',
};

/** The text of a template import error code; an unknown code gives 'Unknown error.'. */
export const templateImportErrorMessage = (code: number): string =>
  lookUp(TEMPLATE_IMPORT_ERROR_MESSAGES, code, () => TEMPLATE_IMPORT_ERROR_MESSAGES[CampaignTemplateImportErrorCode.unknown]);

/** The text of a template import progress detail; an unknown detail gives 'Unknown state.'. */
export const templateImportProgressMessage = (detail: number): string =>
  lookUp(TEMPLATE_IMPORT_PROGRESS_MESSAGES, detail, () => UNKNOWN_STATE);
