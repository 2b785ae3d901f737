/**
 * The signing chain's HMAC-SHA256 (src/signing/hmac-sha256.ts) against node:crypto's own HMAC, over every way it
 * runs: RFC 2104 written out over node:crypto's SHA-256 (Node) and over an application's SHA-256 (@noble/hashes'),
 * and WebCrypto's HMAC (browsers). Across the lengths where SHA-256 padding and HMAC key handling change: keys up to,
 * at and above one block (hashed first), messages around the 55/56/64-byte padding edges, multi-byte text and a
 * message that grows the scratch.
 */
import { createHmac, hash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { hex, hmacBackend, hmacOver, type Mac, runtimeMac, utf8, webCryptoMac } from '../../src/signing/hmac-sha256.js';

const keyLengths = [1, 32, 63, 64, 65, 128, 300];
const messageLengths = [0, 1, 55, 56, 63, 64, 119, 120, 5000];
const reference = (key: string | Buffer, message: string) => createHmac('sha256', key).update(message).digest();

it('signs with node:crypto under Node', () => {
  expect(hmacBackend).toBe('node:crypto');
});

describe.each<[string, Mac]>([
  ['@noble/hashes', hmacOver(sha256)],
  ['node:crypto', hmacOver((bytes: Uint8Array) => hash('sha256', bytes, 'buffer'))],
  ['the runtime', runtimeMac!],
  ['WebCrypto', webCryptoMac(globalThis.crypto.subtle)],
])('HMAC-SHA256 of the signing chain over %s', (_name, mac) => {
  it.each(keyLengths)('a %i-character key gives the same MAC as node:crypto for every message length', async (keyLength) => {
    const key = 'k'.repeat(keyLength);
    for (const length of messageLengths) {
      const message = 'm'.repeat(length);
      expect(hex(await mac(utf8(key), message))).toBe(reference(key, message).toString('hex'));
    }
  });

  it('multi-byte text is hashed as its UTF-8 bytes, and a key can be used again', async () => {
    const key = utf8('priv-€-ключ');
    for (const message of ['é', '€'.repeat(30), '😀 /api/contacts/get', '']) {
      const expected = reference('priv-€-ключ', message).toString('hex');
      expect(hex(await mac(key, message))).toBe(expected);
      expect(hex(await mac(key, message))).toBe(expected);
    }
  });

  it('a raw digest keys the next step, as the chain does', async () => {
    const next = await mac(utf8('secret'), 'host');
    expect(hex(await mac(next, 'next'))).toBe(reference(reference('secret', 'host'), 'next').toString('hex'));
  });

  it('leaves a key longer than a block as it was given: only its hash is wiped', async () => {
    const key = utf8('l'.repeat(100));
    await mac(key, 'm');
    expect(key).toEqual(utf8('l'.repeat(100)));
  });

  it('two chains stepped at once give what each gives alone: no call leaves state for the next', async () => {
    const long = 'second key, longer than one block of sixty-four bytes, so it is hashed';
    const alone = async (key: string) => hex(await mac(await mac(await mac(utf8(key), 'a'), 'x'.repeat(3000)), 'b'));
    let first: Uint8Array = utf8('first');
    let second: Uint8Array = utf8(long);
    for (const message of ['a', 'x'.repeat(3000), 'b']) [first, second] = await Promise.all([mac(first, message), mac(second, message)]);
    expect(hex(first)).toBe(await alone('first'));
    expect(hex(second)).toBe(await alone(long));
  });

  it('returns each digest in an array of its own, so a caller may wipe it', async () => {
    const key = utf8('secret');
    const one = await mac(key, 'm');
    const two = await mac(key, 'm');
    expect(one).not.toBe(two);
    expect([...one]).toEqual([...two]);
    one.fill(0);
    expect(hex(await mac(key, 'm'))).toBe(hex(two));
  });
});
