/**
 * `@dsm/sdk/raw`: `withRaw(client)` adds `raw`, openapi-fetch typed by the contract's paths
 * (`raw.GET('/api/contacts/count')`), to a client, and this entry holds the contract's
 * openapi-typescript types (`paths`, `operations`, `components`) that type it. A raw call is checked,
 * signed and time-limited like every other; its reply is not unwrapped. The table of every operation
 * loads on the first raw call.
 */
import type { DsmClient } from './client.js';
import { extendClient, rawAccessOf } from './client-extension.js';
import type { RawClient } from './raw-client.js';

export type { RawClient, RawClientOf, RawInit, RawMethod, RawParseAs, RawPath, RawReply, RawRequestOptions } from './raw-client.js';
export type { paths, operations, components } from '../generated/schema.js';

/** What `withRaw` adds to a client. */
export interface DsmRaw {
  /** openapi-fetch typed by the contract's paths, e.g. `client.raw.GET('/api/contacts/count')`. Replies are not unwrapped. */
  readonly raw: RawClient;
}

let gate: typeof import('./transport/raw-gate.js') | undefined;
const loadGate = async () => (gate ?? (gate = await import('./transport/raw-gate.js'))).sendRaw;

/** The client with `raw`; throws `DsmConfigError` for a value that is not a client made by `createDsmClient`. */
export function withRaw<C extends DsmClient>(client: C): C & DsmRaw {
  const access = rawAccessOf(client);
  const request = (method: unknown, path: unknown, init?: unknown) => access.send(loadGate, method, path, init);
  const raw: Record<string, unknown> = { ...access.transport, request };
  for (const method of access.methods) raw[method] = (path: unknown, init?: unknown) => request(method, path, init);
  return extendClient(client, { raw: raw as unknown as RawClient });
}
