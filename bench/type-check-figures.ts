/**
 * The figures of bench/type-check.ts: one `tsc --extendedDiagnostics` run of a bench app read into figures,
 * the medians of several runs, and the result of the whole measurement.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats.js';
import type { TYPE_CHECK_GOALS } from './type-check-apps.js';

const tsc = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules/typescript/bin/tsc');

/** The medians of the runs of one app. */
export interface TypeCheckFigures {
  /** CPU time (user + system) of the tsc process, in ms: moves less with the shared machine's load than the wall time. */
  cpuMs: number;
  /** tsc's own `Total time` (wall), in ms. */
  totalMs: number;
  checkMs: number;
  memoryMB: number;
  files: number;
  /** Lines of `.d.ts` files in the program (the SDK's and every library's, TypeScript's own lib files aside). */
  declarationLines: number;
  /** Types the checker created and generic instantiations it made: its work, independent of the machine. */
  types: number;
  instantiations: number;
}

export interface AppTypeCheck {
  withSdk: TypeCheckFigures;
  withoutSdk: TypeCheckFigures;
  /** withSdk.cpuMs / withoutSdk.cpuMs */
  ratio: number;
}

export interface TypeCheckResult {
  date: string;
  typescript: string;
  cpus: number;
  loadAverage: number;
  runs: number;
  skipLibCheckOff: Record<string, AppTypeCheck>;
  skipLibCheckOn: Record<string, AppTypeCheck>;
  goals: typeof TYPE_CHECK_GOALS;
}

/** One `tsc --extendedDiagnostics` run; a type error is a broken fixture, so it fails the bench. */
export function typeCheckOnce(dir: string): TypeCheckFigures {
  // bash's `time` reports the CPU seconds of the tsc process on stderr.
  const command = `TIMEFORMAT='cpu %U %S'; time "$0" "$1" -p tsconfig.json --extendedDiagnostics`;
  const run = spawnSync('bash', ['-c', command, process.execPath, tsc], { cwd: dir, encoding: 'utf8' });
  const output = run.stdout;
  if (run.status !== 0) throw new Error(`type errors in the bench app ${dir}:\n${output}${run.stderr}`);
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(run.stderr);
  if (!cpu) throw new Error(`no CPU time measured: ${run.stderr}`);
  const figure = (label: string) => {
    const match = new RegExp(`^${label}:\\s+([\\d.]+)(s|K)?$`, 'm').exec(output);
    if (!match) throw new Error(`tsc printed no "${label}"`);
    return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  };
  return {
    cpuMs: Math.round((Number(cpu[1]) + Number(cpu[2])) * 1000),
    totalMs: Math.round(figure('Total time')),
    checkMs: Math.round(figure('Check time')),
    memoryMB: Math.round(figure('Memory used') / 1024),
    files: figure('Files'),
    declarationLines: figure('Lines of Definitions'),
    types: figure('Types'),
    instantiations: figure('Instantiations'),
  };
}

export function medianFigures(runs: TypeCheckFigures[]): TypeCheckFigures {
  const keys = Object.keys(runs[0]!) as (keyof TypeCheckFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as TypeCheckFigures;
}
