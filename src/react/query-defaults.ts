/**
 * React Query defaults that fit the SDK's errors: a query is retried only when trying again can help
 * (network failure, time-out, 5xx, 408, 429), and a mutation is never retried (it may have changed data).
 *   new QueryClient({ defaultOptions: dsmQueryDefaults })
 */
import type { DefaultOptions } from '@tanstack/react-query';
import { DsmHttpError, DsmNetworkError, DsmTimeoutError } from '../errors.js';

const MAX_QUERY_RETRIES = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof DsmTimeoutError) return true;
  if (error instanceof DsmNetworkError) return !error.aborted;
  if (error instanceof DsmHttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return false; // validation, configuration and state-1 failures do not change by asking again
}

export const dsmQueryDefaults = {
  queries: { retry: shouldRetryQuery },
  mutations: { retry: false },
} satisfies DefaultOptions;
