/** `@dsm/sdk/react`: the provider and the generated React Query hooks (one module per API area). */
export { DsmProvider, type DsmProviderProps } from './dsm-provider.js';
export { useDsmClient } from './dsm-context.js';
export * from '../../generated/hooks/index.js';
export { dsmQueryDefaults, shouldRetryQuery } from './query-defaults.js';
export { queryKeyOf, useDsmMutation, useDsmQuery, type DsmMutationOptions, type DsmQueryOptions, type HookRequestOptions } from './operation-hooks.js';
