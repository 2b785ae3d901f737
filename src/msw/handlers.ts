/**
 * MSW handlers for every operation of the contract. Each handler answers exactly one operation: the
 * request's method and path must belong to it under the contract's own precedence (a literal segment
 * beats a parameter), so an override of `/api/contacts/{start}` never answers `/api/contacts/count`,
 * in whatever order the handlers were installed.
 */
import { http, type HttpHandler } from 'msw';
import { mockedOperations } from '../../generated/msw/operations.js';
import type { OperationId } from '../../generated/operation-ids.js';
import type { CallResult } from '../operation-types.js';
import type { Envelope } from '../transport/envelope.js';
import { decodeJsonText } from '../transport/json-text.js';
import { OperationMatcher, type OperationMatch } from './operation-matcher.js';
import { respond, type OperationReply, type ReplyInit } from './replies.js';

export interface DsmHandlerOptions {
  /**
   * `https://host[:port][/directory]`: answer only requests below it. By default any origin matches,
   * and the API path starts at the URL's first `/api/` segment (so any directory before it matches).
   */
  baseUrl?: string;
}

export interface DsmHandlersOptions extends DsmHandlerOptions {
  /** Replies that replace the contract's example for some operations. */
  overrides?: { [K in OperationId]?: OperationReply<K> };
}

export interface MockOperationOptions extends DsmHandlerOptions {
  /** Answer only the first matching request (MSW's `once`). */
  once?: boolean;
}

/** A failure: a failure message (state 1 envelope), or an HTTP status, or both. */
export type OperationFailure = string | (({ failureMessage: string; failureDetail?: unknown } | { status: number }) & ReplyInit);

let matcher: OperationMatcher<OperationId> | undefined;
/** One lookup per request and base URL, shared by all handlers the request is offered to. */
const lookups = new WeakMap<Request, Map<string, OperationMatch<OperationId> | undefined>>();

function operationOf(request: Request, baseUrl: string | undefined): OperationMatch<OperationId> | undefined {
  matcher ??= new OperationMatcher(mockedOperations);
  let byBase = lookups.get(request);
  if (!byBase) lookups.set(request, (byBase = new Map()));
  const key = baseUrl ?? '';
  if (!byBase.has(key)) byBase.set(key, matcher.match(request.method, request.url, baseUrl));
  return byBase.get(key);
}

/**
 * The contract's example reply envelope of an operation (a fresh copy), its result as the SDK gives it:
 * JSON-text fields are objects, as in `{ responseObject }` replies (which the handlers turn back into text).
 */
export function exampleReply<K extends OperationId>(operationId: K): Envelope<CallResult<K>> {
  const operation = mockedOperations[operationId];
  if (!operation) throw new Error(`Unknown operation '${String(operationId)}'.`);
  const example = structuredClone(operation.reply) as Envelope<CallResult<K>>;
  if (!operation.jsonText || example.state !== 0) return example;
  const responseObject = decodeJsonText(example.responseObject, operation.jsonText, (message) => {
    throw new Error(`${operationId}: ${message}`);
  }) as CallResult<K>;
  return { ...example, responseObject };
}

function operationHandler<K extends OperationId>(
  operationId: K,
  reply: OperationReply<K> | undefined,
  options: MockOperationOptions = {},
): HttpHandler {
  const operation = mockedOperations[operationId];
  if (!operation) throw new Error(`Unknown operation '${String(operationId)}'.`);
  const { baseUrl, once } = options;
  const predicate = ({ request }: { request: Request }) => {
    const match = operationOf(request, baseUrl);
    return match?.operationId === operationId ? { matches: true, params: { ...match.params } } : false;
  };
  const resolver = ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) =>
    respond(reply ?? (() => undefined), {
      request,
      operationId,
      params: params as Record<string, string>,
      example: exampleReply(operationId),
      jsonText: operation.jsonText,
      wireExample: structuredClone(operation.reply),
    });
  const handler = (operation.method === 'GET' ? http.get : http.post)(predicate, resolver, { once });
  // What MSW prints for the handler (`server.listHandlers()`, warnings) instead of "[custom predicate]".
  (handler.info as { header: string }).header = `${operation.method} ${operation.path} (${operationId})`;
  return handler;
}

/** A handler for every operation, answering with the contract's examples unless `overrides` says otherwise. */
export function dsmHandlers(options: DsmHandlersOptions = {}): HttpHandler[] {
  const { overrides = {}, ...handlerOptions } = options;
  for (const operationId of Object.keys(overrides)) {
    if (!Object.hasOwn(mockedOperations, operationId)) throw new Error(`Unknown operation '${operationId}' in overrides.`);
  }
  return (Object.keys(mockedOperations) as OperationId[]).map((operationId) =>
    operationHandler(operationId, overrides[operationId] as OperationReply<typeof operationId> | undefined, handlerOptions),
  );
}

/**
 * One operation's reply, for `server.use(...)` in a test:
 *   server.use(mockOperation('contactsCount', { responseObject: 7 }))
 *   server.use(mockOperation('contactsDeleteById', ({ params }) => ({ responseObject: params.id === '5012' })))
 */
export function mockOperation<K extends OperationId>(
  operationId: K,
  reply: OperationReply<K>,
  options?: MockOperationOptions,
): HttpHandler {
  return operationHandler(operationId, reply, options);
}

/**
 * One operation fails:
 *   failOperation('contactsCount', 'No access.')                         state 1, HTTP 200: DsmApiError
 *   failOperation('contactsCount', { failureMessage: 'Down', status: 503 })  failure envelope, HTTP 503: DsmHttpError
 *   failOperation('contactsCount', { status: 500 })                      HTTP 500, empty body: DsmHttpError
 */
export function failOperation<K extends OperationId>(
  operationId: K,
  failure: OperationFailure,
  options?: MockOperationOptions,
): HttpHandler {
  return operationHandler<K>(operationId, typeof failure === 'string' ? { failureMessage: failure } : failure, options);
}

/** The same for a network failure (the SDK raises `DsmNetworkError`). */
export function networkErrorOperation<K extends OperationId>(operationId: K, options?: MockOperationOptions): HttpHandler {
  return operationHandler<K>(operationId, { networkError: true }, options);
}
