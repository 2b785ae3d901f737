/** Properties of the signing chain the vectors do not pin down on their own, over every HMAC it runs on. */
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { hmacOver, type Mac, runtimeMac, webCryptoMac } from '../../src/signing/hmac-sha256.js';
import { RequestSigner, type SigningContext, type SigningKeys } from '../../src/signing/signer.js';
import { signingTime } from '../../src/signing/timestamp.js';

const keys = { publicKey: 'pub-1', privateKey: 'priv-secret-1' };

describe('signing time', () => {
  it('formats the stamp and the day from one reading', () => {
    expect(signingTime(new Date('2026-12-31T23:59:59.999Z'))).toEqual({ timeStamp: '2026-12-31 23:59:59Z', day: '2026-12-31' });
    expect(signingTime(new Date('2027-01-01T00:00:00.000Z'))).toEqual({ timeStamp: '2027-01-01 00:00:00Z', day: '2027-01-01' });
  });

  it('is shared within a second and follows the clock to the next second, or back', () => {
    const at = (iso: string) => signingTime(new Date(iso));
    expect(at('2026-05-01T10:00:00.900Z')).toBe(at('2026-05-01T10:00:00.100Z'));
    expect(at('2026-05-01T10:00:01.000Z').timeStamp).toBe('2026-05-01 10:00:01Z');
    expect(at('2026-05-01T09:59:59.999Z').timeStamp).toBe('2026-05-01 09:59:59Z');
    // Before 1970 a second starts at its lower whole number too.
    expect(signingTime(new Date(-1)).timeStamp).toBe('1969-12-31 23:59:59Z');
    expect(signingTime(new Date(0)).timeStamp).toBe('1970-01-01 00:00:00Z');
    expect(signingTime(new Date(-1000))).toBe(signingTime(new Date(-1)));
  });
});

const macs: [string, Mac | undefined][] = [
  ['the runtime (node:crypto)', undefined],
  ['WebCrypto', webCryptoMac(globalThis.crypto.subtle)],
  ['@noble/hashes', hmacOver(sha256)],
];

describe.each(macs)('RequestSigner over %s', (_name, mac) => {
  const Signer = class extends RequestSigner {
    constructor(keys: SigningKeys, context: SigningContext) {
      super(keys, { ...context, mac });
    }
  };
  const signer = new Signer(keys, { host: 'demo.example.com' });
  const base = { method: 'POST', signedPath: '/api/contacts/get', body: '{"size":50}', instant: new Date('2026-05-01T10:00:00Z') };

  it('changes the signature with every signed input', async () => {
    const reference = (await signer.sign(base))['X-DSM-Signature'];
    const variants = [
      { ...base, method: 'GET' },
      { ...base, signedPath: '/api/contacts/count' },
      { ...base, body: '{"size":51}' },
      { ...base, instant: new Date('2026-05-01T10:00:01Z') },
    ];
    for (const variant of variants) expect((await signer.sign(variant))['X-DSM-Signature']).not.toBe(reference);
    expect((await new Signer(keys, { host: 'other.example.com' }).sign(base))['X-DSM-Signature']).not.toBe(reference);
  });

  it('gives the same signature when the cached steps are reused within a second', async () => {
    const first = await signer.sign(base);
    await signer.sign({ ...base, method: 'GET', signedPath: '/api/x' });
    expect(await signer.sign(base)).toEqual(first);
    expect(await new Signer(keys, { host: 'demo.example.com' }).sign(base)).toEqual(first);
  });

  it('gives the same signatures when many start at once on a cold signer (each key derived once, none wiped early)', async () => {
    const cold = new Signer(keys, { host: 'demo.example.com', sourcePublicKey: 'sid-1', designer: { customerId: 7 } });
    const requests = [0, 1, 0, 2, 1].map((n) => ({ ...base, signedPath: `/api/contacts/delete/${n}` }));
    const together = await Promise.all(requests.map((request) => cold.sign(request)));
    const fresh = new Signer(keys, { host: 'demo.example.com', sourcePublicKey: 'sid-1', designer: { customerId: 7 } });
    for (const [i, request] of requests.entries()) expect(together[i]).toEqual(await fresh.sign(request));
  });

  it('signs each path, second and source key as a fresh signer does, however many paths it has seen', async () => {
    const context = { host: 'demo.example.com', sourcePublicKey: 'sid-1' };
    const warm = new Signer(keys, context);
    const requests = [0, 1, 2, 300, 1, 0].flatMap((n) =>
      ['2026-05-01T10:00:00.100Z', '2026-05-01T10:00:00.900Z', '2026-05-01T10:00:01.000Z'].map((at) => ({
        ...base,
        signedPath: `/api/contacts/delete/${n}`,
        instant: new Date(at),
      })),
    );
    // Many distinct paths within one second, so the per-second cache starts again on the way.
    for (let n = 0; n < 600; n++) await warm.sign({ ...base, signedPath: `/api/contacts/delete/${n}` });
    for (const request of requests) expect(await warm.sign(request)).toEqual(await new Signer(keys, context).sign(request));
  });

  it('signs a request without a body once per path and second, and each like a fresh signer', async () => {
    let steps = 0;
    const counted: Mac = (key, message) => {
      steps++;
      return (mac ?? runtimeMac!)(key, message);
    };
    const warm = new RequestSigner(keys, { host: 'demo.example.com', mac: counted });
    const get = { ...base, method: 'GET', signedPath: '/api/contacts/count', body: '' };
    const first = await warm.sign(get);
    steps = 0;
    const again = await Promise.all([warm.sign(get), warm.sign({ ...get, instant: new Date('2026-05-01T10:00:00.999Z') })]);
    expect(again).toEqual([first, first]);
    expect(steps).toBe(0);
    // A body, another path, another method or the next second is signed anew, as a fresh signer signs it.
    const others = [
      { ...get, body: '{}' },
      { ...get, signedPath: '/api/contacts/count/1' },
      { ...get, method: 'POST' },
      { ...get, instant: new Date('2026-05-01T10:00:01Z') },
    ];
    for (const request of others) {
      steps = 0;
      expect(await warm.sign(request)).toEqual(await new Signer(keys, { host: 'demo.example.com' }).sign(request));
      expect(steps).toBeGreaterThan(0);
    }
    expect(await warm.sign(get)).toEqual(first);
  });

  it('ignores letter case of host and path, as the chain lower-cases them', async () => {
    const upper = await new Signer(keys, { host: 'DEMO.Example.com' }).sign({ ...base, signedPath: '/API/Contacts/GET' });
    expect(upper['X-DSM-Signature']).toBe((await signer.sign(base))['X-DSM-Signature']);
  });

  it('adds the source id and designer headers only when configured', async () => {
    expect(Object.keys(await signer.sign(base)).sort()).toEqual(['X-DSM-Algo', 'X-DSM-Id', 'X-DSM-Signature', 'X-DSM-Time']);
    const designer = new Signer(keys, {
      host: 'demo.example.com',
      sourcePublicKey: 'Src-1',
      designer: { customerId: 7, campaignName: 'Summer' },
    });
    const headers = await designer.sign(base);
    expect(headers['X-DSM-Sid']).toBe('Src-1');
    expect(headers['X-DSM-Cid']).toBe('7');
    expect(headers['X-DSM-Campaign']).toBe('Summer');
    expect(headers['X-DSM-DesignerSignature']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['X-DSM-Signature']).not.toBe((await signer.sign(base))['X-DSM-Signature']);
  });

  it('gives a signer made in the next second, or back in the last, its own time stamp from the shared texts', async () => {
    const signAt = (iso: string) => new Signer(keys, { host: 'demo.example.com' }).sign({ ...base, instant: new Date(iso) });
    const first = await signAt('2026-05-01T10:00:00.100Z');
    const next = await signAt('2026-05-01T10:00:01.000Z');
    expect(first['X-DSM-Time']).toBe('2026-05-01 10:00:00Z');
    expect(next['X-DSM-Time']).toBe('2026-05-01 10:00:01Z');
    expect(next['X-DSM-Signature']).not.toBe(first['X-DSM-Signature']);
    // A signer still in the earlier second, after another one moved the shared texts on, signs as before.
    expect(await signer.sign({ ...base, instant: new Date('2026-05-01T10:00:00.100Z') })).toEqual(first);
    expect(await signAt('2026-05-01T10:00:00.999Z')).toEqual(first);
  });

  it('gives the same headers when signatures nest or interleave as when they run one after the other', async () => {
    const context = { host: 'demo.example.com', sourcePublicKey: 'Src-1', designer: { customerId: 7, campaignName: 'Summer' } };
    const other = { ...base, signedPath: '/api/contacts/other', body: 'x'.repeat(5000) };
    const sequential = [await new Signer(keys, context).sign(base), await new Signer(keys, context).sign(other)];
    // A body read while a signature is under way signs another request first (a getter runs inside sign()).
    const inner = new Signer(keys, context);
    let nested: ReturnType<RequestSigner['sign']> | undefined;
    const outerRequest = {
      ...base,
      get body() {
        nested ??= inner.sign(other);
        return base.body;
      },
    };
    const outer = await new Signer(keys, context).sign(outerRequest);
    expect([outer, await nested]).toEqual(sequential);
    // Two warm signers taking turns, each over its cached keys.
    const a = new Signer(keys, context);
    const b = new Signer({ publicKey: 'pub-2', privateKey: 'p'.repeat(100) }, context);
    const alone = await Promise.all(
      [0, 1, 2].map((n) => new Signer({ publicKey: 'pub-2', privateKey: 'p'.repeat(100) }, context).sign({ ...other, body: `${n}` })),
    );
    for (const n of [0, 1, 2]) {
      const [fromA, fromB] = await Promise.all([a.sign({ ...base, body: `${n}` }), b.sign({ ...other, body: `${n}` })]);
      expect(fromA).toEqual(await new Signer(keys, context).sign({ ...base, body: `${n}` }));
      expect(fromB).toEqual(alone[n]);
    }
  });

  it('never shows the private key in its JSON form', () => {
    expect(JSON.stringify(signer)).not.toContain(keys.privateKey);
  });
});

it('signs alike over every HMAC: the runtime, WebCrypto and an application SHA-256', async () => {
  const request = { method: 'POST', signedPath: '/api/contacts/get', body: '{"size":50}', instant: new Date('2026-05-01T10:00:00Z') };
  const context = { host: 'demo.example.com', sourcePublicKey: 'Src-1', designer: { customerId: 7, campaignName: 'Summer' } };
  const signed = await Promise.all(
    macs.map(([, mac]) => new RequestSigner({ ...keys, privateKey: 'k'.repeat(90) }, { ...context, mac }).sign(request)),
  );
  expect(signed[1]).toEqual(signed[0]);
  expect(signed[2]).toEqual(signed[0]);
});

it('keeps no failed step: a signature after an HMAC that failed derives the keys again', async () => {
  const webCrypto = webCryptoMac(globalThis.crypto.subtle);
  let failures = 1;
  const flaky: Mac = (key, message) => (failures-- > 0 ? Promise.reject(new Error('HMAC failed')) : webCrypto(key, message));
  const request = { method: 'GET', signedPath: '/api/contacts/count', body: '', instant: new Date('2026-05-01T10:00:00Z') };
  const signer = new RequestSigner(keys, { host: 'demo.example.com', mac: flaky });
  await expect(signer.sign(request)).rejects.toThrow('HMAC failed');
  expect(await signer.sign(request)).toEqual(await new RequestSigner(keys, { host: 'demo.example.com' }).sign(request));
});
