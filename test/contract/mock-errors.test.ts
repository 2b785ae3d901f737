/**
 * The mock (`npm start`, and the one these tests run against) answers every refusal with the platform's
 * failure envelope, whose failureMessage says what was wrong, and the SDK passes that message on.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import { DsmHttpError } from '../../src/errors.js';

const port = inject('mockPort');
const mockUrl = `http://127.0.0.1:${port}`;
const mockConfig = { targetSystem: '127.0.0.1', protocol: 'http' as const, port };
const keys = { publicKey: 'pub-contract-tests', privateKey: 'priv-contract-tests' };
const CONSOLE_ORIGIN = 'http://127.0.0.1:4012';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as DsmHttpError,
  );

async function envelopeOf(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as { state: number; responseObject: unknown; failureMessage: string; failureDetail: unknown };
}

describe('401: a signed operation without its signing headers', () => {
  it('names every missing header', async () => {
    const response = await fetch(`${mockUrl}/api/contacts/count`);
    expect(response.status).toBe(401);
    expect(await envelopeOf(response)).toEqual({
      state: 1,
      responseObject: null,
      failureMessage: 'The request is not signed: X-DSM-Algo, X-DSM-Id, X-DSM-Time and X-DSM-Signature are missing.',
      failureDetail: { missingHeaders: ['X-DSM-Algo', 'X-DSM-Id', 'X-DSM-Time', 'X-DSM-Signature'] },
    });
  });

  it('names only the headers that are missing', async () => {
    const response = await fetch(`${mockUrl}/api/contacts/count`, {
      headers: { 'X-DSM-Algo': 'hmacsha256', 'X-DSM-Time': '2026-01-01 00:00:00Z' },
    });
    expect(response.status).toBe(401);
    expect((await envelopeOf(response)).failureMessage).toBe('The request is not signed: X-DSM-Id and X-DSM-Signature are missing.');
  });

  it('reaches the SDK user as the DsmHttpError message', async () => {
    const error = await failure(createDsmClient(mockConfig).call('contactsCount'));
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('The request is not signed: X-DSM-Algo, X-DSM-Id, X-DSM-Time and X-DSM-Signature are missing.');
    expect(error.envelope?.state).toBe(1);
  });
});

describe('422: a request that does not match the contract', () => {
  const CONTRACT_MISMATCH = 'The request does not match the contract of POST /api/contacts/get: ';
  // The SDK's own checks pass these bodies (they do not type-check bodies); the mock refuses the string size.
  const badBody = { start: 0, size: 'fifty' };

  it("says so, names the violation in Prism's words and keeps the validation details", async () => {
    const dsm = createDsmClient({ ...mockConfig, ...keys });
    const error = await failure(dsm.call('contactsGet', { body: badBody as never }));
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error.status).toBe(422);
    const violations = error.envelope?.failureDetail as { location: string[]; message: string }[];
    expect(violations).toEqual([expect.objectContaining({ location: ['request', 'body', 'size'], code: 'type' })]);
    expect(violations[0]!.message).toMatch(/^Request body property size must be integer/);
    expect(error.message).toBe(`${CONTRACT_MISMATCH}${violations[0]!.message}.`);
  });

  it('hands raw callers the same envelope', async () => {
    const dsm = createDsmClient({ ...mockConfig, ...keys });
    const { error, response } = await dsm.raw.POST('/api/contacts/get', { body: badBody as never });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
      state: 1,
      responseObject: null,
      failureMessage: expect.stringMatching(new RegExp(`^${CONTRACT_MISMATCH}Request body property size`)),
    });
  });
});

describe('404 and 405: no such operation', () => {
  // The SDK itself refuses paths the contract lacks (raw), ids it does not know (call) and operation
  // descriptors that are not the contract's (send); a fetch that rewrites the path gets such a request to the mock.
  const toUnknownPath: typeof fetch = (input, init) => {
    const request = new Request(input as Request, init);
    return fetch(new Request(request.url.replace('/api/contacts/count', '/api/no/such/path'), request));
  };

  it('a path the contract does not have', async () => {
    const response = await fetch(`${mockUrl}/api/no/such/path`);
    expect(response.status).toBe(404);
    expect(await envelopeOf(response)).toMatchObject({
      state: 1,
      responseObject: null,
      failureMessage: 'There is no operation GET /api/no/such/path.',
    });

    const error = await failure(createDsmClient({ ...mockConfig, ...keys, fetch: toUnknownPath }).call('contactsCount'));
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('There is no operation GET /api/no/such/path.');
  });

  it('a method the path does not have', async () => {
    const response = await fetch(`${mockUrl}/api/contacts/count`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect((await envelopeOf(response)).failureMessage).toBe('There is no operation DELETE /api/contacts/count.');
  });
});

describe('a browser app on another loopback port can call the mock with credentials', () => {
  const signingHeaders =
    'content-type,x-dsm-algo,x-dsm-id,x-dsm-time,x-dsm-cid,x-dsm-campaign,x-dsm-sid,x-dsm-designersignature,x-dsm-signature';

  it('answers the preflight with the Origin echoed, credentials allowed and every requested header allowed', async () => {
    const response = await fetch(`${mockUrl}/api/contacts/get`, {
      method: 'OPTIONS',
      headers: { Origin: CONSOLE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': signingHeaders },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers
      .get('access-control-allow-headers')!
      .toLowerCase()
      .split(',')
      .map((h) => h.trim());
    expect(allowed).toEqual(expect.arrayContaining(signingHeaders.split(',')));
    // The browser may keep the answer: a page does not ask again before every signed call.
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('lets the browser read an error envelope too', async () => {
    const response = await fetch(`${mockUrl}/api/contacts/count`, { headers: { Origin: CONSOLE_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await envelopeOf(response)).state).toBe(1);
  });
});
