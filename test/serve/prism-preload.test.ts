/**
 * scripts/serve/prism-preload.cjs against the pinned Prism: with debug off, the request and reply log
 * calls no longer serialise the body; with debug on, Prism logs them as before. On any other Prism
 * version it changes nothing and says so in one line.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const logger = require('@stoplight/prism-http/dist/utils/logger.js') as Record<'logRequest' | 'logResponse', (entry: object) => void>;
const unwrapped = { logRequest: logger.logRequest, logResponse: logger.logResponse };
const { preload, WRITTEN_FOR } = require('../../scripts/serve/prism-preload.cjs') as {
  preload: (version: string, options: { warn: (line: string) => void; load: (id: string) => unknown }) => boolean;
  WRITTEN_FOR: string;
};

/** A body that records whether anyone serialised it. */
function watchedBody() {
  const body = { serialised: false, toJSON: () => ((body.serialised = true), { a: 1 }) };
  return body;
}
const pino = (debug: boolean) => ({ isLevelEnabled: (level: string) => debug || level !== 'debug', debug: vi.fn() });

describe('the preload and the Prism version', () => {
  it('was written for the installed Prism (after an upgrade, check what it wraps, then move WRITTEN_FOR)', () => {
    expect(require('@stoplight/prism-http/package.json').version).toBe(WRITTEN_FOR);
  });

  it("steps aside on any other version with one line, loading none of Prism's modules", () => {
    const warn = vi.fn();
    const load = vi.fn();
    expect(preload('5.13.0', { warn, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `prism-preload: written for @stoplight/prism-http ${WRITTEN_FOR}, found 5.13.0: Prism runs unchanged, at its own speed.`,
    );
  });

  it('on the version it was written for, wraps the logger and the router it is given, silently', () => {
    const modules: Record<string, Record<string, unknown>> = {
      '@stoplight/prism-http/dist/utils/logger.js': { logRequest: () => {}, logResponse: () => {} },
      '@stoplight/prism-http/dist/router/index.js': { default: () => 'route' },
    };
    const before = Object.values(modules).flatMap((module) => Object.values(module));
    const warn = vi.fn();
    expect(preload(WRITTEN_FOR, { warn, load: (id) => modules[id] })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    const after = Object.values(modules).flatMap((module) => Object.values(module));
    for (const [i, wrapped] of after.entries()) expect(wrapped).not.toBe(before[i]);
  });
});

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
