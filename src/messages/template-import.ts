/**
 * What a campaign template import status says. The platform's documentation words
 * only some entries; the others are the contract's descriptions of the platform's names.
 */
import * as labels from '../../generated/labels.js';
import { CampaignTemplateImportErrorCode, type CampaignTemplateImportProgressDetail } from '../../generated/model/index.js';
import { lookUp, UNKNOWN_STATE } from './format.js';

/** Progress details: the contract's descriptions of `CampaignTemplateImportProgressDetail`. */
export const TEMPLATE_IMPORT_PROGRESS_MESSAGES: Readonly<Record<CampaignTemplateImportProgressDetail, string>> =
  labels.CAMPAIGN_TEMPLATE_IMPORT_PROGRESS_DETAIL_LABELS;

/** Error codes 0-12: the contract's descriptions of `CampaignTemplateImportErrorCode`. */
export const TEMPLATE_IMPORT_ERROR_MESSAGES: Readonly<Record<CampaignTemplateImportErrorCode, string>> =
  labels.CAMPAIGN_TEMPLATE_IMPORT_ERROR_CODE_LABELS;

/** The text of a template import error code; an unknown code gives 'Unknown error.'. */
export const templateImportErrorMessage = (code: number): string =>
  lookUp(TEMPLATE_IMPORT_ERROR_MESSAGES, code, () => TEMPLATE_IMPORT_ERROR_MESSAGES[CampaignTemplateImportErrorCode.unknown]);

/** The text of a template import progress detail; an unknown detail gives 'Unknown state.'. */
export const templateImportProgressMessage = (detail: number): string =>
  lookUp(TEMPLATE_IMPORT_PROGRESS_MESSAGES, detail, () => UNKNOWN_STATE);
