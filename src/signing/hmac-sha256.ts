/**
 * HMAC-SHA256 for the signing chain, on @noble/hashes' SHA-256 compression. A step's key is kept as
 * the two hash states after its inner and outer pad block, so a key used again (the cached steps)
 * costs no pad blocks, and one shared buffer takes every message: no hash object, byte view, key pad
 * or text encoding is allocated per step. Synchronous and not re-entrant, like the chain itself.
 */
import { _SHA256 } from '@noble/hashes/sha2.js';

/** What this module uses of noble's SHA-256: its block compression and its state words. */
interface Compression {
  process(view: DataView, offset: number): void;
  get(): number[];
  set(...words: number[]): void;
  roundClean(): void;
}

const BLOCK = 64;
const engine = new _SHA256() as unknown as Compression;
const IV = engine.get();
const encoder = new TextEncoder();
let buffer = new Uint8Array(1024);
let view = new DataView(buffer.buffer);

/** The UTF-8 bytes of a text (the private key). */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

/** The states after the inner (words 0-7) and the outer (8-15) pad block of one key. */
export type HmacKey = Int32Array;

const load = (state: ArrayLike<number>, at: number) =>
  engine.set(state[at]!, state[at + 1]!, state[at + 2]!, state[at + 3]!, state[at + 4]!, state[at + 5]!, state[at + 6]!, state[at + 7]!);

/** Prepares a key (raw bytes, e.g. a step's digest or the private key's UTF-8 bytes). */
export function hmacKey(key: Uint8Array): HmacKey {
  const bytes = key.length > BLOCK ? hash(key) : key;
  const state = new Int32Array(16);
  for (let at = 0; at < 16; at += 8) {
    const pad = at ? 0x5c : 0x36;
    buffer.fill(pad, 0, BLOCK);
    for (let i = 0; i < bytes.length; i++) buffer[i] = bytes[i]! ^ pad;
    load(IV, 0);
    engine.process(view, 0);
    state.set(engine.get(), at);
  }
  buffer.fill(0, 0, BLOCK);
  engine.roundClean();
  return state;
}

/**
 * Hashes the message of `length` bytes at the start of the buffer, `prefix` bytes having been hashed
 * before it into the state words `at`..`at + 7` of `state`: pads it, runs its blocks and leaves the
 * digest as the first 32 bytes of the buffer. Returns where the padded message ended.
 */
function run(length: number, prefix: number, state: ArrayLike<number>, at: number): number {
  const end = Math.ceil((length + 9) / BLOCK) * BLOCK;
  buffer[length] = 0x80;
  buffer.fill(0, length + 1, end - 8);
  // The length in bits, big-endian over 8 bytes (setUint32 keeps the low 32 bits of each half).
  const bits = (length + prefix) * 8;
  view.setUint32(end - 8, bits / 2 ** 32);
  view.setUint32(end - 4, bits);
  load(state, at);
  for (let offset = 0; offset < end; offset += BLOCK) engine.process(view, offset);
  const words = engine.get();
  for (let i = 0; i < 8; i++) view.setInt32(i * 4, words[i]!);
  return end;
}

/** The digest at the start of the buffer; the message up to `end` is wiped. */
function digest(end: number): Uint8Array {
  const out = buffer.slice(0, 32);
  buffer.fill(0, 0, end);
  engine.roundClean();
  return out;
}

/** Makes room for a message of up to `length` UTF-8 bytes and its padding. */
function makeRoom(length: number): void {
  if (buffer.length >= length + 2 * BLOCK) return;
  buffer = new Uint8Array(length + 2 * BLOCK);
  view = new DataView(buffer.buffer);
}

/** SHA-256 of `bytes` (a private key longer than a block), as the HMAC definition asks. */
function hash(bytes: Uint8Array): Uint8Array {
  makeRoom(bytes.length);
  buffer.set(bytes);
  return digest(run(bytes.length, 0, IV, 0));
}

/** HMAC-SHA256 of the UTF-8 bytes of `message`: the 32 raw bytes. */
export function hmac(key: HmacKey, message: string): Uint8Array {
  makeRoom(message.length * 3);
  const end = run(encoder.encodeInto(message, buffer).written, BLOCK, key, 0);
  run(32, BLOCK, key, 8);
  return digest(end);
}

const HEX = Array.from({ length: 256 }, (_, byte) => (byte + 256).toString(16).slice(1));

/** Lower-case hex. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += HEX[bytes[i]!];
  return hex;
}
