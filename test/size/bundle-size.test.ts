/**
 * What one hook with the client, and three hooks, add to an application's
 * initial JavaScript (minified, gzip level 9; React, React Query and React Table external). The
 * operation table that `call()` and `raw` load on demand is not part of it; the signer chunk, which
 * the first signed call waits for, is counted in the first-call budgets. Deterministic: esbuild and
 * zlib give the same bytes on every machine. `npm run bench` reports the same figures.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS, initialBundleSize, ONE_HOOK_APP, THREE_HOOKS_APP } from '../../bench/bundle-size.js';

describe('the SDK code an application loads at start', () => {
  it(`one hook and createDsmClient: at most ${BUDGETS.oneHook} bytes gzip`, async () => {
    const size = await initialBundleSize(ONE_HOOK_APP);
    expect(size.gzipBytes).toBeLessThanOrEqual(BUDGETS.oneHook);
  });

  it(`three hooks and createDsmClient: at most ${BUDGETS.threeHooks} bytes gzip`, async () => {
    const size = await initialBundleSize(THREE_HOOKS_APP);
    expect(size.gzipBytes).toBeLessThanOrEqual(BUDGETS.threeHooks);
  });

  it(`with what the first signed call loads (the signer chunk): one hook at most ${BUDGETS.oneHookFirstCall}, three at most ${BUDGETS.threeHooksFirstCall} bytes gzip`, async () => {
    const one = await initialBundleSize(ONE_HOOK_APP, { firstCall: true });
    const three = await initialBundleSize(THREE_HOOKS_APP, { firstCall: true });
    expect(one.gzipBytes).toBeLessThanOrEqual(BUDGETS.oneHookFirstCall);
    expect(three.gzipBytes).toBeLessThanOrEqual(BUDGETS.threeHooksFirstCall);
    // The signer chunk is really counted: the first call needs more than the start.
    expect(one.gzipBytes).toBeGreaterThan((await initialBundleSize(ONE_HOOK_APP)).gzipBytes + 2048);
  });

  it('tree-shaking, not a fixed cost, decides the size: every hook is several times larger than one', async () => {
    const everything = await initialBundleSize(`export * from '@dsm/sdk/react';\nexport { createDsmClient } from '@dsm/sdk';`);
    const one = await initialBundleSize(ONE_HOOK_APP);
    expect(everything.gzipBytes).toBeGreaterThan(one.gzipBytes * 3);
  });
});
