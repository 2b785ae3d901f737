/**
 * `npm start`'s gateway settings from the environment: the upstream, both key pairs, the source key and designer
 * mode of the forwarder; a refusal names the variable and never a key's value.
 */
import { describe, expect, it } from 'vitest';
import { gatewaySettings } from '../../scripts/serve/gateway-settings.js';

const BASE = { DSM_UPSTREAM: 'https://dsm.example.com/app', DSM_UPSTREAM_PUBLIC_KEY: 'pub-1', DSM_UPSTREAM_PRIVATE_KEY: 'secret-1' };

describe('gateway settings', () => {
  it('are absent without DSM_UPSTREAM', () => {
    expect(gatewaySettings({})).toBeUndefined();
  });

  it('take the keys, the source key and designer mode', () => {
    const settings = gatewaySettings({ ...BASE, DSM_UPSTREAM_SOURCE_PUBLIC_KEY: 'src-9', DSM_UPSTREAM_DESIGNER: 'true' });
    expect(settings?.keys).toEqual({ publicKey: 'pub-1', privateKey: 'secret-1', sourcePublicKey: 'src-9', designer: true });
    expect(gatewaySettings({ ...BASE, DSM_UPSTREAM_DESIGNER: '0' })?.keys).toEqual({ publicKey: 'pub-1', privateKey: 'secret-1' });
  });

  it('refuse what is missing or unclear, naming the variable and no key', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        gatewaySettings(env);
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ DSM_UPSTREAM: BASE.DSM_UPSTREAM })).toBe(
      'DSM_UPSTREAM needs the keys to sign with: set DSM_UPSTREAM_PUBLIC_KEY and DSM_UPSTREAM_PRIVATE_KEY.',
    );
    expect(refusal({ ...BASE, DSM_UPSTREAM_ADMIN_PUBLIC_KEY: 'admin-pub' })).toBe(
      'Set both DSM_UPSTREAM_ADMIN_PUBLIC_KEY and DSM_UPSTREAM_ADMIN_PRIVATE_KEY, or neither.',
    );
    const designer = refusal({ ...BASE, DSM_UPSTREAM_DESIGNER: 'maybe' });
    expect(designer).toBe('DSM_UPSTREAM_DESIGNER must be 1 or 0 (true or false).');
    for (const message of [designer, refusal({ ...BASE, DSM_UPSTREAM: 'dsm.example.com' })]) expect(message).not.toContain('secret-1');
  });
});
