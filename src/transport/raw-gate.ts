/**
 * A `raw` call, loaded on demand with the table of operations: the options are checked (where and how a
 * request is sent is the client's), the operation is found from the method and path template, the body
 * is serialised once (JSON-text fields as text: raw calls are typed by the same schema as the rest)
 * and checked like any other call, and then openapi-fetch builds the Request and hands it to a fetch
 * made for this call, which signs and sends it knowing the operation. What the entry already has
 * (`checkRequest`, the body serialiser, the signing step) is handed in, so this chunk never shares
 * modules with it.
 */
import { isHeaderText } from '../config.js';
import { DsmValidationError } from '../errors.js';
import type { SentBody, serializeBody } from './body.js';
import { notAnApiPath, operationByRoute } from './operation-lookup.js';
import type { FetchInit } from './deadline.js';
import type { checkRequest } from './request-checks.js';
import type { SendSigned } from './signed-fetch.js';

/** Options of openapi-fetch that decide where and how a request is sent: the client's alone. */
const CLIENT_OPTIONS = ['baseUrl', 'pathSerializer', 'querySerializer', 'bodySerializer', 'fetch', 'Request', 'middleware', 'redirect'];

export const notARawOption = (name: string) => `A raw call cannot set \`${name}\`: where and how requests are sent is the client's.`;
export const RAW_OPTIONS_MESSAGE = 'The options of a raw call must be an object, e.g. `{ params: { path }, body }`.';
export const NO_QUERY_MESSAGE = 'A raw call cannot send `params.query`: the contract has no query parameters.';
export const ADMIN_KEYS_MESSAGE = '`adminKeys` of a raw call must be true or false.';
export const notAMethod = (method: unknown) => `Not an HTTP method: '${String(method)}'.`;

const METHOD = /^[a-z]+$/i;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface RawOptions {
  params?: { path?: Record<string, unknown>; header?: Record<string, unknown> };
  body?: unknown;
  adminKeys?: boolean;
  [option: string]: unknown;
}

/** Refuses what a raw call may not be given or choose; resolves to its options. */
export function checkRawOptions(method: unknown, path: unknown, init: unknown): RawOptions {
  if (typeof method !== 'string' || !METHOD.test(method)) throw new DsmValidationError(notAMethod(method));
  if (typeof path !== 'string') throw new DsmValidationError(notAnApiPath(String(path)));
  if (init === undefined) return {};
  if (!isObject(init)) throw new DsmValidationError(RAW_OPTIONS_MESSAGE);
  for (const name of CLIENT_OPTIONS) if (init[name] !== undefined) throw new DsmValidationError(notARawOption(name));
  const { params, signal } = init;
  if (params !== undefined && (!isObject(params) || (params.path !== undefined && !isObject(params.path))))
    throw new DsmValidationError(RAW_OPTIONS_MESSAGE);
  if (params?.query !== undefined) throw new DsmValidationError(NO_QUERY_MESSAGE);
  if (init.adminKeys !== undefined && typeof init.adminKeys !== 'boolean') throw new DsmValidationError(ADMIN_KEYS_MESSAGE);
  if (signal != null && typeof (signal as AbortSignal).addEventListener !== 'function')
    throw new DsmValidationError('`signal` must be an AbortSignal.');
  checkHeaders(init.headers);
  checkHeaders(params?.header);
  return init as RawOptions;
}

const HEADER_NAME = /^[!#-'*+.^-`|~\w-]+$/;
export const notAHeader = (name: string) =>
  `The header ${name.replace(/[^!-~]/g, '?')} cannot be sent: a header's name is a token and its value one line of text.`;

/** A header no request can carry is refused here (never quoting its value), not turned into a failed request later. */
function checkHeaders(headers: unknown): void {
  if (headers == null || headers instanceof Headers) return; // a Headers object checked its own
  const entries = Array.isArray(headers) ? headers : isObject(headers) ? Object.entries(headers) : undefined;
  if (!entries) throw new DsmValidationError(RAW_OPTIONS_MESSAGE);
  for (const entry of entries) {
    const [name, value] = Array.isArray(entry) ? entry : [];
    const values = Array.isArray(value) ? value : [value];
    if (typeof name !== 'string' || !HEADER_NAME.test(name) || !values.every((each) => each == null || isHeaderText(String(each))))
      throw new DsmValidationError(notAHeader(String(name)));
  }
}

export interface RawGateTools {
  check: typeof checkRequest;
  serialize: typeof serializeBody;
  sentBody: (text: string) => SentBody;
  /** Signs a request (its body's content type set) and sends it with the deadline's signal. */
  send: SendSigned;
  /** The reply, its JSON refused (a `DsmHttpError`) when a 2xx body is not an envelope. */
  checkReply: (response: Response) => Response;
}

/** The body is serialised already: openapi-fetch sends the text as it is. */
const asIs = (text: string) => text;

type Request = (method: string, path: string, init: object) => Promise<unknown>;

export function sendRaw(
  request: Request,
  method: unknown,
  path: unknown,
  init: unknown,
  deadline: FetchInit | undefined,
  tools: RawGateTools,
): Promise<unknown> {
  const options = checkRawOptions(method, path, init);
  const found = operationByRoute(method as string, path);
  // A segment sent only above 0 is dropped as on every other surface (the master user id of `setmasteruser`).
  const operation = found.onlyAboveZero?.sentFor(found, options.params?.path) ?? found;
  // Serialised once, as on every other surface: an operation with JSON-text fields by its codec.
  const { wire: data, sentBody: sent } =
    operation.jsonText?.serialize(options.body, operation.id) ??
    ({ wire: options.body, sentBody: tools.sentBody(tools.serialize(options.body, operation.id)) } as const);
  const body = sent.text;
  const checkedPath = tools.check(operation, options.params?.path, sent, data);
  // `adminKeys: true` signs with the admin keys, as the per-call option of every other surface does.
  const outgoing = { operation, adminKeys: options.adminKeys, body: sent };
  const { jsonText } = operation;
  const checked = (response: Response) => (response.ok && (options.parseAs ?? 'json') === 'json' ? tools.checkReply(response) : response);
  // Only what differs from openapi-fetch's defaults, so it copies and merges as little as for a bare call.
  const sendOptions: Record<string, unknown> = {
    ...options,
    params: { path: checkedPath, header: options.params?.header },
    fetch: async (built: globalThis.Request) => {
      const response = await tools.send(built, outgoing, deadline);
      return checked((jsonText && (await jsonText.decodeReply(response))) || response);
    },
  };
  if (body !== '') {
    sendOptions.body = body;
    sendOptions.bodySerializer = asIs;
  }
  // The caller's signal is in the deadline's; only fetch gets that one. `adminKeys` is the gate's, not fetch's.
  if (options.signal !== undefined) sendOptions.signal = undefined;
  if (options.adminKeys !== undefined) sendOptions.adminKeys = undefined;
  return request(method as string, operation === found ? (path as string) : operation.path, sendOptions);
}
