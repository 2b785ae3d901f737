/**
 * Whether generated/ is fresh, without regenerating. Two ways to know:
 * - a checkout whose generator inputs and generated/ are as committed: `npm test` fails on a commit whose
 *   generated/ is stale, so the committed output is the output of the committed inputs;
 * - otherwise, a hash of everything the generator reads, compared with the one it wrote last time
 *   (generated/.inputs-hash, local and ignored by git, so no merge ever rewrites it).
 *
 * The inputs: every file under openapi/, redocly.yaml, scripts/generate/generate*.ts and every file they reach
 * through relative imports or name by path (src/….ts), the names of the files in the folders the
 * generator lists (LISTED_FOLDERS), the installed versions of the three generating tools, and what orval
 * reads of the project itself: tsconfig.json and the dependency lists of package.json (it picks import
 * styles and React Query features by them). The rest of package.json (scripts, exports) is no input.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, hashInputs, importClosure, installedVersion, relativePaths } from './input-hash.js';

/** The repository; the functions take another directory laid out the same way (tests use a copy). */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const stampFile = (root: string) => join(root, 'generated', '.inputs-hash');
export const GENERATOR_TOOLS = ['orval', 'openapi-typescript', '@redocly/cli'] as const;
const DEPENDENCY_LISTS = ['dependencies', 'devDependencies', 'peerDependencies', 'peerDependenciesMeta'] as const;
/**
 * Folders whose file names and exported names (not the rest of their contents) decide what the generator
 * writes: scripts/generate/operation-table.ts imports each hand-written check the contract names from the module
 * of src/validation/ that exports it.
 */
export const LISTED_FOLDERS = ['src/validation'] as const;
/** How the stamp is computed does not change what the generator writes. */
const NOT_INPUTS = ['scripts/generate/generated-stamp.ts', 'scripts/generate/input-hash.ts'];

/** scripts/generate/generate*.ts and everything they reach. */
function generatorFiles(root: string): string[] {
  const scriptsDir = join(root, 'scripts', 'generate');
  const entries = readdirSync(scriptsDir)
    .filter((name) => /^generate.*\.ts$/.test(name))
    .map((name) => join(scriptsDir, name));
  return importClosure(root, entries).filter((file) => !NOT_INPUTS.some((path) => file === join(root, path)));
}

/** The generator's input files, as paths relative to the repository root, sorted. */
export function inputFiles(root = repositoryRoot): string[] {
  return relativePaths(root, [
    ...filesUnder(join(root, 'openapi')),
    join(root, 'redocly.yaml'),
    join(root, 'tsconfig.json'),
    ...generatorFiles(root),
  ]);
}

function dependencyLists(root: string): string {
  const manifest = join(root, 'package.json');
  const pkg = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>) : {};
  return JSON.stringify(DEPENDENCY_LISTS.map((list) => [list, pkg[list] ?? null]));
}

/** sha256 over every input file's path and content, the listed folders' file names, the project's dependency lists and the tools' versions. */
export function inputsHash(root = repositoryRoot, files = inputFiles(root)): string {
  const exportsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)\b/gm)].map(([, name]) => name).join(',');
  const listings = LISTED_FOLDERS.map((folder) => {
    const dir = join(root, folder);
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    return `${folder}/\0${files.map((file) => `${file}:${file.endsWith('.ts') ? exportsOf(join(dir, file)) : ''}`).join('\0')}`;
  });
  const tools = GENERATOR_TOOLS.map((tool) => `${tool}@${installedVersion(root, tool)}`);
  return hashInputs(
    root,
    files.map((file) => join(root, file)),
    [...listings, `package.json\0${dependencyLists(root)}`, ...tools],
  );
}

/** Records that generated/ was made from the current inputs (the generator's last step). */
export function writeStamp(root = repositoryRoot): void {
  writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
}

export function readStamp(root = repositoryRoot): string | undefined {
  return existsSync(stampFile(root)) ? readFileSync(stampFile(root), 'utf8').trim() : undefined;
}

/** Paths that, changed or new in a checkout, make the committed generated/ untrustworthy. */
const checkoutInputs = (files: string[]) => [...files, 'openapi', ...LISTED_FOLDERS, 'package.json', 'package-lock.json', 'generated'];

/** True when root is a git checkout whose generator inputs and output are exactly as committed. */
export function isPristineCheckout(root = repositoryRoot, files = inputFiles(root)): boolean {
  try {
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...checkoutInputs(files)], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    });
    // The ignored stamp never shows; anything else listed is a local change.
    return status.trim() === '' && existsSync(join(root, '.git'));
  } catch {
    return false; // no git, or not a checkout: only the stamp can tell
  }
}

/** True when generated/ was made from exactly the current inputs (and its bundle is there). */
export function isFresh(root = repositoryRoot): boolean {
  if (!existsSync(join(root, 'generated', 'openapi.json'))) return false;
  // The input files are listed once (it reads the generator's imports); no hash is made without a stamp.
  const files = inputFiles(root);
  const stamp = readStamp(root);
  return (stamp !== undefined && stamp === inputsHash(root, files)) || isPristineCheckout(root, files);
}
