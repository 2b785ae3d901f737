/**
 * `@dsm/sdk/react/table`: `useRecordTable` and its record sources (contacts, campaign templates, document templates, data relations), a
 * headless table on TanStack Table. Its own entry, so `@dsm/sdk/react` needs no `@tanstack/react-table`.
 */
export { useRecordTable } from './use-record-table.js';
export { recordTableKeys, type RecordTableKeys } from './record-table-keys.js';
export {
  NO_PRIMARY_COLUMN,
  readOnlyColumn,
  UNABLE_TO_DELETE,
  unableToDelete,
  type RecordTable,
  type RecordTableAlert,
  type UseRecordTableOptions,
} from './record-table.js';
export { contactsSource, contactSaveFailureMessage, type ContactsQuery, type ContactsSourceOptions } from './contacts-source.js';
export {
  dataRelationSource,
  valueSaveFailureMessage,
  withPrimaryColumn,
  DEFAULT_DATA_RELATION_PRIMARY_COLUMN,
} from './data-relation-source.js';
export type { RecordSource, TableRecord, PageRequest, ValueEdit } from './record-source.js';
export {
  campaignTemplatesSource,
  templateSaveFailureMessage,
  CAMPAIGN_TEMPLATE_COLUMNS,
  COULD_NOT_SAVE_VALUE,
  DEFAULT_TEMPLATE_PAGE_SIZE,
} from './template-source.js';
export { documentTemplatesSource, DOCUMENT_TEMPLATE_COLUMNS } from './document-template-source.js';
