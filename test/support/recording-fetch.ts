/** A fetch that forwards to the real one (or answers itself) and records every request and reply. */
export interface Exchange {
  request: Request;
  response?: Response;
}

export function recordingFetch(answer?: (request: Request) => Response | Promise<Response>) {
  const exchanges: Exchange[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const exchange: Exchange = { request: request.clone() };
    exchanges.push(exchange);
    const response = answer ? await answer(request) : await globalThis.fetch(request);
    exchange.response = response.clone();
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, exchanges };
}

export const envelopeReply = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

export const dsmHeaderNames = (request: Request) =>
  [...request.headers.keys()].filter((name) => name.toLowerCase().startsWith('x-dsm-')).sort();
