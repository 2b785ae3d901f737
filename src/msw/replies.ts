/**
 * What a mocked operation answers, and how that becomes an HTTP reply. One reply describes the body
 * (a result, a failure, an envelope or any body) plus optional HTTP status, headers and delay; or a
 * network error; or a function of the request that returns one of those (or a `Response`).
 */
import { delay, HttpResponse, type JsonBodyType } from 'msw';
import type { OperationId } from '../../generated/operation-ids.js';
import type { CallResult } from '../operation-types.js';
import type { Envelope } from '../transport/envelope.js';
import { encodeJsonText, type JsonTextFields } from '../transport/json-text.js';

export interface ReplyInit {
  /** HTTP status; 200 unless given. */
  status?: number;
  statusText?: string;
  headers?: HeadersInit;
  /** Milliseconds to wait before answering (loading states). */
  delay?: number;
}

export type ReplyContent<K extends OperationId> =
  /** A success envelope with this result (what `dsm.call` resolves to). */
  | { responseObject: CallResult<K> }
  /** A failure envelope (state 1): with HTTP 200 the SDK raises `DsmApiError`, with an error status `DsmHttpError`. */
  | { failureMessage: string; failureDetail?: unknown }
  /** Exactly this envelope. */
  | { envelope: Envelope }
  /** Any body: a string is sent as text, anything else as JSON (a proxy's error page, a broken reply). */
  | { body: unknown }
  /** Only a status: an empty body. */
  | { status: number };

export interface ReplyContext<K extends OperationId> {
  request: Request;
  operationId: K;
  /** Path values by name, percent-decoded. */
  params: Readonly<Record<string, string>>;
  /** The contract's example envelope of this operation (a fresh copy; JSON-text fields as objects). */
  example: Envelope<CallResult<K>>;
}

/** What `respond` needs beside the reply: the context, the result's JSON-text fields and the example as it is sent. */
interface RespondContext<K extends OperationId> extends ReplyContext<K> {
  jsonText?: JsonTextFields['result'];
  /** The contract's example envelope exactly as the contract spells it (JSON-text fields as text). */
  wireExample: unknown;
}

export type StaticReply<K extends OperationId> = (ReplyContent<K> & ReplyInit) | { networkError: true };

/** Returning `undefined` answers with the contract's example. */
export type ReplyResolver<K extends OperationId> = (
  context: ReplyContext<K>,
) => StaticReply<K> | Response | undefined | Promise<StaticReply<K> | Response | undefined>;

export type OperationReply<K extends OperationId> = StaticReply<K> | ReplyResolver<K>;

const envelope = (fields: Partial<Envelope> & Pick<Envelope, 'state'>): Envelope => ({
  state: fields.state,
  responseObject: fields.responseObject ?? null,
  failureMessage: fields.failureMessage ?? null,
  failureDetail: fields.failureDetail ?? null,
});

/** The body of a reply; a result's JSON-text fields go out as text, as the server sends them. */
function bodyOf<K extends OperationId>(reply: ReplyContent<K>, jsonText: RespondContext<K>['jsonText']): unknown {
  if ('body' in reply) return reply.body;
  if ('envelope' in reply) return reply.envelope;
  if ('failureMessage' in reply) return envelope({ state: 1, failureMessage: reply.failureMessage, failureDetail: reply.failureDetail });
  if ('responseObject' in reply) return envelope({ state: 0, responseObject: encodeJsonText(reply.responseObject, jsonText) });
  return undefined;
}

export async function respond<K extends OperationId>(
  reply: OperationReply<K>,
  { jsonText, wireExample, ...context }: RespondContext<K>,
): Promise<Response> {
  const resolved = typeof reply === 'function' ? await reply(context) : reply;
  if (resolved instanceof Response) return resolved;
  const chosen: StaticReply<K> = resolved ?? { envelope: wireExample as Envelope };
  if ('networkError' in chosen) return HttpResponse.error();
  if (chosen.delay) await delay(chosen.delay);
  const body = bodyOf(chosen, jsonText);
  const init = { status: chosen.status ?? 200, statusText: chosen.statusText, headers: chosen.headers };
  if (body === undefined) return new HttpResponse(null, init);
  if (typeof body === 'string') return HttpResponse.text(body, init);
  return HttpResponse.json(body as JsonBodyType, init);
}
