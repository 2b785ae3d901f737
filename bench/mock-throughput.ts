/**
 * Requests per second behind `npm start`, beside its anchor on the same machine in the same run
 * (interleaved rounds, median and spread), at 1 and at 10 keep-alive connections, signed
 * `GET /api/contacts/count`:
 *   - static (`DSM_MOCK=static`: envelope proxy -> Prism mock) vs Prism's mock alone;
 *   - sandbox (the default: envelope proxy -> `prism proxy --errors` -> the sandbox) vs `prism proxy`
 *     alone in front of the same sandbox in a process of its own (Prism proxying is two hops by nature).
 * Then 10,000 requests through each `npm start`: the last 1,000 against the first 1,000, and the
 * resident memory of its process tree before and after. `tsx bench/mock-throughput.ts` runs it alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort, startPrism } from '../scripts/serve/prism.js';
import { CONTRACT, asServer, startNpmStart, startPrismProxyAlone } from './mock-servers.js';
import { comparePair, decay, type MockThroughputResult } from './mock-throughput-measure.js';
import { mockThroughputTable } from './mock-throughput-table.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function benchMockThroughput(options: { rounds?: number; decayRequests?: number } = {}): Promise<MockThroughputResult> {
  const rounds = options.rounds ?? 5;
  const decayRequests = options.decayRequests ?? 10_000;
  const perRun: [number, number][] = [
    [1, 200],
    [10, 400],
  ];
  const loadAverage = +loadavg()[0]!.toFixed(2);
  const measure = async (kind: 'static' | 'sandbox') => {
    const subject = await startNpmStart(kind);
    try {
      const prism = kind === 'static' ? asServer(await startPrism(CONTRACT, await freePort())) : await startPrismProxyAlone();
      try {
        const pairs = await comparePair(subject, prism, rounds, perRun);
        return { pairs, decay: await decay(subject, decayRequests) };
      } finally {
        await prism.stop();
      }
    } finally {
      await subject.stop();
    }
  };
  const staticResult = { ...(await measure('static')), anchor: 'prism mock --errors alone' };
  const sandboxResult = { ...(await measure('sandbox')), anchor: 'prism proxy --errors alone, in front of the same sandbox' };
  return {
    loadAverage,
    loadAverageAfter: +loadavg()[0]!.toFixed(2),
    rounds,
    static: staticResult,
    sandbox: sandboxResult,
    target: { ratio: 0.9, lastToFirst: 0.9 },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchMockThroughput();
  console.table(mockThroughputTable(result));
  const resultsFile = `${root}bench/results.json`;
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, mockThroughput: result }, null, 2)}\n`);
}
