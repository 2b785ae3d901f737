/**
 * The sandbox is its own entry: an application that imports `@dsm/sdk` or `@dsm/sdk/react` never
 * loads a module of src/sandbox (not even lazily), and the sandbox itself bundles for a browser without
 * any Node built-in, so the console can run it in a service worker's page.
 */
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

const root = fileURLToPath(new URL('../..', import.meta.url));
const REACT_PEERS = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', '@tanstack/react-table'];

async function inputsOf(
  entry: string,
  options: { platform?: 'browser' | 'neutral'; external?: string[] } = {},
): Promise<Metafile['inputs']> {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: options.platform ?? 'neutral',
    write: false,
    metafile: true,
    outdir: 'out',
    alias: { '@dsm/sdk/react': './src/react/index.ts', '@dsm/sdk/sandbox': './src/sandbox/index.ts', '@dsm/sdk': './src/index.ts' },
    external: options.external ?? REACT_PEERS,
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}

describe('the sandbox entry', () => {
  it('is exported as @dsm/sdk/sandbox', () => {
    expect(packageJson.exports['./sandbox']).toEqual({ types: './dist/src/sandbox/index.d.ts', default: './dist/src/sandbox/index.js' });
  });

  it.each([
    ['@dsm/sdk', `export * from '@dsm/sdk';`],
    ['@dsm/sdk/react', `export * from '@dsm/sdk/react';`],
  ])('importing everything of %s loads no module of src/sandbox', async (_name, entry) => {
    const inputs = Object.keys(await inputsOf(entry));
    expect(inputs.some((path) => path.startsWith('src/react/') || path === 'src/index.ts')).toBe(true);
    expect(inputs.filter((path) => path.includes('src/sandbox/'))).toEqual([]);
  });

  it('bundles for a browser with no Node built-in (msw, the one peer it needs, left out)', async () => {
    const inputs = await inputsOf(`export * from '@dsm/sdk/sandbox';`, { platform: 'browser', external: ['msw', ...REACT_PEERS] });
    expect(Object.keys(inputs).some((path) => path.startsWith('src/sandbox/'))).toBe(true);
    const imported = Object.values(inputs).flatMap((input) => input.imports.map((i) => i.path));
    expect(imported.filter((path) => path.startsWith('node:') || ['fs', 'path', 'crypto', 'http', 'os'].includes(path))).toEqual([]);
  });
});
