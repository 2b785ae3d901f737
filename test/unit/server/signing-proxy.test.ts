/**
 * `createSigningProxy` with a sandbox as the platform: the SDK's calls through it (`proxy`) get the same answers as
 * calls signed in the client, signed for the platform's host (the sandbox checks every signature); what is not a
 * contract operation, breaks its checks or is not allowed is refused with the envelope and never sent; the caller's
 * cookies and signing headers stay behind; no key appears in any reply or error.
 */
import { describe, expect, it } from 'vitest';
import { DsmConfigError, DsmHttpError, DsmValidationError } from '../../../src/errors.js';
import { createSigningProxy } from '../../../src/server/index.js';
import { createDsmClient } from '../../support/full-client.js';
import { KEYS, SECRETS, sandboxPlatform } from './support.js';

const TARGET = 'https://platform.example.org/portal';
const APP = 'http://app.example.net/api/dsm';

function setup(options: Partial<Parameters<typeof createSigningProxy>[0]> = {}) {
  const platform = sandboxPlatform();
  const forward = createSigningProxy({ target: TARGET, keys: KEYS, basePath: '/api/dsm', fetch: platform.fetch, ...options });
  const replies: string[] = [];
  const viaForwarder = async (request: Request) => {
    const reply = await forward(request);
    replies.push(await reply.clone().text());
    return reply;
  };
  const client = createDsmClient({ proxy: APP, fetch: viaForwarder as typeof fetch });
  return { platform, forward, client, replies };
}

const envelopeOf = async (reply: Response) => (await reply.json()) as { state: number; failureMessage: string; failureDetail: unknown };

describe('through the forwarder', () => {
  it('answers as the platform does, signed for its host, path and body, never with a key in a reply', async () => {
    const { platform, client, replies } = setup();
    const direct = createDsmClient({ targetSystem: 'platform.example.org/portal', ...KEYS, fetch: platform.fetch as typeof fetch });
    expect(await client.call('contactsCount')).toBe(await direct.call('contactsCount'));
    const query = { body: { wheres: [] } };
    expect(await client.call('contactsCountWithQuery', query)).toEqual(await direct.call('contactsCountWithQuery', query));
    const deletion = { path: { id: 999_999 } };
    expect(await client.call('contactsDeleteById', deletion)).toEqual(await direct.call('contactsDeleteById', deletion));
    const sent = platform.received.filter((request) => request.url.startsWith('https://platform.example.org/portal/api/'));
    expect(sent.length).toBe(platform.received.length);
    expect(sent.every((request) => request.headers.get('X-DSM-Id') === KEYS.publicKey)).toBe(true);
    for (const text of replies) for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('signs a body that asks for the admin keys with them, and refuses it when it holds none', async () => {
    const { client, platform } = setup();
    const body = { workflowGuid: '3b1f6c2a-8d4e-4f7a-9c21-5e6d7f8a9b01', sendWithAdminKeys: true };
    await client.call('bucketsStartWorkflow', { body }).catch(() => undefined);
    expect(platform.received.at(-1)!.headers.get('X-DSM-Id')).toBe(KEYS.adminPublicKey);
    const { client: noAdmin, platform: untouched } = setup({ keys: { publicKey: KEYS.publicKey, privateKey: KEYS.privateKey } });
    const error = await noAdmin.call('bucketsStartWorkflow', { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).status).toBe(403);
    expect(untouched.received).toEqual([]);
  });

  it('keeps the caller’s cookie, authorization and signing headers behind unless told to send one on', async () => {
    const { forward, platform } = setup();
    const headers = { Cookie: 'session=abc', Authorization: 'Bearer t', 'X-DSM-Id': 'forged', 'X-DSM-Signature': 'forged' };
    expect((await forward(new Request(`${APP}/api/contacts/count`, { headers }))).status).toBe(200);
    const sent = platform.received.at(-1)!;
    expect([sent.headers.get('cookie'), sent.headers.get('authorization')]).toEqual([null, null]);
    expect(sent.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
    const told = setup({ forwardHeaders: ['cookie'] });
    await told.forward(new Request(`${APP}/api/contacts/count`, { headers }));
    expect(told.platform.received.at(-1)!.headers.get('cookie')).toBe('session=abc');
  });
});

describe('refused before anything is sent', () => {
  const cases: [string, RequestInit | undefined, number, RegExp][] = [
    ['/api/no/such/path', undefined, 404, /There is no operation GET \/api\/no\/such\/path/],
    ['/elsewhere/api/contacts/count', undefined, 404, /There is no operation/],
    ['/api/contacts/delete/5', { method: 'POST', body: '{}' }, 405, /There is no operation POST/],
    ['/api/contacts/delete/abc', undefined, 422, /does not match the contract of GET \/api\/contacts\/delete\/abc: .*integer/],
    ['/api/contacts/get', { method: 'POST', body: '{nope' }, 400, /not valid JSON/],
    ['/api/contacts/get', { method: 'POST' }, 422, /You must provide a model/],
    ['/api/contacts/count?x=1', undefined, 400, /no query string/],
    ['/api/admin/getallaccountids', undefined, 403, /adminGetAllAccountIds is not let through/],
  ];
  it.each(cases)('%s %j → %i', async (path, init, status, message) => {
    const { forward, platform } = setup();
    const reply = await forward(
      new Request(`${APP.replace('/api/dsm', '')}${path.startsWith('/elsewhere') ? '' : '/api/dsm'}${path}`, init),
    );
    expect(reply.status).toBe(status);
    expect((await envelopeOf(reply)).failureMessage).toMatch(message);
    expect(platform.received).toEqual([]);
  });

  it('a 405 names the methods the path has', async () => {
    const reply = await setup().forward(new Request(`${APP}/api/contacts/delete/5`, { method: 'POST', body: '{}' }));
    expect(reply.headers.get('Allow')).toBe('GET');
  });

  it('lets through only what `allow` names, by operationId or tag, admin-only ones included when named', async () => {
    const { client, platform } = setup({ allow: ['contactsCount', 'Admin'] });
    expect(typeof (await client.call('contactsCount'))).toBe('number');
    const refused = await client.call('contactsCountWithQuery', { body: { wheres: [] } }).catch((e: unknown) => e);
    expect((refused as DsmHttpError).status).toBe(403);
    await client.call('adminGetAllTokensForAccount', { path: { accountId: 1042 } }).catch(() => undefined);
    expect(platform.received.at(-1)!.headers.get('X-DSM-Id')).toBe(KEYS.adminPublicKey);
    // An admin-namespace call that is not for system admins only: let through when named, signed with the account keys.
    await client.call('adminGetAllAccountIds').catch(() => undefined);
    expect(platform.received.at(-1)!.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
    expect(platform.received.length).toBe(3);
  });

  it('asks `authorize` about each call: false and a throw refuse, a Response is answered as it is', async () => {
    const facts: unknown[] = [];
    for (const [verdict, status] of [
      [true, 200],
      [false, 403],
      [new Response('no', { status: 401 }), 401],
      ['throw', 403],
    ] as const) {
      const { forward } = setup({
        authorize: (_request, call) => {
          facts.push(call);
          if (verdict === 'throw') throw new Error(KEYS.privateKey);
          return verdict;
        },
      });
      const reply = await forward(new Request(`${APP}/api/contacts/count`));
      expect(reply.status).toBe(status);
      expect(await reply.text()).not.toContain(KEYS.privateKey);
    }
    expect(facts[0]).toEqual({ operationId: 'contactsCount', tag: 'Contacts', adminKeys: false, designer: null });
  });
});

describe('the way to the platform', () => {
  it('never follows a redirect: it answers 502 and sends nothing again', async () => {
    let calls = 0;
    const forward = createSigningProxy({
      target: TARGET,
      keys: KEYS,
      fetch: async () => (calls++, new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/' } })),
    });
    const reply = await forward(new Request('http://app/api/contacts/count'));
    expect([reply.status, calls]).toEqual([502, 1]);
    expect((await envelopeOf(reply)).failureMessage).toMatch(/redirect/);
  });

  it('ends a call the platform does not answer at its time limit, with a 504 envelope', async () => {
    const forward = createSigningProxy({
      target: TARGET,
      keys: KEYS,
      timeout: 20,
      fetch: (_request, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    const reply = await forward(new Request('http://app/api/contacts/count'));
    expect(reply.status).toBe(504);
  });

  it('answers a platform that cannot be reached with 502, without the cause', async () => {
    const forward = createSigningProxy({
      target: TARGET,
      keys: KEYS,
      fetch: async () => Promise.reject(new TypeError(`bad ${KEYS.privateKey}`)),
    });
    const reply = await forward(new Request('http://app/api/contacts/count'));
    expect(reply.status).toBe(502);
    expect(await reply.text()).not.toContain(KEYS.privateKey);
  });
});

describe('options it cannot work with', () => {
  it.each([
    [{ target: 'platform.example.org' }, /target/],
    [{ target: 'https://u:p@platform.example.org' }, /target/],
    [{ keys: { publicKey: 'p' } }, /keys/],
    [{ keys: { ...KEYS, adminPrivateKey: undefined } }, /both admin keys/],
    [{ allow: ['noSuchOperation'] }, /noSuchOperation/],
    [{ basePath: 'api/dsm' }, /basePath/],
    [{ forwardHeaders: ['x-dsm-signature'] }, /x-dsm-signature/],
    [{ timeout: 0 }, /timeout/],
  ])('%j is refused with a DsmConfigError that shows no key', (options, message) => {
    let error: unknown;
    try {
      createSigningProxy({ target: TARGET, keys: KEYS, ...options } as Parameters<typeof createSigningProxy>[0]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DsmConfigError);
    expect((error as Error).message).toMatch(message);
    for (const secret of SECRETS) expect((error as Error).message).not.toContain(secret);
  });
});

describe('createDsmClient({ proxy })', () => {
  it('refuses a path outside a page when made; a URL with a query sends nothing', async () => {
    expect(() => createDsmClient({ proxy: '/api/dsm' })).toThrow(DsmConfigError);
    const sent: Request[] = [];
    const client = createDsmClient({
      proxy: 'https://app.example/api/dsm?x',
      fetch: (async (request: Request) => sent.push(request)) as never,
    });
    await expect(client.call('contactsCount')).rejects.toBeInstanceOf(DsmValidationError);
    expect(sent).toEqual([]);
  });

  it('checks a call as with keys: a bad input sends nothing', async () => {
    const { client, platform } = setup();
    await expect(client.call('contactsDeleteById', { path: { id: 'abc' as unknown as number } })).rejects.toBeInstanceOf(
      DsmValidationError,
    );
    expect(platform.received).toEqual([]);
  });
});
