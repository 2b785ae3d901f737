/**
 * The Prism `start.mjs` spawned before TypeScript loaded, taken once by the first mock that fits it:
 * the same lean contract (or the bundle it is made from, before the lean copy was written), and an upstream
 * exactly when the mock proxies. A Prism that fits no one is stopped.
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

/**
 * The early Prism when it is still running and fits the mode and `contractFile` (or `bundleFile`, the
 * bundle that contract is made from); otherwise none (and it is stopped).
 */
export function takeEarlyPrism(contractFile: string, proxied: boolean, bundleFile?: string): EarlyPrism | undefined {
  const holder = globalThis as WithEarlyPrism;
  const early = holder[EARLY_PRISM];
  delete holder[EARLY_PRISM];
  if (!early) return undefined;
  const running = early.child.exitCode === null && early.child.signalCode === null;
  const sameContract = early.contractFile === contractFile || early.contractFile === bundleFile;
  if (running && sameContract && (early.upstreamPort !== undefined) === proxied) return early;
  if (running) {
    try {
      process.kill(-early.child.pid!, 'SIGTERM'); // its whole group, as prism.ts stops Prism
    } catch {
      early.child.kill('SIGTERM');
    }
  }
  return undefined;
}
