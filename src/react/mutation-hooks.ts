/**
 * What the generated mutation hooks call: `useMutation` on the operation, so no render ever fires it and it is
 * never retried. Apart from the query hooks' module, so an application with query hooks only imports no
 * `useMutation`.
 */
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { DsmError } from '../errors.js';
import type { Operation, OperationInput } from '../operation.js';
import { useDsmClient } from './dsm-context.js';
import type { DsmMutationOptions } from './operation-hooks.js';

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
