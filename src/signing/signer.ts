/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second and method are cached, so a request costs two or
 * three HMACs instead of six or seven.
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

/** Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with. */
export class RequestSigner {
  readonly #keys: SigningKeys;
  readonly #context: SigningContext;
  readonly #hostKey: HmacKey;
  // k4 (key, host, time stamp, day, method) is reused within the same second.
  #cachedTimeStamp = '';
  #cachedMethodKeys = new Map<string, { key: HmacKey; bytes: Uint8Array }>();

  constructor(keys: SigningKeys, context: SigningContext) {
    this.#keys = keys;
    this.#context = context;
    this.#hostKey = step(hmacKey(new TextEncoder().encode(keys.privateKey)), context.host.toLowerCase());
  }

  sign(request: RequestToSign): Record<string, string> {
    const { timeStamp, day } = signingTime(request.instant);
    const methodKey = this.#methodKey(timeStamp, day, request.method.toLowerCase());
    const { sourcePublicKey, designer } = this.#context;

    let key = step(methodKey.key, request.signedPath.toLowerCase());
    if (sourcePublicKey) key = step(key, sourcePublicKey.toLowerCase());
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

  #methodKey(timeStamp: string, day: string, method: string): { key: HmacKey; bytes: Uint8Array } {
    if (timeStamp !== this.#cachedTimeStamp) {
      this.#cachedTimeStamp = timeStamp;
      this.#cachedMethodKeys = new Map();
    }
    let methodKey = this.#cachedMethodKeys.get(method);
    if (!methodKey) {
      const bytes = hmac(step(step(this.#hostKey, timeStamp), day), method);
      methodKey = { key: hmacKey(bytes), bytes };
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
