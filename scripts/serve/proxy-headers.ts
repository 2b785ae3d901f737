/** The headers the mock's front proxy sends on (scripts/serve/envelope-proxy.ts), each way, copied once. */
import type { IncomingMessage } from 'node:http';
import { ORIGINAL_REQUEST_HEADER } from './original-requests.js';

/** Hop-by-hop headers belong to one connection; the proxy's own connection sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'expect']);

/** Set by the proxy itself, whatever the client sent. */
const REPLACED = new Set(['host', 'content-length', 'x-forwarded-host', ORIGINAL_REQUEST_HEADER]);

/** The client's headers for Prism: one copy without hop-by-hop ones, the Host Prism is asked by, the body's length. */
export function forwardedHeaders(
  request: IncomingMessage,
  host: string,
  upstreamPort: number,
  bodyLength: number,
): Record<string, string | string[]> {
  const received = request.headers;
  const headers: Record<string, string | string[]> = {};
  for (const name in received) {
    const value = received[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && !REPLACED.has(name)) headers[name] = value;
  }
  headers.host = `${host}:${upstreamPort}`;
  if (bodyLength || received['content-length'] !== undefined) headers['content-length'] = String(bodyLength);
  headers['x-forwarded-host'] = received.host ?? '';
  return headers;
}

/**
 * Prism's headers as a flat [name, value, ...] list (case and order kept), without hop-by-hop ones and
 * `dropped`, and whether Prism reported findings (`sl-violations`), in one pass.
 */
export function endToEndHeaders(rawHeaders: string[], dropped: string[] = []): { kept: string[]; violationsHeader: boolean } {
  const kept: string[] = [];
  let violationsHeader = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (name === 'sl-violations') violationsHeader = true;
    if (!HOP_BY_HOP.has(name) && !dropped.includes(name)) kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return { kept, violationsHeader };
}
