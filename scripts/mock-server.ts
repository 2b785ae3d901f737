/**
 * The mock that `npm start` and the tests use: Prism on a private loopback port, behind a small proxy
 * that forwards every request unchanged and replaces Prism's own error verdicts with the platform's
 * failure envelope (scripts/mock-errors.ts). Successful replies and CORS (Prism echoes the Origin and
 * allows credentials) pass through as Prism sends them.
 */
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { failureEnvelopeFor, isMockVerdict, type FailureEnvelope } from './mock-errors.js';
import { freePort, startPrism, type RunningMock } from './prism.js';

const HOST = '127.0.0.1';
/** Hop-by-hop headers belong to one connection; the proxy's own connection sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export async function startMock(contractFile: string, port: number, options: { log?: boolean } = {}): Promise<RunningMock> {
  const prism = await startPrism(contractFile, await freePort(), options);
  const proxy = await startErrorProxy(prism.port, port).catch(async (error: unknown) => {
    await prism.stop(); // e.g. the port is taken: leave no Prism behind
    throw error;
  });
  return {
    url: `http://${HOST}:${port}`,
    port,
    stop: async () => {
      await proxy.close();
      await prism.stop();
    },
  };
}

export async function startErrorProxy(upstreamPort: number, port: number): Promise<{ close(): Promise<void> }> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((request, response) => relay(request, response, upstreamPort, agent));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function relay(request: IncomingMessage, response: ServerResponse, upstreamPort: number, agent: Agent): void {
  const upstream = forward(
    { host: HOST, port: upstreamPort, method: request.method, path: request.url, headers: { ...request.headers, host: `${HOST}:${upstreamPort}` }, agent },
    (reply) => {
      const status = reply.statusCode ?? 502;
      if (status < 400) {
        response.writeHead(status, reply.statusMessage, endToEndHeaders(reply.rawHeaders));
        reply.pipe(response); // byte for byte
        return;
      }
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const body = Buffer.concat(chunks);
        const verdict = { status, headers: reply.headers, body: body.toString('utf8') };
        if (!isMockVerdict(verdict)) {
          response.writeHead(status, reply.statusMessage, endToEndHeaders(reply.rawHeaders)).end(body);
          return;
        }
        const envelope = failureEnvelopeFor({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers }, verdict);
        sendEnvelope(response, status, reply.statusMessage, envelope, endToEndHeaders(reply.rawHeaders, ['content-type', 'content-length']));
      });
    },
  );
  upstream.on('error', (error) => {
    const envelope: FailureEnvelope = { state: 1, responseObject: null, failureMessage: `The mock server (Prism) did not answer: ${error.message}`, failureDetail: null };
    if (!response.headersSent) sendEnvelope(response, 502, 'Bad Gateway', envelope, []);
    else response.destroy(error);
  });
  request.pipe(upstream);
}

function sendEnvelope(response: ServerResponse, status: number, statusMessage: string | undefined, envelope: FailureEnvelope, headers: string[]): void {
  const body = JSON.stringify(envelope);
  response
    .writeHead(status, statusMessage, [...headers, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))])
    .end(body);
}

/** Prism's headers as a flat [name, value, ...] list (case and order kept), without hop-by-hop ones and `dropped`. */
function endToEndHeaders(rawHeaders: string[], dropped: string[] = []): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name) && !dropped.includes(name)) kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return kept;
}
