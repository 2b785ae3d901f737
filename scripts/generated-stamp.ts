/**
 * Whether generated/ is fresh, without regenerating: a hash of everything the generator reads is
 * compared with the one it wrote last time (generated/.inputs-hash, committed with the output).
 *
 * The inputs: every file under openapi/, redocly.yaml, scripts/generate*.ts and the scripts they import
 * (followed through relative imports), the source files those scripts name by path (the orval mutators),
 * and the installed versions of the three generating tools.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const STAMP_FILE = join(root, 'generated', '.inputs-hash');
export const GENERATOR_TOOLS = ['orval', 'openapi-typescript', '@redocly/cli'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A script's relative imports (`./bundle.js` → scripts/bundle.ts) and the `src/….ts` files it names by path. */
function referencedFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  const named = [...text.matchAll(/\bsrc\/[\w./-]+\.ts\b/g)].map((m) => join(root, m[0]));
  return [...imported, ...named].filter((path) => existsSync(path));
}

/** scripts/generate*.ts and everything they reach through relative imports and named source paths. */
function generatorFiles(): string[] {
  const scriptsDir = join(root, 'scripts');
  const pending = readdirSync(scriptsDir).filter((name) => /^generate.*\.ts$/.test(name)).map((name) => join(scriptsDir, name));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Only scripts are followed further: a mutator's own imports do not change what orval writes.
    if (file.startsWith(scriptsDir)) pending.push(...referencedFiles(file));
  }
  return [...seen];
}

function installedVersion(name: string): string {
  const manifest = join(root, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing';
}

/** The generator's input files, as paths relative to the repository root, sorted. */
export function inputFiles(): string[] {
  const files = [...filesUnder(join(root, 'openapi')), join(root, 'redocly.yaml'), ...generatorFiles()];
  return [...new Set(files.map((file) => relative(root, file).split('\\').join('/')))].sort();
}

/** sha256 over every input file's path and content and the tools' versions. */
export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const tool of GENERATOR_TOOLS) hash.update(`${tool}@${installedVersion(tool)}\n`);
  return hash.digest('hex');
}

/** Records that generated/ was made from the current inputs (the generator's last step). */
export function writeStamp(hash: string = inputsHash()): void {
  writeFileSync(STAMP_FILE, `${hash}\n`);
}

export function readStamp(): string | undefined {
  return existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, 'utf8').trim() : undefined;
}

/** True when generated/ was made from exactly the current inputs (and its bundle is there). */
export function isFresh(hash: string = inputsHash()): boolean {
  return readStamp() === hash && existsSync(join(root, 'generated', 'openapi.json'));
}
