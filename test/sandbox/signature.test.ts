/**
 * The sandbox checks signatures as the platform does: the SDK's own requests and the independent
 * signing vectors pass; a wrong signature, body, path, host, a stale time stamp, an unknown key and a
 * missing admin key pair are refused with HTTP 401, a message naming the failed check and the signed
 * inputs, never a secret or the expected signature.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DsmHttpError } from '../../src/errors.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';
import { RequestSigner } from '../../src/signing/signer.js';
import vectors from '../fixtures/signing-vectors.json';
import { demoClient, useSandbox } from './support.js';

const { server, sandbox } = useSandbox();

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const demoSigner = (host: string, keys = SANDBOX_DEMO_KEYS) =>
  new RequestSigner({ publicKey: keys.publicKey, privateKey: keys.privateKey }, { host });

interface Signed {
  /** Where the request goes. */
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** What was signed, where it differs from what is sent. */
  signedHost?: string;
  signedPath?: string;
  signedBody?: string;
  instant?: Date;
  headers?: Record<string, string>;
  signer?: RequestSigner;
}

async function send({ url, method = 'GET', body, signedHost, signedPath, signedBody, instant = new Date(), headers = {}, signer }: Signed) {
  const target = new URL(url);
  const signing = signer ?? demoSigner(signedHost ?? target.hostname);
  const signed = await signing.sign({ method, signedPath: signedPath ?? target.pathname, body: signedBody ?? body ?? '', instant });
  const response = await fetch(url, {
    method,
    body,
    headers: { ...signed, ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}), ...headers },
  });
  return {
    response,
    envelope: (await response.json()) as { state: number; failureMessage: string | null; failureDetail: Record<string, unknown> | null },
    signed,
  };
}

describe('accepted', () => {
  it("the SDK's own requests, addressed to 127.0.0.1 or localhost, GET and POST, with a source key and in designer mode", async () => {
    for (const targetSystem of ['127.0.0.1', 'localhost', 'LocalHost/portal']) {
      const dsm = demoClient({ targetSystem, sourcePublicKey: 'Src-A1', designer: { customerId: 4714, campaignName: 'Summer-3' } });
      expect(typeof (await dsm.call('contactsCount'))).toBe('number');
      expect(typeof (await dsm.call('contactsCountWithQuery', { body: { wheres: [] } }))).toBe('number');
    }
  });

  it('a request with sendWithAdminKeys signed with the admin key pair', async () => {
    const dsm = demoClient();
    // A generated call of the platform's client: it reads the flag and signs with the admin pair.
    await expect(dsm.call('smartCampaignValidateAdminKeysCamelCase', { body: { sendWithAdminKeys: true } })).resolves.toBe(true);
  });

  it('an always-unsigned operation without any signing header', async () => {
    const response = await fetch('http://127.0.0.1:9/api/admin/serverSettings');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { state: number }).state).toBe(0);
  });

  it('the host a proxy in front names in X-Forwarded-Host', async () => {
    const { response } = await send({
      url: 'http://127.0.0.1:9/api/contacts/count',
      signedHost: 'localhost',
      headers: { 'X-Forwarded-Host': 'localhost:4010' },
    });
    expect(response.status).toBe(200);
  });

  it('the host a Node adapter passes on in the Host header', async () => {
    const signed = await demoSigner('localhost').sign({ method: 'GET', signedPath: '/api/contacts/count', body: '', instant: new Date() });
    const request = new Request('http://127.0.0.1:4010/api/contacts/count', { headers: { ...signed, Host: 'LocalHost:4010' } });
    const response = await getResponse(sandbox.handlers, request);
    expect(response?.status).toBe(200);
  });

  it('every signing vector of the independent implementation', async () => {
    for (const vector of vectors) {
      // The vector's own keys; one server per file (MSW patches fetch once): the newest handlers answer first.
      server.use(
        ...createSandbox({ keys: { publicKey: vector.config.publicKey, privateKey: vector.config.privateKey }, maxSkewSeconds: 0 })
          .handlers,
      );
      const body = vector.method === 'POST' ? (vector.body ?? '') : undefined;
      const response = await fetch(vector.expected.url, {
        method: vector.method,
        body,
        // The platform's client labels its JSON bodies (unsigned), as the contract requires of a body.
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(vector.expected.headers as Record<string, string>) },
      });
      expect(response.status, vector.name).toBe(200);
    }
  });
});

describe('refused with 401 and the check that failed', () => {
  const countUrl = 'http://127.0.0.1:9/api/contacts/count';

  it('a wrong signature', async () => {
    const { response, envelope, signed } = await send({ url: countUrl, headers: {} });
    expect(response.status).toBe(200);
    const tampered = await send({
      url: countUrl,
      headers: { 'X-DSM-Signature': signed['X-DSM-Signature']!.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    });
    expect(envelope.state).toBe(0);
    expect(tampered.response.status).toBe(401);
    expect(tampered.envelope).toMatchObject({ state: 1, responseObject: null });
    expect(tampered.envelope.failureMessage).toMatch(/^The signature does not match the request/);
  });

  it('a body other than the one signed, and lists the SHA-256 of the body it got', async () => {
    const body = JSON.stringify({ wheres: [] });
    const { response, envelope } = await send({ url: countUrl, method: 'POST', body, signedBody: JSON.stringify({ wheres: null }) });
    expect(response.status).toBe(401);
    expect(envelope.failureMessage).toMatch(/^The signature does not match/);
    expect(envelope.failureDetail).toMatchObject({
      method: 'post',
      signedPath: '/api/contacts/count',
      bodySha256: hex(sha256(new TextEncoder().encode(body))),
    });
  });

  it('a path other than the one signed', async () => {
    const { response, envelope } = await send({ url: 'http://127.0.0.1:9/api/contacts/batches', signedPath: '/api/contacts/count' });
    expect(response.status).toBe(401);
    expect(envelope.failureDetail).toMatchObject({ signedPath: '/api/contacts/batches' });
  });

  it('a host other than the one addressed', async () => {
    const { response, envelope } = await send({ url: countUrl, signedHost: 'demo.example.com' });
    expect(response.status).toBe(401);
    expect(envelope.failureMessage).toMatch(/^The signature does not match/);
    expect(envelope.failureDetail).toMatchObject({ host: '127.0.0.1' });
  });

  it('a stale time stamp, with both times in the message', async () => {
    const error = await demoClient({ now: () => new Date(Date.now() - 10 * 60_000) })
      .call('contactsCount')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).status).toBe(401);
    expect((error as DsmHttpError).message).toMatch(
      /^The time stamp \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ lies outside the window of 300 s around the sandbox's time \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\.$/,
    );
  });

  it('an unknown key id, without repeating it', async () => {
    const error = await demoClient({ publicKey: 'pub-nobody' })
      .call('contactsCount')
      .catch((e: unknown) => e);
    expect((error as DsmHttpError).status).toBe(401);
    expect((error as DsmHttpError).message).toMatch(/^Unknown key id in X-DSM-Id: sign with the account key pair/);
    expect(JSON.stringify(error)).not.toContain('pub-nobody');
  });

  it('a request asking for the admin keys (sendWithAdminKeys) signed with the ordinary pair', async () => {
    const body = JSON.stringify({ databaseName: 'Kunden2026', sendWithAdminKeys: true });
    // An account's own call whose flag the platform's client reads (a generated POST): the flag alone asks for the admin keys.
    const flagged = JSON.stringify({ campaignName: 'Kunden2026', sendWithAdminKeys: true });
    const { response, envelope } = await send({ url: 'http://127.0.0.1:9/api/smartcampaign/getCampaigns', method: 'POST', body: flagged });
    expect(response.status).toBe(401);
    expect(envelope.failureMessage).toMatch(/^Admin keys needed/);
    // The admin variant of another account is refused as for system admins only, naming the key that signed.
    const admin = await send({ url: 'http://127.0.0.1:9/api/database/exists/1042', method: 'POST', body });
    expect(admin.response.status).toBe(401);
    expect(admin.envelope.failureMessage).toBe(
      `The operation 'databaseExistsForAccount' is for system admins only: it was signed with the account key '${SANDBOX_DEMO_KEYS.publicKey}', not with an admin key (\`adminKeys: true\` in the SDK).`,
    );
  });

  it('a signed operation without signing headers, naming the missing ones', async () => {
    const response = await fetch(countUrl, { headers: { 'X-DSM-Algo': 'hmacsha256', 'X-DSM-Id': SANDBOX_DEMO_KEYS.publicKey } });
    expect(response.status).toBe(401);
    const envelope = (await response.json()) as { failureMessage: string; failureDetail: unknown };
    expect(envelope.failureMessage).toBe('The request is not signed: X-DSM-Time and X-DSM-Signature are missing.');
    expect(envelope.failureDetail).toEqual({ missingHeaders: ['X-DSM-Time', 'X-DSM-Signature'] });
  });

  it('a tampered designer signature', async () => {
    const signer = new RequestSigner(SANDBOX_DEMO_KEYS, { host: '127.0.0.1', designer: { customerId: 4714, campaignName: 'Summer-3' } });
    const signed = await signer.sign({ method: 'GET', signedPath: '/api/contacts/count', body: '', instant: new Date() });
    const response = await fetch(countUrl, { headers: { ...signed, 'X-DSM-Cid': '4715' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { failureMessage: string }).failureMessage).toMatch(/^The designer signature does not match/);
  });

  it('never with a private key or the expected signature in the reply', async () => {
    const instant = new Date();
    const { 'X-DSM-Signature': expected } = await demoSigner('127.0.0.1').sign({
      method: 'GET',
      signedPath: '/api/contacts/count',
      body: '',
      instant,
    });
    const replies = [
      (await send({ url: countUrl, instant, headers: { 'X-DSM-Signature': '0'.repeat(64) } })).envelope,
      (await send({ url: countUrl, instant, signedHost: 'other.example' })).envelope,
      (await send({ url: countUrl, instant: new Date(Date.now() - 3_600_000) })).envelope,
    ].map((envelope) => JSON.stringify(envelope));
    expect(replies.every((reply) => reply.includes('"state":1'))).toBe(true);
    for (const reply of replies) {
      expect(reply).not.toContain(SANDBOX_DEMO_KEYS.privateKey);
      expect(reply).not.toContain(SANDBOX_DEMO_KEYS.adminPrivateKey);
      expect(reply).not.toContain(expected);
    }
  });
});

describe('the time window', () => {
  it('maxSkewSeconds 0 turns the time check off; a custom window is honoured', async () => {
    const hourAgo = () => new Date(Date.now() - 3_600_000);
    server.use(...createSandbox({ maxSkewSeconds: 0 }).handlers);
    await expect(demoClient({ now: hourAgo }).call('contactsCount')).resolves.toBeGreaterThan(0);
    server.use(...createSandbox({ maxSkewSeconds: 30 }).handlers);
    await expect(demoClient({ now: () => new Date(Date.now() - 60_000) }).call('contactsCount')).rejects.toThrow(/window of 30 s/);
  });
});
