/**
 * The one place requests are signed (docs/protocol.md §2-§4) and sent: forward calls and `raw` calls
 * alike hand it the Request together with what signing needs to know (the operation, the admin key
 * choice, the body as sent), so nothing travels beside the request in a side table. The signing chain and the
 * clock reading are a chunk of their own (no hash library: `signing/hmac-sha256.ts`): it starts loading when the
 * client is made, beside the application's first render, and the first signed request awaits it.
 */
import type { DsmConfig, Target } from '../config.js';
import { DsmConfigError } from '../errors.js';
import type { Operation } from '../operation.js';
import { bodyAsksForAdminKeys } from '../signing/admin-keys.js';
import type { ClientSigner } from '../signing/signer.js';
import type { SentBody } from './body.js';
import type { FetchInit } from './deadline.js';
import type { GuardedFetch } from './destination.js';
import { DESIGNER_CAMPAIGN_HEADER, DESIGNER_CUSTOMER_HEADER } from './proxy-base.js';

export const MISSING_TARGET_MESSAGE = 'No target system configured (`targetSystem`).';
export const MISSING_ADMIN_PUBLIC_KEY = 'No admin public key provided';
export const MISSING_ADMIN_PRIVATE_KEY = 'No admin private key provided';
/** What one call knows about its request besides the Request itself. */
export interface Outgoing {
  operation: Operation;
  /** The caller asked for the admin key pair. */
  adminKeys?: boolean | undefined;
  body: SentBody;
}

/** Signs `request` as `outgoing` says (in place) and sends it with the call's signal (`init`). */
export type SendSigned = (request: Request, outgoing: Outgoing, init: FetchInit | undefined) => Promise<Response>;

/**
 * The path of a URL as the Request wrote it (already parsed and normalised), without parsing it again.
 * A URL with a query or fragment is never sent (`destination.ts`), so its signature never leaves.
 */
const pathOf = (url: string) => url.slice(url.indexOf('/', url.indexOf('//') + 2));

export function signedFetch(config: DsmConfig, target: Target | undefined, send: GuardedFetch): SendSigned {
  const { sourcePublicKey, sha256, now } = config;
  const context = { host: target?.host ?? '', sourcePublicKey, designer: config.designer, sha256, now };
  const signing = import('../signing/signer.js');
  // A failed load is reported by the first request that needs it, not as an unhandled rejection.
  signing.catch(() => undefined);
  /**
   * A signer as it loads; once made, `made` holds it in the promise's place, so a request need not wait a turn for it
   * (`keep` of signing/pending.ts does the same, but importing it here adds about 95 B gzip to an application's start).
   */
  const signerOf = (publicKey: string, privateKey: string, made: (signer: ClientSigner) => void) => {
    const loading = signing.then(({ signerFor }) => signerFor({ publicKey, privateKey }, context, DsmConfigError));
    loading.then(made, () => undefined);
    return loading;
  };
  let signer: ClientSigner | Promise<ClientSigner> | undefined;
  let adminSigner: ClientSigner | Promise<ClientSigner> | undefined;
  // To a forwarder (`proxy`) a signed operation names the designer values it signs, in headers of their own.
  const designer = config.proxy && config.designer;

  const adminKeySigner = () => {
    if (!config.adminPublicKey) throw new DsmConfigError(MISSING_ADMIN_PUBLIC_KEY);
    if (!config.adminPrivateKey) throw new DsmConfigError(MISSING_ADMIN_PRIVATE_KEY);
    return (adminSigner ??= signerOf(config.adminPublicKey, config.adminPrivateKey, (made) => (adminSigner = made)));
  };
  const userKeySigner = () =>
    config.publicKey && config.privateKey
      ? (signer ??= signerOf(config.publicKey, config.privateKey, (made) => (signer = made)))
      : undefined;

  return async (request, { operation, adminKeys, body }, init) => {
    if (!target) throw new DsmConfigError(MISSING_TARGET_MESSAGE);
    // An unsigned operation never carries X-DSM-* headers; without keys, or to a signing forwarder (`proxy`), a request goes out unsigned.
    // A system-admin operation (`adminOnly`) is signed as the platform's client signs it: with the account keys
    // (a system admin's own), unless the call asks for the admin pair.
    const pending =
      operation.unsigned || config.proxy
        ? undefined
        : adminKeys === true || bodyAsksForAdminKeys(operation.adminFlag, body.text, () => body.value)
          ? adminKeySigner()
          : userKeySigner();
    if (pending) {
      const sign = pending instanceof Promise ? await pending : pending;
      const signed = sign(request.method, pathOf(request.url), body.text);
      // At once with a synchronous HMAC (node:crypto, an application's SHA-256), later with WebCrypto.
      const headers = signed instanceof Promise ? await signed : signed;
      for (const name in headers) request.headers.set(name, headers[name]!);
    } else if (designer && !operation.unsigned) {
      if (designer.customerId != null) request.headers.set(DESIGNER_CUSTOMER_HEADER, `${designer.customerId}`);
      if (designer.campaignName) request.headers.set(DESIGNER_CAMPAIGN_HEADER, designer.campaignName);
    }
    return await send(request, init);
  };
}
