/**
 * HMAC-SHA256 for the signing chain, chosen once per runtime: node:crypto's one-shot `hash` where the runtime
 * has it (Node and runtimes that provide it, reached through `process.getBuiltinModule`, so no bundle imports
 * it), WebCrypto's HMAC elsewhere (browsers on secure pages, Deno, workers). Where neither is (a page served
 * over plain http, React Native), the application passes a SHA-256 (`sha256` in the configuration, such as
 * @noble/hashes' `sha256`): no hash library is bundled with the SDK, so an application carries one only when
 * it needs it. A key is the bytes the next step is keyed with: the private key's UTF-8 bytes or a step's raw digest.
 */
export type HmacKey = Uint8Array;
/** A one-shot SHA-256: the digest of `bytes`, in an array of its own. */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;
/** HMAC-SHA256 of the UTF-8 bytes of `message` under `key`: its raw 32-byte digest, at once or as a promise. */
export type Mac = (key: HmacKey, message: string) => HmacKey | Promise<HmacKey>;

const BLOCK = 64;
const encoder = new TextEncoder();

/** The UTF-8 bytes of `text`, in an array of its own (the caller wipes it). */
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text);

/**
 * RFC 2104 written out over a one-shot `digest`, synchronous. Each hash takes its pad block and its message
 * as one input, so a step costs two one-shot hashes and no hash object. Keeps nothing between calls: its
 * scratch buffer serves one synchronous call and is wiped before it returns, so calls may interleave or nest.
 */
export function hmacOver(digest: Sha256): Mac {
  let scratch = new Uint8Array(1024);
  const padBlock = (key: HmacKey, pad: number) => {
    const length = key.length;
    for (let i = 0; i < length; i++) scratch[i] = key[i]! ^ pad;
    scratch.fill(pad, length, BLOCK);
  };
  return (longKey, message) => {
    // A key longer than a block is hashed first, as HMAC does.
    const key = longKey.length > BLOCK ? digest(longKey) : longKey;
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
      if (key !== longKey) key.fill(0);
    }
  };
}

const HMAC_SHA256 = { name: 'HMAC', hash: 'SHA-256' } as const;

/** WebCrypto's HMAC: each key is imported for its one step, not extractable. */
export const webCryptoMac =
  (subtle: SubtleCrypto): Mac =>
  async (key, message) =>
    new Uint8Array(
      await subtle.sign('HMAC', await subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, HMAC_SHA256, false, ['sign']), utf8(message)),
    );

type NodeHash = (algorithm: 'sha256', data: Uint8Array, outputEncoding: 'buffer') => Uint8Array;
type Process = { getBuiltinModule?: (id: string) => { hash?: NodeHash } | undefined };
const nodeHash = (globalThis as { process?: Process }).process?.getBuiltinModule?.('node:crypto')?.hash;
const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;

/** Which HMAC this runtime signs with, for the bench, the tests and the error that names the way out. */
export const hmacBackend = nodeHash ? 'node:crypto' : subtle ? 'WebCrypto' : undefined;

/** Why a client cannot sign here, and the way out (in the signer's chunk, which only signing clients load). */
export const NO_SHA256_MESSAGE =
  "This runtime has no SHA-256 to sign with: neither node:crypto nor WebCrypto, which browsers give only to secure pages (https or localhost). Serve the page over https, or pass one: createDsmClient({ ..., sha256 }) with `sha256` from '@noble/hashes/sha2.js'.";

/** The HMAC this runtime signs with, if it has one. */
export const runtimeMac: Mac | undefined = nodeHash
  ? hmacOver((bytes) => nodeHash('sha256', bytes, 'buffer'))
  : subtle && webCryptoMac(subtle);

const HEX = Array.from({ length: 256 }, (_, byte) => (byte + 256).toString(16).slice(1));

/** A digest in lower-case hex. */
export function hex(digest: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += HEX[digest[i]!];
  return out;
}
