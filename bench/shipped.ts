/**
 * The SDK as an application runs it: its modules bundled by esbuild as an app's bundler would, and
 * imported from that file. Run through tsx instead, every function the SDK makes per call would be
 * wrapped to keep its name (tsx compiles with esbuild's `keepNames`), a cost bare openapi-fetch's built
 * files never pay; measured on the bundle, both sides run shipped JavaScript.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `source` (an entry module importing `src/...` by paths relative to the repository) into a file, hands its
 * path to `use`, and removes it after.
 */
export async function withShippedFile<T>(
  source: string,
  use: (file: string) => T | Promise<T>,
  define?: Record<string, string>,
): Promise<T> {
  // Inside the repository, so the bundle finds openapi-fetch in node_modules.
  mkdirSync(join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, '.cache', 'bench-shipped-'));
  try {
    const outfile = join(dir, 'shipped.mjs');
    await build({
      stdin: { contents: source, resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile,
      // openapi-fetch stays the very module the anchor uses.
      external: ['openapi-fetch'],
      logLevel: 'warning',
      ...(define && { define }),
    });
    return await use(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bundles `source` as withShippedFile does and imports it. */
export const importShipped = <T>(source: string, define?: Record<string, string>): Promise<T> =>
  withShippedFile(source, async (file) => (await import(pathToFileURL(file).href)) as T, define);
