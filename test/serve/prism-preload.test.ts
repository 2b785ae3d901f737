/**
 * scripts/serve/prism-preload.cjs against the pinned Prism: with debug off, the request and reply log
 * calls no longer serialise the body; with debug on, Prism logs them as before.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const logger = require('@stoplight/prism-http/dist/utils/logger.js') as Record<'logRequest' | 'logResponse', (entry: object) => void>;
const unwrapped = { logRequest: logger.logRequest, logResponse: logger.logResponse };
require('../../scripts/serve/prism-preload.cjs');

/** A body that records whether anyone serialised it. */
function watchedBody() {
  const body = { serialised: false, toJSON: () => ((body.serialised = true), { a: 1 }) };
  return body;
}
const pino = (debug: boolean) => ({ isLevelEnabled: (level: string) => debug || level !== 'debug', debug: vi.fn() });

describe('Prism with the preload', () => {
  it('wraps the two log calls Prism makes per request', () => {
    expect(logger.logRequest).not.toBe(unwrapped.logRequest);
    expect(logger.logResponse).not.toBe(unwrapped.logResponse);
  });

  it.each(['logRequest', 'logResponse'] as const)('%s with debug off touches neither the body nor the logger', (name) => {
    const body = watchedBody();
    const log = pino(false);
    logger[name]({ logger: log, headers: { a: 'b' }, body, statusCode: 200 });
    expect(body.serialised).toBe(false);
    expect(log.debug).not.toHaveBeenCalled();
  });

  it.each(['logRequest', 'logResponse'] as const)('%s with debug on logs the body as Prism does', (name) => {
    const body = watchedBody();
    const log = pino(true);
    logger[name]({ logger: log, headers: { a: 'b' }, body, statusCode: 200 });
    expect(body.serialised).toBe(true);
    expect(log.debug).toHaveBeenCalledWith(expect.stringContaining('{"a":1}'));
  });
});

describe("Prism's router with the preload", () => {
  const router = require('@stoplight/prism-http/dist/router/index.js') as { default: (request: object) => unknown };
  const resources = [
    { id: 'count', method: 'get', path: '/api/contacts/count', responses: [], servers: [] },
    { id: 'byId', method: 'get', path: '/api/contacts/delete/{id}', responses: [], servers: [] },
    { id: 'countWithQuery', method: 'post', path: '/api/contacts/count', responses: [], servers: [] },
  ];
  const routeOf = (method: string, path: string) =>
    router.default({ resources, input: { method, url: { path } } }) as { _tag: string; right?: { id: string } };

  it('finds the operation by method and path, as Prism does', () => {
    expect(routeOf('get', '/api/contacts/count').right?.id).toBe('count');
    expect(routeOf('post', '/api/contacts/count').right?.id).toBe('countWithQuery');
    expect(routeOf('get', '/api/contacts/delete/5012').right?.id).toBe('byId');
    expect(routeOf('get', '/api/no/such/path')._tag).toBe('Left');
  });

  it('answers the same request again without matching the paths again', () => {
    expect(routeOf('get', '/api/contacts/delete/7')).toBe(routeOf('get', '/api/contacts/delete/7'));
    expect(routeOf('get', '/api/contacts/delete/7')).not.toBe(routeOf('get', '/api/contacts/delete/8'));
  });
});
