/**
 * Keeps the servers of `npm start` together: a stop signal, or npm itself ending, stops them all (exit 0); a server that
 * dies, a start that fails or an error nothing caught stops the others and exits non-zero, after one
 * clear message. Stopping is bounded in time, and Prism's process group is ended on exit in any case
 * (scripts/serve/prism.ts), so nothing is left behind.
 */
export interface Supervised {
  stop(): Promise<void>;
  /** Settles with a reason if the server stops without being asked to. */
  died?: Promise<string>;
}

const STOP_WITHIN_MS = 10_000;
/** How often the parent is looked at: npm passes a stop signal to its script's shell only, not to us. */
const PARENT_CHECK_MS = 500;

export class Supervisor {
  private readonly running: Supervised[] = [];
  private stopping = false;
  /** Aborted when everything stops: work still starting (a docs build) ends with it. */
  readonly abort = new AbortController();

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void this.stopAll(0));
    // `kill <npm's pid>` (a process manager, an editor's stop button) ends npm and the shell it ran us in,
    // and leaves us orphaned: a new parent means stop, as on a signal.
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && void this.stopAll(0), PARENT_CHECK_MS).unref();
    process.on('uncaughtException', (error) => void this.fail(`npm start stopped on an unexpected error: ${error.stack ?? error.message}`));
    process.on(
      'unhandledRejection',
      (reason) =>
        void this.fail(
          `npm start stopped on an unexpected error: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
        ),
    );
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  track<T extends Supervised>(server: T): T {
    if (this.stopping) void server.stop();
    else this.running.push(server);
    void server.died?.then((reason) => this.fail(`${reason}\nStopping the other servers.`));
    return server;
  }

  /** Reports `message` (unless already stopping), stops everything and exits with 1. */
  async fail(message: string): Promise<void> {
    if (!this.stopping) console.error(message);
    await this.stopAll(1);
  }

  async stopAll(code: number): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.abort.abort();
    setTimeout(() => process.exit(code), STOP_WITHIN_MS).unref();
    await Promise.allSettled(this.running.map((server) => server.stop()));
    process.exit(code);
  }
}
