/**
 * The one place requests are signed (docs/protocol.md §2-§4). It runs inside openapi-fetch, so every
 * request (raw calls, convenience calls, generated functions and hooks) passes through it. It reads the
 * operation from the request context, never from the URL. The signing chain and its hash library are a
 * chunk of their own: it starts loading when the client is made, beside the application's first
 * render, and the first signed request awaits it.
 */
import type { Middleware } from 'openapi-fetch';
import type { DsmConfig, Target } from '../config.js';
import { DsmConfigError, DsmValidationError } from '../errors.js';
import { NOT_AN_OPERATION_MESSAGE, type Operation } from '../operation.js';
import type { RequestSigner } from '../signing/signer.js';
import { contextOf } from './request-context.js';

export const MISSING_TARGET_MESSAGE = 'No target system configured (`targetSystem`).';
export const MISSING_ADMIN_PUBLIC_KEY = 'No admin public key provided';
export const MISSING_ADMIN_PRIVATE_KEY = 'No admin private key provided';
export const INVALID_CLOCK_MESSAGE = 'The clock (`now`) gave an invalid date.';

/** Only the operations the contract lets the body flag switch keys (`adminFlag`) honour `sendWithAdminKeys`. */
function bodyAsksForAdminKeys(operation: Operation, body: string): boolean {
  if (!operation.adminFlag || !body.includes('"sendWithAdminKeys"')) return false;
  const parsed = JSON.parse(body) as { sendWithAdminKeys?: unknown } | null;
  return parsed?.sendWithAdminKeys === true;
}

/** The path of a URL as the Request wrote it (already parsed and normalised), without parsing it again. */
const pathOf = (url: string) => {
  const end = url.search(/[?#]/);
  return url.slice(url.indexOf('/', url.indexOf('//') + 2), end < 0 ? undefined : end);
};

export function signingMiddleware(config: DsmConfig, target: Target | undefined): Middleware {
  const context = { host: target?.host ?? '', sourcePublicKey: config.sourcePublicKey, designer: config.designer };
  const signing = import('../signing/signer.js');
  // A failed load is reported by the first request that needs it, not as an unhandled rejection.
  signing.catch(() => undefined);
  const signerOf = async (publicKey: string, privateKey: string) => new (await signing).RequestSigner({ publicKey, privateKey }, context);
  let signer: Promise<RequestSigner> | undefined;
  let adminSigner: Promise<RequestSigner> | undefined;
  const now = config.now ?? (() => new Date());

  const adminKeySigner = (): Promise<RequestSigner> => {
    if (!config.adminPublicKey) throw new DsmConfigError(MISSING_ADMIN_PUBLIC_KEY);
    if (!config.adminPrivateKey) throw new DsmConfigError(MISSING_ADMIN_PRIVATE_KEY);
    return (adminSigner ??= signerOf(config.adminPublicKey, config.adminPrivateKey));
  };
  const userKeySigner = () =>
    config.publicKey && config.privateKey ? (signer ??= signerOf(config.publicKey, config.privateKey)) : undefined;

  return {
    async onRequest({ request, params }) {
      if (!target) throw new DsmConfigError(MISSING_TARGET_MESSAGE);
      const { operation, adminKeys, body = '' } = contextOf(params);
      if (body) request.headers.set('Content-Type', 'application/json; charset=utf-8');

      // Every call brings its operation (send() and the raw gate); a request without one is not the client's.
      if (!operation) throw new DsmValidationError(NOT_AN_OPERATION_MESSAGE);
      if (operation.unsigned) return undefined; // always unsigned: no X-DSM-* headers at all

      const activeSigner = await (adminKeys === true || bodyAsksForAdminKeys(operation, body) ? adminKeySigner() : userKeySigner());
      if (!activeSigner) return undefined; // no keys configured: the request goes out unsigned

      const instant = now();
      if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new DsmConfigError(INVALID_CLOCK_MESSAGE);
      const headers = activeSigner.sign({ method: request.method, signedPath: pathOf(request.url), body, instant });
      for (const name in headers) request.headers.set(name, headers[name]!);
      return undefined;
    },
  };
}
