/**
 * HMAC-SHA256 for the signing chain, on @noble/hashes' SHA-256 compression. A step's key is kept as
 * the two hash states after its inner and outer pad block, so a key used again (the cached steps)
 * costs no pad blocks. One shared buffer takes every message and key block, and each digest stays at
 * its start until the next step reads it: no hash object, byte view, digest copy or encoded text is
 * allocated per step. What a chain leaves behind is wiped once, by `wipe()`, which its caller runs
 * before it returns. Synchronous and not re-entrant, like the chain itself.
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
/** How many bytes at the start of the buffer may hold data of the chain since the last wipe. */
let used = 0;

/** The states after the inner (words 0-7) and the outer (8-15) pad block of one key (a plain array: quicker to make than a typed one). */
export type HmacKey = number[];

const load = (state: ArrayLike<number>, at: number) =>
  engine.set(state[at]!, state[at + 1]!, state[at + 2]!, state[at + 3]!, state[at + 4]!, state[at + 5]!, state[at + 6]!, state[at + 7]!);

/** Zeroes the buffer as far as it was used and the message schedule, and sets the state words back to the initial ones. */
export function wipe(): void {
  buffer.fill(0, 0, used);
  used = 0;
  engine.roundClean();
  load(IV, 0);
}

/** Writes the UTF-8 bytes of `text` at the start of the buffer (made large enough) and returns their count. */
function write(text: string): number {
  const room = text.length * 3 + 128;
  if (buffer.length < room) {
    wipe();
    buffer = new Uint8Array(room);
    view = new DataView(buffer.buffer);
  }
  // Room enough for the message's padding too, and for the digests and key blocks that follow it.
  if (room > used) used = room;
  return encoder.encodeInto(text, buffer).written;
}

/**
 * Hashes the message of `length` bytes at the start of the buffer, `prefix` bytes having been hashed
 * before it into the state words `at`..`at + 7` of `state`: pads it, runs its blocks and writes the
 * digest as the first 32 bytes of the buffer.
 */
function run(length: number, prefix: number, state: ArrayLike<number>, at: number): void {
  const end = (length + 72) & -BLOCK;
  buffer[length] = 0x80;
  buffer.fill(0, length + 1, end - 8);
  // The length in bits, big-endian over 8 bytes (setUint32 keeps the low 32 bits of each half).
  const bits = (length + prefix) * 8;
  view.setUint32(end - 8, bits / 2 ** 32);
  view.setUint32(end - 4, bits);
  load(state, at);
  for (let offset = 0; offset < end; offset += BLOCK) engine.process(view, offset);
  engine.get().forEach((word, i) => view.setInt32(i * 4, word));
}

/**
 * The key whose `length` bytes start the buffer: its inner and outer pad states. A key longer than a
 * block is hashed first, as the HMAC definition asks.
 */
function padStates(length: number): HmacKey {
  if (length > BLOCK) {
    run(length, 0, IV, 0);
    length = 32;
  }
  buffer.fill(0, length, BLOCK);
  const state: number[] = [];
  // The key XOR 0x36 for the inner pad, then XOR 0x36 ^ 0x5c for the outer one, a word at a time.
  for (const pad of [0x36, 0x6a]) {
    const flip = pad * 0x01010101;
    for (let i = 0; i < BLOCK; i += 4) view.setInt32(i, view.getInt32(i) ^ flip);
    load(IV, 0);
    engine.process(view, 0);
    state.push(...engine.get());
  }
  return state;
}

/** Prepares a key given as text (the private key): its UTF-8 bytes. */
export const textKey = (text: string): HmacKey => padStates(write(text));

/** Prepares the digest of the last `mac` (or hash) as the next key, as each step of the chain does. */
export const digestKey = (): HmacKey => padStates(32);

/** HMAC-SHA256 of the UTF-8 bytes of `message`; the digest is left for `hex` or `digestKey`. */
export function mac(key: HmacKey, message: string): void {
  run(write(message), BLOCK, key, 0);
  run(32, BLOCK, key, 8);
}

const HEX = Array.from({ length: 256 }, (_, byte) => (byte + 256).toString(16).slice(1));

/** The digest of the last `mac` in lower-case hex. */
export function hex(): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += HEX[buffer[i]!];
  return out;
}

/** The shared buffer as it is now, for the tests of what a signature leaves behind. */
export const sharedBuffer = (): Uint8Array => buffer;
