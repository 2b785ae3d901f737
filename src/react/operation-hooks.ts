/**
 * What the generated hooks call (generated/hooks/). A query operation becomes `xQueryOptions(client, …)`
 * (TanStack's `queryOptions`, its key tagged with the result type) and `useQuery` on it, keyed by
 * `['dsm', area, operationId, input]`; a mutation operation (also one the server takes as GET) becomes
 * `useMutation` only, so no render ever fires it and it is never retried. Errors are `DsmError`s.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  type DataTag,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { DsmClient } from '../client.js';
import type { DsmError } from '../errors.js';
import type { Operation, OperationInput, SendOptions } from '../operation.js';
import { useDsmClient } from './dsm-context.js';

/** Send options of a hook's requests: admin keys and a time limit (queries get their signal from React Query). */
export type HookRequestOptions = Omit<SendOptions, 'signal'>;

export interface DsmQueryOptions<TResult, TData = TResult> {
  query?: Omit<UseQueryOptions<TResult, DsmError, TData>, 'queryKey' | 'queryFn'> & { queryKey?: readonly unknown[] };
  request?: HookRequestOptions;
}

export interface DsmMutationOptions<TResult, TVariables> {
  mutation?: Omit<UseMutationOptions<TResult, DsmError, TVariables>, 'mutationFn'>;
  request?: SendOptions;
}

/** `['dsm', area, operationId, input]`: invalidate an area with `['dsm', area]`, everything with `['dsm']`. */
export type DsmQueryKey = readonly ['dsm', string, string, OperationInput];

export const queryKeyOf = (operation: Operation, input: OperationInput): DsmQueryKey =>
  ['dsm', operation.area, operation.id, input] as const;

/**
 * What `queryOptions()` gives: options for `useQuery`, `useSuspenseQuery`, `fetchQuery`, `prefetchQuery`,
 * whose key carries the result type, so `queryClient.getQueryData(options.queryKey)` is typed.
 */
export type DsmQueryOptionsOf<TResult, TData = TResult> = UseQueryOptions<TResult, DsmError, TData> & {
  queryKey: DataTag<QueryKey, TResult, DsmError>;
};

/** The query options of one operation, sent with `client`: what the generated `xQueryOptions` return. */
export function queryOptionsOf<TResult, TData = TResult>(
  client: DsmClient,
  operation: Operation,
  input: OperationInput,
  options?: DsmQueryOptions<TResult, TData>,
): DsmQueryOptionsOf<TResult, TData> {
  const { queryKey, ...query } = options?.query ?? {};
  return queryOptions<TResult, DsmError, TData>({
    ...query,
    queryKey: queryKey ?? queryKeyOf(operation, input),
    queryFn: ({ signal }) => client.send<TResult>(operation, input, { ...options?.request, signal }),
  });
}

export function useDsmQuery<TResult, TData = TResult>(
  operation: Operation,
  input: OperationInput,
  options?: DsmQueryOptions<TResult, TData>,
): UseQueryResult<TData, DsmError> {
  return useQuery(queryOptionsOf(useDsmClient(), operation, input, options));
}

export function useDsmMutation<TResult, TVariables>(
  operation: Operation,
  toInput: (variables: TVariables) => OperationInput,
  options?: DsmMutationOptions<TResult, TVariables>,
): UseMutationResult<TResult, DsmError, TVariables> {
  const client = useDsmClient();
  return useMutation<TResult, DsmError, TVariables>({
    retry: false,
    ...options?.mutation,
    // `mutate()` without variables reads as no values: the request checks then name what is missing.
    mutationFn: (variables) => client.send<TResult>(operation, toInput(variables ?? ({} as TVariables)), options?.request),
  });
}
