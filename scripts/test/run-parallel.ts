/**
 * Runs independent checks side by side (`npm test`: lint and the two type-checks, each a process of
 * its own on a two-core machine) and prints each one's output whole when it ends, so the logs do not
 * interleave. Fails when any check fails, or outlasts its time.
 *   tsx scripts/test/run-parallel.ts "npm run lint" "tsc -p tsconfig.json" ...
 */
import { spawn } from 'node:child_process';

/** Far beyond a check's time on a loaded machine; a check still running then is stuck. */
const LIMIT_MS = 20 * 60_000;

interface Finished {
  command: string;
  status: number | null;
  output: string;
  seconds: number;
}

/** Each check runs in a process group of its own, so stopping it stops what its shell started. */
const groups = new Set<number>();
const stop = (pid: number) => {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const pid of groups) stop(pid);
    process.exit(130);
  });
}

function run(command: string): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) groups.add(child.pid);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\nstopped after ${LIMIT_MS / 1000} s\n`;
      if (child.pid) stop(child.pid);
    }, LIMIT_MS);
    const finish = (status: number | null) => {
      clearTimeout(timer);
      if (child.pid) groups.delete(child.pid);
      resolve({ command, status, output, seconds: Math.round((Date.now() - started) / 1000) });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(null);
    });
    child.on('close', finish);
  });
}

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map((command) =>
    run(command).then((result) => {
      const verdict = result.status === 0 ? 'passed' : `failed (exit ${result.status})`;
      process.stdout.write(`\n> ${command}: ${verdict} in ${result.seconds} s\n${result.output}`);
      return result;
    }),
  ),
);
if (commands.length === 0 || results.some((result) => result.status !== 0)) process.exitCode = 1;
