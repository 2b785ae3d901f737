/**
 * The proxy in front of Prism: checks each request before Prism sees it (a target Prism would crash
 * on, an unanswered method, a body over the limit or cut off: refused here as envelopes), forwards the
 * rest with the body as received, and replaces Prism's own error verdicts with the platform's failure
 * envelope (scripts/serve/mock-errors.ts), a 405 with the contract's methods in `Allow`. Successful replies
 * and CORS headers pass through as Prism sends them; CORS preflights are answered here alike
 * (scripts/serve/preflight.ts). A reply Prism found to break the contract (proxy mode) is reported on the
 * console. A directory before the first `/api/` (a target system `host/directory`) is the SDK's and the
 * sandbox's business only: Prism, whose paths start at `/api/`, is asked without it.
 */
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { describeViolation, failureEnvelopeFor, isMockVerdict, replyViolations, type FailureEnvelope } from './mock-errors.js';
import { bodyProblem } from './body-check.js';
import { answerPreflight } from './preflight.js';
import { guarded, harden, listen, type Refuse } from './http-guard.js';
import { ORIGINAL_REQUEST_HEADER, type OriginalRequests } from './original-requests.js';
import { pathMethods } from './path-methods.js';
import { endToEndHeaders, forwardedHeaders } from './proxy-headers.js';
import { BodyTooLargeError, declaresTooLarge, readBody } from './read-body.js';
import { answerControl, isControlPath, type ControlSource } from './sandbox-control.js';

const HOST = '127.0.0.1';
/** How long Prism (and what it proxies) may stay silent on one request. */
const UPSTREAM_TIMEOUT_MS = 60_000;

export interface ErrorProxyOptions {
  /** The environment variable that sets `port`, named when the port is taken. */
  portVariable?: string;
  /** Keep each request as it arrived for the server behind Prism (proxy mode). */
  originals?: OriginalRequests;
  /** Where reply violations are reported (default: console.warn). */
  report?: (line: string) => void;
  /** The sandbox that `/__sandbox/` requests drive (scripts/serve/sandbox-control.ts); Prism never sees them. */
  control?: ControlSource;
  /** The contract Prism serves: a 405 names its methods for the target in `Allow`. */
  contractFile?: string;
  /** What answers behind Prism, as messages name it: `mock` (default), or `server` in front of a real one. */
  answerer?: 'mock' | 'server';
}

const NO_CONTROL: ControlSource = async () => undefined;

export async function startErrorProxy(
  upstreamPort: number,
  port: number,
  options: ErrorProxyOptions = {},
): Promise<{ close(): Promise<void> }> {
  // The time limit sits on each pooled connection once, rather than being set again per request.
  const agent = new Agent({ keepAlive: true, timeout: UPSTREAM_TIMEOUT_MS });
  const allowed = options.contractFile === undefined ? undefined : pathMethods(options.contractFile);
  const relayOptions = { ...options, allowed };
  const server = harden(
    createServer(
      guarded((request, response) => relay(request, response, upstreamPort, agent, relayOptions), { refuse: refuseAsEnvelope, allowed }),
    ),
  );
  await listen(server, port, HOST, options.portVariable);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const refuseAsEnvelope: Refuse = (response, status, reason, headers = {}) => {
  if (response.headersSent) return void response.destroy();
  sendEnvelope(response, status, undefined, { state: 1, responseObject: null, failureMessage: reason, failureDetail: null }, [
    ...Object.entries(headers).flat(),
    'Connection',
    'close',
  ]);
};

/** The target from the first `/api/` segment on, as the contract's paths start (the directory before it dropped). */
function apiTarget(target: string): string {
  const path = target.split('?', 1)[0]!;
  const start = path.indexOf('/api/');
  return start > 0 ? target.slice(start) : target;
}

const NO_BODY = Buffer.alloc(0);

interface RelayOptions extends ErrorProxyOptions {
  allowed: ((target: string) => readonly string[]) | undefined;
}

/** A request without Content-Length or Transfer-Encoding (or with Content-Length 0) has no body to read. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** A bodiless request (most are reads) goes on at once; one with a body once it is read whole. */
function relay(
  request: IncomingMessage,
  response: ServerResponse,
  upstreamPort: number,
  agent: Agent,
  options: RelayOptions,
): Promise<void> | void {
  if (answerPreflight(request, response)) return;
  if (declaresTooLarge(request)) return refuseAsEnvelope(response, 413, new BodyTooLargeError().message);
  if (isControlPath(request.url)) {
    return readBody(request).then(
      (body) => answerControl(request, response, body, options.control ?? NO_CONTROL),
      (error: unknown) => {
        if (error instanceof BodyTooLargeError) refuseAsEnvelope(response, 413, error.message);
        else response.destroy(); // the client left: nobody to answer
      },
    );
  }
  if (!hasBody(request)) return send(request, response, NO_BODY, upstreamPort, agent, options);
  return readBody(request).then(
    (body) => send(request, response, body, upstreamPort, agent, options),
    (error: unknown) => {
      if (error instanceof BodyTooLargeError) refuseAsEnvelope(response, 413, error.message);
      else response.destroy(); // the client left: nobody to answer
    },
  );
}

/** Sends the request on to Prism and its reply back: as it is, or as the platform's failure envelope. */
function send(
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
  upstreamPort: number,
  agent: Agent,
  options: RelayOptions,
): void {
  const problem = bodyProblem(request.headers['content-type'], body);
  if (problem) return refuseAsEnvelope(response, problem.status, problem.reason);
  const headers = forwardedHeaders(request, HOST, upstreamPort, body.length);
  const originalId = options.originals?.keep({ host: request.headers.host ?? '', target: request.url!, body });
  if (originalId) headers[ORIGINAL_REQUEST_HEADER] = originalId;

  const path = apiTarget(request.url!);
  const upstream = forward({ host: HOST, port: upstreamPort, method: request.method, path, headers, agent }, (reply) => {
    reply.on('error', () => response.destroy()); // Prism went away mid-reply
    const status = reply.statusCode ?? 502;
    const { kept, violationsHeader } = endToEndHeaders(reply.rawHeaders);
    if (violationsHeader) reportViolations(`${request.method} ${request.url}`, reply.headers, options);
    if (status < 400) {
      response.writeHead(status, reply.statusMessage, kept);
      passOn(reply, response);
      return;
    }
    const chunks: Buffer[] = [];
    reply.on('data', (chunk: Buffer) => chunks.push(chunk));
    reply.on('end', () => {
      const replyBody = Buffer.concat(chunks);
      const verdict = { status, headers: reply.headers, body: replyBody.toString('utf8') };
      if (!isMockVerdict(verdict)) {
        response.writeHead(status, reply.statusMessage, kept).end(replyBody);
        return;
      }
      const envelope = failureEnvelopeFor(
        { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers },
        verdict,
        options.answerer,
      );
      const replyHeaders = endToEndHeaders(reply.rawHeaders, ['content-type', 'content-length', 'allow']).kept;
      // Prism names no methods in its 405: the contract's for this path.
      if (status === 405) replyHeaders.push('Allow', (options.allowed?.(request.url!) ?? []).join(', '));
      sendEnvelope(response, status, reply.statusMessage, envelope, replyHeaders);
    });
  });
  let timedOut = false;
  upstream.once('timeout', () => ((timedOut = true), upstream.destroy(new Error(`no answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`))));
  upstream.on('error', (error) => {
    const envelope: FailureEnvelope = {
      state: 1,
      responseObject: null,
      failureMessage: `The mock server (Prism) did not answer: ${error.message}`,
      failureDetail: null,
    };
    if (!response.headersSent) sendEnvelope(response, timedOut ? 504 : 502, timedOut ? 'Gateway Timeout' : 'Bad Gateway', envelope, []);
    else response.destroy(error);
  });
  response.once('close', () => {
    if (originalId) options.originals!.forget(originalId);
    // The client left before the reply was complete: stop waiting for Prism too.
    if (!response.writableFinished) upstream.destroy();
  });
  upstream.end(body);
}

/**
 * The reply's body, byte for byte, as `pipe` would send it (pausing while the client's connection is full) but
 * with two listeners instead of pipe's seven per request; a client that leaves ends the upstream request instead.
 */
function passOn(reply: IncomingMessage, response: ServerResponse): void {
  reply.on('data', (chunk: Buffer) => {
    if (!response.write(chunk)) {
      reply.pause();
      response.once('drain', () => reply.resume());
    }
  });
  reply.on('end', () => response.end());
}

function reportViolations(operation: string, headers: IncomingMessage['headers'], options: ErrorProxyOptions): void {
  const violations = replyViolations(headers);
  if (violations.length)
    (options.report ?? console.warn)(
      `The ${options.answerer ?? 'mock'}'s reply to ${operation} breaks the contract: ${violations.map(describeViolation).join('; ')}`,
    );
}

function sendEnvelope(
  response: ServerResponse,
  status: number,
  statusMessage: string | undefined,
  envelope: FailureEnvelope,
  headers: string[],
): void {
  const body = JSON.stringify(envelope);
  response
    .writeHead(status, statusMessage, [
      ...headers,
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(Buffer.byteLength(body)),
    ])
    .end(body);
}
