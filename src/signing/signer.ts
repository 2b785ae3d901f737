/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second and method are cached, so a request costs two or
 * three HMACs instead of six or seven.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
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

const utf8 = new TextEncoder();
const step = (key: Uint8Array, message: string): Uint8Array => hmac(sha256, key, utf8.encode(message));
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with. */
export class RequestSigner {
  readonly #keys: SigningKeys;
  readonly #context: SigningContext;
  readonly #hostKey: Uint8Array;
  // k4 (key, host, time stamp, day, method) is reused within the same second.
  #cachedTimeStamp = '';
  #cachedMethodKeys = new Map<string, Uint8Array>();

  constructor(keys: SigningKeys, context: SigningContext) {
    this.#keys = keys;
    this.#context = context;
    this.#hostKey = step(utf8.encode(keys.privateKey), context.host.toLowerCase());
  }

  sign(request: RequestToSign): Record<string, string> {
    const { timeStamp, day } = signingTime(request.instant);
    const methodKey = this.#methodKey(timeStamp, day, request.method.toLowerCase());
    const { sourcePublicKey, designer } = this.#context;

    let key = step(methodKey, request.signedPath.toLowerCase());
    if (sourcePublicKey) key = step(key, sourcePublicKey.toLowerCase());
    const signature = bytesToHex(step(key, request.body));

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

  #methodKey(timeStamp: string, day: string, method: string): Uint8Array {
    if (timeStamp !== this.#cachedTimeStamp) {
      this.#cachedTimeStamp = timeStamp;
      this.#cachedMethodKeys = new Map();
    }
    let methodKey = this.#cachedMethodKeys.get(method);
    if (!methodKey) {
      methodKey = step(step(step(this.#hostKey, timeStamp), day), method);
      this.#cachedMethodKeys.set(method, methodKey);
    }
    return methodKey;
  }

  #designerSignature(methodKey: Uint8Array, designer: NonNullable<SigningContext['designer']>): string {
    let key = methodKey;
    if (designer.customerId) key = step(key, String(designer.customerId));
    if (designer.campaignName) key = step(key, designer.campaignName.toLowerCase());
    return bytesToHex(key);
  }
}
