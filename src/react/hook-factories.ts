/**
 * The generated hooks as data: each query operation's `useX` (carrying `useX.queryOptions` and
 * `useX.queryKey`) and each mutation's `useX` are made here from the operation's descriptor, so a hook
 * costs an application a few bytes rather than its own function bodies. Positional arguments are the
 * path values in the template's order (the descriptor's `params`), then the body when the operation has
 * one, then the options; a mutation's variables are the path values by name and the body as `data`.
 */
import type { DsmClient } from '../client.js';
import type { DsmError } from '../errors.js';
import type { Operation, OperationInput } from '../operation.js';
import { useDsmMutation } from './mutation-hooks.js';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDsmClient } from './dsm-context.js';
import { queryKeyOf, queryOptionsOf, type DsmQueryOptions } from './operation-hooks.js';

type Options = DsmQueryOptions<unknown, unknown> | undefined;

/** `useQuery` on one operation's query options with the provider's client. */
export function useDsmQuery<TResult, TData = TResult>(
  operation: Operation,
  input: OperationInput,
  options?: DsmQueryOptions<TResult, TData>,
): UseQueryResult<TData, DsmError> {
  return useQuery(queryOptionsOf(useDsmClient(), operation, input, options));
}

/** The call's input from positional arguments, and the options after them. */
function positional(operation: Operation, args: unknown[]): [OperationInput, Options] {
  const names = Object.keys(operation.params ?? {});
  const input: OperationInput = {};
  let next = names.length;
  if (next) input.path = Object.fromEntries(names.map((name, index) => [name, args[index]]));
  if (operation.body) input.body = args[next++];
  return [input, args[next] as Options];
}

/**
 * `useX(...values, options)`: `useQuery` on the operation's query options with the provider's client,
 * carrying `useX.queryOptions(client, ...values, options)` and `useX.queryKey(...values)`.
 */
export function queryHookFactory<H>(operation: Operation): H {
  const queryOptions = (client: DsmClient, ...args: unknown[]) => queryOptionsOf(client, operation, ...positional(operation, args));
  // `useDsmQuery`'s body, written out: an app of hooks alone then carries no `useDsmQuery` (12 B gzip).
  const hook = (...args: unknown[]) => useQuery(queryOptionsOf(useDsmClient(), operation, ...positional(operation, args)));
  hook.queryOptions = queryOptions;
  hook.queryKey = (...args: unknown[]) => queryKeyOf(operation, positional(operation, args)[0]);
  return hook as H;
}

/** `useX(options).mutate({ ...pathValues, data })`. */
export function mutationHookFactory<F>(operation: Operation): F {
  const toInput = (variables: Record<string, unknown>) =>
    positional(operation, [...Object.keys(operation.params ?? {}).map((name) => variables[name]), variables.data])[0];
  return ((options?: Parameters<typeof useDsmMutation>[2]) => useDsmMutation(operation, toInput, options)) as F;
}
