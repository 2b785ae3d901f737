/**
 * The sandbox's control on `npm start`'s mock: `/__sandbox/scenarios` and `/__sandbox/reset`, answered by
 * the front proxy (Prism never sees them), unsigned, from loopback only; a queued failure reaches the next
 * matching signed call once, through Prism.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/index.js';
import { startMock } from '../../scripts/serve/mock-server.js';
import { freePort, type RunningMock } from '../../scripts/serve/prism.js';
import { signingTime } from '../../src/signing/timestamp.js';
import { expectedSignature } from '../browser/signature.js';
import { bundleFile } from './bundle.js';

const KEYS = {
  publicKey: 'control-pub',
  privateKey: 'control-priv',
  adminPublicKey: 'control-admin-pub',
  adminPrivateKey: 'control-admin-priv',
};

function signedGet(path: string): RequestInit {
  const time = signingTime(new Date()).timeStamp;
  const signature = expectedSignature({ privateKey: KEYS.privateKey, host: '127.0.0.1', time, method: 'GET', signedPath: path, body: '' });
  return { headers: { 'X-DSM-Algo': 'hmacsha256', 'X-DSM-Id': KEYS.publicKey, 'X-DSM-Time': time, 'X-DSM-Signature': signature } };
}

describe('the sandbox control on the mock', () => {
  const sandbox = createSandbox({ keys: KEYS, speed: Infinity });
  let mock: RunningMock;
  const reports: string[] = [];
  const control = (method: string, name: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${mock.url}/__sandbox/${name}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const count = async () => (await fetch(`${mock.url}/api/contacts/count`, signedGet('/api/contacts/count'))).json();

  beforeAll(async () => {
    mock = await startMock(bundleFile(), await freePort(), {
      handlers: () => sandbox.handlers,
      control: async () => sandbox,
      report: (line) => reports.push(line),
    });
  }, 120_000);
  afterAll(() => mock?.stop());

  it('queues a failure for the next matching call, which gets the platform’s envelope once', async () => {
    const queued = await control('POST', 'scenarios', { operationId: 'contactsCount', failureMessage: 'Maintenance window.' });
    expect(queued.status).toBe(200);
    expect(await queued.json()).toEqual({ state: 0, responseObject: true, failureMessage: null, failureDetail: null });
    expect(await count()).toEqual({ state: 1, failureMessage: 'Maintenance window.', failureDetail: null });
    expect(await count()).toMatchObject({ state: 0, responseObject: expect.any(Number) });
    expect(reports).toEqual([]);
  });

  it('forgets queued scenarios on DELETE and resets the store on /__sandbox/reset', async () => {
    await control('POST', 'scenarios', { failureMessage: 'never seen' });
    expect((await control('DELETE', 'scenarios')).status).toBe(200);
    expect(await count()).toMatchObject({ state: 0 });
    const before = sandbox.store.contacts.size;
    expect(sandbox.store.contacts.delete(sandbox.store.contacts.all()[0]!.dsm_CustomerId!)).toBe(true);
    expect(sandbox.store.contacts.size).toBe(before - 1);
    await control('POST', 'scenarios', { operationId: 'contactsCount', failureMessage: 'forgotten on reset' });
    expect((await control('POST', 'reset')).status).toBe(200);
    expect(sandbox.store.contacts.size).toBe(before);
    expect(await count()).toMatchObject({ state: 0 });
  });

  it('refuses a scenario it cannot run, naming what is wrong', async () => {
    const refused = await control('POST', 'scenarios', { operationId: 'contactsCounts', failureMessage: 'x' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ state: 1, failureMessage: expect.stringContaining("'contactsCounts'") });
    expect((await control('POST', 'scenarios', undefined)).status).toBe(400);
    const broken = await fetch(`${mock.url}/__sandbox/scenarios`, { method: 'POST', body: '{"failureMessage":' });
    expect(broken.status).toBe(400);
  });

  it('answers only its own paths and methods, and only to loopback pages', async () => {
    expect((await control('GET', 'scenarios')).status).toBe(405);
    expect((await control('GET', 'scenarios')).headers.get('allow')).toBe('POST, DELETE');
    expect((await control('POST', 'restart')).status).toBe(404);
    const foreign = await control('POST', 'reset', undefined, { Origin: 'https://example.com' });
    expect(foreign.status).toBe(403);
    expect((await control('POST', 'reset', undefined, { Origin: 'http://localhost:4012' })).status).toBe(200);
  });
});
