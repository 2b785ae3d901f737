/**
 * The mock `npm start` serves by default: the sandbox's MSW handlers on a Node server, behind Prism in
 * proxy mode, behind the envelope proxy. The sandbox checks signatures over the host the client
 * addressed and the path and body exactly as sent, although Prism re-serialises what it forwards; a
 * request that breaks the contract gets the 422 envelope before the sandbox sees it; a reply that
 * breaks the contract is reported with its operation and violation. Signatures here are computed
 * independently of the SDK (test/browser/signature.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockOperation } from '../../src/msw/index.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { startMock } from '../../scripts/serve/mock-server.js';
import { freePort, type RunningMock } from '../../scripts/serve/prism.js';
import { signingTime } from '../../src/signing/timestamp.js';
import { expectedSignature } from '../browser/signature.js';
import { bundleFile } from './bundle.js';

const KEYS = {
  publicKey: 'sandbox-test-pub',
  privateKey: 'sandbox-test-priv',
  adminPublicKey: 'sandbox-test-admin-pub',
  adminPrivateKey: 'sandbox-test-admin-priv',
};

/** Headers of a request signed for `host`, over `path` and `body` as they will be sent. */
function signed(host: string, method: string, path: string, body = ''): Record<string, string> {
  const time = signingTime(new Date()).timeStamp;
  const signature = expectedSignature({ privateKey: KEYS.privateKey, host, time, method, signedPath: path, body });
  return {
    'X-DSM-Algo': 'hmacsha256',
    'X-DSM-Id': KEYS.publicKey,
    'X-DSM-Time': time,
    'X-DSM-Signature': signature,
    ...(body ? { 'Content-Type': 'application/json' } : {}),
  };
}

describe('the sandbox behind Prism', () => {
  let mock: RunningMock;
  const reports: string[] = [];

  beforeAll(async () => {
    const sandbox = createSandbox({ keys: KEYS, speed: Infinity });
    mock = await startMock(bundleFile(), await freePort(), { handlers: () => sandbox.handlers, report: (line) => reports.push(line) });
  }, 120_000);
  afterAll(() => mock?.stop());

  it('accepts a signature over a body with its own spacing, exactly as sent', async () => {
    const body = '{ "size" : 2,\n  "start": 0, "columns": [{"columnName": "*"}], "orders": [], "wheres": [] }';
    const response = await fetch(`${mock.url}/api/contacts/get`, {
      method: 'POST',
      headers: signed('127.0.0.1', 'POST', '/api/contacts/get', body),
      body,
    });
    const reply = await response.json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ state: 0 });
    expect(reply.responseObject).toHaveLength(2);
  });

  it('checks the signature against the host the client addressed', async () => {
    const path = '/api/contacts/count';
    const asLocalhost = await fetch(`http://localhost:${mock.port}${path}`, { headers: signed('localhost', 'GET', path) });
    expect(await asLocalhost.json()).toMatchObject({ state: 0 });
    const signedForAnother = await fetch(`${mock.url}${path}`, { headers: signed('campaigns.example.org', 'GET', path) });
    expect(signedForAnother.status).toBe(401);
    expect(await signedForAnother.json()).toMatchObject({ state: 1, failureMessage: expect.stringContaining('signature does not match') });
  });

  it('keeps state between calls', async () => {
    const count = async () =>
      (await (await fetch(`${mock.url}/api/contacts/count`, { headers: signed('127.0.0.1', 'GET', '/api/contacts/count') })).json())
        .responseObject;
    const before = await count();
    const body = JSON.stringify({ firstName: 'Erika', lastName: 'Mustermann' });
    const inserted = await fetch(`${mock.url}/api/contacts/insert`, {
      method: 'POST',
      headers: signed('127.0.0.1', 'POST', '/api/contacts/insert', body),
      body,
    });
    expect(await inserted.json()).toMatchObject({ state: 0 });
    expect(await count()).toBe(before + 1);
  });

  it('answers a request that breaks the contract with the 422 envelope', async () => {
    const path = '/api/contacts/zero/50';
    const response = await fetch(`${mock.url}${path}`, { headers: signed('127.0.0.1', 'GET', path) });
    expect(response.status).toBe(422);
    const envelope = await response.json();
    expect(envelope).toMatchObject({
      state: 1,
      failureMessage: expect.stringContaining('does not match the contract of GET /api/contacts/zero/50: '),
    });
    // Prism's findings travel in the envelope, so the caller sees which value was wrong.
    expect(envelope.failureDetail).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: expect.arrayContaining(['path']) })]),
    );
    expect(reports).toEqual([]);
  });
});

describe('a reply that breaks the contract', () => {
  let mock: RunningMock;
  const reports: string[] = [];

  beforeAll(async () => {
    const handlers = [
      mockOperation('contactsCount', { body: { state: 0, responseObject: 'many', failureMessage: null, failureDetail: null } }),
    ];
    mock = await startMock(bundleFile(), await freePort(), { handlers: () => handlers, report: (line) => reports.push(line) });
  }, 120_000);
  afterAll(() => mock?.stop());

  it('is reported with its operation and violation, and answered as an envelope that names them', async () => {
    const response = await fetch(`${mock.url}/api/contacts/count`, { headers: signed('127.0.0.1', 'GET', '/api/contacts/count') });
    const reply = await response.json();
    expect(response.status).toBe(500);
    expect(reply).toMatchObject({
      state: 1,
      failureMessage: expect.stringMatching(
        /^The mock's reply to GET \/api\/contacts\/count breaks the contract: Response body property responseObject must be integer\.$/,
      ),
    });
    expect(reports).toEqual([
      expect.stringMatching(
        /^The mock's reply to GET \/api\/contacts\/count breaks the contract: Response body property responseObject must be integer$/,
      ),
    ]);
  });
});

describe('handlers loaded once Prism answers', () => {
  it('ends the mock with why when they cannot be loaded; Prism answers meanwhile', async () => {
    let asked = false;
    const mock = await startMock(bundleFile(), await freePort(), {
      loadHandlers: async () => {
        asked = true;
        throw new Error('the sandbox broke');
      },
    });
    try {
      expect(await mock.died).toBe("The mock's handlers could not be loaded: the sandbox broke");
      expect(asked).toBe(true);
      // Prism still answers what it refuses itself, as the envelope.
      const response = await fetch(`${mock.url}/api/contacts/count`);
      expect(response.status).toBe(401);
    } finally {
      await mock.stop();
    }
  });
});
