/**
 * The signing forwarder (`@dsm/sdk/server`) over HTTP on loopback, behind Prism in `npm start`'s gateway mode:
 * each request is forwarded as the client sent it to the front proxy (target and body, from OriginalRequests,
 * since Prism re-serialises what it passes on), signed for the real server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSigningProxy, type SigningProxy, type SigningProxyOptions } from '../../src/server/index.js';
import { guarded, harden, listen } from './http-guard.js';
import { ORIGINAL_REQUEST_HEADER, type OriginalRequests } from './original-requests.js';
import { readBody } from './read-body.js';

const HOST = '127.0.0.1';
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  ORIGINAL_REQUEST_HEADER,
]);

export interface RunningForwarder {
  url: string;
  stop(): Promise<void>;
}

export async function startForwarderServer(options: SigningProxyOptions, originals?: OriginalRequests): Promise<RunningForwarder> {
  const forward = createSigningProxy(options);
  const server = harden(createServer(guarded((request, response) => answer(request, response, forward, originals))));
  const port = await listen(server, 0, HOST);
  return {
    url: `http://${HOST}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, forward: SigningProxy, originals?: OriginalRequests) {
  const arrived = await readBody(request).catch(() => undefined);
  if (!arrived) return void response.destroy();
  const original = originals?.find(request.headers[ORIGINAL_REQUEST_HEADER]);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !NOT_FORWARDED.has(name)) for (const item of [value].flat()) headers.append(name, item);
  const method = request.method ?? 'GET';
  const body = original?.body ?? arrived;
  let webRequest: Request;
  try {
    webRequest = new Request(`http://${HOST}${original?.target ?? request.url}`, {
      method,
      headers,
      body: method !== 'GET' && method !== 'HEAD' && body.length ? new Uint8Array(body) : undefined,
    });
  } catch {
    return void response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Not a request the forwarder can read.\n');
  }
  const reply = await forward(webRequest);
  const bytes = Buffer.from(await reply.arrayBuffer());
  const replyHeaders: string[] = [];
  reply.headers.forEach((value, name) => replyHeaders.push(name, value));
  response.writeHead(reply.status, reply.statusText || undefined, [...replyHeaders, 'Content-Length', String(bytes.length)]).end(bytes);
}
