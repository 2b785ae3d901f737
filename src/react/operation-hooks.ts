/**
 * What the generated query hooks call (generated/hooks/): `useQuery` on the operation's query options
 * (`useX.queryOptions(client, …)`: TanStack's `queryOptions`, its key tagged with the result type), keyed by
 * `['dsm', area, operationId, input]`. A mutation operation (also one the server takes as GET) becomes
 * `useMutation` only (mutation-hooks.ts); `useQuery` is called in hook-factories.ts. Errors are `DsmError`s.
 */
import type {
  DataTag,
  QueryFunction,
  QueryKey,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import type { DsmClient } from '../client.js';
import type { DsmError } from '../errors.js';
import type { Operation, OperationInput, SendOptions } from '../operation.js';

/**
 * Send options of a hook's requests: admin keys, a time limit, and a signal of your own, which ends a query's
 * requests as React Query's own does (an aborted one sends nothing).
 */
export type HookRequestOptions = SendOptions;

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
 * whose key carries the result type, so `queryClient.getQueryData(options.queryKey)` is typed. The query
 * function is always there (never `skipToken`), which is what `useSuspenseQuery` asks of it.
 */
export type DsmQueryOptionsOf<TResult, TData = TResult> = UseQueryOptions<TResult, DsmError, TData> & {
  queryKey: DataTag<QueryKey, TResult, DsmError>;
  queryFn: QueryFunction<TResult, QueryKey>;
};

/**
 * A generated query hook, `useX(...args, options?)`: `useQuery` with the provider's client. `TArgs` are the
 * operation's path values in the path template's order, then its body when it has one. The hook carries
 * the same query's options and key, as a Zustand hook carries `getState()`.
 */
export interface QueryHook<TResult, TArgs extends unknown[]> {
  /** `useQuery` on this query's options with the provider's client: the hook's arguments, then `options`. */
  <TData = TResult>(...args: [...TArgs, options?: DsmQueryOptions<TResult, TData>]): UseQueryResult<TData, DsmError>;
  /**
   * The hook's query options (TanStack's `queryOptions`, its key typed by the result), sent with `client`:
   * for `useSuspenseQuery`, `useQueries`, `queryClient.fetchQuery` or `prefetchQuery` outside a component.
   */
  queryOptions<TData = TResult>(
    client: DsmClient,
    ...args: [...TArgs, options?: DsmQueryOptions<TResult, TData>]
  ): DsmQueryOptionsOf<TResult, TData>;
  /** The hook's query key for these values, `['dsm', area, operationId, input]`: for `invalidateQueries` or `getQueryData`. */
  queryKey(...args: TArgs): DsmQueryKey;
}

/**
 * A generated mutation hook, `useX(options?)`: `useMutation` with the provider's client, never fired by a
 * render and never retried. `TVariables` are what `mutate` takes: the path values by name, the body as `data`.
 */
export type MutationHook<TResult, TVariables> = (
  options?: DsmMutationOptions<TResult, TVariables>,
) => UseMutationResult<TResult, DsmError, TVariables>;

/** The caller's signal and React Query's as one (an aborted one: nothing is sent); anything else is left to `send` to refuse. */
const both = (own: unknown, query: AbortSignal) =>
  own instanceof AbortSignal ? AbortSignal.any([own, query]) : ((own ?? query) as AbortSignal);

/** The query options of one operation, sent with `client`: what a query hook's `queryOptions` returns. */
export function queryOptionsOf<TResult, TData = TResult>(
  client: DsmClient,
  operation: Operation,
  input: OperationInput,
  options?: DsmQueryOptions<TResult, TData>,
): DsmQueryOptionsOf<TResult, TData> {
  const { queryKey, ...query } = options?.query ?? {};
  const built: UseQueryOptions<TResult, DsmError, TData> = {
    ...query,
    queryKey: queryKey ?? queryKeyOf(operation, input),
    queryFn: ({ signal }) =>
      client.send<TResult>(operation, input, { ...options?.request, signal: both(options?.request?.signal, signal) }),
  };
  // What TanStack's `queryOptions()` does, without calling it: it returns its argument, its key typed by the result.
  return built as DsmQueryOptionsOf<TResult, TData>;
}
