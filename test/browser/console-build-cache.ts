/**
 * The console's production build for the browser tests, kept in .cache/console-test/<key>/ by what it is made
 * from (the console's build key, and the lock file for the packages): a run whose sources did not change
 * serves the build of an earlier run. A build is made in a private directory and renamed into place whole,
 * so a run never serves a half-written or changing build, also when two runs build at once.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs } from '../../scripts/generate/input-hash.js';
import { buildConsole, consoleBuildKey } from '../../scripts/serve/console.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(root, '.cache', 'console-test');
/** Builds of other sources are removed once this old (a run that still serves one has long ended). */
const STALE_MS = 60 * 60_000;

export async function cachedConsoleBuild(): Promise<string> {
  const key = hashInputs(root, [join(root, 'package-lock.json')], [consoleBuildKey()]);
  const dist = join(CACHE, key);
  if (existsSync(join(dist, 'index.html'))) return dist;
  mkdirSync(CACHE, { recursive: true });
  const building = mkdtempSync(join(CACHE, '.building-'));
  try {
    await buildConsole({ outDir: building });
    try {
      renameSync(building, dist);
    } catch (error) {
      // Another run put the same build in place first.
      if (!existsSync(join(dist, 'index.html'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  removeStaleBuilds(key);
  return dist;
}

function removeStaleBuilds(current: string): void {
  for (const entry of readdirSync(CACHE)) {
    const path = join(CACHE, entry);
    if (entry !== current && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}
