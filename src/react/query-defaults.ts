/**
 * React Query defaults that fit the SDK's errors: a query is retried only when trying again can help
 * (network failure, time-out, 5xx, 408, 429), after the wait the server asks for (`Retry-After`, bounded), and a
 * mutation is never retried (it may have changed data).
 *   new QueryClient({ defaultOptions: dsmQueryDefaults })
 */
import type { DefaultOptions } from '@tanstack/react-query';
import { DsmHttpError, DsmNetworkError, DsmTimeoutError } from '../errors.js';

const MAX_QUERY_RETRIES = 3;
/** The longest wait before a retry, whatever the server's `Retry-After` asks: a screen does not wait minutes. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Milliseconds before retry `failureCount`: the server's `Retry-After` (seconds or an HTTP date) when it
 * sent one, otherwise TanStack's own back-off (1 s, 2 s, 4 s…); never more than {@link MAX_RETRY_DELAY_MS}.
 */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof DsmHttpError ? error.response.headers.get('Retry-After')?.trim() : undefined;
  const ms = !asked ? Number.NaN : /^\d+$/.test(asked) ? Number(asked) * 1000 : Date.parse(asked) - Date.now();
  return Math.min(Number.isNaN(ms) ? 1000 * 2 ** failureCount : Math.max(0, ms), MAX_RETRY_DELAY_MS);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof DsmTimeoutError) return true;
  if (error instanceof DsmNetworkError) return !error.aborted;
  if (error instanceof DsmHttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return false; // validation, configuration and state-1 failures do not change by asking again
}

export const dsmQueryDefaults = {
  queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay },
  mutations: { retry: false },
} satisfies DefaultOptions;
