/**
 * What one hook with the client, and three hooks, add to an application's
 * initial JavaScript (minified, gzip level 9; React, React Query and React Table external). The signer
 * chunk, which the first signed call waits for, is counted in the first-call budgets; a single-file
 * build (no code splitting) counts everything, and never holds the table of every operation, which only
 * `call()` and `raw` (`@dsm/sdk/call`, `@dsm/sdk/raw`) bring. Deterministic: esbuild and zlib give the
 * same bytes on every machine. `npm run bench` reports the same figures.
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
    expect(one.gzipBytes).toBeGreaterThan((await initialBundleSize(ONE_HOOK_APP)).gzipBytes + 512);
  });

  it(`in a single-file build: one hook at most ${BUDGETS.oneHookSingleFile}, three at most ${BUDGETS.threeHooksSingleFile} bytes gzip, without the table of every operation`, async () => {
    const one = await initialBundleSize(ONE_HOOK_APP, { splitting: false });
    const three = await initialBundleSize(THREE_HOOKS_APP, { splitting: false });
    expect(one.gzipBytes).toBeLessThanOrEqual(BUDGETS.oneHookSingleFile);
    expect(three.gzipBytes).toBeLessThanOrEqual(BUDGETS.threeHooksSingleFile);
    for (const { inputs } of [one, three]) {
      expect(inputs).not.toContain('generated/operations/index.ts');
      expect(inputs).not.toContain('src/transport/operation-lookup.ts');
      // openapi-fetch builds only `raw` requests: it comes with `@dsm/sdk/raw`, never with the client.
      expect(inputs.filter((input) => input.includes('openapi-fetch'))).toEqual([]);
      // What the first call waits for is in the one file: the signer.
      expect(inputs.some((input) => input.startsWith('src/signing/'))).toBe(true);
    }
  });

  it('the single-file probe is real: an app using call() or raw carries the table', async () => {
    for (const app of [
      `import { createDsmClient } from '@dsm/sdk';\nimport { withCall } from '@dsm/sdk/call';\nexport const dsm = withCall(createDsmClient());`,
      `import { createDsmClient } from '@dsm/sdk';\nimport { withRaw } from '@dsm/sdk/raw';\nexport const dsm = withRaw(createDsmClient());`,
    ]) {
      const { inputs, gzipBytes } = await initialBundleSize(app, { splitting: false });
      expect(inputs).toContain('generated/operations/index.ts');
      expect(inputs.some((input) => input.includes('openapi-fetch'))).toBe(app.includes('withRaw'));
      expect(gzipBytes).toBeGreaterThan(BUDGETS.threeHooksSingleFile * 2);
      // With code splitting the table stays a chunk loaded on the first call.
      expect((await initialBundleSize(app)).inputs).not.toContain('generated/operations/index.ts');
    }
  });

  it('tree-shaking, not a fixed cost, decides the size: every hook is several times larger than one', async () => {
    const everything = await initialBundleSize(`export * from '@dsm/sdk/react';\nexport { createDsmClient } from '@dsm/sdk';`);
    const one = await initialBundleSize(ONE_HOOK_APP);
    expect(everything.gzipBytes).toBeGreaterThan(one.gzipBytes * 3);
  });
});
