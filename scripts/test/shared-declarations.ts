/**
 * The declarations of src/ and generated/ (`tsc -p tsconfig.build.json`, imports made explicit) made
 * once per set of inputs and shared: the package build, `npm run api:check` and the consumer tests
 * read them from .cache/declarations/<hash of the inputs>/ instead of each repeating the same emit.
 * Two processes may ask at once: one takes the lock (a file created exclusively), builds into a
 * temporary directory and renames it into place, so nobody reads a half-written set; the others wait,
 * for a bounded time, and take over a lock whose owner has died.
 */
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDeclarations } from '../package/build.js';
import { filesUnder, hashInputs, installedVersion } from '../generate/input-hash.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(root, '.cache/declarations');
const lockFile = join(cacheDir, 'build.lock');
/** A cold declaration emit on a loaded two-core machine takes a few minutes at worst. */
const WAIT_MS = 10 * 60_000;
/** A lock still without its owner's id after this long was left by a process that died at once. */
const UNNAMED_LOCK_MS = 30_000;
const POLL_MS = 250;

/** Everything the emit reads: the sources, the compiler options, the installed packages' versions. */
export function declarationInputsHash(): string {
  const sources = ['src', 'generated'].flatMap((dir) => filesUnder(join(root, dir))).filter((file) => file.endsWith('.ts'));
  const settings = ['tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'].map((file) => join(root, file));
  const tools = ['scripts/package/build.ts', 'scripts/generate/explicit-specifiers.ts', 'scripts/test/shared-declarations.ts'].map((file) =>
    join(root, file),
  );
  return hashInputs(root, [...sources, ...settings, ...tools], [`typescript ${installedVersion(root, 'typescript')}`]);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function takeLock(): boolean {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's owner has died (or never wrote its id): the lock can be taken over. */
function lockAbandoned(): boolean {
  try {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner > 0) return !alive(owner);
    return Date.now() - statSync(lockFile).mtimeMs > UNNAMED_LOCK_MS;
  } catch {
    return false; // released meanwhile
  }
}

function buildShared(target: string): void {
  const temporary = `${target}.tmp-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  buildDeclarations(temporary);
  renameSync(temporary, target);
  // Sets of earlier inputs, and temporary ones of builders that died, are of no further use.
  for (const entry of readdirSync(cacheDir)) {
    const path = join(cacheDir, entry);
    if (path !== target && path !== lockFile) rmSync(path, { recursive: true, force: true });
  }
}

/** The directory holding the current declarations, built first if no process has built them yet. */
export function sharedDeclarations(): string {
  const target = join(cacheDir, declarationInputsHash());
  const deadline = Date.now() + WAIT_MS;
  mkdirSync(cacheDir, { recursive: true });
  while (!existsSync(target)) {
    if (takeLock()) {
      try {
        if (!existsSync(target)) buildShared(target);
      } finally {
        rmSync(lockFile, { force: true });
      }
    } else if (lockAbandoned()) {
      rmSync(lockFile, { force: true });
    } else if (Date.now() > deadline) {
      throw new Error(`waited ${WAIT_MS / 1000} s for another process to build ${relative(root, target)} (lock ${lockFile})`);
    } else {
      sleep(POLL_MS);
    }
  }
  return target;
}

/** The shared declarations copied into `outDir`, their maps' sources re-aimed from the new place. */
export function copyDeclarations(outDir: string): void {
  const from = sharedDeclarations();
  cpSync(from, outDir, { recursive: true });
  for (const map of filesUnder(outDir).filter((file) => file.endsWith('.d.ts.map'))) {
    const original = join(from, relative(outDir, map));
    const content = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    content.sources = content.sources.map((source) => relative(dirname(map), resolve(dirname(original), source)));
    writeFileSync(map, JSON.stringify(content));
  }
}
