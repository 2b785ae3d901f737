import { it } from 'vitest';
import { initialBundleSize, ONE_HOOK_APP, THREE_HOOKS_APP } from '/work/wt/hard-jobs/bench/bundle-size.js';
it('size', async () => { console.log('SIZES', (await initialBundleSize(ONE_HOOK_APP)).gzipBytes, (await initialBundleSize(THREE_HOOKS_APP)).gzipBytes); });
