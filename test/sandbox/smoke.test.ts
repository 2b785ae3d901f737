import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('sandbox skeleton', () => {
  it('answers a signed call', async () => {
    const dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: 9, publicKey: SANDBOX_DEMO_KEYS.publicKey, privateKey: SANDBOX_DEMO_KEYS.privateKey });
    expect(typeof (await dsm.call('contactsCount'))).toBe('number');
  });
});
