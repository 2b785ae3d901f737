/**
 * The Node HTTP adapter for MSW handlers (scripts/serve/msw-http.ts), first with the package's own
 * `dsmHandlers()`, then with handlers that show what they were given: the request as the client sent
 * it when the front proxy kept it, limits, and a handler that throws.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMswServer, type RunningMswServer } from '../../scripts/serve/msw-http.js';
import { ORIGINAL_REQUEST_HEADER, OriginalRequests } from '../../scripts/serve/original-requests.js';
import { MAX_BODY_BYTES } from '../../scripts/serve/read-body.js';
import { dsmHandlers, exampleReply } from '../../src/msw/index.js';

describe('the adapter with dsmHandlers()', () => {
  let server: RunningMswServer;
  beforeAll(async () => {
    const handlers = dsmHandlers();
    server = await startMswServer({ handlers: () => handlers, port: 0 });
  });
  afterAll(() => server.stop());

  it("answers an operation with the contract's example", async () => {
    const response = await fetch(`${server.url}/api/smartcampaign/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"login":"jane.doe","password":"S3cret!"}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(exampleReply('smartCampaignLogin'));
  });

  it('answers a path no handler takes with a 404 envelope', async () => {
    const response = await fetch(`${server.url}/api/no/such/operation`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ state: 1, failureMessage: 'There is no operation GET /api/no/such/operation.' });
  });
});

describe('the adapter with handlers that show their request', () => {
  let server: RunningMswServer;
  const originals = new OriginalRequests();
  const handlers = [
    http.get('*/api/fails', () => {
      throw new Error('handler broke');
    }),
    http.all('*', async ({ request }) =>
      HttpResponse.json(
        { url: request.url, method: request.method, forwardedHost: request.headers.get('x-forwarded-host'), body: await request.text() },
        { status: 201, headers: { 'X-Shown': 'yes' } },
      ),
    ),
  ];
  beforeAll(async () => {
    server = await startMswServer({ handlers: () => handlers, port: 0, originals });
  });
  afterAll(() => server.stop());

  /** A request as the front proxy passes it on: kept as it arrived, named by its id. */
  const viaFront = (target: string, init: { method?: string; body?: string } = {}) => {
    const id = originals.keep({ host: new URL(server.url).host, target, body: Buffer.from(init.body ?? '') });
    return fetch(`${server.url}${target}`, { ...init, headers: { [ORIGINAL_REQUEST_HEADER]: id } });
  };

  it('passes method, target, body, status and headers through', async () => {
    const response = await viaFront('/api/x?a=%20b', { method: 'PUT', body: '{ "k" : 1 }' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-shown')).toBe('yes');
    expect(await response.json()).toEqual({
      url: `${server.url}/api/x?a=%20b`,
      method: 'PUT',
      forwardedHost: new URL(server.url).host,
      body: '{ "k" : 1 }',
    });
  });

  it('answers the request the front proxy kept, not the one that arrived', async () => {
    const id = originals.keep({
      host: 'Campaigns.Example.org',
      target: '/portal/api/Contacts/count?q=%C3%A9',
      body: Buffer.from('{ "as" : "sent" }'),
    });
    const response = await fetch(`${server.url}/api/contacts/count`, {
      method: 'POST',
      headers: { [ORIGINAL_REQUEST_HEADER]: id },
      body: '{"as":"sent"}',
    });
    expect(await response.json()).toEqual({
      url: 'http://campaigns.example.org/portal/api/Contacts/count?q=%C3%A9',
      method: 'POST',
      forwardedHost: 'Campaigns.Example.org',
      body: '{ "as" : "sent" }',
    });
  });

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const response = await fetch(`${server.url}/api/x`, { method: 'POST', body: Buffer.alloc(MAX_BODY_BYTES + 1, 0x20) }).catch(
      () => undefined,
    );
    if (response) expect(response.status).toBe(413); // or the connection was cut while the body was still being sent
    expect((await viaFront('/api/x')).status).toBe(201);
  });

  it('answers a handler that throws with a 500 and keeps serving', async () => {
    expect((await viaFront('/api/fails')).status).toBe(500);
    expect((await viaFront('/api/x')).status).toBe(201);
  });

  it('refuses with 421 what did not come through the front proxy (a page that found this private port)', async () => {
    const response = await fetch(`${server.url}/api/x`);
    expect(response.status).toBe(421);
    expect(await response.json()).toMatchObject({ state: 1 });
  });

  it('refuses a Host header that is no host with a 400', async () => {
    const id = originals.keep({ host: 'user@evil.example/x', target: '/api/x', body: Buffer.alloc(0) });
    const response = await fetch(`${server.url}/api/x`, { headers: { [ORIGINAL_REQUEST_HEADER]: id } });
    expect(response.status).toBe(400);
  });
});

describe('the adapter with handlers still loading', () => {
  it('listens at once and answers a request that came early once the handlers are there', async () => {
    let loaded!: (handlers: () => readonly RequestHandler[]) => void;
    const server = await startMswServer({ handlers: new Promise((resolve) => (loaded = resolve)), port: 0 });
    try {
      let settled = false;
      const early = fetch(`${server.url}/api/early`).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settled).toBe(false);
      loaded(() => [http.get('*/api/early', () => HttpResponse.json({ early: true }))]);
      const response = await early;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ early: true });
    } finally {
      await server.stop();
    }
  });

  it('answers with a 503 envelope naming why they could not be loaded', async () => {
    const failed = Promise.reject(new Error('the sandbox broke'));
    const server = await startMswServer({ handlers: failed, port: 0 });
    try {
      const response = await fetch(`${server.url}/api/anything`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ state: 1, failureMessage: 'The handlers could not be loaded: the sandbox broke' });
    } finally {
      await server.stop();
    }
  });
});
