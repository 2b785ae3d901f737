/**
 * The package as teams install it (see consumer-apps.ts: one pack, one install, one app per entry
 * point with exactly the packages README lists for it). Each app proves its entry four ways: `tsc`
 * with `skipLibCheck: false` under `moduleResolution` bundler and `module` node16, `vite build`, its
 * component test under Vitest (one Vitest run for all apps) and a plain Node ESM import. The tarball's
 * contents, its maps, publint and Are the Types Wrong are judged once.
 * A new entry point needs its row in README's Install table and its app in test/consumer/fixtures/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_RENDERER,
  fixtureNames,
  installApps,
  readmeNeeds,
  resolvableFrom,
  root,
  type ConsumerApp,
  type InstalledApps,
} from './consumer-apps.js';
import { checkMaps } from './source-maps.js';

const tool = (path: string) => join(root, 'node_modules', path);
/** The children are tools of their own, not workers of this run. */
const childEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)));

interface Outcome {
  status: number | null;
  output: string;
}

function run(command: string, args: string[], cwd: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...childEnv, FORCE_COLOR: '0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: null, output: String(error) }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The type-checks start at once, two at a time (two cores), and run while the other checks are made. */
const queue: Array<() => void> = [];
let running = 0;
function queued(command: string, args: string[], cwd: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const start = () => {
      running++;
      void run(command, args, cwd).then((outcome) => {
        running--;
        queue.shift()?.();
        resolve(outcome);
      });
    };
    if (running < 2) start();
    else queue.push(start);
  });
}
const node = (args: string[], cwd: string) => run(process.execPath, args, cwd);
const MODES = ['bundler', 'node16'] as const;
const typeChecks = new Map<string, Promise<Outcome>>();
const typeCheck = (app: ConsumerApp, mode: string) => typeChecks.get(`${app.name} ${mode}`)!;

let installed: InstalledApps;
const appNamed = (name: string): ConsumerApp => installed.apps.find((app) => app.name === name)!;

beforeAll(() => {
  installed = installApps();
  for (const app of installed.apps) {
    for (const mode of MODES)
      typeChecks.set(`${app.name} ${mode}`, queued(process.execPath, [tool('typescript/bin/tsc'), '-p', `tsconfig.${mode}.json`], app.dir));
  }
}, 300_000);

afterAll(() => {
  if (installed) rmSync(installed.work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the built entries, their maps and the sources the maps name, nothing else', () => {
    const files = spawnSync('tar', ['-tzf', installed.tarball], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''));
    for (const file of [
      'dist/src/index.js',
      'dist/src/index.d.ts',
      'dist/src/react/index.js',
      'dist/src/react/table/index.d.ts',
      'dist/openapi.json',
      'CHANGELOG.md',
    ]) {
      expect(files).toContain(file);
    }
    expect(files).toContain('dist/src/client.js.map');
    expect(files).toContain('dist/src/client.d.ts.map');
    expect(files).toContain('src/client.ts');
    const unexpected = files.filter(
      (f) =>
        !/^(dist\/(src|generated)\/.+\.(js|d\.ts)(\.map)?|(src|generated)\/.+\.ts|dist\/openapi\.json|package\.json|README\.md|CHANGELOG\.md)$/.test(
          f,
        ),
    );
    expect(unexpected).toEqual([]);
    expect(files.filter((f) => /\.test\.|\.spec\.|(^|\/)test\//.test(f))).toEqual([]);
  });

  it('maps every built file to TypeScript inside the package, name for name', () => {
    const report = checkMaps(installed.packageDir);
    expect(report.problems).toEqual([]);
    // Every declaration file has its map (a module of types only compiles to JavaScript that needs none).
    const built = readdirSync(join(installed.packageDir, 'dist'), { recursive: true, encoding: 'utf8' });
    const declarations = built.filter((file) => file.endsWith('.d.ts'));
    expect(declarations.length).toBeGreaterThan(200);
    expect(declarations.filter((file) => !built.includes(`${file}.map`))).toEqual([]);
    expect(report.maps).toBeGreaterThan(declarations.length);
    expect(report.names).toBeGreaterThan(50_000);
  });

  it('npm publish --dry-run accepts it for the registry publishConfig names, with restricted access', async () => {
    const { status, output } = await run('npm', ['publish', '--dry-run', '--ignore-scripts', '--offline'], root);
    expect(output).toMatch(/Publishing to https:\/\/npm\.pkg\.example\.invalid\/ with tag latest and restricted access \(dry-run\)/);
    expect(status).toBe(0);
  }, 120_000);

  it('publint reports nothing', async () => {
    const { status, output } = await run(tool('.bin/publint'), ['run', installed.packageDir, '--pack', 'false'], installed.work);
    expect(output).toMatch(/All good/);
    expect(status).toBe(0);
  });

  it('Are the Types Wrong finds no problem for node16 (ESM and CJS) and bundler, beyond the ESM-only notice', async () => {
    const { status, output } = await run(
      tool('.bin/attw'),
      [
        installed.tarball,
        '--profile',
        'node16',
        '--ignore-rules',
        'cjs-resolves-to-esm',
        '--exclude-entrypoints',
        './openapi.json',
        './package.json',
        '--format',
        'table',
      ],
      installed.work,
    );
    const rows = output.split('\n').filter((line) => /node16 \(from (CJS|ESM)\)|bundler/.test(line));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).not.toMatch(/❌|💀|🐛|🥴|⚠️|🎭|❗|🚭/u);
    expect(status).toBe(0);
  }, 600_000);

  it('has an app for every entry point, and README lists what each needs', () => {
    const manifest = JSON.parse(readFileSync(join(installed.packageDir, 'package.json'), 'utf8'));
    const codeEntries = Object.keys(manifest.exports)
      .filter((key) => !key.endsWith('.json'))
      .map((key) => `@dsm/sdk${key.slice(1)}`);
    const readmeEntries = [...readmeNeeds().keys()].filter((entry) => !entry.endsWith('.json'));
    expect(installed.apps.map((app) => app.entry).sort()).toEqual(codeEntries.sort());
    expect(readmeEntries.sort()).toEqual(codeEntries.sort());
  });
});

/** One Vitest run over every app (each its own project), read back per app. */
type ComponentRun = Outcome & { files: Array<{ name: string; status: string; assertionResults: unknown[] }> };
let componentRun: Promise<ComponentRun> | undefined;
function componentTests(): Promise<ComponentRun> {
  return (componentRun ??= runComponentTests());
}
async function runComponentTests(): Promise<ComponentRun> {
  const config = join(installed.work, 'vitest.config.mjs');
  const reportFile = join(installed.work, 'vitest-report.json');
  writeFileSync(config, `export default { test: { projects: ${JSON.stringify(installed.apps.map((app) => app.name))} } };\n`);
  const { status, output } = await node(
    [tool('vitest/vitest.mjs'), 'run', '--config', config, '--root', installed.work, '--reporter=json', `--outputFile=${reportFile}`],
    installed.work,
  );
  const files = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')).testResults : [];
  return { status, output, files };
}

describe.each(fixtureNames())('the %s app', (name) => {
  it('has exactly the packages README lists for its entry, and no other peer of the SDK', () => {
    const app = appNamed(name);
    const needs = readmeNeeds().get(app.entry);
    expect(needs, `README's Install table has no row for ${app.entry}`).toBeDefined();
    expect(app.dependencies.filter((dependency) => dependency !== APP_RENDERER).sort()).toEqual([...needs!].sort());
    const peers = Object.keys(JSON.parse(readFileSync(join(installed.packageDir, 'package.json'), 'utf8')).peerDependencies);
    for (const peer of peers) expect(resolvableFrom(join(app.dir, 'node_modules/@dsm/sdk'), peer), peer).toBe(needs!.includes(peer));
  });

  it.each(MODES)(
    'type-checks under %s resolution with skipLibCheck off',
    async (mode) => {
      const { status, output } = await typeCheck(appNamed(name), mode);
      expect(output).toBe('');
      expect(status).toBe(0);
    },
    300_000,
  );

  it('builds with vite', async () => {
    const { dir } = appNamed(name);
    const { status, output } = await node([tool('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], dir);
    expect(output).not.toMatch(/error|MISSING_EXPORT/i);
    expect(status).toBe(0);
    const assets = readdirSync(join(dir, 'dist/assets')).filter((file) => file.endsWith('.js'));
    const bundle = assets.map((file) => readFileSync(join(dir, 'dist/assets', file), 'utf8')).join('\n');
    expect(bundle).toContain('/api/contacts/count'); // the SDK's code is in the app
  }, 120_000);

  it('passes its component test under Vitest', async () => {
    const { files, output } = await componentTests();
    const mine = files.filter((file) => file.name.startsWith(`${appNamed(name).dir}/`));
    expect(mine.length, output).toBeGreaterThan(0);
    for (const file of mine) {
      expect(file.status, output).toBe('passed');
      expect(file.assertionResults.length).toBeGreaterThan(0);
    }
  }, 180_000);

  it('imports its entry in plain Node', async () => {
    const { status, output } = await node(['node-check.mjs'], appNamed(name).dir);
    expect(output.trim()).toBe('ok');
    expect(status).toBe(0);
  });
});
