/**
 * The Prism `start.mjs` spawned before TypeScript loaded, taken once by the first mock that fits it:
 * the same lean contract, and an upstream exactly when the mock proxies. A Prism that fits no one is stopped.
 */
import type { ChildProcess } from 'node:child_process';

export interface EarlyPrism {
  readonly child: ChildProcess;
  readonly port: number;
  /** Where it proxies to (the sandbox's port); none for Prism's own mock. */
  readonly upstreamPort?: number;
  readonly contractFile: string;
}

const EARLY_PRISM = Symbol.for('dsm.earlyPrism');
type WithEarlyPrism = { [EARLY_PRISM]?: EarlyPrism };

/** The early Prism when it is still running and fits `contractFile` and the mode; otherwise none (and it is stopped). */
export function takeEarlyPrism(contractFile: string, proxied: boolean): EarlyPrism | undefined {
  const holder = globalThis as WithEarlyPrism;
  const early = holder[EARLY_PRISM];
  delete holder[EARLY_PRISM];
  if (!early) return undefined;
  const running = early.child.exitCode === null && early.child.signalCode === null;
  if (running && early.contractFile === contractFile && (early.upstreamPort !== undefined) === proxied) return early;
  if (running) {
    try {
      process.kill(-early.child.pid!, 'SIGTERM'); // its whole group, as prism.ts stops Prism
    } catch {
      early.child.kill('SIGTERM');
    }
  }
  return undefined;
}
