/** `@dsm/sdk/react`: the provider and the generated React Query hooks (one module per API area). */
export { DsmProvider, type DsmProviderProps } from './dsm-provider.js';
export { useDsmClient } from './dsm-context.js';
export * from '../../generated/hooks/index.js';
export { dsmQueryDefaults, shouldRetryQuery } from './query-defaults.js';
export { useJob, type UseJobPhase, type UseJobState, type UseJobResult, type UseJobOptions } from './use-job.js';
