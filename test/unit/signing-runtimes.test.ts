/**
 * The client signs on whatever the runtime has: node:crypto (Node), WebCrypto (browsers on secure pages,
 * workers), or the SHA-256 the application passes (`sha256`) where there is neither. The runtime is read when
 * the signing modules load, so each case loads the client afresh with the globals a browser page would have.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';

const KEYS = { targetSystem: 'demo.example.com', publicKey: 'pub-1', privateKey: 'priv-1' };
const NOW = new Date('2026-05-01T10:00:00Z');
type Runtime = 'node' | 'webcrypto' | 'none';

/** The client and the operation table as a runtime with only what `runtime` names loads them. */
async function loadIn(runtime: Runtime) {
  vi.resetModules();
  const process = globalThis.process as { getBuiltinModule?: unknown };
  const getBuiltinModule = process.getBuiltinModule;
  if (runtime !== 'node') process.getBuiltinModule = undefined;
  if (runtime === 'none') vi.stubGlobal('crypto', undefined);
  try {
    const [{ createDsmClient }, { contactsCount }, { DsmConfigError }, { hmacBackend }] = await Promise.all([
      import('../../src/client.js'),
      import('../../generated/operations/contacts.js'),
      import('../../src/errors.js'),
      import('../../src/signing/hmac-sha256.js'),
    ]);
    return { createDsmClient, contactsCount, DsmConfigError, hmacBackend };
  } finally {
    process.getBuiltinModule = getBuiltinModule;
  }
}

/** The X-DSM-* headers a client loaded in `runtime` sends for one count, or the error it rejects with. */
async function countHeaders(runtime: Runtime, config: Record<string, unknown> = {}) {
  const { createDsmClient, contactsCount, DsmConfigError } = await loadIn(runtime);
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 3 }));
  const client = createDsmClient({ ...KEYS, fetch: recorder.fetch, now: () => NOW, ...config });
  const outcome: { count?: unknown; error?: Error } = await client.send(contactsCount).then(
    (count) => ({ count }),
    (error: Error) => ({ error }),
  );
  const headers = recorder.exchanges.map(({ request }) =>
    Object.fromEntries([...request.headers].filter(([name]) => name.startsWith('x-dsm-'))),
  );
  return { ...outcome, headers, DsmConfigError };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('signing in each runtime', () => {
  it('reads the runtime once: node:crypto in Node, WebCrypto without it, nothing without either', async () => {
    expect((await loadIn('node')).hmacBackend).toBe('node:crypto');
    expect((await loadIn('webcrypto')).hmacBackend).toBe('WebCrypto');
    expect((await loadIn('none')).hmacBackend).toBeUndefined();
  });

  it('signs on WebCrypto exactly as on node:crypto', async () => {
    const node = await countHeaders('node');
    const webCrypto = await countHeaders('webcrypto');
    expect(node.count).toBe(3);
    expect(webCrypto.count).toBe(3);
    expect(node.headers[0]!['x-dsm-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(webCrypto.headers).toEqual(node.headers);
  });

  it("without either, signs on the application's SHA-256 exactly as on node:crypto", async () => {
    const node = await countHeaders('node', { designer: { customerId: 7, campaignName: 'Summer' } });
    const passed = await countHeaders('none', { designer: { customerId: 7, campaignName: 'Summer' }, sha256 });
    expect(passed.count).toBe(3);
    expect(passed.headers).toEqual(node.headers);
  });

  it('without either and without `sha256`, rejects with a configuration error that names the way out, and sends nothing', async () => {
    const { error, headers, DsmConfigError } = await countHeaders('none');
    expect(error).toBeInstanceOf(DsmConfigError);
    expect(error?.message).toMatch(/no SHA-256 to sign with.*https.*createDsmClient\(\{ \.\.\., sha256 \}\).*@noble\/hashes/);
    expect(headers).toEqual([]);
  });

  it('without either, still sends what needs no signature: through a signing forwarder', async () => {
    const { count, headers } = await countHeaders('none', {
      targetSystem: undefined,
      publicKey: undefined,
      privateKey: undefined,
      proxy: 'https://app.example.com/api/dsm',
    });
    expect(count).toBe(3);
    expect(headers).toEqual([{}]);
  });

  it('refuses a `sha256` that is not a function before anything is sent', async () => {
    const { createDsmClient, DsmConfigError } = await loadIn('node');
    expect(() => createDsmClient({ ...KEYS, sha256: 'sha256' as never })).toThrow(DsmConfigError);
    expect(() => createDsmClient({ ...KEYS, sha256: 'sha256' as never })).toThrow('`sha256` must be a function.');
  });
});
