/**
 * What `@dsm/sdk` adds to an application's type-check. The built package (`npm run build`, as it is
 * packed) is installed into a temporary folder beside React, React Query and @types/node, and each app
 * of bench/type-check-apps.ts is type-checked with and without the SDK by this project's TypeScript
 * (`tsc --extendedDiagnostics`): time, memory, files and declaration lines, with `skipLibCheck` off (every
 * declaration checked, as strict teams and test/consumer do) and on (Vite's template). Part of
 * `npm run bench`; `tsx bench/type-check.ts [--quick] [--no-build]` runs only this and records it in
 * bench/results.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_APPS, type BenchApp } from './type-check-apps.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
/** What the apps need besides the SDK, linked from this project's node_modules (the SDK's own dependencies among them). */
const DEPENDENCIES = [
  'react',
  '@types/react',
  '@types/node',
  'undici-types',
  'csstype',
  '@tanstack',
  'openapi-fetch',
  'openapi-typescript-helpers',
  '@noble',
];
/** The goals: time with the SDK over time without it. */
export const TYPE_CHECK_GOALS = { threeHooks: 1.5, createDsmClientScript: 1.2 } as const;

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

function tsconfig(app: BenchApp, skipLibCheck: boolean): string {
  const react = app.resolution === 'bundler';
  const options = {
    target: 'ES2022',
    lib: react ? ['ES2022', 'DOM', 'DOM.Iterable'] : ['ES2022'],
    module: react ? 'ESNext' : 'node16',
    ...(react ? { moduleResolution: 'bundler', jsx: 'react-jsx' } : {}),
    strict: true,
    noEmit: true,
    skipLibCheck,
    types: react ? [] : ['node'],
  };
  return JSON.stringify({ compilerOptions: options, include: ['src'] }, null, 2);
}

/** One folder holding node_modules (the SDK as packed, its neighbours linked) and one folder per app and variant. */
function installFixture(work: string): void {
  const modules = join(work, 'node_modules');
  const sdk = join(modules, '@dsm/sdk');
  mkdirSync(sdk, { recursive: true });
  cpSync(join(root, 'package.json'), join(sdk, 'package.json'));
  for (const part of ['dist/src', 'dist/generated', 'dist/openapi.json']) cpSync(join(root, part), join(sdk, part), { recursive: true });
  for (const dependency of DEPENDENCIES) {
    mkdirSync(join(modules, dependency, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', dependency), join(modules, dependency));
  }
}

function writeApp(dir: string, app: BenchApp, source: string, skipLibCheck: boolean): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-app', private: true, type: 'module' }));
  writeFileSync(join(dir, 'tsconfig.json'), tsconfig(app, skipLibCheck));
  writeFileSync(join(dir, app.file), source);
}

/** One `tsc --extendedDiagnostics` run; a type error is a broken fixture, so it fails the bench. */
function typeCheckOnce(dir: string): TypeCheckFigures {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianFigures(runs: TypeCheckFigures[]): TypeCheckFigures {
  const keys = Object.keys(runs[0]!) as (keyof TypeCheckFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as TypeCheckFigures;
}

export function measureTypeCheck({ runs = 5, build = true } = {}): TypeCheckResult {
  if (build || !existsSync(join(root, 'dist/src/index.d.ts'))) {
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/package/build.ts')], { cwd: root, stdio: 'ignore' });
  }
  const work = mkdtempSync(join(tmpdir(), 'dsm-type-check-'));
  const started = { loadAverage: +loadavg()[0]!.toFixed(2) };
  try {
    installFixture(work);
    const measure = (skipLibCheck: boolean): Record<string, AppTypeCheck> => {
      const result: Record<string, AppTypeCheck> = {};
      for (const app of BENCH_APPS) {
        const withDir = join(work, `${app.name}-sdk-${skipLibCheck}`);
        const withoutDir = join(work, `${app.name}-plain-${skipLibCheck}`);
        writeApp(withDir, app, app.withSdk, skipLibCheck);
        writeApp(withoutDir, app, app.withoutSdk, skipLibCheck);
        const withRuns: TypeCheckFigures[] = [];
        const withoutRuns: TypeCheckFigures[] = [];
        // Alternated, so both variants see the same load of the shared machine.
        for (let i = 0; i < runs; i++) {
          withoutRuns.push(typeCheckOnce(withoutDir));
          withRuns.push(typeCheckOnce(withDir));
        }
        const withSdk = medianFigures(withRuns);
        const withoutSdk = medianFigures(withoutRuns);
        result[app.name] = { withSdk, withoutSdk, ratio: +(withSdk.cpuMs / withoutSdk.cpuMs).toFixed(2) };
      }
      return result;
    };
    const skipLibCheckOff = measure(false);
    const skipLibCheckOn = measure(true);
    const typescript = (JSON.parse(readFileSync(join(root, 'node_modules/typescript/package.json'), 'utf8')) as { version: string })
      .version;
    return {
      date: new Date().toISOString(),
      typescript,
      cpus: cpus().length,
      ...started,
      runs,
      skipLibCheckOff,
      skipLibCheckOn,
      goals: TYPE_CHECK_GOALS,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Rows for `console.table`: one per app and `skipLibCheck` setting. */
export function typeCheckTable(result: TypeCheckResult): Record<string, Record<string, number | string>> {
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [setting, apps] of [
    ['skipLibCheck off', result.skipLibCheckOff],
    ['skipLibCheck on', result.skipLibCheckOn],
  ] as const) {
    for (const [name, app] of Object.entries(apps)) {
      rows[`${name}, ${setting}`] = {
        'with SDK (CPU ms)': app.withSdk.cpuMs,
        'without (CPU ms)': app.withoutSdk.cpuMs,
        ratio: app.ratio,
        goal: (TYPE_CHECK_GOALS as Record<string, number>)[name] ?? '-',
        'with SDK (MB)': app.withSdk.memoryMB,
        'without (MB)': app.withoutSdk.memoryMB,
        'with SDK (files)': app.withSdk.files,
        'with SDK (.d.ts lines)': app.withSdk.declarationLines,
        'with SDK (types)': app.withSdk.types,
        'without (types)': app.withoutSdk.types,
      };
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const result = measureTypeCheck({ runs: quick ? 1 : 5, build: !process.argv.includes('--no-build') });
  console.table(typeCheckTable(result));
  if (!quick) {
    const resultsFile = `${root}bench/results.json`;
    const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
    writeFileSync(resultsFile, `${JSON.stringify({ ...results, typeCheck: result }, null, 2)}\n`);
  }
}
