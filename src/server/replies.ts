/**
 * What a signing forwarder answers: the platform's reply as it came (status, body and headers, but those of
 * the connection and the platform's cookies), or a refusal of its own as the platform's failure envelope. No
 * reply of its own carries a key, a signature or the platform's address.
 */
import { DsmHttpError, DsmTimeoutError } from '../errors.js';

/** Connection-level headers, and what no longer describes the body once fetch has decoded it. */
const NOT_PASSED_ON = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'upgrade',
  'trailer',
]);
/** Statuses whose reply has no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

export function refusal(
  status: number,
  failureMessage: string,
  failureDetail: unknown = null,
  headers: Record<string, string> = {},
): Response {
  const body = JSON.stringify({ state: 1, responseObject: null, failureMessage, failureDetail });
  return new Response(body, { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

/**
 * The platform's reply, read whole within the time limit. Its cookies are for the platform's host: they reach
 * the caller only when the forwarder sends the caller's cookies on (`forwardHeaders: ['cookie']`).
 */
export function passedOn(reply: Response, body: ArrayBuffer, cookies: boolean): Response {
  const headers = new Headers();
  reply.headers.forEach((value, name) => {
    if (!NOT_PASSED_ON.has(name) && (cookies || name !== 'set-cookie')) headers.append(name, value);
  });
  return new Response(NO_BODY.has(reply.status) ? null : body, { status: reply.status, statusText: reply.statusText, headers });
}

/** A failure on the way to the platform or back, as the caller's envelope: never the error's cause or a key. */
export function failureReply(error: unknown, operationId: string): Response {
  if (error instanceof DsmTimeoutError)
    return refusal(504, `The platform did not answer ${operationId} within ${error.timeoutMs} ms.`, { operationId });
  // The SDK's own words about a redirect it did not follow; a network error's text is not passed on.
  if (error instanceof DsmHttpError) return refusal(502, error.message, { operationId });
  return refusal(502, `The platform could not be reached for ${operationId}.`, { operationId });
}
