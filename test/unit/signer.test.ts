/** Properties of the signing chain the vectors do not pin down on their own. */
import { describe, expect, it } from 'vitest';
import { RequestSigner } from '../../src/signing/signer.js';
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

describe('RequestSigner', () => {
  const signer = new RequestSigner(keys, { host: 'demo.example.com' });
  const base = { method: 'POST', signedPath: '/api/contacts/get', body: '{"size":50}', instant: new Date('2026-05-01T10:00:00Z') };

  it('changes the signature with every signed input', () => {
    const reference = signer.sign(base)['X-DSM-Signature'];
    const variants = [
      { ...base, method: 'GET' },
      { ...base, signedPath: '/api/contacts/count' },
      { ...base, body: '{"size":51}' },
      { ...base, instant: new Date('2026-05-01T10:00:01Z') },
    ];
    for (const variant of variants) expect(signer.sign(variant)['X-DSM-Signature']).not.toBe(reference);
    expect(new RequestSigner(keys, { host: 'other.example.com' }).sign(base)['X-DSM-Signature']).not.toBe(reference);
  });

  it('gives the same signature when the cached steps are reused within a second', () => {
    const first = signer.sign(base);
    signer.sign({ ...base, method: 'GET', signedPath: '/api/x' });
    expect(signer.sign(base)).toEqual(first);
    expect(new RequestSigner(keys, { host: 'demo.example.com' }).sign(base)).toEqual(first);
  });

  it('signs each path, second and source key as a fresh signer does, however many paths it has seen', () => {
    const context = { host: 'demo.example.com', sourcePublicKey: 'sid-1' };
    const warm = new RequestSigner(keys, context);
    const requests = [0, 1, 2, 300, 1, 0].flatMap((n) =>
      ['2026-05-01T10:00:00.100Z', '2026-05-01T10:00:00.900Z', '2026-05-01T10:00:01.000Z'].map((at) => ({
        ...base,
        signedPath: `/api/contacts/delete/${n}`,
        instant: new Date(at),
      })),
    );
    // Many distinct paths within one second, so the per-second cache starts again on the way.
    for (let n = 0; n < 600; n++) warm.sign({ ...base, signedPath: `/api/contacts/delete/${n}` });
    for (const request of requests) expect(warm.sign(request)).toEqual(new RequestSigner(keys, context).sign(request));
  });

  it('ignores letter case of host and path, as the chain lower-cases them', () => {
    const upper = new RequestSigner(keys, { host: 'DEMO.Example.com' }).sign({ ...base, signedPath: '/API/Contacts/GET' });
    expect(upper['X-DSM-Signature']).toBe(signer.sign(base)['X-DSM-Signature']);
  });

  it('adds the source id and designer headers only when configured', () => {
    expect(Object.keys(signer.sign(base)).sort()).toEqual(['X-DSM-Algo', 'X-DSM-Id', 'X-DSM-Signature', 'X-DSM-Time']);
    const designer = new RequestSigner(keys, {
      host: 'demo.example.com',
      sourcePublicKey: 'Src-1',
      designer: { customerId: 7, campaignName: 'Summer' },
    });
    const headers = designer.sign(base);
    expect(headers['X-DSM-Sid']).toBe('Src-1');
    expect(headers['X-DSM-Cid']).toBe('7');
    expect(headers['X-DSM-Campaign']).toBe('Summer');
    expect(headers['X-DSM-DesignerSignature']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['X-DSM-Signature']).not.toBe(signer.sign(base)['X-DSM-Signature']);
  });

  it('gives a signer made in the next second, or back in the last, its own time stamp from the shared texts', () => {
    const signAt = (iso: string) => new RequestSigner(keys, { host: 'demo.example.com' }).sign({ ...base, instant: new Date(iso) });
    const first = signAt('2026-05-01T10:00:00.100Z');
    const next = signAt('2026-05-01T10:00:01.000Z');
    expect(first['X-DSM-Time']).toBe('2026-05-01 10:00:00Z');
    expect(next['X-DSM-Time']).toBe('2026-05-01 10:00:01Z');
    expect(next['X-DSM-Signature']).not.toBe(first['X-DSM-Signature']);
    // A signer still in the earlier second, after another one moved the shared texts on, signs as before.
    expect(signer.sign({ ...base, instant: new Date('2026-05-01T10:00:00.100Z') })).toEqual(first);
    expect(signAt('2026-05-01T10:00:00.999Z')).toEqual(first);
  });

  it('gives the same headers when signatures nest or interleave as when they run one after the other', () => {
    const context = { host: 'demo.example.com', sourcePublicKey: 'Src-1', designer: { customerId: 7, campaignName: 'Summer' } };
    const other = { ...base, signedPath: '/api/contacts/other', body: 'x'.repeat(5000) };
    const sequential = [new RequestSigner(keys, context).sign(base), new RequestSigner(keys, context).sign(other)];
    // A body read while a signature is under way signs another request first (a getter runs inside sign()).
    const inner = new RequestSigner(keys, context);
    let nested: Record<string, string> | undefined;
    const outerRequest = {
      ...base,
      get body() {
        nested ??= inner.sign(other);
        return base.body;
      },
    };
    const outer = new RequestSigner(keys, context).sign(outerRequest);
    expect([outer, nested]).toEqual(sequential);
    // Two warm signers taking turns, each over its cached keys.
    const a = new RequestSigner(keys, context);
    const b = new RequestSigner({ publicKey: 'pub-2', privateKey: 'p'.repeat(100) }, context);
    const alone = [0, 1, 2].map((n) =>
      new RequestSigner({ publicKey: 'pub-2', privateKey: 'p'.repeat(100) }, context).sign({ ...other, body: `${n}` }),
    );
    for (const n of [0, 1, 2]) {
      expect(a.sign({ ...base, body: `${n}` })).toEqual(new RequestSigner(keys, context).sign({ ...base, body: `${n}` }));
      expect(b.sign({ ...other, body: `${n}` })).toEqual(alone[n]);
    }
  });

  it('never shows the private key in its JSON form', () => {
    expect(JSON.stringify(signer)).not.toContain(keys.privateKey);
  });
});
