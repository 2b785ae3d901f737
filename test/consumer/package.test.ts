/**
 * The package as a frontend team installs it. `npm run build`, `npm pack`, then the tarball is unpacked
 * into a copy of test/consumer/fixture (an app with React, React Query and TypeScript from this
 * project's devDependencies) and type-checked with `skipLibCheck: false` under `moduleResolution:
 * bundler` and under `module: node16`. publint and Are the Types Wrong judge the same tarball.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name: string) => join(root, 'node_modules/.bin', name);
/** What the fixture app needs besides the SDK, linked from this project's own node_modules. */
const APP_DEPENDENCIES = ['react', '@types/react', 'csstype', '@tanstack', 'openapi-fetch', 'openapi-typescript-helpers', '@noble'];

let work: string;
let tarball: string;
let app: string;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dsm-consumer-'));
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { cwd: root, stdio: 'pipe' });
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  tarball = join(work, packed[0].filename);
  app = join(work, 'app');
  cpSync(join(root, 'test/consumer/fixture'), app, { recursive: true });
  const installed = join(app, 'node_modules/@dsm/sdk');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const dependency of APP_DEPENDENCIES) {
    const target = join(app, 'node_modules', dependency);
    mkdirSync(join(target, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', dependency), target);
  }
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds only what an application needs', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').map((f) => f.replace(/^package\//, ''));
    expect(files).toContain('dist/src/index.js');
    expect(files).toContain('dist/src/index.d.ts');
    expect(files).toContain('dist/src/react/index.js');
    expect(files).toContain('dist/openapi.json');
    const unexpected = files.filter((f) => !/^(dist\/(src|generated)\/.+\.(js|d\.ts)|dist\/openapi\.json|package\.json|README\.md)$/.test(f));
    expect(unexpected).toEqual([]);
  });

  it('the built entries work in Node', async () => {
    const sdk = await import(/* @vite-ignore */ join(app, 'node_modules/@dsm/sdk/dist/src/index.js'));
    expect(typeof sdk.contactsCount).toBe('function');
    expect(sdk.Comparer.greaterThan).toBe(5);
    const client = sdk.createDsmClient({});
    await expect(client.call('contactsCount')).rejects.toBeInstanceOf(sdk.DsmConfigError);
    const react = await import(/* @vite-ignore */ join(app, 'node_modules/@dsm/sdk/dist/src/react/index.js'));
    expect(typeof react.useContactsCount).toBe('function');
  });

  it.each(['bundler', 'node16'])('type-checks the consumer app under %s resolution, skipLibCheck off', (mode) => {
    const { status, output } = run(bin('tsc'), ['-p', join(app, `tsconfig.${mode}.json`)], app);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 300_000);

  it('publint reports nothing', () => {
    const { status, output } = run(bin('publint'), ['run', join(app, 'node_modules/@dsm/sdk'), '--pack', 'false'], work);
    expect(status).toBe(0);
    expect(output).toMatch(/All good/);
  });

  it('Are the Types Wrong finds no problem for node16 (ESM and CJS) and bundler, beyond the ESM-only notice', () => {
    const { status, output } = run(
      bin('attw'),
      [tarball, '--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', '--exclude-entrypoints', './openapi.json', './package.json', '--format', 'table'],
      work,
    );
    const rows = output.split('\n').filter((line) => /node16 \(from (CJS|ESM)\)|bundler/.test(line));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).not.toMatch(/❌|💀|🐛|🥴|⚠️|🎭|❗|🚭/u);
    expect(status).toBe(0);
  }, 300_000);
});
