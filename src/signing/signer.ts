/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second, method and path are cached for the second, so a
 * request sent again within it costs one HMAC (its body's), a new path two or three, instead of six or seven.
 */
import { digestKey, hex, mac, textKey, wipe, type HmacKey } from './hmac-sha256.js';
import { signingTime } from './timestamp.js';

export interface SigningKeys {
  publicKey: string;
  privateKey: string;
}

export interface SigningContext {
  /** Lower-cased host only: no protocol, port or directory. */
  host: string;
  sourcePublicKey?: string | null;
  designer?: Designer | null;
}

interface Designer {
  /** A number, or the text a request carried in `X-DSM-Cid` (a check signs the text as it came). */
  customerId?: number | string | null;
  campaignName?: string | null;
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
const step = (key: HmacKey, message: string): HmacKey => {
  mac(key, message);
  return digestKey();
};

/**
 * The hex of k4's digest (key, host, time stamp, day, method: the designer signature's start, kept only
 * in designer mode), k4 as a key, and the keys after the path (and source key) steps by lower-cased path.
 */
type MethodKey = readonly [hex: string, key: HmacKey, paths: Map<string, HmacKey>];

/** The designer signature continues the chain from k4: the customer id unless 0, then the lower-cased campaign name. */
function designerSignature([text, key]: MethodKey, { customerId, campaignName }: Designer): string {
  for (const part of [customerId !== '0' && customerId && String(customerId), campaignName?.toLowerCase()])
    if (part) {
      mac(key, part);
      text = hex();
      key = digestKey();
    }
  return text;
}

/**
 * Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with.
 * Its state lives in the constructor's closure, which minifies to less than private members.
 */
export class RequestSigner {
  declare readonly sign: (request: RequestToSign) => Record<string, string>;

  constructor({ publicKey, privateKey }: SigningKeys, { host, sourcePublicKey, designer }: SigningContext) {
    // Derived on the first signature, so one wipe covers it; then k4 and the keys after the path steps are reused within the same second.
    let hostKey: HmacKey | undefined;
    let cachedStamp: string | undefined;
    let methodKeys: Map<string, MethodKey>;

    this.sign = (request) => {
      try {
        const { timeStamp, day } = signingTime(request.instant);
        if (timeStamp !== cachedStamp) {
          cachedStamp = timeStamp;
          methodKeys = new Map();
        }
        const method = request.method.toLowerCase();
        const path = request.signedPath.toLowerCase();
        let methodKey = methodKeys.get(method);
        if (!methodKey) {
          hostKey ??= step(textKey(privateKey), host.toLowerCase());
          mac(step(step(hostKey, timeStamp), day), method);
          methodKeys.set(method, (methodKey = [designer ? hex() : '', digestKey(), new Map()]));
        }
        const paths = methodKey[2];
        let key = paths.get(path);
        if (!key) {
          key = step(methodKey[1], path);
          if (sourcePublicKey) key = step(key, sourcePublicKey.toLowerCase());
          // Paths kept per method and second: a burst over many paths starts the cache again rather than growing it.
          if (paths.size >= 256) paths.clear();
          paths.set(path, key);
        }
        mac(key, request.body);
        const signature = hex();
        const headers: Record<string, string> = { 'X-DSM-Algo': 'hmacsha256', 'X-DSM-Id': publicKey, 'X-DSM-Time': timeStamp };
        if (designer) {
          const { customerId, campaignName } = designer;
          if (customerId != null) headers['X-DSM-Cid'] = String(customerId);
          if (campaignName) headers['X-DSM-Campaign'] = campaignName;
        }
        if (sourcePublicKey) headers['X-DSM-Sid'] = sourcePublicKey;
        if (designer) headers['X-DSM-DesignerSignature'] = designerSignature(methodKey, designer);
        headers['X-DSM-Signature'] = signature;
        return headers;
      } finally {
        // Nothing derived from the key stays in the shared buffer once a signature is returned.
        wipe();
      }
    };
  }
}
