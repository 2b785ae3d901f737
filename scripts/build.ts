/**
 * `npm run build`: the package as applications install it, module for module, so their bundlers keep
 * only the operations they import.
 *   dist/src/**, dist/generated/**   ESM JavaScript (esbuild, file by file) and declarations (tsc)
 *   dist/openapi.json                the bundled contract (`@dsm/sdk/openapi.json`)
 * Every relative import is then written with its explicit `.js` file, as Node's ESM resolution
 * (`"module": "node16"`) requires of both the JavaScript and the declarations.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

function filesUnder(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) filesUnder(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** `'../model'` -> `'../model/index.js'`, `'./schema'` -> `'./schema.js'`, judged by what exists beside the file. */
function explicitSpecifier(file: string, specifier: string): string {
  const base = join(dirname(file), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.js`, `${base}/index.js`]) {
    if (existsSync(candidate) || existsSync(candidate.replace(/\.js$/, '.d.ts'))) {
      const path = relative(dirname(file), candidate);
      return path.startsWith('.') ? path : `./${path}`;
    }
  }
  throw new Error(`${relative(root, file)}: cannot resolve '${specifier}'`);
}

function rewriteRelativeImports(file: string): void {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${explicitSpecifier(file, specifier)}${quote}`,
  );
  if (rewritten !== text) writeFileSync(file, rewritten);
}

rmSync(dist, { recursive: true, force: true });
const sources = ['src', 'generated'].flatMap((dir) => filesUnder(join(root, dir), (f) => f.endsWith('.ts') && !f.endsWith('.d.ts')));
await build({
  absWorkingDir: root,
  entryPoints: sources.map((file) => relative(root, file)),
  outdir: 'dist',
  outbase: '.',
  bundle: false,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  logLevel: 'warning',
});
execFileSync(`${root}node_modules/.bin/tsc`, ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
for (const file of filesUnder(dist, (f) => f.endsWith('.js') || f.endsWith('.d.ts'))) rewriteRelativeImports(file);
mkdirSync(dist, { recursive: true });
copyFileSync(join(root, 'generated/openapi.json'), join(dist, 'openapi.json'));
console.log(`built ${sources.length} modules into dist/`);
