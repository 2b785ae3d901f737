/**
 * The MSW handlers as a consumer's test uses them (msw/node): the contract's examples by default,
 * overrides per operation, failures as envelope, HTTP status or network error, all through the SDK.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '../../scripts/generate/contract.js';
import { createDsmClient } from '../support/full-client.js';
import { DsmApiError, DsmHttpError, DsmNetworkError } from '../../src/errors.js';
import { dsmHandlers, exampleReply, failOperation, mockOperation, networkErrorOperation } from '../../src/msw/index.js';

// Loopback and a port nothing listens on: should a request ever escape the mocks, it stays on this machine.
const dsm = createDsmClient({ targetSystem: '127.0.0.1/portal', protocol: 'http', port: 9, publicKey: 'pub-msw', privateKey: 'priv-msw' });
const server = setupServer(...dsmHandlers());
const seen: Request[] = [];
server.events.on('request:start', ({ request }) => void seen.push(request));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // With arguments, resetHandlers() replaces the initial handlers (some tests do): restore them all.
  server.resetHandlers(...dsmHandlers());
  seen.length = 0;
});
afterAll(() => server.close());

describe('dsmHandlers()', () => {
  it('answers every operation with the contract example, through the signing transport', async () => {
    await expect(dsm.call('contactsCount')).resolves.toEqual(exampleReply('contactsCount').responseObject);
    await expect(dsm.call('contactsDeleteById', { path: { id: 5012 } })).resolves.toEqual(
      exampleReply('contactsDeleteById').responseObject,
    );
    const query = { size: 50, start: 0, columns: [{ columnName: '*' }], orders: [], wheres: [] };
    await expect(dsm.call('contactsGet', { body: query })).resolves.toEqual(exampleReply('contactsGet').responseObject);
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /portal/api/contacts/count',
      'GET /portal/api/contacts/delete/5012',
      'POST /portal/api/contacts/get',
    ]);
    expect(seen.every((request) => /^[0-9a-f]{64}$/.test(request.headers.get('X-DSM-Signature') ?? ''))).toBe(true);
  });

  it('hands out a fresh copy of the example each time', async () => {
    const first = await dsm.call('contactsGet', { body: { size: 1, start: 0, columns: [], orders: [], wheres: [] } });
    (first as unknown[]).length = 0;
    const again = await dsm.call('contactsGet', { body: { size: 1, start: 0, columns: [], orders: [], wheres: [] } });
    expect(again).toEqual(exampleReply('contactsGet').responseObject);
    expect((again as unknown[]).length).toBeGreaterThan(0);
  });

  it('takes overrides per operation', async () => {
    server.resetHandlers(
      ...dsmHandlers({ overrides: { contactsCount: { responseObject: 7 }, contactsListFrom: { failureMessage: 'No list.' } } }),
    );
    await expect(dsm.call('contactsCount')).resolves.toBe(7);
    await expect(dsm.call('contactsListFrom', { path: { start: 10 } })).rejects.toThrow('No list.');
    await expect(dsm.call('contactsDeleteById', { path: { id: 1 } })).resolves.toEqual(exampleReply('contactsDeleteById').responseObject);
  });

  it('rejects an override of an operation the contract does not have', () => {
    expect(() => dsmHandlers({ overrides: { contactsCounts: { responseObject: 1 } } as never })).toThrow(
      "Unknown operation 'contactsCounts'",
    );
  });

  it('answers only below the base URL when one is given', async () => {
    server.resetHandlers(...dsmHandlers({ baseUrl: 'http://127.0.0.1:9/portal' }));
    await expect(dsm.call('contactsCount')).resolves.toEqual(exampleReply('contactsCount').responseObject);
    const elsewhere = createDsmClient({ targetSystem: '127.0.0.1/other', protocol: 'http', port: 9, publicKey: 'p', privateKey: 'k' });
    await expect(elsewhere.call('contactsCount')).rejects.toBeInstanceOf(DsmNetworkError); // unhandled: MSW errors
  });
});

describe('mockOperation() and failOperation() with server.use()', () => {
  it('replaces one reply, and a parameter path never answers a literal one', async () => {
    server.use(mockOperation('contactsListFrom', { responseObject: [] }));
    await expect(dsm.call('contactsListFrom', { path: { start: 5 } })).resolves.toEqual([]);
    await expect(dsm.call('contactsCount')).resolves.toEqual(exampleReply('contactsCount').responseObject);
  });

  it('gives a resolver the request, the decoded path values and the example', async () => {
    server.use(
      mockOperation('campaignTemplatesByName', async ({ params, request, example }) => ({
        responseObject: { ...(example.responseObject as object), name: `${params.name} via ${request.method}` } as never,
      })),
    );
    const template = await dsm.call('campaignTemplatesByName', { path: { name: 'Spring Sale' } });
    expect((template as { name: string }).name).toBe('Spring Sale via GET');
    expect(new URL(seen[0]!.url).pathname).toBe('/portal/api/campaignTemplates/byname/Spring%20Sale');
  });

  it('a resolver may answer with a Response of its own, or with the example', async () => {
    server.use(
      mockOperation('contactsCount', () => Response.json({ state: 0, responseObject: 3 })),
      mockOperation('contactsCountWithQuery', () => undefined),
    );
    await expect(dsm.call('contactsCount')).resolves.toBe(3);
    await expect(dsm.call('contactsCountWithQuery', { body: { size: 1, start: 0, columns: [], orders: [], wheres: [] } })).resolves.toEqual(
      exampleReply('contactsCountWithQuery').responseObject,
    );
  });

  it('once: answers the first request only', async () => {
    server.use(mockOperation('contactsCount', { responseObject: 1 }, { once: true }));
    await expect(dsm.call('contactsCount')).resolves.toBe(1);
    await expect(dsm.call('contactsCount')).resolves.toEqual(exampleReply('contactsCount').responseObject);
  });

  it('fails with a failure envelope: DsmApiError', async () => {
    server.use(failOperation('contactsCount', { failureMessage: 'No access.', failureDetail: { code: 403 } }));
    const error = await dsm.call('contactsCount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmApiError);
    expect(error).toMatchObject({ message: 'No access.', failureDetail: { code: 403 }, status: 200 });
  });

  it('fails with an HTTP status, with or without an envelope: DsmHttpError', async () => {
    server.use(failOperation('contactsCount', { status: 503, failureMessage: 'Down for maintenance.' }));
    await expect(dsm.call('contactsCount')).rejects.toMatchObject({ name: 'DsmHttpError', status: 503, message: 'Down for maintenance.' });
    server.resetHandlers(failOperation('contactsCount', { status: 500, statusText: 'Internal Server Error' }));
    const error = await dsm.call('contactsCount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error).toMatchObject({ status: 500, message: 'Internal Server Error' });
  });

  it('answers any body and delays when asked', async () => {
    server.use(mockOperation('contactsCount', { body: '<html>Bad gateway</html>', status: 502, delay: 30 }));
    const started = Date.now();
    await expect(dsm.call('contactsCount')).rejects.toMatchObject({ name: 'DsmHttpError', status: 502, body: '<html>Bad gateway</html>' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('fails the network: DsmNetworkError', async () => {
    server.use(networkErrorOperation('contactsCount'));
    await expect(dsm.call('contactsCount')).rejects.toBeInstanceOf(DsmNetworkError);
  });

  it('names each handler by its method, path and operation', () => {
    const headers = dsmHandlers().map((handler) => handler.info.header);
    expect(headers).toContain('GET /api/contacts/delete/{id} (contactsDeleteById)');
    expect(new Set(headers).size).toBe(listOperations(loadBundle()).length);
  });
});

describe('JSON-text fields (skin options, application settings)', () => {
  it('gives the example with objects, and sends it as the contract spells it (text)', async () => {
    const example = exampleReply('portalSkinsGet').responseObject!;
    expect(example.every((skin) => typeof skin.options === 'object' && skin.options !== null)).toBe(true);
    await expect(dsm.call('portalSkinsGet')).resolves.toEqual(example);
  });

  it('sends an override result with its objects as JSON text', async () => {
    const answers: unknown[] = [];
    server.events.on('response:mocked', async ({ response }) => void answers.push(await response.clone().json()));
    const options = { primaryColor: '#004b87' };
    server.use(mockOperation('portalSkinsGetByName', { responseObject: { id: 3, name: 'Blau', options } }));
    await expect(dsm.call('portalSkinsGetByName', { path: { name: 'Blau' } })).resolves.toEqual({ id: 3, name: 'Blau', options });
    expect(answers.at(-1)).toMatchObject({ state: 0, responseObject: { id: 3, name: 'Blau', options: JSON.stringify(options) } });
    server.events.removeAllListeners('response:mocked');
  });
});
