/**
 * Running the real `npm start` in a test: on free loopback ports, in its own process group, with its
 * output kept (bounded), its process tree read from /proc, and raw requests that no HTTP client would
 * send. Everything it started is ended afterwards, whatever the test found.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KEPT_OUTPUT = 64 * 1024;
const RUN_MARKER = 'DSM_TEST_NPM_START_RUN';

export interface NpmStart {
  child: ChildProcess;
  /** The command lines of every process of this run still alive, wherever it was started. */
  processes(): string[];
  /** stdout and stderr so far (their last 64 KiB). */
  output(): { stdout: string; stderr: string };
  /** Settles with the exit code (or signal) once `npm start` has ended. */
  exited: Promise<number | string>;
  /** Resolves once stdout contains `text`; rejects if `npm start` ends first. */
  printed(text: string): Promise<void>;
  /** Ends what is left of it (the group and every process it started). */
  kill(): void;
}

export function runNpmStart(env: Record<string, string>): NpmStart {
  // Every process of this run inherits the marker, also one started in a process group of its own.
  const marker = `${RUN_MARKER}=${randomUUID()}`;
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, [RUN_MARKER]: marker.split('=')[1] },
  });
  const kept = { stdout: '', stderr: '' };
  const waiting: { text: string; resolve(): void }[] = [];
  for (const name of ['stdout', 'stderr'] as const) {
    child[name]!.setEncoding('utf8').on('data', (text: string) => {
      kept[name] = (kept[name] + text).slice(-KEPT_OUTPUT);
      for (const wait of waiting.filter((w) => kept.stdout.includes(w.text))) wait.resolve();
    });
  }
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const seen = new Set<number>();
  return {
    child,
    processes: () => [...withMarker(marker).values()],
    output: () => ({ ...kept }),
    exited,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        if (kept.stdout.includes(text)) return resolve();
        waiting.push({ text, resolve });
        void exited.then((code) =>
          reject(new Error(`npm start ended (${code}) before printing '${text}':\n${kept.stdout}\n${kept.stderr}`)),
        );
      }),
    kill: () => {
      for (const pid of descendants(child.pid!).keys()) seen.add(pid);
      for (const pid of withMarker(marker).keys()) seen.add(pid);
      for (const pid of seen) signal(pid, 'SIGKILL');
      signal(-child.pid!, 'SIGKILL');
    },
  };
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

interface ProcessEntry {
  ppid: number;
  command: string;
}

/** Every process with its parent and its command line, from /proc. */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      table.set(Number(entry), { ppid: Number(ppid), command });
    } catch {
      // ended while being read
    }
  }
  return table;
}

/** Every process below `pid` (children, their children, ...), with its command line. */
export function descendants(pid: number): Map<number, string> {
  const table = processTable();
  const found = new Map<number, string>();
  const pending = [pid];
  while (pending.length) {
    const parent = pending.pop()!;
    for (const [child, { ppid, command }] of table) {
      if (ppid === parent && !found.has(child)) {
        found.set(child, command);
        pending.push(child);
      }
    }
  }
  return found;
}

/** The processes whose environment holds `marker` (NAME=value), with their command lines. */
function withMarker(marker: string): Map<number, string> {
  const found = new Map<number, string>();
  for (const [pid, entry] of processTable()) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker)) found.set(pid, entry.command);
    } catch {
      // ended, or not ours to read
    }
  }
  return found;
}

/**
 * What `running()` still lists once it had up to `withinMs` to become empty: processes end a moment
 * after their parent, and a loaded machine makes that moment longer, which is no failure by itself.
 */
export async function stillRunning(running: () => string[], withinMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + withinMs;
  let left = running();
  while (left.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = running();
  }
  return left;
}

/** The commands of those of `processes` that are alive. */
export function alive(processes: Map<number, string>): string[] {
  return [...processes].filter(([pid]) => isAlive(pid)).map(([, command]) => command);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `bytes` on a fresh connection and resolves with the status code of the reply's first line, or
 * null when the server closed the connection without a status line. `closeAfterMs`: hang up that long
 * after sending, without waiting (a client that leaves mid-request).
 */
export function rawRequest(port: number, bytes: string | Buffer, closeAfterMs?: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (closeAfterMs !== undefined) setTimeout(() => (socket.destroy(), resolve(null)), closeAfterMs);
    });
    socket.setEncoding('latin1');
    socket.setTimeout(60_000, () => (socket.destroy(), reject(new Error(`no reply on port ${port} within 60 s`))));
    socket.on('data', (text: string) => {
      received += text;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(null));
  });
}
