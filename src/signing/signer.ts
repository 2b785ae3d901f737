/**
 * The HMAC-SHA256 signing chain of the docs/protocol.md §4. Each step's raw digest keys the next step.
 * Steps that depend only on the key, host, second, method and path are cached for the second, so a
 * request sent again within it costs one HMAC (its body's), a new path two or three, instead of six or seven.
 * The cache belongs to the signer and holds each key as the promise of it, so signatures that overlap (WebCrypto
 * answers later) derive a key once; the HMAC below it keeps no state between calls, so signatures may nest.
 */
import { hex, hmacOver, NO_SHA256_MESSAGE, runtimeMac, utf8, type HmacKey, type Mac, type Sha256 } from './hmac-sha256.js';
import { type ConfigErrorClass, readClock } from './clock.js';
import { andThen, keep, type Pending } from './pending.js';
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
  /** The HMAC to sign with (`hmac-sha256.ts`): the runtime's unless given. */
  mac?: Mac | undefined;
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

/**
 * The hex of k4's digest (key, host, time stamp, day, method: the designer signature's start, kept only
 * in designer mode), k4 as a key, the keys after the path (and source key) steps by lower-cased path, and
 * by the same path the signature of a request without a body, which is the same for the whole second.
 */
type MethodKey = readonly [hex: string, key: HmacKey, paths: Map<string, Pending<HmacKey>>, bodiless: Map<string, Pending<string>>];

/**
 * Computes the `X-DSM-*` headers of one request. Holds no secret beyond what it was built with.
 * Its state lives in the constructor's closure, which minifies to less than private members.
 */
export class RequestSigner {
  /** The headers at once with a synchronous HMAC (node:crypto, an application's SHA-256), as a promise with WebCrypto. */
  declare readonly sign: (request: RequestToSign) => Pending<Record<string, string>>;

  constructor({ publicKey, privateKey }: SigningKeys, { host, sourcePublicKey, designer, mac = runtimeMac }: SigningContext) {
    if (!mac) throw new TypeError('No HMAC-SHA256 in this runtime: pass one (`mac`).');
    const hmac = mac;
    /** One step of the chain whose key is used once: its raw digest keys the next step, and the key is wiped. */
    const step = (key: HmacKey, message: string): Pending<HmacKey> =>
      andThen(hmac(key, message), (next) => {
        key.fill(0);
        return next;
      });
    /** The designer signature continues the chain from k4: the customer id unless 0, then the lower-cased campaign name. */
    const designerSignature = ([text, k4]: MethodKey, { customerId, campaignName }: Designer): Pending<string> => {
      const parts = [customerId !== '0' && customerId && String(customerId), campaignName?.toLowerCase()].filter(
        (part): part is string => !!part,
      );
      // k4 stays cached; the keys derived from it here are wiped once used.
      const last = parts.reduce<Pending<HmacKey>>(
        (key, part) => andThen(key, (from) => (from === k4 ? hmac(from, part) : step(from, part))),
        k4,
      );
      return andThen(last, (key) => {
        if (key === k4) return text;
        const designerText = hex(key);
        key.fill(0);
        return designerText;
      });
    };
    // Derived on the first signature; then k4 and the keys after the path steps are reused within the same second.
    // The host's key is a map of one, so that `keep` holds it as it holds the others.
    const hostKeys = new Map<string, Pending<HmacKey>>();
    let cachedStamp: string | undefined;
    let methodKeys = new Map<string, Pending<MethodKey>>();

    const methodKeyOf = (timeStamp: string, day: string, method: string): Pending<MethodKey> => {
      const hostKey = hostKeys.get(host) ?? keep(hostKeys, host, step(utf8(privateKey), host.toLowerCase()));
      const k4 = andThen(
        andThen(
          andThen(hostKey, (key) => hmac(key, timeStamp)),
          (key) => step(key, day),
        ),
        (key) => step(key, method),
      );
      return andThen(k4, (key): MethodKey => [designer ? hex(key) : '', key, new Map(), new Map()]);
    };
    const pathKeyOf = (k4: HmacKey, path: string): Pending<HmacKey> =>
      andThen(hmac(k4, path), (key) => (sourcePublicKey ? step(key, sourcePublicKey.toLowerCase()) : key));

    const headersOf = (request: RequestToSign): Pending<Record<string, string>> => {
      const { timeStamp, day } = signingTime(request.instant);
      if (timeStamp !== cachedStamp) {
        cachedStamp = timeStamp;
        methodKeys = new Map();
      }
      const method = request.method.toLowerCase();
      const path = request.signedPath.toLowerCase();
      const methodKey = methodKeys.get(method) ?? keep(methodKeys, method, methodKeyOf(timeStamp, day, method));
      return andThen(methodKey, (known) => {
        const [, k4, paths, bodiless] = known;
        // Paths kept per method and second: a burst over many paths starts the cache again rather than growing it.
        if (!paths.has(path) && paths.size >= 256) {
          paths.clear();
          bodiless.clear();
        }
        const key = paths.get(path) ?? keep(paths, path, pathKeyOf(k4, path));
        const bodySignature = () =>
          andThen(
            andThen(key, (pathKey) => hmac(pathKey, request.body)),
            hex,
          );
        // Every GET of a path within the second signs the same: its signature is derived once, like the keys.
        const signature = request.body === '' ? (bodiless.get(path) ?? keep(bodiless, path, bodySignature())) : bodySignature();
        return andThen(signature, (text) =>
          andThen(designer ? designerSignature(known, designer) : '', (designerText) => {
            const headers: Record<string, string> = { 'X-DSM-Algo': 'hmacsha256', 'X-DSM-Id': publicKey, 'X-DSM-Time': timeStamp };
            if (designer) {
              const { customerId, campaignName } = designer;
              if (customerId != null) headers['X-DSM-Cid'] = String(customerId);
              if (campaignName) headers['X-DSM-Campaign'] = campaignName;
            }
            if (sourcePublicKey) headers['X-DSM-Sid'] = sourcePublicKey;
            if (designer) headers['X-DSM-DesignerSignature'] = designerText;
            headers['X-DSM-Signature'] = text;
            return headers;
          }),
        );
      });
    };

    this.sign = headersOf;
  }
}

/** A client's signer: the `X-DSM-*` headers of a request, signed at the client's clock's time. */
export type ClientSigner = (method: string, signedPath: string, body: string) => Pending<Record<string, string>>;

/**
 * A client's signer: over the application's SHA-256 when it gives one (`sha256` in the configuration), the
 * runtime's HMAC otherwise; where there is neither, a configuration error (the client passes its class, so that
 * this chunk, which only signing clients load, keeps the message without splitting the errors module off).
 */
export function signerFor(
  keys: SigningKeys,
  { sha256, now = () => new Date(), ...context }: SigningContext & { sha256: Sha256 | undefined; now: (() => Date) | undefined },
  ConfigError: ConfigErrorClass,
): ClientSigner {
  const mac = sha256 ? hmacOver(sha256) : runtimeMac;
  if (!mac) throw new ConfigError(NO_SHA256_MESSAGE);
  const signer = new RequestSigner(keys, { ...context, mac });
  return (method, signedPath, body) => signer.sign({ method, signedPath, body, instant: readClock(now, ConfigError) });
}
