/**
 * The measurements of bench/mock-throughput.ts: a subject beside its anchor in interleaved rounds, and
 * many requests through one subject (its first and last 1,000, its process tree's memory before and after).
 */
import { runLoad } from './load.js';
import type { Server } from './mock-servers.js';
import { treeCpuMs, treeRssMb } from './process-tree.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface PairResult {
  /** Median requests per second of each, every round's figure, and the ratio of the medians. */
  connections: number;
  requests: number;
  subjectMedian: number;
  anchorMedian: number;
  ratio: number;
  subjectRuns: number[];
  anchorRuns: number[];
  /** The lowest and highest ratio of one round to its own anchor figure. */
  roundRatioSpread: [number, number];
}

export interface DecayResult {
  requests: number;
  connections: number;
  firstThousandPerSecond: number;
  lastThousandPerSecond: number;
  lastToFirst: number;
  /**
   * The server's CPU ms (its whole process tree) over the first and the last 1,000 requests, and the first over
   * the last: below 1 when a request costs the server more at the end. Load elsewhere on the machine moves it
   * far less than the wall-clock rates above.
   */
  firstThousandServerCpuMs?: number;
  lastThousandServerCpuMs?: number;
  cpuLastToFirst?: number;
  rssMbBefore?: number;
  rssMbAfter?: number;
}

export interface MockThroughputResult {
  loadAverage: number;
  loadAverageAfter: number;
  rounds: number;
  static: { pairs: PairResult[]; decay: DecayResult; anchor: string };
  sandbox: { pairs: PairResult[]; decay: DecayResult; anchor: string };
  target: { ratio: number; lastToFirst: number };
}

export async function comparePair(
  subject: Server,
  anchor: Server,
  rounds: number,
  perRun: [connections: number, requests: number][],
): Promise<PairResult[]> {
  const results: PairResult[] = [];
  for (const [connections, requests] of perRun) {
    await runLoad({ url: subject.url, count: 50, connections }); // warm both
    await runLoad({ url: anchor.url, count: 50, connections });
    const subjectRuns: number[] = [];
    const anchorRuns: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const first = round % 2 === 0 ? subject : anchor; // alternate which goes first
      const second = first === subject ? anchor : subject;
      const a = (await runLoad({ url: first.url, count: requests, connections })).requestsPerSecond;
      const b = (await runLoad({ url: second.url, count: requests, connections })).requestsPerSecond;
      subjectRuns.push(first === subject ? a : b);
      anchorRuns.push(first === subject ? b : a);
    }
    const roundRatios = subjectRuns.map((s, i) => +(s / anchorRuns[i]!).toFixed(3));
    const subjectMedian = median(subjectRuns);
    const anchorMedian = median(anchorRuns);
    results.push({
      connections,
      requests,
      subjectMedian,
      anchorMedian,
      ratio: +(subjectMedian / anchorMedian).toFixed(3),
      subjectRuns,
      anchorRuns,
      roundRatioSpread: [Math.min(...roundRatios), Math.max(...roundRatios)],
    });
  }
  return results;
}

export async function decay(subject: Server, requests: number): Promise<DecayResult> {
  const rssMbBefore = treeRssMb(subject.pid);
  const run = await runLoad({ url: subject.url, count: requests, connections: 10, serverCpuMs: () => treeCpuMs(subject.pid) });
  const first = run.firstThousandPerSecond!;
  const last = run.lastThousandPerSecond!;
  const [firstCpu, lastCpu] = [run.firstThousandServerCpuMs, run.lastThousandServerCpuMs];
  return {
    requests,
    connections: 10,
    firstThousandPerSecond: first,
    lastThousandPerSecond: last,
    lastToFirst: +(last / first).toFixed(3),
    ...(firstCpu !== undefined &&
      lastCpu && {
        firstThousandServerCpuMs: firstCpu,
        lastThousandServerCpuMs: lastCpu,
        cpuLastToFirst: +(firstCpu / lastCpu).toFixed(3),
      }),
    rssMbBefore,
    rssMbAfter: treeRssMb(subject.pid),
  };
}
