/**
 * HMAC-SHA256 for the signing chain (RFC 2104 written out), synchronous as the chain is, over a one-shot
 * SHA-256: node:crypto's `hash` where the runtime has it (Node, and others that provide it, reached
 * through `process.getBuiltinModule`, so no bundle imports it), @noble/hashes' `sha256` elsewhere. Each
 * hash takes its pad block and its message as one input, so a step costs two one-shot hashes and no
 * hash object. A key is the bytes the next step is keyed with: the private key's UTF-8 bytes (hashed
 * first when longer than a block) or a step's raw digest.
 */
import { sha256 } from '@noble/hashes/sha2.js';

export type HmacKey = Uint8Array;
/** A one-shot SHA-256: the digest of `bytes`, in an array of its own. */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

const BLOCK = 64;
const encoder = new TextEncoder();

type NodeHash = (algorithm: 'sha256', data: Uint8Array, outputEncoding: 'buffer') => Uint8Array;
type Process = { getBuiltinModule?: (id: string) => { hash?: NodeHash } | undefined };
const nodeHash = (globalThis as { process?: Process }).process?.getBuiltinModule?.('node:crypto')?.hash;

/** The SHA-256 this runtime signs with. */
export const sha256Digest: Sha256 = nodeHash ? (bytes) => nodeHash('sha256', bytes, 'buffer') : sha256;
/** Which one it is, for the bench and the tests. */
export const hmacBackend = nodeHash ? 'node:crypto' : '@noble/hashes';

/**
 * HMAC-SHA256 of the UTF-8 bytes of a message over `digest`. Keeps nothing between calls: its scratch
 * buffer serves one synchronous call and is wiped before it returns, so calls may interleave or nest.
 */
export function hmacOver(digest: Sha256): (key: HmacKey, message: string) => Uint8Array {
  let scratch = new Uint8Array(1024);
  const padBlock = (key: HmacKey, pad: number) => {
    const length = key.length;
    for (let i = 0; i < length; i++) scratch[i] = key[i]! ^ pad;
    scratch.fill(pad, length, BLOCK);
  };
  return (key, message) => {
    // Room for the pad block and the message's UTF-8 bytes (at most three per UTF-16 unit).
    if (scratch.length < BLOCK + message.length * 3) scratch = new Uint8Array(BLOCK + message.length * 3);
    let used = BLOCK + 32;
    try {
      padBlock(key, 0x36);
      const length = BLOCK + encoder.encodeInto(message, scratch.subarray(BLOCK)).written;
      used = Math.max(used, length);
      scratch.set(digest(scratch.subarray(0, length)), BLOCK);
      padBlock(key, 0x5c);
      return digest(scratch.subarray(0, BLOCK + 32));
    } finally {
      scratch.fill(0, 0, used);
    }
  };
}

/** HMAC-SHA256 of the UTF-8 bytes of `message` under `key`: its raw 32-byte digest. */
export const mac = hmacOver(sha256Digest);

/** The key of the UTF-8 bytes of `text` (the private key): hashed first when longer than a block, as HMAC does. */
export function textKey(text: string): HmacKey {
  const bytes = encoder.encode(text);
  if (bytes.length <= BLOCK) return bytes;
  const key = sha256Digest(bytes);
  bytes.fill(0);
  return key;
}

const HEX = Array.from({ length: 256 }, (_, byte) => (byte + 256).toString(16).slice(1));

/** A digest in lower-case hex. */
export function hex(digest: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += HEX[digest[i]!];
  return out;
}
