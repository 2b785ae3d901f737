/**
 * The generated hooks as data: each query operation's `xQueryOptions`, `useX` and `getXQueryKey`, and each
 * mutation's `useX`, are made here from the operation's descriptor, so a hook costs an application a few
 * bytes rather than its own function bodies. Positional arguments are the path values in the template's
 * order (the descriptor's `params`), then the body when the operation has one, then the options; a
 * mutation's variables are the path values by name and the body as `data`.
 */
import type { DsmClient } from '../client.js';
import type { Operation, OperationInput } from '../operation.js';
import { queryKeyOf, queryOptionsOf, useDsmMutation, useDsmQuery, type DsmQueryOptions } from './operation-hooks.js';

type Options = DsmQueryOptions<unknown, unknown> | undefined;

const pathNames = (operation: Operation) => Object.keys(operation.params ?? {});

/** The call's input from the path values, in the template's order, and the body. */
function inputOf(operation: Operation, values: unknown[], body: unknown): OperationInput {
  const names = pathNames(operation);
  const input: OperationInput = {};
  if (names.length) input.path = Object.fromEntries(names.map((name, index) => [name, values[index]]));
  if (operation.body) input.body = body;
  return input;
}

/** The input from positional arguments, and the options after them. */
function positional(operation: Operation, args: unknown[]): [OperationInput, Options] {
  const count = pathNames(operation).length;
  return [inputOf(operation, args, args[count]), args[count + (operation.body ? 1 : 0)] as Options];
}

/** `xQueryOptions(client, ...values, options)`. */
export function queryOptionsFactory<F>(operation: Operation): F {
  return ((client: DsmClient, ...args: unknown[]) => queryOptionsOf(client, operation, ...positional(operation, args))) as F;
}

/** `useX(...values, options)`: `useQuery` on the operation's query options with the provider's client. */
export function queryHookFactory<F>(operation: Operation): F {
  return ((...args: unknown[]) => useDsmQuery(operation, ...positional(operation, args))) as F;
}

/** `getXQueryKey(...values)`. */
export function queryKeyFactory<F>(operation: Operation): F {
  return ((...args: unknown[]) => queryKeyOf(operation, positional(operation, args)[0])) as F;
}

/** `useX(options).mutate({ ...pathValues, data })`. */
export function mutationHookFactory<F>(operation: Operation): F {
  const toInput = (variables: Record<string, unknown>) =>
    inputOf(
      operation,
      pathNames(operation).map((name) => variables[name]),
      variables.data,
    );
  return ((options?: Parameters<typeof useDsmMutation>[2]) => useDsmMutation(operation, toInput, options)) as F;
}
