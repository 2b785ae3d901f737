/** Which failures a query retries under the SDK's React Query defaults. */
import { describe, expect, it } from 'vitest';
import { DsmApiError, DsmConfigError, DsmHttpError, DsmNetworkError, DsmTimeoutError, DsmValidationError } from '../../src/errors.js';
import { dsmQueryDefaults, shouldRetryQuery } from '../../src/react/query-defaults.js';

const http = (status: number) => new DsmHttpError('x', new Response(null, { status }), undefined);

describe('shouldRetryQuery', () => {
  it.each([
    ['a network failure', new DsmNetworkError('fetch failed', { cause: new TypeError('fetch failed') }), true],
    ['an aborted request', new DsmNetworkError('aborted', { cause: new DOMException('Aborted', 'AbortError'), aborted: true }), false],
    ['a time-out', new DsmTimeoutError(30_000), true],
    ['HTTP 503', http(503), true],
    ['HTTP 429', http(429), true],
    ['HTTP 401', http(401), false],
    ['state 1', new DsmApiError({ state: 1, failureMessage: 'no' }, new Response('{}')), false],
    ['a validation error', new DsmValidationError('You must provide a model.'), false],
    ['a configuration error', new DsmConfigError('No admin public key provided'), false],
  ])('%s: %s', (_, error, expected) => {
    expect(shouldRetryQuery(0, error)).toBe(expected);
  });

  it('gives up after three retries', () => {
    expect(shouldRetryQuery(2, http(500))).toBe(true);
    expect(shouldRetryQuery(3, http(500))).toBe(false);
  });

  it('never retries mutations', () => {
    expect(dsmQueryDefaults.mutations.retry).toBe(false);
  });
});
