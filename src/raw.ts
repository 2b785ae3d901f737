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
import { parseJsonOrText, SentBody, serializeBody } from './transport/body.js';
import { isEnvelope, notAnEnvelope } from './transport/envelope.js';
import { isSignal, withDeadline } from './transport/deadline.js';
import { JSON_CONTENT_TYPE } from './transport/forward.js';
import { pathSerializer } from './transport/path-encoding.js';
import type { RawGateTools, sendRaw } from './transport/raw-gate.js';
import { checkRequest } from './transport/request-checks.js';

export type { RawClient, RawClientOf, RawInit, RawMethod, RawParseAs, RawPath, RawReply, RawRequestOptions } from './raw-client.js';
export type { paths, operations, components } from '../generated/schema.js';

/** What `withRaw` adds to a client. */
export interface DsmRaw {
  /** openapi-fetch typed by the contract's paths, e.g. `client.raw.GET('/api/contacts/count')`. Replies are not unwrapped. */
  readonly raw: RawClient;
}

let gate: typeof import('./transport/raw-gate.js') | undefined;
const loadGate: typeof sendRaw = (...args) => import('./transport/raw-gate.js').then((loaded) => (gate = loaded).sendRaw(...args));

/** No query string is ever sent: the contract has none. */
const noQuery = () => '';

type Transport = ReturnType<typeof createClient<paths>>;
type RawRequest = (method: string, path: string, init: object) => Promise<unknown>;

/** What each client's `raw` keeps: one openapi-fetch instance (middleware added through one `raw` applies to every `withRaw` of it) and the gate's tools. */
interface RawTransport {
  transport: Transport;
  tools: RawGateTools;
}

const transports = new WeakMap<RawAccess, RawTransport>();

function transportOf(access: RawAccess): RawTransport {
  let made = transports.get(access);
  if (!made) {
    const transport = createClient<paths>({
      baseUrl: access.baseUrl,
      credentials: 'include',
      redirect: 'manual',
      pathSerializer,
      querySerializer: noQuery,
      bodySerializer: (body: unknown) => serializeBody(body),
      fetch: access.fetch,
    });
    const tools: RawGateTools = {
      check: checkRequest,
      serialize: serializeBody,
      sentBody: (text) => new SentBody(text),
      send: (built, outgoing, init) => {
        // A middleware may hand over a Request of its own: none follows a redirect.
        const request = built.redirect === 'manual' ? built : new Request(built, { redirect: 'manual' });
        if (outgoing.body.text) request.headers.set('Content-Type', JSON_CONTENT_TYPE);
        return access.sendSigned(request, outgoing, init);
      },
      checkReply: (response) => {
        // Read as openapi-fetch reads JSON (`text()`, or `json()` when the reply states its length) and refused as
        // `call()` refuses it unless an envelope; a second read fails as the Response's own would.
        const read = response.text.bind(response);
        const envelope = (text: string) => {
          const value = parseJsonOrText(text);
          if (!isEnvelope(value)) throw notAnEnvelope(response, value);
          return value;
        };
        response.text = () =>
          read().then((text) => {
            envelope(text);
            return text;
          });
        response.json = () => read().then(envelope);
        return response;
      },
    };
    made = { transport, tools };
    transports.set(access, made);
  }
  return made;
}

/** The client with `raw`; throws `DsmConfigError` for a value that is not a client made by `createDsmClient`. */
export function withRaw<C extends DsmClient>(client: C): C & DsmRaw {
  const access = rawAccessOf(client);
  const { transport, tools } = transportOf(access);
  const send = transport.request as unknown as RawRequest;
  // Within the client's time limit and the caller's signal, as every call; the gate checks, signs and sends.
  const request = (method: unknown, path: unknown, init?: unknown) => {
    const signal = (init as { signal?: unknown } | undefined)?.signal;
    // Once the gate is loaded a call goes straight to it, with no promise of its own around it.
    return withDeadline((deadline) => (gate ? gate.sendRaw : loadGate)(send, method, path, init, deadline, tools), {
      signal: isSignal(signal) ? signal : undefined,
      timeout: access.timeout,
    });
  };
  const raw: Record<string, unknown> = { ...transport, request };
  for (const method of Object.keys(transport).filter((name) => /^[A-Z]+$/.test(name)))
    raw[method] = (path: unknown, init?: unknown) => request(method, path, init);
  return extendClient(client, { raw: raw as unknown as RawClient });
}
