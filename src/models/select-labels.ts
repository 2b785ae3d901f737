/**
 * Display labels of the select columns, keyed by value (the contact columns and the create-account model):
 * the contract's `x-enum-descriptions`, generated into generated/labels.ts; the types check the keys
 * against the contract's enums at compile time.
 */
import type {
  AccountLpLoginMode,
  CompanyEmployees,
  ContactRating,
  ContactState,
  CreationSource,
  JobCategory,
  PreferredChannel,
} from '../../generated/model/index.js';
import * as labels from '../../generated/labels.js';

/** Labels of a select column, keyed by value. */
export type SelectLabels<V extends number = number> = Readonly<Record<V, string>>;

export const COMPANY_EMPLOYEES_LABELS: SelectLabels<CompanyEmployees> = labels.COMPANY_EMPLOYEES_LABELS;

export const CONTACT_STATE_LABELS: SelectLabels<ContactState> = labels.CONTACT_STATE_LABELS;

export const CONTACT_RATING_LABELS: SelectLabels<ContactRating> = labels.CONTACT_RATING_LABELS;

export const PREFERRED_CHANNEL_LABELS: SelectLabels<PreferredChannel> = labels.PREFERRED_CHANNEL_LABELS;

export const JOB_CATEGORY_LABELS: SelectLabels<JobCategory> = labels.JOB_CATEGORY_LABELS;

export const CREATION_SOURCE_LABELS: SelectLabels<CreationSource> = labels.CREATION_SOURCE_LABELS;

/** Login-page login modes of the create-account model. */
export const ACCOUNT_LP_LOGIN_MODE_LABELS: SelectLabels<AccountLpLoginMode> = labels.ACCOUNT_LP_LOGIN_MODE_LABELS;
