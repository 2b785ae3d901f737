/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second, method and path are cached for the second, so a
 * request sent again within it costs one HMAC (its body's), a new path two or three, instead of six or seven.
 * The cache belongs to the signer; the HMAC below it keeps no state between calls, so signatures may nest.
 */
import { hex, mac, textKey, type HmacKey } from './hmac-sha256.js';
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

/** One step of the chain whose key is used once: its raw digest keys the next step, and the key is wiped. */
const step = (key: HmacKey, message: string): HmacKey => {
  const next = mac(key, message);
  key.fill(0);
  return next;
};

/**
 * The hex of k4's digest (key, host, time stamp, day, method: the designer signature's start, kept only
 * in designer mode), k4 as a key, and the keys after the path (and source key) steps by lower-cased path.
 */
type MethodKey = readonly [hex: string, key: HmacKey, paths: Map<string, HmacKey>];

/** The designer signature continues the chain from k4: the customer id unless 0, then the lower-cased campaign name. */
function designerSignature([text, k4]: MethodKey, { customerId, campaignName }: Designer): string {
  let key = k4;
  for (const part of [customerId !== '0' && customerId && String(customerId), campaignName?.toLowerCase()])
    if (part) {
      const next = mac(key, part);
      // k4 stays cached; the keys derived from it here are wiped once used.
      if (key !== k4) key.fill(0);
      key = next;
      text = hex(next);
    }
  if (key !== k4) key.fill(0);
  return text;
}

/**
 * Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with.
 * Its state lives in the constructor's closure, which minifies to less than private members.
 */
export class RequestSigner {
  declare readonly sign: (request: RequestToSign) => Record<string, string>;

  constructor({ publicKey, privateKey }: SigningKeys, { host, sourcePublicKey, designer }: SigningContext) {
    // Derived on the first signature; then k4 and the keys after the path steps are reused within the same second.
    let hostKey: HmacKey | undefined;
    let cachedStamp: string | undefined;
    let methodKeys: Map<string, MethodKey>;

    this.sign = (request) => {
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
        const k4 = step(step(mac(hostKey, timeStamp), day), method);
        methodKeys.set(method, (methodKey = [designer ? hex(k4) : '', k4, new Map()]));
      }
      const paths = methodKey[2];
      let key = paths.get(path);
      if (!key) {
        key = mac(methodKey[1], path);
        if (sourcePublicKey) key = step(key, sourcePublicKey.toLowerCase());
        // Paths kept per method and second: a burst over many paths starts the cache again rather than growing it.
        if (paths.size >= 256) paths.clear();
        paths.set(path, key);
      }
      const signature = hex(mac(key, request.body));
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
    };
  }
}
