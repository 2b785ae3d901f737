/** Model helpers: defaults, display rules, wire codecs and job-state readers over the contract's models. */
export { ALL_COLUMNS, CUSTOMER_ID_COLUMN, DEFAULT_QUERY_SIZE, standardQuery, defaultWhere } from './query.js';
export { NEW_CONTACT_BATCH_ID, newContact } from './contact.js';
export {
  type SelectLabels,
  COMPANY_EMPLOYEES_LABELS,
  CONTACT_STATE_LABELS,
  CONTACT_RATING_LABELS,
  PREFERRED_CHANNEL_LABELS,
  JOB_CATEGORY_LABELS,
  CREATION_SOURCE_LABELS,
  ACCOUNT_LP_LOGIN_MODE_LABELS,
} from './select-labels.js';
export { displayBoolean, displayNullableBoolean, displayGender, displaySelect, displayNullableInteger } from './display.js';
export { DOT_MARKER, HASH_MARKER, type ResourceFileNameOptions, resourceFileName, fileNameFromResource } from './resource-names.js';
export { transliterate } from './transliterate.js';
export { mailAddressError, parseMailAddress } from './mail-address.js';
export { type PortalApprovalSegment, portalApprovalSegment } from './portal.js';
export { type StreamImageParameter, type SealInput, SEAL_METHOD, SEAL_TYPE, sealParameters, createStreamImageUrl } from './stream-image.js';
export { type EnvironmentByLanguage, environmentByLanguage } from './environment.js';
export { type CookieMap, cookiesToMap, cookiesFromMap } from './cookies.js';
export { parseCampaignDatabaseRecord } from './campaign-database.js';
export { SELECT_TYPE_PREFIX, selectColumnDataType, parseSelectColumnDataType } from './select-column-type.js';
export {
  DEFAULT_MAX_USERS,
  accountCreateModel,
  DEFAULT_RENDER_BLOCK_SIZE,
  PREVIEW_PRESET_ID,
  renderRequest,
  SMTP_SERVER_DEFAULTS,
  smtpServer,
  campaignDeleteModel,
  ACCOUNT_RESOURCES_CAMPAIGN_ID,
} from './defaults.js';
export {
  type ColumnType,
  type ColumnDefinition,
  CONTACT_COLUMNS,
  CONTACT_PRIMARY_COLUMN,
  additionalColumnDefinition,
  contactColumnModel,
  displayColumnValue,
} from './column-model.js';
