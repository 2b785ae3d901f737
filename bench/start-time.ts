/**
 * How long `npm start` takes until the mock and the docs both answer, next to how long Prism alone
 * takes to answer on the same machine at the same time (the floor: the machine is shared, so both
 * move with its load), interleaved run by run:
 *   - warm: the docs page and the console are built already (the page is served);
 *   - cold: as a fresh clone starts, without the cached docs page and the console build (the docs
 *     server answers with its notice that the page is being built, after the mock answers). Part of `npm run bench`; `tsx bench/start-time.ts` runs only
 * this and records it in bench/results.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isFresh } from '../scripts/generate/generated-stamp.js';
import { freePort, startPrism } from '../scripts/serve/prism.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const POLL_MS = 50;
const GIVE_UP_MS = 120_000;

export interface StartTimeResult {
  date: string;
  cpus: number;
  /** 1-minute load average when the measurement began: how busy the shared machine was. */
  loadAverage: number;
  runs: number;
  /** Median ms from spawning `npm start` until the mock answers with an envelope and the docs page loads. */
  npmStartMs: number;
  /** Median ms from spawning Prism until it answers, measured alternately with the runs above. */
  prismAloneMs: number;
  /** Median ms of a cold `npm start` (no docs page, no console build) until both answer. */
  coldNpmStartMs: number;
  allColdNpmStartMs: number[];
  /** npm start / Prism alone, warm and cold, with the lowest and highest of the runs' own ratios. */
  ratio: { warm: number; cold: number; warmSpread: [number, number]; coldSpread: [number, number] };
  /**
   * Median CPU ms that `npm start` and every process it started had used when both answered (Linux
   * only). It moves far less with the machine's load than the wall time: on an idle machine the start
   * takes about this long, as Prism's start is single-threaded.
   */
  npmStartCpuMs?: number;
  prismAloneCpuMs?: number;
  allNpmStartMs: number[];
  allPrismAloneMs: number[];
  target: { warmRatio: number; coldRatio: number };
}

/** CPU ms (user + system, with waited-for children) used so far by a process and all its descendants; undefined off Linux. */
function treeCpuMs(rootPid: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which may contain spaces: state ppid ... utime(14) stime cutime cstime.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
  }
  return Math.round((ticks * 1000) / CLOCK_TICKS_PER_SECOND);
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** True once the mock gives a real answer: Prism's refusal of an unsigned call, as an envelope. */
async function mockAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/contacts/count`);
    const body = (await response.json()) as { state?: unknown };
    return response.status === 401 && body.state === 1;
  } catch {
    return false;
  }
}

/** The page (warm), or the notice that it is being built (cold). */
async function docsAnswer(url: string, cold = false): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`);
    await response.arrayBuffer();
    return response.status === 200 || (cold && response.status === 503);
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string, deadline: number): Promise<void> {
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not answer within ${GIVE_UP_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

interface Timing {
  ms: number;
  cpuMs?: number;
}

/** One `npm start` with free ports: ms until both answer. Stops it (the whole process group) and waits until the mock is gone. */
async function timeNpmStart(cold = false): Promise<Timing> {
  const [mockPort, docsPort, consolePort] = [await freePort(), await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const docsUrl = `http://127.0.0.1:${docsPort}`;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true, // its own process group, so the bench can stop npm, tsx and start.ts together
    stdio: 'ignore',
    env: { ...process.env, DSM_MOCK_PORT: String(mockPort), DSM_DOCS_PORT: String(docsPort), DSM_CONSOLE_PORT: String(consolePort) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let timing: Timing;
  try {
    const deadline = started + GIVE_UP_MS;
    await Promise.all([
      until(() => mockAnswers(mockUrl), 'the mock', deadline),
      until(() => docsAnswer(docsUrl, cold), 'the docs', deadline),
    ]);
    timing = { ms: Math.round(performance.now() - started), cpuMs: treeCpuMs(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // start.ts stops Prism (its own process group) on SIGTERM; wait until it has let go of the port.
    const deadline = performance.now() + 15_000;
    while ((await mockAnswers(mockUrl)) && performance.now() <= deadline) await sleep(POLL_MS);
  }
  if (await mockAnswers(mockUrl)) throw new Error(`the mock on ${mockUrl} is still running after npm start was stopped`);
  return timing;
}

async function timePrismAlone(): Promise<Timing> {
  const started = performance.now();
  const prism = await startPrism(`${root}generated/openapi.json`, await freePort());
  try {
    await until(() => mockAnswers(prism.url), 'Prism', started + GIVE_UP_MS);
    return { ms: Math.round(performance.now() - started), cpuMs: prism.pid === undefined ? undefined : treeCpuMs(prism.pid) };
  } finally {
    await prism.stop();
  }
}

/** What a fresh clone lacks: moved aside for one cold run, and put back whatever happens. */
const BUILT = [`${root}.cache/docs`, `${root}console/dist`];

async function timeColdNpmStart(): Promise<Timing> {
  const aside = BUILT.filter((path) => existsSync(path));
  for (const path of aside) renameSync(path, `${path}.bench-aside`);
  try {
    return await timeNpmStart(true);
  } finally {
    for (const path of aside) {
      rmSync(path, { recursive: true, force: true }); // what the cold run began to build
      renameSync(`${path}.bench-aside`, path);
    }
  }
}

/** Waits until the docs page and its script (and their compressed forms) are in the cache: a warm start finds them. */
async function warmUp(): Promise<void> {
  await timeNpmStart();
  const deadline = performance.now() + GIVE_UP_MS;
  while (servedFiles().some((file) => !existsSync(`${file}.br`)) && performance.now() < deadline) {
    const child = spawn(process.execPath, ['--import', 'tsx', `${root}scripts/docs/compressed-page.ts`, ...servedFiles()], {
      cwd: root,
      stdio: 'ignore',
    });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
/** The cached page and the assets beside it. */
const servedFiles = () => [
  ...readdirSync(`${root}.cache/docs`)
    .filter((name) => /^[0-9a-f]{64}\.html$/.test(name))
    .map((name) => `${root}.cache/docs/${name}`),
  ...readdirSync(`${root}.cache/docs/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${root}.cache/docs/assets/${name}`),
];

export async function measureStartTime(runs = 5): Promise<StartTimeResult> {
  if (!isFresh()) throw new Error('generated/ is stale: run `npm run generate` first, the start time is measured on a warm checkout');
  const loadAverage = +loadavg()[0]!.toFixed(2);
  await warmUp(); // builds the docs page into .cache/ if it is not there yet
  const npmStart: Timing[] = [];
  const prismAlone: Timing[] = [];
  const coldStart: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    npmStart.push(await timeNpmStart());
    prismAlone.push(await timePrismAlone());
    coldStart.push(await timeColdNpmStart());
  }
  const ratios = (timings: Timing[]) => timings.map((t, i) => +(t.ms / prismAlone[i]!.ms).toFixed(2));
  const spread = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  const cpu = (timings: Timing[]) => (timings.every((t) => t.cpuMs !== undefined) ? median(timings.map((t) => t.cpuMs!)) : undefined);
  return {
    date: new Date().toISOString(),
    cpus: cpus().length,
    loadAverage,
    runs,
    npmStartMs: median(npmStart.map((t) => t.ms)),
    prismAloneMs: median(prismAlone.map((t) => t.ms)),
    npmStartCpuMs: cpu(npmStart),
    prismAloneCpuMs: cpu(prismAlone),
    coldNpmStartMs: median(coldStart.map((t) => t.ms)),
    allNpmStartMs: npmStart.map((t) => t.ms),
    allPrismAloneMs: prismAlone.map((t) => t.ms),
    allColdNpmStartMs: coldStart.map((t) => t.ms),
    ratio: {
      warm: +(median(npmStart.map((t) => t.ms)) / median(prismAlone.map((t) => t.ms))).toFixed(2),
      cold: +(median(coldStart.map((t) => t.ms)) / median(prismAlone.map((t) => t.ms))).toFixed(2),
      warmSpread: spread(ratios(npmStart)),
      coldSpread: spread(ratios(coldStart)),
    },
    target: { warmRatio: 1.15, coldRatio: 1.4 },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureStartTime();
  console.table({
    'npm start until mock and docs answer (median ms)': result.npmStartMs,
    'Prism alone until it answers (median ms)': result.prismAloneMs,
    'cold npm start (no docs page, no console build) (median ms)': result.coldNpmStartMs,
    'warm / Prism alone': `${result.ratio.warm} (runs ${result.ratio.warmSpread.join('–')})`,
    'cold / Prism alone': `${result.ratio.cold} (runs ${result.ratio.coldSpread.join('–')})`,
    'npm start, CPU used until then (median ms)': result.npmStartCpuMs ?? 'n/a',
    'Prism alone, CPU used until then (median ms)': result.prismAloneCpuMs ?? 'n/a',
    'load average (1 min) at the start': result.loadAverage,
  });
  const resultsFile = `${root}bench/results.json`;
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, startTime: result }, null, 2)}\n`);
}
