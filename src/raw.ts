/**
 * `@dsm/sdk/raw`: `withRaw(client)` adds `raw`, openapi-fetch typed by the contract's paths
 * (`raw.GET('/api/contacts/count')`), to a client, and this entry holds the contract's
 * openapi-typescript types (`paths`, `operations`, `components`) that type it. A raw call is checked,
 * signed and time-limited like every other; its reply is not unwrapped. The table of every operation
 * loads on the first raw call.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { DsmClient } from './client.js';
import { extendClient, type RawAccess, rawAccessOf } from './client-extension.js';
import type { RawClient } from './raw-client.js';
import { serializeBody } from './transport/body.js';
import { pathSerializer } from './transport/path-encoding.js';

export type { RawClient, RawClientOf, RawInit, RawMethod, RawParseAs, RawPath, RawReply, RawRequestOptions } from './raw-client.js';
export type { paths, operations, components } from '../generated/schema.js';

/** What `withRaw` adds to a client. */
export interface DsmRaw {
  /** openapi-fetch typed by the contract's paths, e.g. `client.raw.GET('/api/contacts/count')`. Replies are not unwrapped. */
  readonly raw: RawClient;
}

let gate: typeof import('./transport/raw-gate.js') | undefined;
const loadGate = async () => (gate ?? (gate = await import('./transport/raw-gate.js'))).sendRaw;

/** No query string is ever sent: the contract has none. */
const noQuery = () => '';

type Transport = ReturnType<typeof createClient<paths>>;
type RawRequest = (method: string, path: string, init: object) => Promise<unknown>;

/** One openapi-fetch instance per client, so middleware added through one `raw` applies to every `withRaw` of it. */
const transports = new WeakMap<RawAccess, Transport>();

function transportOf(access: RawAccess): Transport {
  let transport = transports.get(access);
  if (!transport) {
    transport = createClient<paths>({
      baseUrl: access.baseUrl,
      credentials: 'include',
      redirect: 'manual',
      pathSerializer,
      querySerializer: noQuery,
      bodySerializer: (body: unknown) => serializeBody(body),
      fetch: access.fetch,
    });
    transports.set(access, transport);
  }
  return transport;
}

/** The client with `raw`; throws `DsmConfigError` for a value that is not a client made by `createDsmClient`. */
export function withRaw<C extends DsmClient>(client: C): C & DsmRaw {
  const access = rawAccessOf(client);
  const transport = transportOf(access);
  const send = transport.request as unknown as RawRequest;
  const request = (method: unknown, path: unknown, init?: unknown) =>
    access.send(
      async (deadline, tools) => (await loadGate())(send, method, path, init, deadline, tools),
      (init as { signal?: unknown } | undefined)?.signal,
    );
  const raw: Record<string, unknown> = { ...transport, request };
  for (const method of Object.keys(transport).filter((name) => /^[A-Z]+$/.test(name)))
    raw[method] = (path: unknown, init?: unknown) => request(method, path, init);
  return extendClient(client, { raw: raw as unknown as RawClient });
}
