/**
 * The packed package installed as teams install it. One build, one `npm pack`, one unpacked tarball,
 * then one app per entry point (test/consumer/fixtures/<name>, whose package.json names its `entry`)
 * with exactly the packages README's Install table lists for that entry: the tarball's files are hard
 * linked into the app's node_modules/@dsm/sdk, and every other package is linked one by one from this
 * project's node_modules (installed from its lock file), never a whole scope. A linked package's own
 * dependencies resolve from its real place here, but the SDK's imports resolve from the app only, so
 * a package the app lacks is missing for the SDK as it would be for a team.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const fixturesDir = join(root, 'test/consumer/fixtures');
/** A React app's renderer: the app has it, the SDK does not need it. */
export const APP_RENDERER = 'react-dom';

export interface ConsumerApp {
  name: string;
  /** The entry point the app is about, e.g. `@dsm/sdk/react/table`. */
  entry: string;
  dir: string;
  dependencies: string[];
  devDependencies: string[];
}

export interface InstalledApps {
  work: string;
  tarball: string;
  /** The unpacked tarball. */
  packageDir: string;
  apps: ConsumerApp[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

export function fixtureNames(): string[] {
  return readdirSync(fixturesDir).filter((name) => existsSync(join(fixturesDir, name, 'package.json')));
}

/** README's Install table: entry point -> the packages it needs besides `@dsm/sdk`. */
export function readmeNeeds(): Map<string, string[]> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const install = readme.slice(readme.indexOf('## Install'), readme.indexOf('\n## ', readme.indexOf('## Install') + 1));
  const needs = new Map<string, string[]>();
  for (const [, entry, packages] of install.matchAll(/^\| `(@dsm\/sdk[^`]*)` \|[^|]*\| ([^|]*) \|$/gm)) {
    needs.set(entry!, packages!.trim() === 'nothing' ? [] : [...packages!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  }
  return needs;
}

/** A package can be found from `dir` the way Node and bundlers look: node_modules of `dir` and its parents. */
export function resolvableFrom(dir: string, name: string): boolean {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules', name, 'package.json'))) return true;
    if (dirname(at) === at) return false;
  }
}

function link(app: string, name: string): void {
  const source = join(root, 'node_modules', name);
  if (!existsSync(join(source, 'package.json'))) throw new Error(`${name} is not installed in this project`);
  const target = join(app, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
}

export function installApps(): InstalledApps {
  const work = mkdtempSync(join(tmpdir(), 'dsm-consumer-'));
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/package/build.ts')], { cwd: root, stdio: 'pipe' });
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const tarball = join(work, packed[0].filename);
  const packageDir = join(work, 'package');
  execFileSync('tar', ['-xzf', tarball, '-C', work]);
  const sdkDependencies = Object.keys(readJson(join(packageDir, 'package.json')).dependencies ?? {});
  const apps = fixtureNames().map((name): ConsumerApp => {
    const dir = join(work, name);
    cpSync(join(fixturesDir, name), dir, { recursive: true });
    for (const mode of ['bundler', 'node16']) cpSync(join(fixturesDir, `tsconfig.${mode}.json`), join(dir, `tsconfig.${mode}.json`));
    const manifest = readJson(join(dir, 'package.json'));
    const dependencies = Object.keys(manifest.dependencies ?? {}).filter((dependency) => dependency !== '@dsm/sdk');
    const devDependencies = Object.keys(manifest.devDependencies ?? {});
    mkdirSync(join(dir, 'node_modules/@dsm'), { recursive: true });
    execFileSync('cp', ['-al', packageDir, join(dir, 'node_modules/@dsm/sdk')]);
    for (const dependency of new Set([...sdkDependencies, ...dependencies, ...devDependencies])) link(dir, dependency);
    return { name, entry: manifest.entry, dir, dependencies, devDependencies };
  });
  return { work, tarball, packageDir, apps };
}
