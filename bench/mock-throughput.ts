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
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort, startPrism, type RunningMock } from '../scripts/serve/prism.js';
import { runLoad } from './load.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONTRACT = `${root}generated/openapi.json`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Resident memory (MB) of a process and all its descendants (Linux; undefined elsewhere). */
function treeRssMb(rootPid: number): number | undefined {
  if (!existsSync('/proc/self/status')) return undefined;
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(
        Number(entry),
        Number(
          readFileSync(`/proc/${entry}/stat`, 'utf8')
            .replace(/^.*\) /, '')
            .split(' ')[1],
        ),
      );
    } catch {
      // ended meanwhile
    }
  }
  let kb = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
    for (const [child, parent] of parents) if (parent === pid) pending.push(child);
  }
  return Math.round(kb / 1024);
}

async function answers(url: string): Promise<boolean> {
  try {
    await runLoad({ url, count: 1, connections: 1 });
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 180_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not answer within 180 s`);
    await sleep(200);
  }
}

function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (group) process.kill(-child.pid!, 'SIGTERM');
    else child.kill('SIGTERM');
  });
}

/** `npm start` with the given mock on free ports, once its mock answers and its docs page is served (no build under way). */
async function startNpmStart(mock: 'static' | 'sandbox'): Promise<Server> {
  const [mockPort, docsPort, consolePort] = [await freePort(), await freePort(), await freePort()];
  const env = {
    ...process.env,
    DSM_MOCK: mock,
    DSM_MOCK_PORT: String(mockPort),
    DSM_DOCS_PORT: String(docsPort),
    DSM_CONSOLE_PORT: String(consolePort),
  };
  const child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: 'ignore', env });
  const server = { url: `http://127.0.0.1:${mockPort}`, pid: child.pid!, stop: () => stopChild(child, true) };
  try {
    await until(() => answers(server.url), `npm start (${mock})`);
    await until(async () => (await fetch(`http://127.0.0.1:${docsPort}/`).catch(() => undefined))?.status === 200, 'the docs page');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

function asServer(prism: RunningMock, extra?: () => Promise<void>): Server {
  return { url: prism.url, pid: prism.pid!, stop: async () => (await prism.stop(), await extra?.()) };
}

/** `prism proxy --errors` alone in front of the sandbox, which runs in a process of its own. */
async function startPrismProxyAlone(): Promise<Server> {
  const sandboxPort = await freePort();
  const sandbox = spawn(process.execPath, ['--import', 'tsx', `${root}bench/sandbox-server.ts`, String(sandboxPort)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => (sandbox.stdout!.once('data', resolve), sandbox.once('exit', reject)));
  const prism = await startPrism(CONTRACT, await freePort(), { upstream: `http://127.0.0.1:${sandboxPort}` });
  return asServer(prism, () => stopChild(sandbox, false));
}

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
  rssMbBefore?: number;
  rssMbAfter?: number;
}

async function comparePair(
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

async function decay(subject: Server, requests: number): Promise<DecayResult> {
  const rssMbBefore = treeRssMb(subject.pid);
  const run = await runLoad({ url: subject.url, count: requests, connections: 10 });
  const first = run.firstThousandPerSecond!;
  const last = run.lastThousandPerSecond!;
  return {
    requests,
    connections: 10,
    firstThousandPerSecond: first,
    lastThousandPerSecond: last,
    lastToFirst: +(last / first).toFixed(3),
    rssMbBefore,
    rssMbAfter: treeRssMb(subject.pid),
  };
}

export interface MockThroughputResult {
  loadAverage: number;
  loadAverageAfter: number;
  rounds: number;
  static: { pairs: PairResult[]; decay: DecayResult; anchor: string };
  sandbox: { pairs: PairResult[]; decay: DecayResult; anchor: string };
  target: { ratio: number; lastToFirst: number };
}

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

export function mockThroughputTable(result: MockThroughputResult): Record<string, string | number> {
  const table: Record<string, string | number> = {};
  for (const kind of ['static', 'sandbox'] as const) {
    for (const pair of result[kind].pairs)
      table[`${kind} mock / anchor, ${pair.connections} conn. (req/s)`] =
        `${pair.subjectMedian} / ${pair.anchorMedian} = ${pair.ratio} (rounds ${pair.roundRatioSpread.join('–')})`;
    const d = result[kind].decay;
    table[`${kind} mock, ${d.requests} req.: last/first 1,000`] =
      `${d.lastThousandPerSecond}/${d.firstThousandPerSecond} = ${d.lastToFirst}`;
    table[`${kind} mock, RSS MB before/after`] = `${d.rssMbBefore ?? '?'} / ${d.rssMbAfter ?? '?'}`;
  }
  return table;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchMockThroughput();
  console.table(mockThroughputTable(result));
  const resultsFile = `${root}bench/results.json`;
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, mockThroughput: result }, null, 2)}\n`);
}
