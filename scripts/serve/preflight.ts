/**
 * CORS preflights answered by the proxy itself, as Prism answers them (the Origin echoed, credentials
 * allowed, the requested method and headers allowed), so they do not queue behind API requests in
 * Prism's single event loop: a browser page sends one before each signed read. `Access-Control-Max-Age`
 * lets the browser reuse the answer for ten minutes rather than asking before every call.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_AGE_SECONDS = 600;

/** Answers `request` when it is a CORS preflight; false (nothing sent) when it is not one. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): boolean {
  const { origin } = request.headers;
  const method = request.headers['access-control-request-method'];
  if (request.method !== 'OPTIONS' || !origin || !method) return false;
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': method,
    'Access-Control-Expose-Headers': '*',
    'Access-Control-Max-Age': String(MAX_AGE_SECONDS),
    Vary: 'origin',
    'Content-Length': '0',
  };
  const requested = request.headers['access-control-request-headers'];
  if (requested) headers['Access-Control-Allow-Headers'] = requested;
  response.writeHead(204, headers).end();
  return true;
}
