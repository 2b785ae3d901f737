/** The platform's message catalogues as lookup tables, word for word. */
export { formatMessage, UNKNOWN_STATE, type MessageTable } from './format.js';
export {
  CAMPAIGN_CREATION_PROGRESS_MESSAGES,
  CAMPAIGN_CREATION_PERCENT_STEPS,
  CAMPAIGN_CREATION_MESSAGES,
  campaignCreationMessage,
} from './campaign-creation.js';
export {
  TEMPLATE_IMPORT_PROGRESS_MESSAGES,
  TEMPLATE_IMPORT_ERROR_MESSAGES,
  templateImportErrorMessage,
  templateImportProgressMessage,
} from './template-import.js';
export {
  CONTACT_IMPORT_PROGRESS_MESSAGES,
  CONTACT_IMPORT_ERROR_MESSAGES,
  contactImportErrorMessage,
  contactImportProgressMessage,
} from './contact-import.js';
export { MAIL_LOG_MESSAGES, mailLogMessage } from './mail-log.js';
export {
  stateMessage,
  DOCUMENT_REPLACE_STATE_MESSAGES,
  DOCUMENT_IMPORT_STATE_MESSAGES,
  IMAGE_IMPORT_STATE_MESSAGES,
  DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES,
  SKIN_JOB_STATE_MESSAGES,
  HTML_ZIP_IMPORT_STATE_MESSAGES,
  FONT_IMPORT_STATE_MESSAGES,
  DATABASE_SYNC_STATE_MESSAGES,
  UNSUBSCRIBER_EXPORT_STATE_MESSAGES,
  DATABASE_IMPORT_STATE_MESSAGES,
  DATABASE_UPLOAD_STATE_MESSAGES,
  RESOURCE_IMPORT_STATE_MESSAGES,
} from './job-states.js';
