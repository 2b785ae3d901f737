/**
 * The folder bench/type-check.ts type-checks in: `@dsm/sdk` as packed (from dist/) with its neighbours
 * linked from this project's node_modules, and one folder per app and variant with its tsconfig.json.
 */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchApp } from './type-check-apps.js';

const root = fileURLToPath(new URL('..', import.meta.url));
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
export function installFixture(work: string): void {
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

export function writeApp(dir: string, app: BenchApp, source: string, skipLibCheck: boolean): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-app', private: true, type: 'module' }));
  writeFileSync(join(dir, 'tsconfig.json'), tsconfig(app, skipLibCheck));
  writeFileSync(join(dir, app.file), source);
}
