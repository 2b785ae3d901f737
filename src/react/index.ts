/** `@dsm/sdk/react`: the provider and the generated React Query hooks (one module per API area). */
export { DsmProvider, type DsmProviderProps } from './dsm-provider.js';
export { useDsmClient } from './dsm-context.js';
export * from '../../generated/hooks/index.js';
export { dsmQueryDefaults, shouldRetryQuery } from './query-defaults.js';
export { queryKeyOf, useDsmMutation, useDsmQuery, type DsmMutationOptions, type DsmQueryKey, type DsmQueryOptions, type HookRequestOptions } from './operation-hooks.js';
export { useJob, type UseJobPhase, type UseJobState, type UseJobResult, type UseJobOptions } from './use-job.js';
export {
  useRecordTable,
  NO_PRIMARY_COLUMN,
  UNABLE_TO_DELETE,
  unableToDelete,
  type RecordTable,
  type RecordTableAlert,
  type UseRecordTableOptions,
} from './use-record-table.js';
export {
  contactsSource,
  dataRelationSource,
  contactSaveFailureMessage,
  valueSaveFailureMessage,
  withPrimaryColumn,
  DEFAULT_DATA_RELATION_PRIMARY_COLUMN,
  type RecordSource,
  type TableRecord,
  type PageRequest,
  type ValueEdit,
  type ContactsQuery,
  type ContactsSourceOptions,
} from './record-sources.js';
