/**
 * Global setup of the console's browser tests (the `browser` project of vitest.config.ts): one sandbox stack
 * (test/browser/sandbox-stack.ts) for every console test file of the run, started when the first file asks
 * for it, so a run of test/browser/sandbox-console.test.ts alone builds nothing. The files run in vitest's
 * workers; they reach the stack through a small control server on loopback, whose address is provided
 * as `consoleStack`:
 *   GET  /stack          starts the stack once and answers its addresses (JSON), or why it did not start (500);
 *   POST /clock/hold     holds the sandbox's clock (its jobs stand still);
 *   POST /clock/release  lets it go on.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startSandboxStack, type SandboxStack, type StackAddresses } from '../browser/sandbox-stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleStack: string;
  }
}

export default async function setup(project: TestProject) {
  let starting: Promise<SandboxStack> | undefined;
  const stack = () => {
    starting ??= startSandboxStack();
    return starting;
  };
  const server = createServer((request, response) => {
    const route = `${request.method} ${request.url}`;
    const answer = async () => {
      if (route === 'GET /stack') {
        const { mockUrl, consoleUrl, browserWsEndpoint } = await stack();
        const addresses: StackAddresses = { mockUrl, consoleUrl, browserWsEndpoint };
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(addresses));
      } else if (route === 'POST /clock/hold' || route === 'POST /clock/release') {
        const { clock } = await stack();
        if (route.endsWith('hold')) clock.hold();
        else clock.release();
        response.writeHead(204).end();
      } else response.writeHead(404).end();
    };
    answer().catch((error: unknown) => {
      response
        .writeHead(500, { 'Content-Type': 'text/plain' })
        .end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  project.provide('consoleStack', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // A stack that failed to start left nothing running.
    await starting?.then(
      (started) => started.stop(),
      () => undefined,
    );
  };
}
