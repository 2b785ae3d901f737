/**
 * The sandbox's handlers on a loopback Node server (a test-only adapter: MSW's `getResponse`), behind
 * Prism in proxy mode, which checks every reply against the contract and names what breaks it in the
 * `sl-violations` header. Both run on free loopback ports and are stopped by `stop()`.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getResponse, type HttpHandler } from 'msw';
import { freePort } from '../../scripts/serve/prism.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startProxiedSandbox(contractFile: string, handlers: HttpHandler[]) {
  const upstream = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming);
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
      method: incoming.method,
      headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as [string, string]] : [],
      ),
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const response = (await getResponse(handlers, request)) ?? new Response('no handler', { status: 404 });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const port = await freePort();
  const prism = spawn(
    `${root}node_modules/.bin/prism`,
    ['proxy', '--host', '127.0.0.1', '--port', String(port), contractFile, upstreamUrl],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });

  return {
    port,
    async stop() {
      if (prism.exitCode === null) {
        const exited = new Promise((resolve) => prism.once('exit', resolve));
        process.kill(-prism.pid!, 'SIGTERM');
        await exited;
      }
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}
