/**
 * `createDsmClient(config)`: the SDK's front door. The generated functions and hooks hand `send()` an
 * operation (`generated/operations/`). `call()` (by operationId, `@dsm/sdk/call`) and `raw` (by path template,
 * `@dsm/sdk/raw`, where openapi-fetch builds the Request) are added with `withCall` / `withRaw`, so only the
 * applications that use them carry the table of every operation, and only those using `raw` openapi-fetch. All are checked alike and end in the same step
 * that signs the Request knowing its operation and sends it only to the target system, never following a redirect
 * (`transport/signed-fetch.ts`, `transport/destination.ts`), within one time limit (`transport/deadline.ts`).
 */
import type { OperationId } from '../generated/operation-ids.js';
import { grantRawAccess } from './client-extension.js';
import { checkConfig, DEFAULT_TIMEOUT_MS, redactConfig, resolveTarget, type DsmConfig } from './config.js';
import { DsmValidationError } from './errors.js';
import { isContractOperation, NOT_AN_OPERATION_MESSAGE, type Operation, type OperationInput, type SendOptions } from './operation.js';
import { SentBody, serializeBody } from './transport/body.js';
import { isSignal, withDeadline } from './transport/deadline.js';
import { unwrapReply } from './transport/envelope.js';
import { forwardRequest, replyBody } from './transport/forward.js';
import { pathSerializer } from './transport/path-encoding.js';
import { checkRequest } from './transport/request-checks.js';
import { guardedFetch } from './transport/destination.js';
import { signedFetch } from './transport/signed-fetch.js';
import { proxyBase } from './transport/proxy-base.js';

export type { SendOptions } from './operation.js';

/** Stands in for the base URL while no target system is set; the signing step refuses it before sending. */
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
/**
 * Serialised once; the checks read the object itself, and the text parsed back at most once. JSON text
 * given as a whole body that may be text (`object-or-json-text`) is sent as it is, its object checked.
 */
function serialize(operation: Operation, body: unknown) {
  return operation.jsonText?.serialize(body, operation.id) ?? { wire: body, sentBody: new SentBody(serializeBody(body, operation.id)) };
}

export function createDsmClient(config: DsmConfig = {}): DsmClient {
  checkConfig(config);
  const settings: DsmConfig = { ...config, designer: config.designer ? { ...config.designer } : config.designer };
  // Through a signing forwarder (`proxy`) every call goes there unsigned (it picks the keys); else signed to the target system.
  const proxy = proxyBase(settings.proxy);
  const target = proxy ? { host: '', directory: '', baseUrl: proxy } : resolveTarget(settings);
  const defaultTimeout = settings.timeout ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = target?.baseUrl ?? NO_TARGET_BASE_URL;
  // Resolve the global fetch per call so test doubles installed later are honoured.
  const guarded = guardedFetch(settings.fetch ?? ((input, init) => globalThis.fetch(input, init)), baseUrl);
  const sendSigned = signedFetch(settings, target, guarded);

  // async: every refusal is a rejected promise, never a synchronous throw.
  async function send<T>(operation: Operation, input: OperationInput = {}, options: SendOptions = {}): Promise<T> {
    if (!isContractOperation(operation)) throw new DsmValidationError(NOT_AN_OPERATION_MESSAGE);
    if (!isObject(input)) throw new DsmValidationError(notAnObject('The input'), operation.id);
    if (!isObject(options) || (options.signal != null && !isSignal(options.signal)))
      throw new DsmValidationError(notAnObject('The options'), operation.id);
    let { wire, sentBody } = serialize(operation, input.body);
    const sent = operation.onlyAboveZero?.sentFor(operation, input.path) ?? operation;
    const path = checkRequest(sent, input.path, sentBody, wire);
    const timeout = options.timeout ?? defaultTimeout;
    if (operation.bodyDefaults) {
      // Only a body that passed the checks gets its defaults (a lookup is a call of its own), then it is checked again.
      const list = (listing: Operation) => send<unknown>(listing, undefined, { signal: options.signal, timeout });
      ({ wire, sentBody } = serialize(operation, await operation.bodyDefaults.fill(input.body, list)));
      checkRequest(sent, input.path, sentBody, wire);
    }
    if (settings.bridge?.handles(operation.id)) {
      return settings.bridge.send(operation.id as OperationId, input, { ...options, clientTimeout: settings.timeout }) as Promise<T>;
    }
    const url = baseUrl + pathSerializer(sent.path, path);
    const outgoing = { operation: sent, adminKeys: options.adminKeys, body: sentBody };
    // Awaited: an async function that returns a promise as it is takes longer to settle.
    return await withDeadline(
      async (init) => {
        const response = await sendSigned(forwardRequest(url, operation.method, sentBody.text), outgoing, init);
        const body = await replyBody(response);
        const result = unwrapReply<T>(response, body);
        return operation.jsonText ? (operation.jsonText.decode(result, response, body) as T) : result;
      },
      { signal: options.signal, timeout },
    );
  }

  const client: DsmClient = { send, config: Object.freeze(redactConfig(settings)) };
  grantRawAccess(client, { baseUrl, fetch: guarded, sendSigned, timeout: defaultTimeout });
  return client;
}
