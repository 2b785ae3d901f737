/**
 * `npm start`'s console build when what it is made from changed: in a child process (the server's process does not
 * keep Vite's memory), once, and by a command line that refuses what it does not know.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { treePids } from '../../bench/process-tree.js';
import { consoleBuildKey, ensureConsoleBuilt } from '../../scripts/serve/console.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'dsm-console-rebuild-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A process's command line, its arguments separated by NUL; empty once it has ended. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

describe("npm start's console build", { timeout: 180_000 }, () => {
  it('builds a missing console in a child process, and marks it with what it was made from', async () => {
    let done = false;
    const building = ensureConsoleBuilt(dist, 'stale').finally(() => void (done = true));
    // The build's own process, seen among this one's children while it runs.
    let seen = false;
    while (!done && !seen) {
      seen = treePids(process.pid).some((pid) => /console\.ts\0build\0--out-dir/.test(commandLine(pid)));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await building;
    expect(seen).toBe(true);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('<script type="module"');
    expect(readFileSync(join(dist, '.build-key'), 'utf8')).toBe(consoleBuildKey());
  });

  it('leaves a console built from the same sources as it is', async () => {
    const built = statSync(join(dist, 'index.html')).mtimeMs;
    await ensureConsoleBuilt(dist, 'stale');
    expect(statSync(join(dist, 'index.html')).mtimeMs).toBe(built);
  });

  it('refuses an option it does not know, and builds nothing', () => {
    const out = join(dist, 'refused');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve/console.ts', 'build', '--bogus', '--out-dir', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown option --bogus');
    expect(existsSync(out)).toBe(false);
  });
});
