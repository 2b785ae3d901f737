/**
 * Between the front proxy and Prism in the gateway mode: passes every exchange through unchanged and hands
 * Prism's verdict on it (its `sl-violations` header, or the `validation` list of its refusal) to the contract
 * report, with the operation the request was for.
 */
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { route } from '../../src/server/routes.js';
import type { ContractReport } from './contract-report.js';
import { guarded, harden, listen } from './http-guard.js';
import type { Violation } from './mock-errors.js';

const HOST = '127.0.0.1';
/** Prism and the real server behind it may take this long for one exchange. */
const TIMEOUT_MS = 90_000;
const NO_OPERATION: Violation = {
  location: ['request'],
  severity: 'Error',
  code: 'no-operation',
  message: 'no operation of the contract has this method and path',
};

export async function startRecorderHop(prismPort: number, report: ContractReport): Promise<{ port: number; stop(): Promise<void> }> {
  const agent = new Agent({ keepAlive: true, timeout: TIMEOUT_MS });
  const server = harden(createServer(guarded((request, response) => relay(request, response, prismPort, agent, report))));
  const port = await listen(server, 0, HOST);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function relay(request: IncomingMessage, response: ServerResponse, prismPort: number, agent: Agent, report: ContractReport): void {
  const method = request.method ?? 'GET';
  const path = (request.url ?? '/').split('?')[0]!;
  const upstream = forward({ host: HOST, port: prismPort, method, path: request.url, headers: request.headers, agent }, (reply) => {
    const chunks: Buffer[] = [];
    reply.on('data', (chunk: Buffer) => chunks.push(chunk));
    reply.on('error', () => response.destroy());
    reply.on('end', () => {
      const body = Buffer.concat(chunks);
      const routed = route(method, path);
      const operationId = routed && 'found' in routed ? routed.found.operation.id : undefined;
      const violations = operationId ? verdict(reply, body) : [NO_OPERATION];
      if (method !== 'OPTIONS') report.record({ operationId, method, path, status: reply.statusCode ?? 0, violations });
      response.writeHead(reply.statusCode ?? 502, reply.statusMessage, reply.rawHeaders).end(body);
    });
  });
  upstream.setTimeout(TIMEOUT_MS, () => upstream.destroy(new Error('no answer')));
  upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  response.once('close', () => response.writableFinished || upstream.destroy());
  request.pipe(upstream);
}

/** Prism's findings on this exchange: the header it sets, else the list in its refusal. */
function verdict(reply: IncomingMessage, body: Buffer): Violation[] {
  const header = reply.headers['sl-violations'];
  const fromHeader = typeof header === 'string' ? parsed(header) : undefined;
  if (Array.isArray(fromHeader)) return fromHeader as Violation[];
  if ((reply.statusCode ?? 0) < 400 || !String(reply.headers['content-type']).includes('problem+json')) return [];
  const validation = (parsed(body.toString('utf8')) as { validation?: unknown } | undefined)?.validation;
  return Array.isArray(validation) ? (validation as Violation[]) : [];
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
