/**
 * Designer mode and the source key through `createSigningProxy`: the SDK in proxy mode names the customer and
 * campaign in plain headers, the forwarder signs them (and its source key) into the chain with its own keys, and
 * the sandbox as the platform accepts the signatures. A caller never sets a signature, key or time: its `X-DSM-*`
 * headers stay behind, a forwarder without `keys.designer` refuses a designer call, `authorize` sees the values.
 */
import { describe, expect, it } from 'vitest';
import { DsmConfigError, type DsmHttpError } from '../../../src/errors.js';
import { createSigningProxy, type SigningProxyOptions } from '../../../src/server/index.js';
import { RequestSigner } from '../../../src/signing/signer.js';
import { instantOf } from '../../../src/sandbox/signature/request-facts.js';
import { createDsmClient } from '../../support/full-client.js';
import { KEYS, sandboxPlatform } from './support.js';

const TARGET = 'https://platform.example.org/portal';
const APP = 'http://app.example.net/api/dsm';
const DESIGNER = { customerId: 4714, campaignName: 'Summer-3' };
const SOURCE = 'Src-A1';

function setup(options: Partial<SigningProxyOptions> = {}, designer: typeof DESIGNER | null = DESIGNER) {
  const platform = sandboxPlatform();
  const forward = createSigningProxy({
    target: TARGET,
    keys: { ...KEYS, sourcePublicKey: SOURCE, designer: true },
    basePath: '/api/dsm',
    fetch: platform.fetch,
    ...options,
  });
  const client = createDsmClient({ proxy: APP, designer, fetch: forward as typeof fetch });
  return { platform, forward, client };
}

const dsmHeaders = (request: Request) =>
  Object.fromEntries([...request.headers].filter(([name]) => name.startsWith('x-dsm-')).map(([name, value]) => [name, value]));

describe('designer mode and the source key through the forwarder', () => {
  it('signs the designer values the SDK names, with the source key, as the SDK signs them itself', async () => {
    const { client, platform } = setup();
    expect(typeof (await client.call('contactsCount'))).toBe('number');
    const sent = platform.received.at(-1)!;
    const headers = dsmHeaders(sent);
    expect(headers).toMatchObject({ 'x-dsm-cid': '4714', 'x-dsm-campaign': 'Summer-3', 'x-dsm-sid': SOURCE });
    // The sandbox accepted it; and it is exactly what a client signing for the platform sends at that second.
    const signer = new RequestSigner(KEYS, { host: 'platform.example.org', sourcePublicKey: SOURCE, designer: DESIGNER });
    const instant = instantOf(headers['x-dsm-time']!)!;
    const expected = await signer.sign({ method: 'GET', signedPath: '/portal/api/contacts/count', body: '', instant });
    expect(headers).toEqual(Object.fromEntries(Object.entries(expected).map(([name, value]) => [name.toLowerCase(), value])));
    expect(sent.headers.has('dsm-designer-customer-id')).toBe(false);
  });

  it('signs a POST and an admin-key call in designer mode, which the sandbox accepts', async () => {
    const { client, platform } = setup(
      { allow: ['contactsCountWithQuery', 'adminGetAllTokensForAccount'] },
      { customerId: 0, campaignName: 'Wörkflow' },
    );
    expect(typeof (await client.call('contactsCountWithQuery', { body: { wheres: [] } }))).toBe('number');
    await client.call('adminGetAllTokensForAccount', { path: { accountId: 1042 } }).catch((error: unknown) => {
      expect((error as DsmHttpError).status).not.toBe(401);
    });
    const [post, admin] = platform.received.map(dsmHeaders);
    expect([post!['x-dsm-cid'], post!['x-dsm-campaign'], admin!['x-dsm-id']]).toEqual(['0', 'Wörkflow', KEYS.adminPublicKey]);
    expect(admin!['x-dsm-designersignature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends no designer header without designer values, the source key always', async () => {
    const { client, platform } = setup({}, null);
    await client.call('contactsCount');
    const headers = dsmHeaders(platform.received[0]!);
    expect(headers['x-dsm-sid']).toBe(SOURCE);
    expect(Object.keys(headers).filter((name) => /cid|campaign|designer/.test(name))).toEqual([]);
  });

  it('never sends on a caller’s signature, key, time or designer header: only its own', async () => {
    const { forward, platform } = setup();
    const forged = {
      'X-DSM-Signature': 'forged',
      'X-DSM-PublicId': 'forged',
      'X-DSM-Id': 'forged',
      'X-DSM-Time': '2020-01-01 00:00:00Z',
      'X-DSM-Sid': 'forged',
      'X-DSM-Cid': '1',
      'X-DSM-Campaign': 'forged',
      'X-DSM-DesignerSignature': 'forged',
      'DSM-Designer-Customer-Id': '4714',
    };
    expect((await forward(new Request(`${APP}/api/contacts/count`, { headers: forged }))).status).toBe(200);
    const headers = dsmHeaders(platform.received[0]!);
    expect(JSON.stringify(headers)).not.toContain('forged');
    expect(headers['x-dsm-publicid']).toBeUndefined();
    expect([headers['x-dsm-cid'], headers['x-dsm-campaign'], headers['x-dsm-id']]).toEqual(['4714', undefined, KEYS.publicKey]);
  });
});

describe('designer calls refused before anything is sent', () => {
  it('by a forwarder without `keys.designer` (403), which still signs calls outside designer mode', async () => {
    const { client, platform } = setup({ keys: KEYS });
    const error = await client.call('contactsCount').catch((e: unknown) => e);
    expect((error as DsmHttpError).status).toBe(403);
    expect((error as DsmHttpError).message).toMatch(/designer mode/);
    expect(platform.received).toEqual([]);
    expect(typeof (await setup({ keys: KEYS }, null).client.call('contactsCount'))).toBe('number');
  });

  it.each([
    [{ 'DSM-Designer-Customer-Id': 'abc' }, /customer id/],
    [{ 'DSM-Designer-Customer-Id': '-1' }, /customer id/],
    [{ 'DSM-Designer-Customer-Id': '0012' }, /customer id/],
    [{ 'DSM-Designer-Customer-Id': '99999999999999999' }, /customer id/],
    [{ 'DSM-Designer-Customer-Id': '0' }, /above 0/],
  ])('%j → 400', async (headers, message) => {
    const { forward, platform } = setup();
    const reply = await forward(new Request(`${APP}/api/contacts/count`, { headers }));
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { failureMessage: string }).failureMessage).toMatch(message);
    expect(platform.received).toEqual([]);
  });

  it('by `authorize`, which sees the designer values', async () => {
    const seen: unknown[] = [];
    const { client, platform } = setup({
      authorize: (_request, call) => (seen.push(call.designer), call.designer?.campaignName !== 'Summer-3'),
    });
    expect(((await client.call('contactsCount').catch((e: unknown) => e)) as DsmHttpError).status).toBe(403);
    expect(platform.received).toEqual([]);
    expect(seen).toEqual([{ customerId: 4714, campaignName: 'Summer-3' }]);
  });
});

describe('designer options it cannot work with', () => {
  it.each([
    [{ keys: { ...KEYS, designer: 'yes' } }, /keys\.designer/],
    [{ keys: { ...KEYS, sourcePublicKey: 'a\nb' } }, /sourcePublicKey/],
    [{ forwardHeaders: ['DSM-Designer-Campaign'] }, /dsm-designer-campaign/],
  ])('%j', (options, message) => {
    expect(() => createSigningProxy({ target: TARGET, keys: KEYS, ...options } as SigningProxyOptions)).toThrow(DsmConfigError);
    expect(() => createSigningProxy({ target: TARGET, keys: KEYS, ...options } as SigningProxyOptions)).toThrow(message);
  });
});
