/**
 * Requests per second behind `npm start`, beside its anchor on the same machine in the same run
 * (interleaved rounds, median and spread), at 1 and at 10 keep-alive connections, signed
 * `GET /api/contacts/count`:
 *   - static (`DSM_MOCK=static`: envelope proxy -> Prism mock) vs Prism's mock alone;
 *   - sandbox (the default: envelope proxy -> `prism proxy --errors` -> the sandbox) vs `prism proxy`
 *     alone in front of the same sandbox in a process of its own (Prism proxying is two hops by nature).
 * Both sides are treated alike, in this order:
 *   1. warm-up: each, started fresh, gets 10,000 requests at 10 connections, then 1,000 at one. Node's JIT makes
 *      both two to three times as fast over their first few thousand requests (each run reports after how many its CPU
 *      per 1,000 settled, `steadyFromRequest`: 3,000 to 7,000 here, once 9,000), so rounds after a short warm-up
 *      compare two servers still speeding up, each at its own pace. The 10,000 are reported as `coldStart`.
 *   2. interleaved rounds, each side first in turn, sized to about a second each on this 2-core machine;
 *   3. flatness: 10,000 more requests through each at one connection, the last 1,000 against the first (within
 *      0.9..1.1, both ways), the CPU per 1,000 of its process tree and its memory before, after and at its peak.
 * `tsx bench/mock-throughput.ts` runs it alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.js';
import { startNpmStart, startPrismAlone, startPrismProxyAlone, type Server } from './mock-servers.js';
import { comparePair, decay, FLAT_RANGE, type KindResult, type MockThroughputResult } from './mock-throughput-measure.js';
import { mockThroughputTable } from './mock-throughput-table.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const WARM_UP = { requests: 10_000, connections: 10, oneConnectionRequests: 1000 };
/** Flatness is read at one connection (see `KindResult.decay`). */
const FLATNESS_CONNECTIONS = 1;
/** Requests per round at 1 and at 10 connections: about a second each (the sandbox's two hops are slower). */
const PER_ROUND: Record<'static' | 'sandbox', [connections: number, requests: number][]> = {
  static: [
    [1, 1000],
    [10, 3000],
  ],
  sandbox: [
    [1, 400],
    [10, 1000],
  ],
};

export async function benchMockThroughput(options: { rounds?: number; decayRequests?: number } = {}): Promise<MockThroughputResult> {
  const rounds = options.rounds ?? 7;
  const decayRequests = options.decayRequests ?? 10_000;
  const loadAverage = +loadavg()[0]!.toFixed(2);
  const measure = async (kind: 'static' | 'sandbox', anchorName: string): Promise<KindResult> => {
    const subject = await startNpmStart(kind);
    try {
      const anchor = kind === 'static' ? await startPrismAlone() : await startPrismProxyAlone();
      try {
        const coldStart = { subject: await warmUp(subject), anchor: await warmUp(anchor) };
        const pairs = await comparePair(subject, anchor, rounds, PER_ROUND[kind]);
        const steady = await decay(subject, decayRequests, FLATNESS_CONNECTIONS);
        const anchorDecay = await decay(anchor, decayRequests, FLATNESS_CONNECTIONS);
        return { anchor: anchorName, warmUp: WARM_UP, pairs, decay: steady, anchorDecay, coldStart };
      } finally {
        await anchor.stop();
      }
    } finally {
      await subject.stop();
    }
  };
  const staticResult = await measure('static', 'prism mock --errors alone');
  const sandboxResult = await measure('sandbox', 'prism proxy --errors alone, in front of the same sandbox');
  return {
    loadAverage,
    loadAverageAfter: +loadavg()[0]!.toFixed(2),
    rounds,
    static: staticResult,
    sandbox: sandboxResult,
    target: { ratio: 0.9, lastToFirst: FLAT_RANGE[0], lastToFirstRange: FLAT_RANGE },
  };
}

/** The same warm-up for every server: its cold run (reported), then the one-connection path. */
async function warmUp(server: Server) {
  const cold = await decay(server, WARM_UP.requests, WARM_UP.connections);
  await runLoad({ url: server.url, count: WARM_UP.oneConnectionRequests, connections: 1 });
  return cold;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchMockThroughput();
  console.table(mockThroughputTable(result));
  const resultsFile = `${root}bench/results.json`;
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, mockThroughput: result }, null, 2)}\n`);
}
