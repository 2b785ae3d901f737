/**
 * The signing chain's HMAC-SHA256 (src/signing/hmac-sha256.ts) against node:crypto, across the lengths
 * where SHA-256 padding and HMAC key handling change: keys up to, at and above one block (hashed first),
 * messages around the 55/56/64-byte padding edges, multi-byte text and a message that grows the buffer.
 */
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { digestKey, hex, mac, textKey, wipe } from '../../src/signing/hmac-sha256.js';

const keyLengths = [0, 1, 32, 63, 64, 65, 128, 300];
const messageLengths = [0, 1, 55, 56, 63, 64, 119, 120, 5000];

describe('HMAC-SHA256 of the signing chain', () => {
  afterEach(wipe);

  it.each(keyLengths)('a %i-character key gives the same MAC as node:crypto for every message length', (keyLength) => {
    const key = 'k'.repeat(keyLength);
    for (const length of messageLengths) {
      const message = 'm'.repeat(length);
      mac(textKey(key), message);
      expect(hex()).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('multi-byte text is hashed as its UTF-8 bytes, and a key can be used again', () => {
    const key = textKey('priv-€-ключ');
    for (const message of ['é', '€'.repeat(30), '😀 /api/contacts/get', '']) {
      const expected = createHmac('sha256', 'priv-€-ключ').update(message).digest('hex');
      mac(key, message);
      expect(hex()).toBe(expected);
      mac(key, message);
      expect(hex()).toBe(expected);
    }
  });

  it('a raw digest keys the next step, as the chain does', () => {
    mac(textKey('secret'), 'host');
    mac(digestKey(), 'next');
    const reference = createHmac('sha256', createHmac('sha256', 'secret').update('host').digest()).update('next').digest('hex');
    expect(hex()).toBe(reference);
  });

  it('a key made after a wipe gives the same MAC: the wipe leaves the state ready', () => {
    const before = textKey('secret');
    wipe();
    const after = textKey('secret');
    expect(after).toEqual(before);
    mac(after, 'm');
    expect(hex()).toBe(createHmac('sha256', 'secret').update('m').digest('hex'));
  });
});
