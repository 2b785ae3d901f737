/**
 * The last step before the network, whichever way a request came: it goes only to the target system,
 * with no query, and a redirect is never followed, so a signature and a body reach only the host they
 * were made for. A redirect reply is a `DsmHttpError` naming where it pointed; nothing is sent again.
 */
import { DsmHttpError, DsmValidationError } from '../errors.js';
import type { FetchInit } from './deadline.js';

export const NOT_FOR_TARGET_MESSAGE = 'The request is not addressed to the target system; nothing was sent.';
export const redirectMessage = (location: string | null) =>
  `The server answered with a redirect${location ? ` to ${location}` : ''}; the SDK does not follow redirects.`;

type Fetch = (request: Request, init?: FetchInit) => Promise<Response>;
export type GuardedFetch = (request: Request, init?: FetchInit) => Promise<Response>;

/**
 * `baseUrl` is the target's base URL as the URL parser writes it (the configuration checks make sure it is).
 * Every Request comes here built not to follow a redirect (`forward.ts`; `raw.ts` for openapi-fetch's
 * and its middleware's). A call's signal is handed to fetch here (`init`, from the call's deadline) rather than built into the
 * Request, so the Request is not linked to a second signal (costly in Node's fetch, which links the one
 * it sends with anyway).
 */
export function guardedFetch(fetch: Fetch, baseUrl: string): GuardedFetch {
  return async (request, init) => {
    const { url } = request;
    if (!url.startsWith(`${baseUrl}/api/`) || /[?#]/.test(url)) throw new DsmValidationError(NOT_FOR_TARGET_MESSAGE);
    const response = await fetch(request, init);
    // A browser hides a redirect it did not follow behind an opaque reply of status 0.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new DsmHttpError(redirectMessage(response.headers.get('location')), response, undefined);
    }
    return response;
  };
}
