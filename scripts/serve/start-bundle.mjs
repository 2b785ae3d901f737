/**
 * `start.ts` and every module of this repository it loads, compiled by esbuild into plain JavaScript in
 * .cache/serve/, so that `npm start` runs without tsx: no loader thread, no per-module hooks, about half the
 * CPU while Prism starts beside it on a small machine. Packages stay imports of node_modules; dynamic imports
 * stay separate chunks, loaded only when asked for, as from the sources. `import.meta.url` is written as each
 * source file's own address, so paths computed from it are those of the sources.
 *
 * A build is reused while every file it was made from (listed in its manifest) is unchanged, with the same
 * esbuild, tsconfig.json and this file; otherwise it is made anew before use. Plain JavaScript: it runs
 * before TypeScript can load.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = 'scripts/serve/start.ts';
const THIS_FILE = fileURLToPath(import.meta.url);

/** A hash of the files' contents with the compiler's version and settings. */
function buildKey(root, files) {
  const hash = createHash('sha256');
  const esbuildVersion = JSON.parse(
    readFileSync(createRequire(join(root, 'package.json')).resolve('esbuild/package.json'), 'utf8'),
  ).version;
  hash.update(`esbuild@${esbuildVersion}\0`);
  for (const file of [THIS_FILE, join(root, 'tsconfig.json'), ...files.map((path) => join(root, path))]) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(existsSync(file) ? readFileSync(file) : '(none)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The entry of the build whose inputs are all unchanged, if there is one. */
function freshBuild(root, cacheDir) {
  try {
    const manifest = JSON.parse(readFileSync(join(cacheDir, 'manifest.json'), 'utf8'));
    const entry = join(cacheDir, manifest.key, 'start.mjs');
    return existsSync(entry) && buildKey(root, manifest.inputs) === manifest.key ? entry : undefined;
  } catch {
    return undefined; // no build yet, or an unreadable manifest: built anew
  }
}

/** True for the folder of a build under way in another process that is still running. */
function buildingElsewhere(entry) {
  const pid = Number(/^building-(\d+)$/.exec(entry)?.[1]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // that process ended (interrupted while building): its folder is left over
  }
}

/** The build the manifest names now, before a new one replaces it. */
function previousKey(cacheDir) {
  try {
    return JSON.parse(readFileSync(join(cacheDir, 'manifest.json'), 'utf8')).key;
  } catch {
    return undefined;
  }
}

/** Builds into a folder of its own, named by the inputs' hash, and records it in the manifest. */
async function build(root, cacheDir) {
  const esbuild = await import('esbuild');
  const partial = join(cacheDir, `building-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { start: join(root, ENTRY) },
      outdir: partial,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node.split('.')[0]}`,
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      plugins: [{ name: 'source-addresses', setup: (build) => build.onLoad({ filter: /\.[cm]?ts$/ }, sourceWithItsAddress) }],
    });
    const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules/'));
    const key = buildKey(root, inputs);
    const target = join(cacheDir, key);
    if (!existsSync(target)) renameSync(partial, target);
    // Older builds go, but for the one in use until now: a second `npm start` may still be loading its chunks.
    const kept = new Set([key, previousKey(cacheDir)]);
    for (const entry of readdirSync(cacheDir))
      if (!kept.has(entry) && !entry.startsWith('manifest') && !buildingElsewhere(entry))
        rmSync(join(cacheDir, entry), { recursive: true, force: true });
    writeFileSync(join(cacheDir, `manifest.${process.pid}.json`), JSON.stringify({ key, inputs }));
    renameSync(join(cacheDir, `manifest.${process.pid}.json`), join(cacheDir, 'manifest.json'));
    return join(target, 'start.mjs');
  } finally {
    rmSync(partial, { recursive: true, force: true });
    await esbuild.stop?.();
  }
}

/** A TypeScript source as esbuild reads it, with `import.meta.url` as the source's own address. */
function sourceWithItsAddress(args) {
  const text = readFileSync(args.path, 'utf8');
  return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
}

/**
 * The address of the compiled `start.ts` to import, built now when there is none for the current sources;
 * undefined when it cannot be built (then tsx runs the sources, and reports what is wrong with them).
 */
export async function compiledStart(root, cacheDir = join(root, '.cache', 'serve')) {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const entry = freshBuild(root, cacheDir) ?? (await build(root, cacheDir));
    return pathToFileURL(entry).href;
  } catch {
    return undefined;
  }
}
