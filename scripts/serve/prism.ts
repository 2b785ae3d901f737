/** Starts Prism (a mock of a bundled contract, or a validating proxy in front of a server) on loopback. */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { LogLines } from './log-lines.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY_LINE = 'Prism is listening';

export interface RunningMock {
  url: string;
  port: number;
  /** Prism's process id, where the mock is Prism itself (for measuring it). */
  pid?: number;
  /** Settles with what happened if the mock stops without being asked to. */
  died?: Promise<string>;
  stop(): Promise<void>;
}

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PrismOptions {
  /** Echo Prism's log to stdout. */
  log?: boolean;
  /**
   * Only warnings and errors in Prism's log: no line per request and per operation (less work for
   * Prism, and its memory stays flat under load, which at its default level it does not). Readiness is
   * then seen by its port accepting connections.
   */
  quiet?: boolean;
  /**
   * Prism's standard output (its log, at whatever level) goes where nothing reads it, so this process spends no
   * time on it (the bench's anchor: its load generator runs here). Readiness is then seen by its port, as `quiet`.
   */
  discardOutput?: boolean;
  /** Proxy mode: validate requests and replies of this server instead of mocking. */
  upstream?: string;
  /** A Prism already spawned with these very arguments (`early-prism.ts`): watched and stopped as if spawned here. */
  adopt?: ChildProcess;
}

export async function startPrism(contractFile: string, port: number, options: PrismOptions = {}): Promise<RunningMock> {
  const mode = options.upstream ? ['proxy'] : ['mock'];
  const target = options.upstream ? [contractFile, options.upstream] : [contractFile];
  const command = process.execPath;
  // --errors: a request (or, proxying, a reply) that violates the contract gets an error reply.
  // --no-multiprocess: one process whatever NODE_ENV says (Prism forks its server under production).
  const args = [
    // Prism's CLI, with its debug-only logging of bodies skipped when debug is off (prism-preload.cjs).
    '--require',
    `${root}scripts/serve/prism-preload.cjs`,
    `${root}node_modules/@stoplight/prism-cli/dist/index.js`,
    ...mode,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--errors',
    '--no-multiprocess',
    ...(options.quiet ? ['--verboseLevel', 'warn'] : []),
    ...target,
  ];
  // An early Prism is adopted only when it runs with exactly these arguments, so the two spawns cannot drift apart.
  const adopted = options.adopt && options.adopt.spawnargs.join('\0') === [command, ...args].join('\0') ? options.adopt : undefined;
  if (options.adopt && !adopted) killGroup(options.adopt);
  const stdout = options.discardOutput ? 'ignore' : 'pipe';
  const child = adopted ?? spawn(command, args, { cwd: root, stdio: ['ignore', stdout, 'pipe'], detached: true });
  // Its own process group, so stopping it stops all of it; and stopped when this process exits.
  const killOnExit = () => killGroup(child);
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  let stopping = false;
  let markReady = () => undefined as undefined;
  // Only the line waited for is looked for; after it, lines are kept just as a short tail.
  const log = new LogLines((line) => {
    if (line.includes(READY_LINE)) markReady();
  });
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${log.tail()}`)), 60_000);
    markReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const onData = (text: string) => {
      if (options.log) process.stdout.write(text);
      log.push(text);
    };
    for (const stream of [child.stdout, child.stderr]) stream?.setEncoding('utf8').on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Prism could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code ?? signal}:\n${log.tail()}`));
    });
    if (options.quiet || options.discardOutput)
      void untilAccepting(port, () => child.exitCode === null && child.signalCode === null).then((accepting) => accepting && markReady());
  });
  const died = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) resolve(`Prism stopped by itself (exit ${code ?? signal}); its last lines:\n${log.tail()}`);
    }),
  );
  try {
    await started;
  } catch (error) {
    killGroup(child);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    died,
    stop: () => ((stopping = true), stopProcess(child)),
  };
}

/**
 * Each refused connection costs this process about half a millisecond of CPU, shared with Prism's start (some
 * 300 tries every 10 ms cost it 0.2 s on two busy cores); each wait between tries may add to the mock's start.
 */
const POLL_MS = 25;

/** True once `port` accepts a connection on loopback; false when `alive()` turns false first. */
async function untilAccepting(port: number, alive: () => boolean): Promise<boolean> {
  while (alive()) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (accepted) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

function killGroup(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid!, 'SIGTERM'); // the whole group: prism may spawn workers
  } catch {
    child.kill('SIGTERM');
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    killGroup(child);
  });
}
