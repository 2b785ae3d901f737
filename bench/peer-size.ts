/**
 * The peer on the same contract: hey-api's openapi-ts (the version pinned in package.json) generates
 * its fetch client, SDK and TanStack Query plugin from the bundled contract into a temporary folder,
 * and its whole hooks index and one query hook are bundled and gzipped exactly as ours
 * (bench/bundle-size.ts), beside our whole `@dsm/sdk/react` index with `createDsmClient`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialBundleSize } from './bundle-size.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const OUR_WHOLE_INDEX = `export * from '@dsm/sdk/react';\nexport { createDsmClient } from '@dsm/sdk';`;

/** Bytes by where they come from (generated/operations, src/validation, ...), largest first. */
function where(inputs: string[], sizes: Record<string, number>) {
  const by: Record<string, number> = {};
  for (const input of inputs) {
    const key = input
      .split('/')
      .slice(0, input.startsWith('node_modules/') ? 3 : 2)
      .join('/');
    by[key] = (by[key] ?? 0) + (sizes[input] ?? 0);
  }
  return Object.fromEntries(Object.entries(by).sort((a, b) => b[1] - a[1]));
}

export async function benchPeerSize() {
  const version = (JSON.parse(readFileSync(`${root}node_modules/@hey-api/openapi-ts/package.json`, 'utf8')) as { version: string }).version;
  const dir = mkdtempSync(join(tmpdir(), 'dsm-peer-'));
  try {
    const cli = `${root}node_modules/@hey-api/openapi-ts/bin/run.js`;
    const plugins = ['@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'];
    execFileSync(
      process.execPath,
      [cli, '-i', `${root}generated/openapi.json`, '-o', dir, '-c', '@hey-api/client-fetch', '-p', ...plugins, '--no-log-file', '-s'],
      { cwd: root, stdio: 'ignore' },
    );
    const peerIndex = await initialBundleSize(
      `export * from '${dir}/@tanstack/react-query.gen.ts';\nexport { client } from '${dir}/client.gen.ts';`,
    );
    const peerOneHook = await initialBundleSize(
      `export { contactsCountOptions } from '${dir}/@tanstack/react-query.gen.ts';\nexport { client } from '${dir}/client.gen.ts';`,
    );
    const oursSplit = await initialBundleSize(OUR_WHOLE_INDEX);
    const oursSingle = await initialBundleSize(OUR_WHOLE_INDEX, { splitting: false, sizes: true });
    const size = ({ minifiedBytes, gzipBytes }: { minifiedBytes: number; gzipBytes: number }) => ({ minifiedBytes, gzipBytes });
    return {
      peer: `@hey-api/openapi-ts ${version} (client-fetch, sdk, @tanstack/react-query)`,
      peerWholeIndex: size(peerIndex),
      peerOneQueryHook: size(peerOneHook),
      oursWholeIndexAtStart: size(oursSplit),
      oursWholeIndexSingleFile: size(oursSingle),
      ratioAtStart: +(oursSplit.gzipBytes / peerIndex.gzipBytes).toFixed(2),
      ratioSingleFile: +(oursSingle.gzipBytes / peerIndex.gzipBytes).toFixed(2),
      target: 1.2,
      oursSingleFileMinifiedBytesBySource: where(oursSingle.inputs, oursSingle.sizes ?? {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
