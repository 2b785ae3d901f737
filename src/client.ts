/**
 * `createDsmClient(config)`: the SDK's front door. One openapi-fetch client with the validation and
 * signing middlewares is the single transport; `.raw` exposes it typed, `.call()` and the generated
 * functions and hooks go through it and hand back the unwrapped `responseObject`.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import { routes, type OperationId } from '../generated/routes.js';
import { redactConfig, resolveTarget, type DsmConfig } from './config.js';
import { DsmError, DsmNetworkError, DsmValidationError } from './errors.js';
import type { CallInput, CallResult } from './operation-types.js';
import { DsmRequest } from './transport/dsm-request.js';
import { parseJsonOrText, unwrapReply } from './transport/envelope.js';
import { encodePathSegment, normalizePathEncoding, pathSerializer } from './transport/path-encoding.js';
import { paramsWithContext } from './transport/request-context.js';
import type { RouteMatch } from './transport/route-matcher.js';
import { signingMiddleware } from './transport/signing-middleware.js';
import { validationMiddleware } from './transport/validation-middleware.js';

/** Stands in for the base URL while no target system is set; the signing middleware refuses it before sending. */
const NO_TARGET_BASE_URL = 'https://target-system.invalid';

export interface SendOptions {
  /** Sign with the admin key pair (the seeds' `sendWithAdminKeys`). */
  adminKeys?: boolean;
  signal?: AbortSignal;
}

/** A request in the shape the generated functions and hooks produce: the path is already filled in. */
export interface TransportRequest extends SendOptions {
  method: string;
  /** `/api/...`, parameters filled in and percent-encoded. */
  url: string;
  data?: unknown;
}

export interface DsmClient {
  /** The typed openapi-fetch client, e.g. `client.raw.GET('/api/contacts/count')`. Replies are not unwrapped. */
  readonly raw: Client<paths>;
  /** The configuration with secrets masked. */
  readonly config: Readonly<Record<string, unknown>>;
  /** Calls an operation by its operationId and resolves to its unwrapped `responseObject`. */
  call<K extends OperationId>(operationId: K, ...args: CallArgs<K>): Promise<CallResult<K>>;
  /** Sends a filled-in request (used by the generated functions and hooks) and unwraps the reply. */
  send<T>(request: TransportRequest): Promise<T>;
}

export type CallArgs<K extends OperationId> = {} extends CallInput<K>
  ? [input?: CallInput<K>, options?: SendOptions]
  : [input: CallInput<K>, options?: SendOptions];

export function createDsmClient(config: DsmConfig = {}): DsmClient {
  const settings: DsmConfig = { ...config, designer: config.designer ? { ...config.designer } : config.designer };
  const target = resolveTarget(settings);
  const raw = createClient<paths>({
    baseUrl: target?.baseUrl ?? NO_TARGET_BASE_URL,
    credentials: 'include',
    Request: DsmRequest,
    pathSerializer,
    // Resolve the global fetch per call so test doubles installed later are honoured.
    fetch: settings.fetch ?? ((input) => globalThis.fetch(input)),
  });
  raw.use(validationMiddleware(target), signingMiddleware(settings, target));

  async function send<T>({ method, url, data, adminKeys, signal }: TransportRequest, match?: RouteMatch): Promise<T> {
    let reply: { response: Response; data?: unknown; error?: unknown };
    try {
      reply = await (raw.request as (m: string, u: string, init: object) => Promise<typeof reply>)(method.toLowerCase(), normalizePathEncoding(url), {
        params: paramsWithContext({ adminKeys, match }),
        body: data,
        signal,
        parseAs: 'text',
      });
    } catch (error) {
      if (error instanceof DsmError) throw error;
      throw new DsmNetworkError(error instanceof Error ? error.message : 'The request failed.', { cause: error });
    }
    const text = reply.response.ok ? reply.data : reply.error;
    return unwrapReply<T>(reply.response, parseJsonOrText(text));
  }

  function call<K extends OperationId>(operationId: K, ...[input, options]: CallArgs<K>): Promise<CallResult<K>> {
    if (!Object.hasOwn(routes, operationId)) return Promise.reject(new DsmValidationError(`Unknown operation '${String(operationId)}'.`));
    const route = { ...routes[operationId], operationId };
    const { path, body } = (input ?? {}) as { path?: Record<string, unknown>; body?: unknown };
    const pathParams: Record<string, string> = {};
    const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathSegment((pathParams[name] = path?.[name] == null ? '' : String(path[name]))));
    return send<CallResult<K>>({ method: route.method, url, data: body, ...options }, { route, pathParams });
  }

  const client: DsmClient = {
    raw,
    call,
    send: (request) => send(request),
    config: Object.freeze(redactConfig(settings)),
  };
  return client;
}
