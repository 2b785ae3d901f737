/**
 * What `@dsm/sdk` adds to an application's type-check. The built package (`npm run build`, as it is
 * packed) is installed into a temporary folder beside React, React Query and @types/node, and each app
 * of bench/type-check-apps.ts is type-checked with and without the SDK by this project's TypeScript
 * (`tsc --extendedDiagnostics`): time, memory, files and declaration lines, with `skipLibCheck` off (every
 * declaration checked, as strict teams and test/consumer do) and on (Vite's template). Part of
 * `npm run bench`; `tsx bench/type-check.ts [--quick] [--no-build]` runs only this and records it in
 * bench/results.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_APPS, TYPE_CHECK_GOALS } from './type-check-apps.js';
import { installFixture, writeApp } from './type-check-fixture.js';
import { medianFigures, typeCheckOnce, type AppTypeCheck, type TypeCheckFigures, type TypeCheckResult } from './type-check-figures.js';
import { typeCheckTable } from './type-check-table.js';

const root = fileURLToPath(new URL('..', import.meta.url));

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
