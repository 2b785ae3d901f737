/**
 * A Node HTTP server answering with MSW request handlers, through msw's own `getResponse` (the same
 * matching as in a test). Behind Prism it answers each request as the client sent it (host, target
 * and body), taken from the front proxy's OriginalRequests, and nothing that did not come through it;
 * alone it answers what arrives. It listens at once: a request that comes before msw and the handlers are
 * loaded waits for them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'msw';
import { SENT_TARGET } from '../../src/sandbox/signature/request-facts.js';
import { guarded, harden, listen, MAX_HEADER_FIELDS } from './http-guard.js';
import { ORIGINAL_REQUEST_HEADER, type OriginalRequest, type OriginalRequests } from './original-requests.js';
import { BodyTooLargeError, readBody } from './read-body.js';

const HOST = '127.0.0.1';
/** A host name or address with an optional port, nothing that would read as user info or a path. */
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Headers that describe one connection or that the Request sets itself. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'expect',
  'host',
  'content-length',
  ORIGINAL_REQUEST_HEADER,
]);

export interface MswServerOptions {
  /** The handlers, read again for each request (so a sandbox's reset or `use` takes effect); may still be loading. */
  handlers: (() => readonly RequestHandler[]) | Promise<() => readonly RequestHandler[]>;
  /** 0 picks a free port. */
  port: number;
  portVariable?: string;
  originals?: OriginalRequests;
}

export interface RunningMswServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** msw takes a few hundred ms of CPU to load: loaded once, with the first handlers. */
let msw: Promise<typeof import('msw')> | undefined;

export async function startMswServer(options: MswServerOptions): Promise<RunningMswServer> {
  const loaded: Loaded = Promise.resolve(options.handlers).then(async (handlers) => [await (msw ??= import('msw')), handlers]);
  loaded.catch(() => undefined); // a request that waits for it answers with the failure; so does its owner
  // Behind Prism, a request carries the front proxy's few headers beside the client's.
  const guard = { maxHeaderFields: MAX_HEADER_FIELDS + 16 };
  const server = harden(createServer(guarded((request, response) => answer(request, response, options.originals, loaded), guard)));
  const port = await listen(server, options.port, HOST, options.portVariable);
  return {
    url: `http://${HOST}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Loaded = Promise<[typeof import('msw'), () => readonly RequestHandler[]]>;

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  originals: OriginalRequests | undefined,
  loaded: Loaded,
): Promise<void> {
  let arrived: OriginalRequest;
  try {
    arrived = { host: request.headers.host ?? HOST, target: request.url!, body: await readBody(request) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) sendJson(response, 413, envelope(error.message));
    else response.destroy();
    return;
  }
  // Behind the front proxy, only what came through it is answered: not a page that found this private port.
  const original = originals ? originals.find(request.headers[ORIGINAL_REQUEST_HEADER]) : arrived;
  if (!original) return sendJson(response, 421, envelope("Misdirected request: send it to the mock's own address."));
  const fetchRequest = toFetchRequest(request, original);
  if (!fetchRequest) return sendJson(response, 400, envelope(`The Host header '${original.host}' is not a host name.`));
  let getResponse: typeof import('msw').getResponse;
  let handlers: () => readonly RequestHandler[];
  try {
    [{ getResponse }, handlers] = await loaded;
  } catch (error) {
    return sendJson(response, 503, envelope(`The handlers could not be loaded: ${error instanceof Error ? error.message : String(error)}`));
  }
  const reply = await getResponse([...handlers()], fetchRequest);
  if (!reply) return sendJson(response, 404, envelope(`There is no operation ${request.method} ${original.target}.`));
  const body = Buffer.from(await reply.arrayBuffer());
  const headers: string[] = [];
  reply.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') headers.push(name, value);
  });
  response.writeHead(reply.status, reply.statusText || undefined, [...headers, 'Content-Length', String(body.length)]).end(body);
}

/** The request as the handlers see it: addressed to the host the client named, the target and body as sent. */
function toFetchRequest(request: IncomingMessage, original: OriginalRequest): Request | undefined {
  if (!HOST_HEADER.test(original.host)) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${original.host}${original.target}`); // not relative: `//x` stays a path
  } catch {
    return undefined;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (NOT_FORWARDED.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-forwarded-host', original.host);
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && original.body.length > 0;
  const fetchRequest = new Request(url, { method, headers, body: hasBody ? new Uint8Array(original.body) : undefined });
  // The URL resolved `x/../` and `\`: the sandbox checks the signature over the target as it was sent.
  Object.defineProperty(fetchRequest, SENT_TARGET, { value: original.target });
  return fetchRequest;
}

function envelope(failureMessage: string) {
  return { state: 1, responseObject: null, failureMessage, failureDetail: null };
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
}
