/** A sandbox behind MSW's `setupServer`, and SDK clients that reach it over loopback addresses only. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import type { DsmConfig } from '../../src/config.js';
import { createSandbox, SANDBOX_DEMO_KEYS, type SandboxOptions } from '../../src/sandbox/index.js';

/** Starts a sandbox for the file's tests; every test starts from the demo data. */
export function useSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox(options);
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return { sandbox, server };
}

/** An SDK client signing with the demo keys (port 9: should a request escape MSW, nothing listens there). */
export function demoClient(config: DsmConfig = {}) {
  return createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: 9,
    publicKey: SANDBOX_DEMO_KEYS.publicKey,
    privateKey: SANDBOX_DEMO_KEYS.privateKey,
    adminPublicKey: SANDBOX_DEMO_KEYS.adminPublicKey,
    adminPrivateKey: SANDBOX_DEMO_KEYS.adminPrivateKey,
    ...config,
  });
}
