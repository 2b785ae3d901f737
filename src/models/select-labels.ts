/**
 * Display labels of the select columns, keyed by value (the contact columns and the
 * create-account model, as the platform's documentation lists them). The keys are checked against the contract's enums at compile time.
 */
import {
  AccountLpLoginMode,
  CompanyEmployees,
  ContactRating,
  ContactState,
  CreationSource,
  JobCategory,
  PreferredChannel,
} from '../../generated/model/index.js';

/** Labels of a select column, keyed by value. */
export type SelectLabels<V extends number = number> = Readonly<Record<V, string>>;

export const COMPANY_EMPLOYEES_LABELS: SelectLabels<CompanyEmployees> = {
  [CompanyEmployees.unknown]: 'Unknown',
  [CompanyEmployees.micro]: 'Micro (1-10)',
  [CompanyEmployees.small]: 'Small (11-50)',
  [CompanyEmployees.medium]: 'Medium (51-250)',
  [CompanyEmployees.large]: 'Large (251-1000)',
  [CompanyEmployees.enterprise]: 'Enterprise (>1000)',
};

export const CONTACT_STATE_LABELS: SelectLabels<ContactState> = {
  [ContactState.unknown]: 'Unknown',
  [ContactState.lead]: 'Lead',
  [ContactState.contact]: 'Contact',
  [ContactState.customer]: 'Customer',
};

export const CONTACT_RATING_LABELS: SelectLabels<ContactRating> = {
  [ContactRating.cold]: 'Cold',
  [ContactRating.warm]: 'Warm',
  [ContactRating.hot]: 'Hot',
};

export const PREFERRED_CHANNEL_LABELS: SelectLabels<PreferredChannel> = {
  [PreferredChannel.none]: 'None',
  [PreferredChannel.print]: 'Print',
  [PreferredChannel.eMail]: 'EMail',
  [PreferredChannel.phone]: 'Phone',
  [PreferredChannel.sms]: 'Sms',
};

export const JOB_CATEGORY_LABELS: SelectLabels<JobCategory> = {
  [JobCategory.unknown]: 'Unknown',
  [JobCategory.humanResources]: 'HumanResources',
  [JobCategory.IT]: 'IT',
  [JobCategory.researchAndDevelopment]: 'R&D',
  [JobCategory.sales]: 'Sales',
  [JobCategory.finance]: 'Finance',
  [JobCategory.production]: 'Production',
  [JobCategory.logistic]: 'Logistic',
  [JobCategory.marketing]: 'Marketing',
  [JobCategory.management]: 'Management',
};

export const CREATION_SOURCE_LABELS: SelectLabels<CreationSource> = {
  [CreationSource.unknown]: 'Unknown',
  [CreationSource.campaignRegistration]: 'Campaign Registration',
  [CreationSource.databaseImport]: 'Database Import',
};

/** Login-page login modes of the create-account model. */
export const ACCOUNT_LP_LOGIN_MODE_LABELS: SelectLabels<AccountLpLoginMode> = {
  [AccountLpLoginMode.default]: 'Default',
  [AccountLpLoginMode.randomize]: 'Randomize',
  [AccountLpLoginMode.secureHash]: 'Secure Hash',
  [AccountLpLoginMode.columnsPlusRandomNumber]: 'Columns Plus Random Number',
};
