/**
 * What the SDK adds to an application's initial JavaScript: an app entry is bundled and minified with
 * esbuild (React, React Query and React Table external, code splitting on), and the gzip size of
 * everything the entry loads at start (itself and the chunks it imports statically) is counted.
 * Chunks loaded on demand, such as the signer, are not. With `splitting` off (a single-file build)
 * esbuild puts what an `import()` loads into the one file, so all of it counts: the single-file budgets
 * keep an app that never calls `call()` or `raw` free of the table of every operation in any build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BundleSize {
  minifiedBytes: number;
  gzipBytes: number;
}

/**
 * `source` is the app's entry module; it imports `@dsm/sdk` and `@dsm/sdk/react` as an app does.
 * `firstCall` also counts the chunks the first signed request waits for (the signer, loaded on
 * demand from the moment a client is made), so a lazy chunk cannot hide code a call needs.
 */
export async function initialBundleSize(
  source: string,
  { firstCall = false, splitting = true, sizes = false } = {},
): Promise<BundleSize & { inputs: string[]; sizes?: Record<string, number> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dsm-size-'));
  try {
    const entry = join(dir, 'app.ts');
    writeFileSync(entry, source);
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      minify: true,
      splitting,
      format: 'esm',
      outdir: join(dir, 'out'),
      write: false,
      metafile: true,
      alias: {
        '@dsm/sdk/react': `${root}src/react/index.ts`,
        '@dsm/sdk/call': `${root}src/call.ts`,
        '@dsm/sdk/raw': `${root}src/raw.ts`,
        '@dsm/sdk': `${root}src/index.ts`,
      },
      external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', '@tanstack/react-table'],
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const start = Object.keys(outputs).find((path) => path.endsWith('/app.js'))!;
    const loaded = new Set<string>();
    for (const pending = [start]; pending.length; ) {
      const path = pending.pop()!;
      if (loaded.has(path)) continue;
      loaded.add(path);
      for (const imported of outputs[path]!.imports) {
        const signs = firstCall && Object.keys(outputs[imported.path]?.inputs ?? {}).some((input) => input.includes('src/signing/'));
        if ((imported.kind === 'import-statement' || (imported.kind === 'dynamic-import' && signs)) && outputs[imported.path])
          pending.push(imported.path);
      }
    }
    const files = result.outputFiles.filter((file) => [...loaded].some((path) => file.path.endsWith(path.slice(path.indexOf('/out/')))));
    const bytes = Buffer.concat(files.map((file) => Buffer.from(file.contents)));
    const inputs = [...loaded].flatMap((path) => Object.keys(outputs[path]!.inputs));
    const bySource: Record<string, number> = {};
    if (sizes)
      for (const path of loaded)
        for (const [input, { bytesInOutput }] of Object.entries(outputs[path]!.inputs)) bySource[input] = bytesInOutput;
    return { minifiedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length, inputs, ...(sizes && { sizes: bySource }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const ONE_HOOK_APP = `
import { createDsmClient } from '@dsm/sdk';
import { DsmProvider, useContactsCount } from '@dsm/sdk/react';
export { createDsmClient, DsmProvider, useContactsCount };
`;

export const THREE_HOOKS_APP = `
import { createDsmClient } from '@dsm/sdk';
import { DsmProvider, useCampaignTemplatesByName, useContactsCount, useContactsDeleteById } from '@dsm/sdk/react';
export { createDsmClient, DsmProvider, useCampaignTemplatesByName, useContactsCount, useContactsDeleteById };
`;

/**
 * Byte budgets (gzip): what the SDK reaches, with about 100 B of headroom, so a change that brings code
 * back fails. The goals: one hook with the client and the signer at most 8.5 KiB gzip in a single-file
 * build and 5.5 KiB at start with code splitting. At start one hook is within it (openapi-fetch comes with
 * `@dsm/sdk/raw` alone, the code of the contract's extensions with the descriptors that use them, the signer,
 * its clock reading included, with the first signed call). The signer bundles no hash library: it signs on
 * node:crypto or WebCrypto, or on a SHA-256 the application passes (`sha256`), so a single-file build is
 * about 1.4 KiB under the goal.
 */
export const BUDGETS = {
  oneHook: 5_600,
  threeHooks: 5_780,
  oneHookFirstCall: 7_168,
  threeHooksFirstCall: 7_364,
  oneHookSingleFile: 7_360,
  threeHooksSingleFile: 7_552,
} as const;
