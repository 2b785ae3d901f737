/**
 * `@dsm/sdk/react`: the provider, the generated React Query hooks (one module per API area) and `useJob`.
 * A query hook carries its query options and key (`useContactsCount.queryOptions(client)`,
 * `useContactsCount.queryKey()`), so the index has one name per operation.
 * Needs `react` and `@tanstack/react-query` only; `useRecordTable` is in `@dsm/sdk/react/table`.
 */
export { DsmProvider, type DsmProviderProps, useDsmClient } from './dsm-context.js';
export * from '../../generated/hooks/index.js';
export { dsmQueryDefaults, queryRetryDelay, MAX_RETRY_DELAY_MS, shouldRetryQuery } from './query-defaults.js';
export {
  queryKeyOf,
  queryOptionsOf,
  type DsmMutationOptions,
  type DsmQueryKey,
  type DsmQueryOptions,
  type DsmQueryOptionsOf,
  type HookRequestOptions,
  type MutationHook,
  type QueryHook,
} from './operation-hooks.js';
export { useDsmQuery } from './hook-factories.js';
export { useDsmMutation } from './mutation-hooks.js';
export { useJob, type UseJobPhase, type UseJobState, type UseJobResult, type UseJobOptions } from './jobs/use-job.js';
export {
  isJobSettled,
  jobQueryKey,
  jobQueryOptions,
  type JobCachePhase,
  type JobQueryInit,
  type JobQueryKey,
  type JobQueryOptions,
  type JobSnapshot,
  type JobStatusView,
} from './jobs/job-query.js';
