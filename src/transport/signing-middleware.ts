/**
 * The one place requests are signed (docs/protocol.md §2-§4). It runs inside openapi-fetch, so every
 * request (raw calls, convenience calls, generated functions and hooks) passes through it. It reads the
 * operation from the request context, never from the URL.
 */
import type { Middleware } from 'openapi-fetch';
import type { DsmConfig, Target } from '../config.js';
import { DsmConfigError } from '../errors.js';
import type { Operation } from '../operation.js';
import { RequestSigner } from '../signing/signer.js';
import { contextOf } from './request-context.js';

export const MISSING_TARGET_MESSAGE = 'No target system configured (`targetSystem`).';
export const MISSING_ADMIN_PUBLIC_KEY = 'No admin public key provided';
export const MISSING_ADMIN_PRIVATE_KEY = 'No admin private key provided';
export const INVALID_CLOCK_MESSAGE = 'The clock (`now`) gave an invalid date.';

/** Only POST operations whose request model carries the field honour `sendWithAdminKeys` in the body. */
function bodyAsksForAdminKeys(operation: Operation, body: string): boolean {
  if (!operation.adminFlag || !body.includes('"sendWithAdminKeys"')) return false;
  const parsed = JSON.parse(body) as { sendWithAdminKeys?: unknown } | null;
  return parsed?.sendWithAdminKeys === true;
}

export function signingMiddleware(config: DsmConfig, target: Target | undefined): Middleware {
  const context = { host: target?.host ?? '', sourcePublicKey: config.sourcePublicKey, designer: config.designer };
  const signer =
    config.publicKey && config.privateKey
      ? new RequestSigner({ publicKey: config.publicKey, privateKey: config.privateKey }, context)
      : undefined;
  let adminSigner: RequestSigner | undefined;
  const now = config.now ?? (() => new Date());

  const adminKeySigner = (): RequestSigner => {
    if (!config.adminPublicKey) throw new DsmConfigError(MISSING_ADMIN_PUBLIC_KEY);
    if (!config.adminPrivateKey) throw new DsmConfigError(MISSING_ADMIN_PRIVATE_KEY);
    return (adminSigner ??= new RequestSigner({ publicKey: config.adminPublicKey, privateKey: config.adminPrivateKey }, context));
  };

  return {
    onRequest({ request, params }) {
      if (!target) throw new DsmConfigError(MISSING_TARGET_MESSAGE);
      const { operation, adminKeys, body = '' } = contextOf(params);
      if (body) request.headers.set('Content-Type', 'application/json; charset=utf-8');

      if (!operation || operation.unsigned) return undefined; // always unsigned: no X-DSM-* headers at all

      const activeSigner = adminKeys === true || bodyAsksForAdminKeys(operation, body) ? adminKeySigner() : signer;
      if (!activeSigner) return undefined; // no keys configured: the request goes out unsigned

      const instant = now();
      if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new DsmConfigError(INVALID_CLOCK_MESSAGE);
      const headers = activeSigner.sign({ method: request.method, signedPath: new URL(request.url).pathname, body, instant });
      for (const name in headers) request.headers.set(name, headers[name]!);
      return undefined;
    },
  };
}
