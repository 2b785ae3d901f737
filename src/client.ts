/**
 * `createDsmClient(config)`: the SDK's front door. One openapi-fetch client with the signing middleware
 * and a fetch that sends only to the target system, never following a redirect, is the single transport. The generated functions and hooks hand
 * `send()` an operation (`generated/operations/`). `call()` (by operationId, `@dsm/sdk/call`) and `raw`
 * (by path template, `@dsm/sdk/raw`) are added with `withCall` / `withRaw`, so only the applications that use
 * them carry the table of every operation; all end in the same openapi-fetch request, checked and signed alike.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { OperationId } from '../generated/routes.js';
import { grantRawAccess, type RawRequest } from './client-extension.js';
import { checkConfig, DEFAULT_TIMEOUT_MS, redactConfig, resolveTarget, type DsmConfig } from './config.js';
import { DsmValidationError } from './errors.js';
import { isContractOperation, NOT_AN_OPERATION_MESSAGE, type Operation, type OperationInput, type SendOptions } from './operation.js';
import { parseJsonOrText, serializeBody } from './transport/body.js';
import { withDeadline } from './transport/deadline.js';
import { unwrapReply } from './transport/envelope.js';
import { pathSerializer } from './transport/path-encoding.js';
import { checkRequest } from './transport/request-checks.js';
import { paramsWithContext } from './transport/request-context.js';
import { guardedFetch } from './transport/destination.js';
import { signingMiddleware } from './transport/signing-middleware.js';

export type { SendOptions } from './operation.js';

/** Stands in for the base URL while no target system is set; the signing middleware refuses it before sending. */
const NO_TARGET_BASE_URL = 'https://target-system.invalid';

/**
 * What the generated functions and hooks need. `withCall(client)` (`@dsm/sdk/call`) adds `call()`,
 * `withRaw(client)` (`@dsm/sdk/raw`) adds `raw`.
 */
export interface DsmClient {
  /** The configuration with secrets masked. */
  readonly config: Readonly<Record<string, unknown>>;
  /** Sends one operation (what the generated functions and hooks do) and resolves to its unwrapped `responseObject`. */
  send<T>(operation: Operation, input?: OperationInput, options?: SendOptions): Promise<T>;
}

export const notAnObject = (what: string) => `${what} must be an object.`;

const isObject = (value: unknown) => typeof value === 'object' && value !== null;
/** Duck-typed: a test environment's AbortSignal need not be the global class. */
const isSignal = (value: unknown): value is AbortSignal => isObject(value) && typeof (value as AbortSignal).addEventListener === 'function';
/** No query string is ever sent: the contract has none. */
const noQuery = () => '';

export function createDsmClient(config: DsmConfig = {}): DsmClient {
  checkConfig(config);
  const settings: DsmConfig = { ...config, designer: config.designer ? { ...config.designer } : config.designer };
  const target = resolveTarget(settings);
  const defaultTimeout = settings.timeout ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = target?.baseUrl ?? NO_TARGET_BASE_URL;
  const guarded = guardedFetch(settings.fetch ?? ((input, init) => globalThis.fetch(input, init)), baseUrl);
  /** The fetch of one request: its deadline's signal goes to fetch, not into the Request. */
  const fetchWithin = (signal: AbortSignal | undefined) => (signal ? (request: Request) => guarded(request, signal) : guarded);
  const transport = createClient<paths>({
    baseUrl,
    credentials: 'include',
    redirect: 'manual',
    pathSerializer,
    querySerializer: noQuery,
    bodySerializer: (body: unknown) => serializeBody(body),
    // Resolve the global fetch per call so test doubles installed later are honoured.
    fetch: guarded,
  });
  transport.use(signingMiddleware(settings, target));

  // async: every refusal is a rejected promise, never a synchronous throw.
  async function send<T>(operation: Operation, input: OperationInput = {}, options: SendOptions = {}): Promise<T> {
    if (!isContractOperation(operation)) throw new DsmValidationError(NOT_AN_OPERATION_MESSAGE);
    if (!isObject(input)) throw new DsmValidationError(notAnObject('The input'), operation.id);
    if (!isObject(options) || (options.signal != null && !isSignal(options.signal)))
      throw new DsmValidationError(notAnObject('The options'), operation.id);
    const { jsonText } = operation;
    // Serialised once; the checks read the object itself, never the text parsed back.
    const serialize = (body: unknown) => {
      const wire = jsonText ? jsonText.encode(body) : body;
      return { wire, text: serializeBody(wire, operation.id) };
    };
    let { wire: wireBody, text: bodyText } = serialize(input.body);
    // Loaded on demand: only the operations with a segment sent above 0 alone need it.
    const sent = operation.onlyAboveZero
      ? (await import('./transport/optional-segment.js')).withUsedSegments(operation, input.path)
      : operation;
    const path = checkRequest(sent, input.path, bodyText, wireBody);
    const timeout = options.timeout ?? defaultTimeout;
    if (operation.bodyDefaults) {
      // Only a body that passed the checks gets its defaults (a lookup is a call of its own), then it is checked again.
      // Loaded on demand: only the operations with defaults need it.
      const { withBodyDefaults } = await import('./transport/body-defaults.js');
      const list = (listing: Operation) => send<unknown>(listing, undefined, { signal: options.signal, timeout });
      ({ wire: wireBody, text: bodyText } = serialize(await withBodyDefaults(operation.bodyDefaults, input.body, list)));
      checkRequest(sent, input.path, bodyText, wireBody);
    }
    if (settings.bridge?.handles(operation.id)) {
      return settings.bridge.send(operation.id as OperationId, input, { ...options, clientTimeout: settings.timeout }) as Promise<T>;
    }
    const params = paramsWithContext(path, { operation: sent, adminKeys: options.adminKeys, body: bodyText });
    const request = transport.request as unknown as RawRequest;
    const reply = await withDeadline(
      (signal) =>
        request(operation.method.toLowerCase(), sent.path, {
          params,
          body: bodyText === '' ? undefined : bodyText,
          bodySerializer: (text: string) => text,
          fetch: fetchWithin(signal),
          parseAs: 'text',
        }),
      { signal: options.signal, timeout },
    );
    const body = parseJsonOrText(reply.response.ok ? reply.data : reply.error);
    const result = unwrapReply<T>(reply.response, body);
    return jsonText ? (jsonText.decode(result, reply.response, body) as T) : result;
  }

  // `raw` (`withRaw`) is openapi-fetch itself, with the client's time limit and abort handling around each
  // request; the raw gate it hands in checks and sends it.
  const tools = { check: checkRequest, serialize: serializeBody, withContext: paramsWithContext, fetchWithin };
  const request = transport.request as unknown as RawRequest;
  const client: DsmClient = { send, config: Object.freeze(redactConfig(settings)) };
  grantRawAccess(client, {
    methods: Object.keys(transport).filter((name) => /^[A-Z]+$/.test(name)),
    transport,
    send: (gate, method, path, init) => {
      const signal = (init as { signal?: unknown } | undefined)?.signal;
      return withDeadline(async (deadline) => (await gate())(request, method, path, init, deadline, tools), {
        signal: isSignal(signal) ? signal : undefined,
        timeout: defaultTimeout,
      });
    },
  });
  return client;
}
