/**
 * One sandbox everywhere: the same script of calls (valid ones, a wrong type, a missing required field, an
 * extra field, a wrong enumeration value, a path value of the wrong type, a missing body) gets the same
 * status and body from the sandbox in process (`setupServer`), behind `npm start`'s mock (the envelope
 * proxy, Prism in proxy mode, the sandbox over HTTP: `startMock`, as `npm start` runs it) and as the
 * console's in-browser build runs it (the sandbox answering below its own address). The two in-process legs
 * are answered by MSW's `getResponse` over the handlers, which is what `setupServer` and the page's
 * `setupWorker` run for each request (a real browser run is left to the console's browser tests). Only
 * the in-browser build's address prefix is normalised away.
 */
import { getResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../scripts/serve/mock-server.js';
import { freePort, type RunningMock } from '../../scripts/serve/prism.js';
import { mockOperation } from '../../src/msw/index.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { signingTime } from '../../src/signing/timestamp.js';
import { expectedSignature } from '../browser/signature.js';
import { bundleFile } from './bundle.js';

const KEYS = { publicKey: 'one-pub', privateKey: 'one-priv', adminPublicKey: 'one-admin-pub', adminPrivateKey: 'one-admin-priv' };
const BROWSER_BASE = 'http://localhost:4012/dsm-sandbox';
const IN_PROCESS_BASE = 'http://127.0.0.1:9';

const query = { size: 2, start: 0, columns: [{ columnName: '*' }], orders: [], wheres: [] };
/** [what, method, path, body] */
const SCRIPT: [string, 'GET' | 'POST', string, unknown?][] = [
  ['a valid read', 'GET', '/api/contacts/count'],
  ['a valid query', 'POST', '/api/contacts/get', query],
  ['a wrong type', 'POST', '/api/contacts/get', { ...query, size: 'two' }],
  ['a missing required field', 'POST', '/api/contacts/get', { ...query, orders: [{ columnName: 'city' }] }],
  ['an extra field', 'POST', '/api/contacts/get', { ...query, colour: 'red' }],
  ['a wrong enumeration value', 'POST', '/api/contacts/get', { ...query, orders: [{ columnName: 'city', orderMode: 7 }] }],
  ['several at once', 'POST', '/api/contacts/get', { size: -1, colour: 'red', wheres: [{ columnName: 'city', comparer: 99 }] }],
  ['a path value of the wrong type', 'GET', '/api/contacts/delete/abc'],
  ['a missing body', 'POST', '/api/contacts/get'],
];

type Answer = { status: number; body: unknown };

/** A request signed for the host and path it is sent to, with its body as JSON. */
function signedRequest(base: string, method: string, path: string, body: unknown): Request {
  const url = new URL(`${base}${path}`);
  const text = body === undefined ? '' : JSON.stringify(body);
  const time = signingTime(new Date()).timeStamp;
  const signature = expectedSignature({
    privateKey: KEYS.privateKey,
    host: url.hostname,
    time,
    method,
    signedPath: url.pathname,
    body: text,
  });
  const headers: Record<string, string> = {
    'X-DSM-Algo': 'hmacsha256',
    'X-DSM-Id': KEYS.publicKey,
    'X-DSM-Time': time,
    'X-DSM-Signature': signature,
  };
  if (text) headers['Content-Type'] = 'application/json';
  return new Request(url, { method, headers, body: text || undefined });
}

/** Through `handlers` in this process (as `setupServer` and `setupWorker` answer), or over the network without. */
async function answer(request: Request, prefix = '', handlers?: readonly RequestHandler[]): Promise<Answer> {
  const response = handlers ? await getResponse([...handlers], request) : await fetch(request);
  if (!response) throw new Error(`No handler answered ${request.method} ${request.url}`);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(prefix ? text.replaceAll(prefix, '') : text) };
}

describe('the same calls in process, behind npm start and in the in-browser build', () => {
  const inProcess = createSandbox({ keys: KEYS, speed: Infinity });
  const inBrowser = createSandbox({ keys: KEYS, speed: Infinity, baseUrl: BROWSER_BASE });
  let mock: RunningMock;
  /** Handlers answering before the sandbox's behind Prism (a broken reply). */
  const before: RequestHandler[] = [];
  /** What the mock reports of replies that break the contract. */
  const reports: string[] = [];

  beforeAll(async () => {
    const behindPrism = createSandbox({ keys: KEYS, speed: Infinity });
    mock = await startMock(bundleFile(), await freePort(), {
      handlers: () => [...before, ...behindPrism.handlers],
      report: (line) => reports.push(line),
    });
  }, 120_000);
  afterAll(() => mock?.stop());

  it.each(SCRIPT)('%s', async (_what, method, path, body) => {
    const served = await answer(signedRequest(mock.url, method, path, body));
    const local = await answer(signedRequest(IN_PROCESS_BASE, method, path, body), '', inProcess.handlers);
    const browser = await answer(signedRequest(BROWSER_BASE, method, path, body), '/dsm-sandbox', inBrowser.handlers);
    expect(local).toEqual(served);
    expect(browser).toEqual(served);
    expect(served.status).toBe(_what.startsWith('a valid') ? 200 : 422);
  });

  it('reports a success reply without its result: {"state":0} breaks the contract of an operation with a result', async () => {
    before.push(mockOperation('contactsCount', { body: { state: 0 } }));
    const broken = await answer(signedRequest(mock.url, 'GET', '/api/contacts/count', undefined));
    expect(broken).toMatchObject({ status: 500, body: { state: 1, failureMessage: expect.stringContaining("'responseObject'") } });
    before.length = 0;
    expect(reports).toEqual([
      expect.stringMatching(/^The mock's reply to GET \/api\/contacts\/count breaks the contract: .*'responseObject'/),
    ]);
    reports.length = 0;
    await answer(signedRequest(mock.url, 'GET', '/api/contacts/count', undefined));
    expect(reports).toEqual([]); // the sandbox's own reply carries its result
  });
});
