/** A sandbox behind MSW's `setupServer`, and SDK clients that reach it over loopback addresses only. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import { DsmApiError } from '../../src/errors.js';
import type { DsmConfig } from '../../src/config.js';
import { createSandbox, SANDBOX_DEMO_KEYS, type SandboxOptions } from '../../src/sandbox/index.js';
import { operations } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/operation-ids.js';
import { OperationMatcher } from '../../src/msw/operation-matcher.js';
import { replyViolations } from '../../src/sandbox/contract-check/index.js';

const matcher = new OperationMatcher<OperationId>(operations);

/**
 * Every reply the sandbox gives in a test is checked against the contract's reply schema (as Prism checks
 * it on `npm start`): a test whose calls got a reply that breaks the contract fails, whatever it asserts.
 */
function checkReplies(server: ReturnType<typeof setupServer>, baseUrl: string | undefined) {
  const broken: string[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    const match = matcher.match(request.method, request.url, baseUrl);
    if (!match || response.status !== 200 || !response.headers.get('content-type')?.includes('json')) return;
    const violations = replyViolations(match.operationId, await response.clone().json());
    if (violations.length) broken.push(`${match.operationId}: ${violations.map((violation) => violation.message).join('; ')}`);
  });
  afterEach(() => {
    const found = broken.splice(0);
    expect(found, 'replies that break the contract').toEqual([]);
  });
}

/** Starts a sandbox for the file's tests; every test starts from the demo data. */
export function useSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox(options);
  const server = setupServer(...sandbox.handlers);
  checkReplies(server, options.baseUrl);
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

/** The platform's message of a refused call (a `DsmApiError`); fails the test when the call was not refused. */
export async function refusalOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DsmApiError);
  return (error as DsmApiError).message;
}

export { keysFor } from './keys-for.js';
