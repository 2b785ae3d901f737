/**
 * How `withCall` and `withRaw` extend a client that `createDsmClient` made without making the client
 * itself carry them: `raw` needs where the client sends, its fetch, signing step and time limit, which are
 * kept here, by client, out of its public shape (openapi-fetch itself comes with `withRaw` alone). An
 * extended client keeps that access, so the two compose in either order.
 */
import { DsmConfigError } from './errors.js';
import type { GuardedFetch } from './transport/destination.js';
import type { SendSigned } from './transport/signed-fetch.js';

export interface RawAccess {
  /** The target's base URL, or a stand-in the signing step refuses when none is set. */
  readonly baseUrl: string;
  /** The client's fetch: to the target system only, never following a redirect. */
  readonly fetch: GuardedFetch;
  /** The client's signing step, which sends what it signed through `fetch`. */
  readonly sendSigned: SendSigned;
  /** The client's time limit of a call. */
  readonly timeout: number | null | undefined;
}

const accessByClient = new WeakMap<object, RawAccess>();

export function grantRawAccess(client: object, access: RawAccess): void {
  accessByClient.set(client, access);
}

export const NOT_A_CLIENT_MESSAGE = 'Pass a client made by createDsmClient (or one extended by withCall / withRaw).';

export function rawAccessOf(client: unknown): RawAccess {
  const access = typeof client === 'object' && client !== null ? accessByClient.get(client) : undefined;
  if (!access) throw new DsmConfigError(NOT_A_CLIENT_MESSAGE);
  return access;
}

/** A new client with `extra` beside what `client` has; it sends exactly as `client` does. */
export function extendClient<C extends object, E extends object>(client: C, extra: E): C & E {
  if (typeof (client as { send?: unknown } | null)?.send !== 'function') throw new DsmConfigError(NOT_A_CLIENT_MESSAGE);
  const extended = { ...client, ...extra };
  const access = accessByClient.get(client);
  if (access) accessByClient.set(extended, access);
  return extended;
}
