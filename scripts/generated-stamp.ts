/**
 * Whether generated/ is fresh, without regenerating: a hash of everything the generator reads is
 * compared with the one it wrote last time (generated/.inputs-hash, committed with the output).
 *
 * The inputs: every file under openapi/, redocly.yaml, scripts/generate*.ts and every file they reach
 * through relative imports or name by path (src/….ts), the names of the files in the folders the
 * generator lists (LISTED_FOLDERS), the installed versions of the three generating tools, and what orval
 * reads of the project itself: tsconfig.json and the dependency lists of package.json (it picks import
 * styles and React Query features by them). The rest of package.json (scripts, exports) is no input.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, hashInputs, importClosure, installedVersion, relativePaths } from './input-hash.js';

/** The repository; the functions take another directory laid out the same way (tests use a copy). */
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const stampFile = (root: string) => join(root, 'generated', '.inputs-hash');
export const GENERATOR_TOOLS = ['orval', 'openapi-typescript', '@redocly/cli'] as const;
const DEPENDENCY_LISTS = ['dependencies', 'devDependencies', 'peerDependencies', 'peerDependenciesMeta'] as const;
/**
 * Folders whose file names (not contents) decide what the generator writes: scripts/operation-table.ts
 * wires an area's client-side checks in when src/validation/<area>.ts exists.
 */
export const LISTED_FOLDERS = ['src/validation'] as const;
/** How the stamp is computed does not change what the generator writes. */
const NOT_INPUTS = ['scripts/generated-stamp.ts', 'scripts/input-hash.ts'];

/** scripts/generate*.ts and everything they reach. */
function generatorFiles(root: string): string[] {
  const scriptsDir = join(root, 'scripts');
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
export function inputsHash(root = repositoryRoot): string {
  const listings = LISTED_FOLDERS.map(
    (folder) => `${folder}/\0${existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort().join('\0') : ''}`,
  );
  const tools = GENERATOR_TOOLS.map((tool) => `${tool}@${installedVersion(root, tool)}`);
  return hashInputs(
    root,
    inputFiles(root).map((file) => join(root, file)),
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

/** True when generated/ was made from exactly the current inputs (and its bundle is there). */
export function isFresh(root = repositoryRoot): boolean {
  return readStamp(root) === inputsHash(root) && existsSync(join(root, 'generated', 'openapi.json'));
}
