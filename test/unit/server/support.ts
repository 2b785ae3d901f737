/** A sandbox as "the platform" reached through a fetch (msw's getResponse, no network), and what it was sent. */
import { getResponse } from 'msw';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';

export const KEYS = { ...SANDBOX_DEMO_KEYS };
export const SECRETS = [KEYS.privateKey, KEYS.adminPrivateKey];

/** Every request the platform got, and a fetch that answers from the sandbox (404 for what it has no handler for). */
export function sandboxPlatform() {
  const sandbox = createSandbox({ speed: Infinity });
  const received: Request[] = [];
  const fetch = async (request: Request) => {
    received.push(request.clone());
    return (await getResponse(sandbox.handlers, request)) ?? new Response('no handler', { status: 404 });
  };
  return { sandbox, received, fetch };
}
