/**
 * Hashing what a build step reads, so its output can be reused while those inputs stay the same
 * (generated/ by scripts/generate/generated-stamp.ts, the docs page by scripts/serve/docs-server.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Whether `index` falls inside a template literal (an odd number of backticks before it): generated code's imports. */
const insideTemplate = (text: string, index: number) => (text.slice(0, index).match(/(?<!\\)`/g)?.length ?? 0) % 2 === 1;

/** A module's relative imports (`./bundle.js` → bundle.ts), the `src/….ts` files it names by path and the files it reads beside it. */
function referencedFiles(root: string, file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)]
    .filter((m) => !insideTemplate(text, m.index))
    .map((m) => resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  const named = [...text.matchAll(/\bsrc\/[\w./-]+\.ts\b/g)].map((m) => join(root, m[0]));
  // Files read beside the module, e.g. `new URL('./getting-started.md', import.meta.url)`.
  const read = [...text.matchAll(/new URL\('(\.{1,2}\/[^']+)', import\.meta\.url\)/g)].map((m) => resolve(dirname(file), m[1]!));
  // Import lines inside templates of generated code are not this module's imports.
  return [...imported, ...named, ...read].filter((path) => existsSync(path) && statSync(path).isFile());
}

/** The entry files and every file they reach through relative imports and named source paths. */
export function importClosure(root: string, entries: string[]): string[] {
  const pending = [...entries];
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...referencedFiles(root, file));
  }
  return [...seen];
}

export function installedVersion(root: string, name: string): string {
  const manifest = join(root, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing';
}

/** Paths relative to `root`, with `/`, sorted and without repeats. */
export function relativePaths(root: string, files: string[]): string[] {
  return [...new Set(files.map((file) => relative(root, file).split('\\').join('/')))].sort();
}

/** sha256 over each file's relative path and content, then the extra facts (versions, listings) in order. */
export function hashInputs(root: string, files: string[], facts: string[] = []): string {
  const hash = createHash('sha256');
  for (const file of relativePaths(root, files)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const fact of facts) hash.update(`${fact}\n`);
  return hash.digest('hex');
}
