/**
 * What a campaign create, copy or import status says: the progress
 * steps 0-19 and the error codes 20-30, word for word (including the platform's 'Unkown' typo).
 */
import { CampaignCreationProgress, CampaignImportErrorCode } from '../../generated/model/index.js';
import { formatMessage, lookUp } from './format.js';

/**
 * The progress steps as the platform's documentation lists them, one entry per numbered step. The documentation words
 * two steps for two codes each: 'copying account/system resources' and 'registering resources'.
 */
export const CAMPAIGN_CREATION_PROGRESS_MESSAGES: Readonly<Record<CampaignCreationProgress, string>> = {
  [CampaignCreationProgress.started]: 'started',
  [CampaignCreationProgress.unzipping]: 'unzipping',
  [CampaignCreationProgress.checkingForValidExport]: 'checking for valid export',
  [CampaignCreationProgress.readingInfo]: 'reading info',
  [CampaignCreationProgress.checkingForConflicts]: 'checking conflicts',
  [CampaignCreationProgress.readingDatabases]: 'reading databases',
  [CampaignCreationProgress.copyingAccountResources]: 'copying account resources',
  [CampaignCreationProgress.copyingSystemResources]: 'copying system resources',
  [CampaignCreationProgress.checkingInAccountResources]: 'registering resources',
  [CampaignCreationProgress.checkingInSystemResources]: 'registering resources',
  [CampaignCreationProgress.importingDatabases]: 'importing databases',
  [CampaignCreationProgress.copyingDesigns]: 'copying designs',
  [CampaignCreationProgress.adjustingDesignProperties]: 'adjusting design properties',
  [CampaignCreationProgress.waitingForCheckinCompletion]: 'waiting for resource check-ins',
  [CampaignCreationProgress.writingjQueryThemes]: 'writing jQuery themes',
  [CampaignCreationProgress.importingSets]: 'importing sets',
  [CampaignCreationProgress.finished]: 'finished',
};

/** The two steps whose status carries a percentage (the platform's documentation: '(percent)'), in `messageDetail`. */
export const CAMPAIGN_CREATION_PERCENT_STEPS: readonly number[] = [
  CampaignCreationProgress.waitingForCheckinCompletion,
  CampaignCreationProgress.importingSets,
];

/** The error texts, keyed by the campaign import error codes 20-30. */
export const CAMPAIGN_CREATION_MESSAGES: Readonly<Record<CampaignImportErrorCode, string>> = {
  [CampaignImportErrorCode.unknownException]: 'Unkown exception: {0}',
  [CampaignImportErrorCode.couldNotUnzipFile]: 'Could not unzip file. Exception: {0}',
  [CampaignImportErrorCode.infoFileMissing]: 'Could not find info file. Maybe this is not a valid template.',
  [CampaignImportErrorCode.databaseFileMissing]: 'Could not find database file. Maybe this is not a valid template.',
  [CampaignImportErrorCode.couldNotCheckinFile]: "Could not register file '{0}'.",
  [CampaignImportErrorCode.couldNotReadInfo]: 'Could not read info file. Please contact the support.',
  [CampaignImportErrorCode.destinationNameEmpty]: 'Please set a valid campaign name. You cannot use an empty value.',
  [CampaignImportErrorCode.destinationNameAlreadyTaken]: "The campaign name '{0}' is already taken. Please choose another name.",
  [CampaignImportErrorCode.destinationNameOkButDesignAlreadyTaken]: "The design name '{0}' is already taken. Please choose another name.",
  [CampaignImportErrorCode.sourceCampaignInfoNotFound]: 'Could not find source campaign name. Please contact the support.',
  [CampaignImportErrorCode.invalidCampaignName]:
    "The campaign name '{0}' contains invalid characters (like spaces or special signs). Please choose another one.",
};

const unknownMessage = (code: number) => `Unknown message: ${code}`;

/**
 * The text of any campaign creation message code, progress (0-19) or error (20-30), with its
 * arguments; an unknown code gives 'Unknown message: {code}'.
 */
export function campaignCreationMessage(code: number, args: readonly unknown[] = []): string {
  return formatMessage(lookUp(ALL_MESSAGES, code, unknownMessage), args);
}

const ALL_MESSAGES = { ...CAMPAIGN_CREATION_PROGRESS_MESSAGES, ...CAMPAIGN_CREATION_MESSAGES };
