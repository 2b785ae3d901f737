/**
 * A forward call's own request and reply, without openapi-fetch: the client knows the operation, its
 * path values and its body text already, so it writes the Request the platform's client would send and
 * reads the reply text once. `raw` calls keep openapi-fetch's calling convention and end in the same
 * signing and sending step (`signed-fetch.ts`).
 */
import { parseJsonOrText } from './body.js';

/** The content type of every request body. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const JSON_HEADERS = { 'Content-Type': JSON_CONTENT_TYPE };

/** `url` is the target's base URL and the encoded path; `body` the exact text sent (`""` for none). */
export const forwardRequest = (url: string, method: string, body: string): Request =>
  new Request(url, {
    method,
    headers: body ? JSON_HEADERS : undefined,
    body: body || undefined,
    credentials: 'include',
    redirect: 'manual',
  });

/** The reply body: JSON when the text parses, else the text; `undefined` for none. */
export const replyBody = async (response: Response): Promise<unknown> => parseJsonOrText(await response.text());
