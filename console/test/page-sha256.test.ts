/** On a page without WebCrypto (plain http from another host) the console passes @noble/hashes' SHA-256 to the SDK. */
import { sha256 } from '@noble/hashes/sha2.js';
import { afterEach, expect, it, vi } from 'vitest';
import { emptySettings } from '../src/connection/connection-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const settings = { ...emptySettings(), targetSystem: 'campaigns.example.org', publicKey: 'pk-1', privateKey: 'sk-1' };

it('adds nothing where the page has WebCrypto', async () => {
  vi.resetModules();
  const { signingReady, pageSha256 } = await import('../src/connection/page-sha256');
  await signingReady;
  expect(pageSha256()).toEqual({});
  const { toDsmConfig } = await import('../src/connection/connection-settings');
  expect(toDsmConfig(settings)).not.toHaveProperty('sha256');
});

it("signs on @noble/hashes' SHA-256 where the page has none, once it is loaded", async () => {
  vi.resetModules();
  vi.stubGlobal('crypto', undefined);
  const { signingReady, pageSha256 } = await import('../src/connection/page-sha256');
  await signingReady;
  expect(pageSha256()).toEqual({ sha256 });
  const { toDsmConfig } = await import('../src/connection/connection-settings');
  expect(toDsmConfig(settings).sha256).toBe(sha256);
});
