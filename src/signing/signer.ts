/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second, method and path are cached for the second, so a
 * request sent again within it costs one HMAC (its body's), a new path two or three, instead of six or seven.
 */
import { hmac, hmacKey, toHex, type HmacKey } from './hmac-sha256.js';
import { signingTime } from './timestamp.js';

export interface SigningKeys {
  publicKey: string;
  privateKey: string;
}

export interface SigningContext {
  /** Lower-cased host only: no protocol, port or directory. */
  host: string;
  sourcePublicKey?: string | null;
  designer?: { customerId?: number | null; campaignName?: string | null } | null;
}

export interface RequestToSign {
  method: string;
  /** The path exactly as sent (directory included, already percent-encoded). */
  signedPath: string;
  /** The exact body string sent; `""` when there is none. */
  body: string;
  instant: Date;
}

/** One step of the chain: its raw digest keys the next step. */
const step = (key: HmacKey, message: string): HmacKey => hmacKey(hmac(key, message));

/** Paths kept per second: a burst over many paths starts the cache again rather than growing it. */
const MAX_CACHED_PATHS = 256;

interface MethodKey {
  key: HmacKey;
  bytes: Uint8Array;
  /** The key after the path (and source key) steps, by lower-cased path. */
  paths: Map<string, HmacKey>;
}

/** Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with. */
export class RequestSigner {
  readonly #keys: SigningKeys;
  readonly #context: SigningContext;
  readonly #hostKey: HmacKey;
  // The signing time and k4 (key, host, time stamp, day, method) are reused within the same second.
  #cachedSecond = Number.NaN;
  #cachedTime = { timeStamp: '', day: '' };
  #cachedMethodKeys = new Map<string, MethodKey>();

  constructor(keys: SigningKeys, context: SigningContext) {
    this.#keys = keys;
    this.#context = context;
    this.#hostKey = step(hmacKey(new TextEncoder().encode(keys.privateKey)), context.host.toLowerCase());
  }

  sign(request: RequestToSign): Record<string, string> {
    const second = Math.floor(request.instant.getTime() / 1000);
    if (second !== this.#cachedSecond) {
      this.#cachedSecond = second;
      this.#cachedTime = signingTime(request.instant);
      this.#cachedMethodKeys = new Map();
    }
    const { timeStamp, day } = this.#cachedTime;
    const methodKey = this.#methodKey(timeStamp, day, request.method.toLowerCase());
    const { sourcePublicKey, designer } = this.#context;

    const path = request.signedPath.toLowerCase();
    let key = methodKey.paths.get(path);
    if (!key) {
      key = step(methodKey.key, path);
      if (sourcePublicKey) key = step(key, sourcePublicKey.toLowerCase());
      if (methodKey.paths.size >= MAX_CACHED_PATHS) methodKey.paths.clear();
      methodKey.paths.set(path, key);
    }
    const signature = toHex(hmac(key, request.body));

    const headers: Record<string, string> = {
      'X-DSM-Algo': 'hmacsha256',
      'X-DSM-Id': this.#keys.publicKey,
      'X-DSM-Time': timeStamp,
    };
    if (designer) {
      if (designer.customerId != null) headers['X-DSM-Cid'] = String(designer.customerId);
      if (designer.campaignName) headers['X-DSM-Campaign'] = designer.campaignName;
    }
    if (sourcePublicKey) headers['X-DSM-Sid'] = sourcePublicKey;
    if (designer) headers['X-DSM-DesignerSignature'] = this.#designerSignature(methodKey, designer);
    headers['X-DSM-Signature'] = signature;
    return headers;
  }

  #methodKey(timeStamp: string, day: string, method: string): MethodKey {
    let methodKey = this.#cachedMethodKeys.get(method);
    if (!methodKey) {
      const bytes = hmac(step(step(this.#hostKey, timeStamp), day), method);
      methodKey = { key: hmacKey(bytes), bytes, paths: new Map() };
      this.#cachedMethodKeys.set(method, methodKey);
    }
    return methodKey;
  }

  #designerSignature(methodKey: { key: HmacKey; bytes: Uint8Array }, designer: NonNullable<SigningContext['designer']>): string {
    let { key, bytes } = methodKey;
    for (const text of [designer.customerId ? String(designer.customerId) : '', designer.campaignName?.toLowerCase() ?? '']) {
      if (!text) continue;
      bytes = hmac(key, text);
      key = hmacKey(bytes);
    }
    return toHex(bytes);
  }
}
