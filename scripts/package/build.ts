/**
 * `npm run build` (and `npm pack`/`npm publish` through `prepack`): the package as applications install
 * it, module for module, so their bundlers keep only the operations they import.
 *   dist/src/**, dist/generated/**   ESM JavaScript (esbuild, file by file) and declarations (tsc), each
 *                                    with its map pointing at the TypeScript under src/ and generated/,
 *                                    which the package ships, so "go to definition" opens the source
 *   dist/openapi.json                the bundled contract (`@dsm/sdk/openapi.json`)
 * `tsx scripts/package/build.ts --declarations-only <dir>` writes only the declarations (and their maps) to <dir>.
 * The declarations come from scripts/test/shared-declarations.ts, built once while src/ and generated/ stay the same.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rewriteRelativeImports } from '../generate/explicit-specifiers.js';
import { copyDeclarations } from '../test/shared-declarations.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) filesUnder(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** A module of types only compiles to an empty one: it needs no map (a few hundred fewer files). */
function dropEmptyMap(file: string): boolean {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
  if (map.mappings.replaceAll(';', '') !== '') return false;
  rmSync(`${file}.map`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\/\/# sourceMappingURL=.*\n?$/, ''));
  return true;
}

/** Declarations and declaration maps of src/ and generated/ into `outDir`, imports made explicit. */
export function buildDeclarations(outDir: string): void {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json', '--outDir', outDir], { cwd: root, stdio: 'inherit' });
  for (const file of filesUnder(outDir, (f) => f.endsWith('.d.ts'))) rewriteRelativeImports(file);
}

export async function buildPackage(outDir = join(root, 'dist')): Promise<number> {
  rmSync(outDir, { recursive: true, force: true });
  const sources = ['src', 'generated'].flatMap((dir) => filesUnder(join(root, dir), (f) => f.endsWith('.ts') && !f.endsWith('.d.ts')));
  await build({
    absWorkingDir: root,
    entryPoints: sources.map((file) => relative(root, file)),
    outdir: outDir,
    outbase: '.',
    bundle: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // The maps name the shipped .ts files instead of carrying them a second time.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const file of filesUnder(outDir, (f) => f.endsWith('.js'))) {
    if (!dropEmptyMap(file)) rewriteRelativeImports(file);
  }
  // The same emit `npm run api:check` and the consumer tests read: made once per set of inputs.
  copyDeclarations(outDir);
  mkdirSync(outDir, { recursive: true });
  copyFileSync(join(root, 'generated/openapi.json'), join(outDir, 'openapi.json'));
  return sources.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--declarations-only');
  if (at >= 0) {
    const outDir = resolve(process.argv[at + 1] ?? 'dist-types');
    rmSync(outDir, { recursive: true, force: true });
    buildDeclarations(outDir);
  } else {
    console.error(`built ${await buildPackage()} modules into dist/`);
  }
}
