/**
 * The texts shown for a campaign creation, copy or import status (seed 002 §8), keyed by the
 * contract's campaign import error codes 20-30 (seed 001 §8). Word for word, including the seed's
 * 'Unkown' typo.
 */
import { CampaignImportErrorCode } from '../../generated/model/index.js';

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

/** Fills `{0}`, `{1}`, ... with the arguments at those positions; a missing or null argument gives empty text. */
export function formatMessage(template: string, args: readonly unknown[] = []): string {
  return template.replace(/\{(\d+)\}/g, (_placeholder, index: string) => {
    const arg = args[Number(index)];
    return arg === null || arg === undefined ? '' : String(arg);
  });
}

/** The text of a campaign creation message code with its arguments; an unknown code gives 'Unknown message: {code}'. */
export function campaignCreationMessage(code: number, args: readonly unknown[] = []): string {
  const template = (CAMPAIGN_CREATION_MESSAGES as Readonly<Record<number, string | undefined>>)[code];
  return template === undefined ? `Unknown message: ${code}` : formatMessage(template, args);
}
