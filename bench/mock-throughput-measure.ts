/**
 * The measurements of bench/mock-throughput.ts: a subject beside its anchor in interleaved rounds, and
 * many requests through one server (its first and last 1,000, its process tree's CPU per 1,000 and memory).
 */
import { runLoad } from './load.js';
import type { Server } from './mock-servers.js';
import { cpuMsOf, rssMbOf, treePids } from './process-tree.js';
import { median } from './stats.js';

/** last/first 1,000 within this range, both ways: neither slower nor faster at the end. */
export const FLAT_RANGE: [number, number] = [0.9, 1.1];

const within = (ratio: number) => ratio >= FLAT_RANGE[0] && ratio <= FLAT_RANGE[1];

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
  /** The median of those per-round ratios (each round's two runs were neighbours in time). */
  roundRatioMedian?: number;
}

export interface DecayResult {
  requests: number;
  connections: number;
  firstThousandPerSecond: number;
  lastThousandPerSecond: number;
  lastToFirst: number;
  /** lastToFirst within FLAT_RANGE. Two windows of a fraction of a second each: the machine's other load moves it. */
  flat?: boolean;
  /**
   * The server's CPU ms (its whole process tree) over the first and the last 1,000 requests, and the first over
   * the last: below 1 when a request costs the server more at the end. Load elsewhere on the machine moves it
   * far less than the wall-clock rates above.
   */
  firstThousandServerCpuMs?: number;
  lastThousandServerCpuMs?: number;
  cpuLastToFirst?: number;
  /** cpuLastToFirst within FLAT_RANGE: the same question asked of the server's CPU (counted in 10 ms ticks). */
  cpuFlat?: boolean;
  /** The server's CPU ms for each 1,000 requests in turn. */
  serverCpuMsPerThousand?: number[];
  /** After how many requests each 1,000 cost the server at most 10% more CPU than the run's second half did. */
  steadyFromRequest?: number;
  rssMbBefore?: number;
  rssMbAfter?: number;
  /**
   * The most resident memory seen, read after every 1,000: Prism's heap (in proxy mode) grows for tens of
   * thousands of requests and then falls back at a full collection, so before and after alone can mislead.
   */
  rssMbPeak?: number;
}

/** One mock kind: its subject beside its anchor, warmed up alike, then compared and run long. */
export interface KindResult {
  anchor: string;
  /** Both servers, started fresh, each get these requests before anything is compared (the cold runs below). */
  warmUp: { requests: number; connections: number; oneConnectionRequests: number };
  /** Interleaved rounds after the warm-up. */
  pairs: PairResult[];
  /**
   * The subject over many requests after the warm-up (and the rounds), at one connection: the figure the target is
   * about. One connection is where the mock once decayed, and its 1,000-request windows last about half a second
   * (at 10 connections about a tenth: one pause of another process on the machine moved them by half).
   */
  decay: DecayResult;
  /** The anchor over as many requests, after the same warm-up. */
  anchorDecay?: DecayResult;
  /** The warm-up itself, from a cold start, for each: JIT warm-up shows here as a speed-up, not decay. */
  coldStart?: { subject: DecayResult; anchor: DecayResult };
}

export interface MockThroughputResult {
  loadAverage: number;
  loadAverageAfter: number;
  rounds: number;
  static: KindResult;
  sandbox: KindResult;
  target: { ratio: number; lastToFirst: number; lastToFirstRange?: [number, number] };
}

export async function comparePair(
  subject: Server,
  anchor: Server,
  rounds: number,
  perRun: [connections: number, requests: number][],
): Promise<PairResult[]> {
  const results: PairResult[] = [];
  for (const [connections, requests] of perRun) {
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
      roundRatioMedian: median(roundRatios),
    });
  }
  return results;
}

/** `requests` through one server: its first and last 1,000, its CPU per 1,000, its memory. */
export async function decay(server: Server, requests: number, connections: number): Promise<DecayResult> {
  const pids = treePids(server.pid); // found once: the tree is complete once the server answers
  const rssMbBefore = rssMbOf(pids);
  let rssMbPeak = rssMbBefore;
  const serverCpuMs = () => {
    rssMbPeak = Math.max(rssMbPeak ?? 0, rssMbOf(pids) ?? 0);
    return cpuMsOf(pids);
  };
  const run = await runLoad({ url: server.url, count: requests, connections, serverCpuMs });
  const first = run.firstThousandPerSecond!;
  const last = run.lastThousandPerSecond!;
  const lastToFirst = +(last / first).toFixed(3);
  const [firstCpu, lastCpu] = [run.firstThousandServerCpuMs, run.lastThousandServerCpuMs];
  const perThousand = run.thousands?.serverCpuMs;
  return {
    requests,
    connections,
    firstThousandPerSecond: first,
    lastThousandPerSecond: last,
    lastToFirst,
    flat: within(lastToFirst),
    ...(firstCpu !== undefined &&
      lastCpu && {
        firstThousandServerCpuMs: firstCpu,
        lastThousandServerCpuMs: lastCpu,
        cpuLastToFirst: +(firstCpu / lastCpu).toFixed(3),
        cpuFlat: within(firstCpu / lastCpu),
      }),
    ...(perThousand && { serverCpuMsPerThousand: perThousand, steadyFromRequest: steadyFrom(perThousand) * 1000 }),
    rssMbBefore,
    rssMbAfter: rssMbOf(pids),
    rssMbPeak,
  };
}

/** The first block from which every block costs at most 10% over the median of the second half's. */
export function steadyFrom(cpuPerBlock: number[]): number {
  const steady = median(cpuPerBlock.slice(Math.floor(cpuPerBlock.length / 2)));
  let from = cpuPerBlock.length;
  while (from > 0 && cpuPerBlock[from - 1]! <= steady * 1.1) from--;
  return from;
}
