/**
 * How long `npm start` takes until the mock and the docs both answer, next to how long Prism alone
 * takes to answer on the same machine at the same time (the floor: the machine is shared, so both
 * move with its load), interleaved run by run:
 *   - warm: the docs page and the console are built already (the page is served);
 *   - cold: as a fresh clone starts, with nothing in .cache/ (no docs page, lean contract or compiled
 *     start) and no console build (the docs server answers with its notice that the page is being built).
 * One timed start is bench/start-time-runs.ts. Part of `npm run bench`; `tsx bench/start-time.ts` runs
 * only this and records it in bench/results.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isFresh } from '../scripts/generate/generated-stamp.js';
import { median, range } from './stats.js';
import { timeColdNpmStart, timeNpmStart, timePrismAlone, warmUp, type Timing } from './start-time-runs.js';

const root = fileURLToPath(new URL('..', import.meta.url));

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
  /** Median ms of a cold `npm start` (nothing in .cache/, no console build) until both answer. */
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
      warmSpread: range(ratios(npmStart)),
      coldSpread: range(ratios(coldStart)),
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
