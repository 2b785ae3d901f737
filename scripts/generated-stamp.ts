/**
 * Whether generated/ is fresh, without regenerating: a hash of everything the generator reads is
 * compared with the one it wrote last time (generated/.inputs-hash, committed with the output).
 *
 * The inputs: every file under openapi/, redocly.yaml, scripts/generate*.ts and the scripts they import
 * (followed through relative imports), the source files those scripts name by path (the orval mutators),
 * the names of the files in the folders the generator lists (LISTED_FOLDERS), the installed versions of
 * the three generating tools, and what orval reads of the project itself: tsconfig.json and the
 * dependency lists of package.json (it picks import styles and React Query features by them). The rest
 * of package.json (scripts, exports) is no input.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository; the functions take another directory laid out the same way (tests use a copy). */
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const stampFile = (root: string) => join(root, 'generated', '.inputs-hash');
export const GENERATOR_TOOLS = ['orval', 'openapi-typescript', '@redocly/cli'] as const;
const DEPENDENCY_LISTS = ['dependencies', 'devDependencies', 'peerDependencies', 'peerDependenciesMeta'] as const;
/**
 * Folders whose file names (not contents) decide what the generator writes: scripts/operation-table.ts
 * wires an area's client-side checks in when src/validation/<area>.ts exists.
 */
export const LISTED_FOLDERS = ['src/validation'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A script's relative imports (`./bundle.js` → scripts/bundle.ts) and the `src/….ts` files it names by path. */
function referencedFiles(root: string, file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  const named = [...text.matchAll(/\bsrc\/[\w./-]+\.ts\b/g)].map((m) => join(root, m[0]));
  return [...imported, ...named].filter((path) => existsSync(path));
}

/** scripts/generate*.ts and everything they reach through relative imports and named source paths. */
function generatorFiles(root: string): string[] {
  const scriptsDir = join(root, 'scripts');
  const pending = readdirSync(scriptsDir).filter((name) => /^generate.*\.ts$/.test(name)).map((name) => join(scriptsDir, name));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Only scripts are followed further: a mutator's own imports do not change what orval writes.
    if (file.startsWith(scriptsDir)) pending.push(...referencedFiles(root, file));
  }
  // This module is no input: how the stamp is computed does not change what the generator writes.
  return [...seen].filter((file) => file !== join(scriptsDir, 'generated-stamp.ts'));
}

function installedVersion(root: string, name: string): string {
  const manifest = join(root, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing';
}

/** The generator's input files, as paths relative to the repository root, sorted. */
export function inputFiles(root = repositoryRoot): string[] {
  const files = [...filesUnder(join(root, 'openapi')), join(root, 'redocly.yaml'), join(root, 'tsconfig.json'), ...generatorFiles(root)];
  return [...new Set(files.map((file) => relative(root, file).split('\\').join('/')))].sort();
}

function dependencyLists(root: string): string {
  const manifest = join(root, 'package.json');
  const pkg = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>) : {};
  return JSON.stringify(DEPENDENCY_LISTS.map((list) => [list, pkg[list] ?? null]));
}

/** sha256 over every input file's path and content, the listed folders' file names, the project's dependency lists and the tools' versions. */
export function inputsHash(root = repositoryRoot): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const folder of LISTED_FOLDERS) {
    const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : [];
    hash.update(`${folder}/\0${names.join('\0')}\n`);
  }
  hash.update(`package.json\0${dependencyLists(root)}\n`);
  for (const tool of GENERATOR_TOOLS) hash.update(`${tool}@${installedVersion(root, tool)}\n`);
  return hash.digest('hex');
}

/** Records that generated/ was made from the current inputs (the generator's last step). */
export function writeStamp(root = repositoryRoot): void {
  writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
}

export function readStamp(root = repositoryRoot): string | undefined {
  return existsSync(stampFile(root)) ? readFileSync(stampFile(root), 'utf8').trim() : undefined;
}

/** True when generated/ was made from exactly the current inputs (and its bundle is there). */
export function isFresh(root = repositoryRoot): boolean {
  return readStamp(root) === inputsHash(root) && existsSync(join(root, 'generated', 'openapi.json'));
}
