/**
 * `npm run build`: the package entries as ESM in dist/ (esbuild) and their type declarations (tsc).
 *   dist/index.js        createDsmClient, errors, generated functions and models
 *   dist/react/index.js  DsmProvider and the generated hooks
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist/`;

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  sourcemap: true,
  // Peer and runtime dependencies stay imports, so applications dedupe them.
  external: ['openapi-fetch', '@noble/hashes', '@noble/hashes/*', 'react', 'react/*', '@tanstack/react-query'],
  logLevel: 'warning',
});

execFileSync(`${root}node_modules/.bin/tsc`, ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
// Entry declarations point at the declaration tree tsc wrote under dist/types.
for (const [entry, source] of [['index', 'src/index'], ['react/index', 'src/react/index']] as const) {
  const depth = entry.split('/').length - 1;
  mkdirSync(`${dist}${entry}`.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(`${dist}${entry}.d.ts`, `export * from '${depth ? '../' : './'}types/${source}.js';\n`);
}
console.log('built dist/index.js, dist/react/index.js and their declarations');
