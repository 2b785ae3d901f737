/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second, method and path are cached for the second, so a
 * request sent again within it costs one HMAC (its body's), a new path two or three, instead of six or seven.
 */
import { hmac, hmacKey, toHex, utf8, type HmacKey } from './hmac-sha256.js';
import { signingTime, type SigningTime } from './timestamp.js';

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

/** Paths kept per method and second: a burst over many paths starts the cache again rather than growing it. */
const MAX_CACHED_PATHS = 256;

/**
 * k4 (key, host, time stamp, day, method) as a key, its raw digest (the designer signature's start), and
 * the keys after the path (and source key) steps by lower-cased path.
 */
type MethodKey = readonly [key: HmacKey, bytes: Uint8Array, paths: Map<string, HmacKey>];

/**
 * Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with.
 * Its state lives in the constructor's closure, which minifies to less than private members.
 */
export class RequestSigner {
  declare readonly sign: (request: RequestToSign) => Record<string, string>;

  constructor(keys: SigningKeys, { host, sourcePublicKey, designer }: SigningContext) {
    const hostKey = step(hmacKey(utf8(keys.privateKey)), host.toLowerCase());
    // The signing time, k4 and the keys after the path steps are reused within the same second.
    let cachedSecond = NaN;
    let time: SigningTime;
    let methodKeys: Map<string, MethodKey>;

    this.sign = (request) => {
      const second = Math.floor(request.instant.getTime() / 1000);
      if (second !== cachedSecond) {
        cachedSecond = second;
        time = signingTime(request.instant);
        methodKeys = new Map();
      }
      const { timeStamp, day } = time;
      const method = request.method.toLowerCase();
      let methodKey = methodKeys.get(method);
      if (!methodKey) {
        const bytes = hmac(step(step(hostKey, timeStamp), day), method);
        methodKeys.set(method, (methodKey = [hmacKey(bytes), bytes, new Map()]));
      }
      const path = request.signedPath.toLowerCase();
      const paths = methodKey[2];
      let key = paths.get(path);
      if (!key) {
        key = step(methodKey[0], path);
        if (sourcePublicKey) key = step(key, sourcePublicKey.toLowerCase());
        if (paths.size >= MAX_CACHED_PATHS) paths.clear();
        paths.set(path, key);
      }
      const signature = toHex(hmac(key, request.body));

      const headers: Record<string, string> = {
        'X-DSM-Algo': 'hmacsha256',
        'X-DSM-Id': keys.publicKey,
        'X-DSM-Time': timeStamp,
      };
      let designerSignature: string | undefined;
      if (designer) {
        const { customerId, campaignName } = designer;
        if (customerId != null) headers['X-DSM-Cid'] = String(customerId);
        if (campaignName) headers['X-DSM-Campaign'] = campaignName;
        // The designer signature continues the chain from k4: the customer id unless 0, then the lower-cased campaign name.
        let [key, bytes] = methodKey;
        for (const text of [customerId && String(customerId), campaignName?.toLowerCase()])
          if (text) key = hmacKey((bytes = hmac(key, text)));
        designerSignature = toHex(bytes);
      }
      if (sourcePublicKey) headers['X-DSM-Sid'] = sourcePublicKey;
      if (designerSignature) headers['X-DSM-DesignerSignature'] = designerSignature;
      headers['X-DSM-Signature'] = signature;
      return headers;
    };
  }
}
