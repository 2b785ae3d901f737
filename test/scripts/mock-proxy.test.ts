/**
 * The mock's error proxy against a stub upstream standing in for Prism: successful replies and the
 * contract's own error examples pass through untouched; Prism's verdicts become envelopes.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErrorProxy } from '../../scripts/serve/mock-server.js';
import { freePort } from '../../scripts/serve/prism.js';

interface StubReply {
  status: number;
  headers: [string, string][];
  body: string;
}

/** What the stub answers per path, and what it received. */
const replies: Record<string, StubReply> = {
  // Odd spacing and header case on purpose: the proxy must not re-serialise or normalise.
  '/api/ok': {
    status: 200,
    headers: [
      ['Content-type', 'application/json'],
      ['X-Custom', 'Kept'],
    ],
    body: '{ "state" : 0,\n "responseObject": "é" }',
  },
  '/api/example-401': {
    status: 401,
    headers: [['Content-type', 'application/json']],
    body: '{"state":1,"responseObject":null,"failureMessage":"The request signature is not valid.","failureDetail":null}',
  },
  '/api/prism-401': {
    status: 401,
    headers: [
      ['sl-violations', '[{"location":["request"],"severity":"Error","code":401,"message":"Invalid security scheme used"}]'],
      ['Content-type', 'application/json'],
    ],
    body: '{"state":1,"responseObject":null,"failureMessage":"The request signature is not valid.","failureDetail":null}',
  },
};
let received: { method: string; url: string; headers: IncomingHttpHeaders; body: string } | undefined;

let upstream: Server;
let proxy: { close(): Promise<void> };
let proxyUrl: string;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received = { method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      const reply = replies[request.url!]!;
      response.writeHead(reply.status, reply.headers.flat()).end(reply.body);
    });
  });
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const port = await freePort();
  proxy = await startErrorProxy(upstreamPort, port);
  proxyUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('mock error proxy', () => {
  it('forwards method, path, headers and body unchanged', async () => {
    const body = '{"name":"Wörkflow €"}';
    await fetch(`${proxyUrl}/api/ok`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-DSM-Id': 'pub-1' },
    });
    expect(received).toMatchObject({ method: 'POST', url: '/api/ok', body });
    expect(received!.headers['x-dsm-id']).toBe('pub-1');
    expect(received!.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('passes a successful reply through byte for byte, headers included', async () => {
    const response = await fetch(`${proxyUrl}/api/ok`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(replies['/api/ok']!.body);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-custom')).toBe('Kept');
  });

  it('passes an error example of the contract through untouched', async () => {
    const response = await fetch(`${proxyUrl}/api/example-401`);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(replies['/api/example-401']!.body);
  });

  it("replaces Prism's verdict with an envelope that names the missing headers", async () => {
    const response = await fetch(`${proxyUrl}/api/prism-401`, { headers: { 'X-DSM-Id': 'pub-1', 'X-DSM-Signature': 'abc' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('sl-violations')).toContain('Invalid security scheme used');
    expect(await response.json()).toEqual({
      state: 1,
      responseObject: null,
      failureMessage: 'The request is not signed: X-DSM-Algo and X-DSM-Time are missing.',
      failureDetail: { missingHeaders: ['X-DSM-Algo', 'X-DSM-Time'] },
    });
  });
});
