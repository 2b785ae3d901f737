/**
 * What a campaign create, copy or import status says: the progress
 * steps 0-19 and the error codes 20-30, word for word (including the platform's 'Unkown' typo).
 */
import { PERCENT_STEPS } from '../../generated/job-facts.js';
import * as labels from '../../generated/labels.js';
import type { CampaignCreationProgress, CampaignImportErrorCode } from '../../generated/model/index.js';
import { formatMessage, lookUp } from './format.js';

/** The progress steps' texts: the contract's descriptions of `CampaignCreationProgress`. */
export const CAMPAIGN_CREATION_PROGRESS_MESSAGES: Readonly<Record<CampaignCreationProgress, string>> =
  labels.CAMPAIGN_CREATION_PROGRESS_LABELS;

/** The two steps whose status carries a percentage in `messageDetail` (the contract's `x-dsm-job-fields.percent.steps`). */
export const CAMPAIGN_CREATION_PERCENT_STEPS: readonly number[] = PERCENT_STEPS.CampaignCreationStatus ?? [];

/** The error texts, keyed by the campaign import error codes 20-30: the contract's descriptions of `CampaignImportErrorCode`. */
export const CAMPAIGN_CREATION_MESSAGES: Readonly<Record<CampaignImportErrorCode, string>> = labels.CAMPAIGN_IMPORT_ERROR_CODE_LABELS;

const unknownMessage = (code: number) => `Unknown message: ${code}`;

/**
 * The text of any campaign creation message code, progress (0-19) or error (20-30), with its
 * arguments; an unknown code gives 'Unknown message: {code}'.
 */
export function campaignCreationMessage(code: number, args: readonly unknown[] = []): string {
  return formatMessage(lookUp(ALL_MESSAGES, code, unknownMessage), args);
}

const ALL_MESSAGES = { ...CAMPAIGN_CREATION_PROGRESS_MESSAGES, ...CAMPAIGN_CREATION_MESSAGES };
