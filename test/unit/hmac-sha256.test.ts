/**
 * The signing chain's HMAC-SHA256 (src/signing/hmac-sha256.ts) against node:crypto's own HMAC, over both
 * SHA-256s it runs on (node:crypto's in Node, @noble/hashes' in browsers), across the lengths where SHA-256
 * padding and HMAC key handling change: keys up to, at and above one block (hashed first), messages around
 * the 55/56/64-byte padding edges, multi-byte text and a message that grows the scratch.
 */
import { createHmac, hash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { hex, hmacBackend, hmacOver, textKey } from '../../src/signing/hmac-sha256.js';

const keyLengths = [0, 1, 32, 63, 64, 65, 128, 300];
const messageLengths = [0, 1, 55, 56, 63, 64, 119, 120, 5000];
const reference = (key: string | Buffer, message: string) => createHmac('sha256', key).update(message).digest();

it('signs with node:crypto under Node', () => {
  expect(hmacBackend).toBe('node:crypto');
});

describe.each([
  ['@noble/hashes', sha256],
  ['node:crypto', (bytes: Uint8Array) => hash('sha256', bytes, 'buffer')],
])('HMAC-SHA256 of the signing chain over %s', (_name, digest) => {
  const mac = hmacOver(digest);

  it.each(keyLengths)('a %i-character key gives the same MAC as node:crypto for every message length', (keyLength) => {
    const key = 'k'.repeat(keyLength);
    for (const length of messageLengths) {
      const message = 'm'.repeat(length);
      expect(hex(mac(textKey(key), message))).toBe(reference(key, message).toString('hex'));
    }
  });

  it('multi-byte text is hashed as its UTF-8 bytes, and a key can be used again', () => {
    const key = textKey('priv-€-ключ');
    for (const message of ['é', '€'.repeat(30), '😀 /api/contacts/get', '']) {
      const expected = reference('priv-€-ключ', message).toString('hex');
      expect(hex(mac(key, message))).toBe(expected);
      expect(hex(mac(key, message))).toBe(expected);
    }
  });

  it('a raw digest keys the next step, as the chain does', () => {
    const next = mac(textKey('secret'), 'host');
    expect(hex(mac(next, 'next'))).toBe(reference(reference('secret', 'host'), 'next').toString('hex'));
  });

  it('two chains stepped in turn give what each gives alone: no call leaves state for the next', () => {
    const alone = (key: string) => hex(mac(mac(mac(textKey(key), 'a'), 'x'.repeat(3000)), 'b'));
    let first = textKey('first');
    let second = textKey('second key, longer than one block of sixty-four bytes, so it is hashed');
    for (const message of ['a', 'x'.repeat(3000), 'b']) {
      first = mac(first, message);
      second = mac(second, message);
    }
    expect(hex(first)).toBe(alone('first'));
    expect(hex(second)).toBe(alone('second key, longer than one block of sixty-four bytes, so it is hashed'));
  });

  it('returns each digest in an array of its own, so a caller may wipe it', () => {
    const key = textKey('secret');
    const one = mac(key, 'm');
    const two = mac(key, 'm');
    expect(one).not.toBe(two);
    expect([...one]).toEqual([...two]);
    one.fill(0);
    expect(hex(mac(key, 'm'))).toBe(hex(two));
  });
});
