/**
 * How `withCall` and `withRaw` extend a client that `createDsmClient` made without making the client
 * itself carry them: `raw` needs the client's own openapi-fetch instance, which is kept here, by client,
 * out of its public shape. An extended client keeps that access, so the two compose in either order.
 */
import { DsmConfigError } from './errors.js';
import type { sendRaw } from './transport/raw-gate.js';

export type RawReply = { response: Response; data?: unknown; error?: unknown };
export type RawRequest = (method: string, path: string, init: object) => Promise<RawReply>;

export interface RawAccess {
  /** The HTTP methods of openapi-fetch (`GET`, `POST`, ...). */
  readonly methods: readonly string[];
  /** The openapi-fetch instance, for what `raw` passes through (`use`, `eject`). */
  readonly transport: object;
  /** Sends one raw request within the client's time limit through the gate `gate` resolves to. */
  send(gate: () => Promise<typeof sendRaw>, method: unknown, path: unknown, init: unknown): Promise<unknown>;
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
