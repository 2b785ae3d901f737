/** createSandbox's options: defaults as for npm start, partial keys, and refusals of options it cannot use. */
import { describe, expect, it } from 'vitest';
import { DsmConfigError } from '../../src/errors.js';
import { createSandbox, DEFAULT_MAX_SKEW_SECONDS, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';
import { demoClient, useSandbox } from './support.js';

const { server } = useSandbox();

describe('createSandbox options', () => {
  it('defaults to the demo keys and a five-minute window', async () => {
    expect(DEFAULT_MAX_SKEW_SECONDS).toBe(300);
    expect(Object.keys(SANDBOX_DEMO_KEYS).sort()).toEqual(['adminPrivateKey', 'adminPublicKey', 'privateKey', 'publicKey']);
    await expect(demoClient({ now: () => new Date(Date.now() - 290_000) }).call('contactsCount')).resolves.toBeGreaterThan(0);
  });

  it('takes its own key pair and keeps the demo admin pair when none is given', async () => {
    server.use(...createSandbox({ keys: { publicKey: 'app-pub', privateKey: 'app-priv' } }).handlers);
    await expect(demoClient({ publicKey: 'app-pub', privateKey: 'app-priv' }).call('contactsCount')).resolves.toBeGreaterThan(0);
    await expect(demoClient().call('contactsCount')).rejects.toThrow(/^Unknown key id in X-DSM-Id/);
    await expect(
      demoClient({ publicKey: 'app-pub', privateKey: 'app-priv' }).call('smartCampaignGetCampaigns', {
        body: { sendWithAdminKeys: true },
      }),
    ).resolves.toEqual(expect.any(Array));
  });

  it.each([
    [{ maxSkewSeconds: -1 }, /'maxSkewSeconds'/],
    [{ maxSkewSeconds: Number.NaN }, /'maxSkewSeconds'/],
    [{ speed: 0 }, /'speed'/],
    [{ keys: { privateKey: '' } }, /'keys.privateKey'/],
  ])('refuses %o with a DsmConfigError naming the option', (options, message) => {
    expect(() => createSandbox(options)).toThrow(DsmConfigError);
    expect(() => createSandbox(options)).toThrow(message);
  });
});
