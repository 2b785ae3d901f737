/**
 * The SDK signs on WebCrypto, which browsers give only to secure pages (https, localhost). Opened over plain
 * http from another host, the console signs on @noble/hashes' SHA-256 instead, passed as the SDK's `sha256`
 * setting and loaded only on such a page.
 */
import type { DsmConfig } from '@dsm/sdk';

let loaded: DsmConfig['sha256'];

/** Settles once the console can sign on this page: at once where WebCrypto is. */
export const signingReady: Promise<void> = globalThis.crypto?.subtle
  ? Promise.resolve()
  : import('@noble/hashes/sha2.js').then(
      ({ sha256 }) => {
        loaded = sha256;
      },
      // Unsigned calls and a signing forwarder still work; a signed call then says how to sign here.
      () => undefined,
    );

/** What a configuration of this page adds: `sha256` only where the page has no WebCrypto. */
export const pageSha256 = (): Pick<DsmConfig, 'sha256'> => (loaded ? { sha256: loaded } : {});
