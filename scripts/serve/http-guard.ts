/**
 * What every server of `npm start` shares so that no request can take it down or reach it from a foreign
 * page: the `Host` (its own loopback address and port only), the number of header fields, the request
 * target and the method are checked before a handler runs, a handler that throws or rejects answers 500
 * instead of ending the process, slow or truncated requests time out, and a port in use is one clear
 * error naming the variable that moves it.
 */
import { createServer as createNetServer } from 'node:net';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { addressedHere, foreignHostReason } from './own-host.js';
import { ANSWERED_METHODS, targetProblem } from './request-target.js';

/**
 * More header fields than this are refused with 431. Node would otherwise drop the fields past its own
 * count without a word (the signing headers among them), so the servers count them themselves.
 */
export const MAX_HEADER_FIELDS = 256;

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly variable?: string,
  ) {
    super(
      variable
        ? `Port ${port} is already in use (another npm start?): stop what uses it or set ${variable} to a free port, e.g. ${variable}=${port + 100 <= 65535 ? port + 100 : port - 100} npm start`
        : `Port ${port} is already in use.`,
    );
    this.name = 'PortInUseError';
  }
}

/** How a refusal is written: plain text by default, the platform's envelope on the mock; `headers` go with it. */
export type Refuse = (response: ServerResponse, status: number, reason: string, headers?: Record<string, string>) => void;

export const refuseAsText: Refuse = (response, status, reason, headers = {}) => {
  if (response.headersSent) return void response.destroy();
  const body = `${reason}\n`;
  response
    .writeHead(status, {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    })
    .end(body);
};

export interface GuardOptions {
  /** Methods this server answers (default: those of ANSWERED_METHODS). */
  methods?: ReadonlySet<string>;
  /** The methods a 405 names in `Allow` for this target (default: `methods`). */
  allowed?: (target: string) => readonly string[];
  /** More header fields are refused with 431 (default MAX_HEADER_FIELDS). */
  maxHeaderFields?: number;
  refuse?: Refuse;
}

/** The client went away mid-request: its connection is closed, as `response.destroy()` would. */
function closeOnError(this: IncomingMessage): void {
  this.socket?.destroy();
}
/** A write to a closed connection: nothing left to tell. */
const ignoreError = () => undefined;

/**
 * `handler` behind the target and method checks, with its throws and rejections answered as 500. Nothing is
 * made per request but what a request needs (listeners shared, the failure path built only on failure).
 */
export function guarded(
  handler: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: GuardOptions = {},
): RequestListener {
  const refuse = options.refuse ?? refuseAsText;
  const methods = options.methods ?? ANSWERED_METHODS;
  const allowed = options.allowed ?? (() => [...methods]);
  const maxHeaderFields = options.maxHeaderFields ?? MAX_HEADER_FIELDS;
  const fail = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    console.error(`${request.method} ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`);
    refuse(response, 500, 'The server failed on this request; it keeps running.');
  };
  return (request, response) => {
    request.on('error', closeOnError);
    response.on('error', ignoreError);
    if (!addressedHere(request)) return refuse(response, 421, foreignHostReason(request.socket?.localPort));
    if (request.rawHeaders.length / 2 > maxHeaderFields)
      return refuse(response, 431, `Request header fields too large: more than ${maxHeaderFields} header fields.`);
    const problem = targetProblem(request.url);
    if (problem) return refuse(response, 400, `Bad request: ${problem}.`);
    if (!methods.has(request.method ?? '')) {
      const allow = allowed(request.url!).filter((method) => methods.has(method));
      return refuse(response, 405, `The method ${request.method} is not answered here.`, { Allow: allow.join(', ') });
    }
    try {
      const result = handler(request, response);
      if (result instanceof Promise) result.catch((error: unknown) => fail(request, response, error));
    } catch (error) {
      fail(request, response, error);
    }
  };
}

/**
 * Time limits for a request's head and whole request (a truncated body waits at most this long);
 * Node answers unparsable requests and heads over 16 KiB itself (400, 431) and keeps serving. Node keeps
 * every header field (`maxHeadersCount` 0), so `guarded` sees them all and refuses too many with 431.
 */
export function harden(server: Server): Server {
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.maxHeadersCount = 0;
  return server;
}

/** Listens on `host:port`; a port in use rejects with a PortInUseError naming `variable`. */
export function listen(server: Server, port: number, host: string, variable?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, variable) : error),
    );
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });
}

/** Rejects with a PortInUseError for the first of `ports` that cannot be bound, before anything is started. */
export async function assertPortsFree(ports: { port: number; variable: string }[], host = '127.0.0.1'): Promise<void> {
  for (const { port, variable } of ports) {
    const probe = createNetServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, variable) : error),
      );
      probe.listen(port, host, () => probe.close(() => resolve()));
    });
  }
}
