/**
 * The freshness stamp `npm start` trusts instead of regenerating: it must change with every input of
 * the generator and with nothing else. Checked on a copy of the generator's inputs in a temp directory.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERATOR_TOOLS, inputFiles, isFresh, isPristineCheckout, writeStamp } from '../../scripts/generate/generated-stamp.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
let copy: string;

/** The generator's inputs, a stand-in bundle and the tools' manifests (only their versions), laid out as in the repository. */
function copyInputs(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dsm-stamp-'));
  for (const path of ['openapi', 'scripts', 'redocly.yaml', 'tsconfig.json', 'package.json', 'src/validation', 'src/client.ts']) {
    cpSync(join(repository, path), join(dir, path), { recursive: true });
  }
  mkdirSync(join(dir, 'generated'));
  writeFileSync(join(dir, 'generated/openapi.json'), '{}');
  for (const tool of GENERATOR_TOOLS) setToolVersion(dir, tool, '1.0.0');
  return dir;
}

function setToolVersion(dir: string, tool: string, version: string): void {
  const manifest = join(dir, 'node_modules', tool, 'package.json');
  mkdirSync(dirname(manifest), { recursive: true });
  writeFileSync(manifest, JSON.stringify({ name: tool, version }));
}

function editJson(path: string, edit: (json: Record<string, unknown>) => Record<string, unknown>): void {
  writeFileSync(path, JSON.stringify(edit(JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>), null, 2));
}

/** Changes made by a test, undone after it: path in the copy → original content (undefined: the file was new). */
const changed = new Map<string, string | undefined>();
function change(file: string, edit: (path: string) => void): void {
  const path = join(copy, file);
  if (!changed.has(path)) changed.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  edit(path);
}

beforeAll(() => {
  copy = copyInputs();
});
beforeEach(() => writeStamp(copy));
afterEach(() => {
  for (const [path, original] of changed) original === undefined ? rmSync(path, { force: true }) : writeFileSync(path, original);
  changed.clear();
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('generated/.inputs-hash', () => {
  it('is local: git ignores it, so no merge rewrites it', () => {
    const ignored = execFileSync('git', ['check-ignore', 'generated/.inputs-hash'], { cwd: repository, encoding: 'utf8' });
    expect(ignored.trim()).toBe('generated/.inputs-hash');
    expect(execFileSync('git', ['ls-files', 'generated/.inputs-hash'], { cwd: repository, encoding: 'utf8' })).toBe('');
  });

  it('covers the contract, the lint rules, the TypeScript settings, the generator and the scripts it imports', () => {
    const files = inputFiles(copy);
    expect(files).toEqual(
      expect.arrayContaining([
        'openapi/openapi.yaml',
        'openapi/paths/contacts.yaml',
        'openapi/components/envelope.yaml',
        'redocly.yaml',
        'tsconfig.json',
        'scripts/generate/generate.ts',
        'scripts/package/bundle.ts',
        'scripts/generate/contract.ts',
        'scripts/generate/operation-table.ts',
      ]),
    );
    expect(files).not.toContain('scripts/serve/start.ts');
    expect(files).not.toContain('src/client.ts');
  });

  it.each([
    ['a contract file', 'openapi/paths/contacts.yaml'],
    ['the lint rule file', 'redocly.yaml'],
    ['the generator', 'scripts/generate/generate.ts'],
    ['a script the generator imports', 'scripts/package/bundle.ts'],
    ['the TypeScript settings orval reads', 'tsconfig.json'],
  ])('goes stale when %s changes (%s)', (_, file) => {
    expect(isFresh(copy)).toBe(true);
    change(file, (path) => appendFileSync(path, '\n# changed\n'));
    expect(isFresh(copy)).toBe(false);
    writeStamp(copy);
    expect(isFresh(copy)).toBe(true);
  });

  it('goes stale when a source file the generator names by path changes', () => {
    change('src/template.ts', (path) => writeFileSync(path, 'export const template = 1;\n'));
    change('scripts/generate/generate.ts', (path) => appendFileSync(path, '\n// reads src/template.ts\n'));
    writeStamp(copy);
    expect(inputFiles(copy)).toContain('src/template.ts');
    change('src/template.ts', (path) => writeFileSync(path, 'export const template = 2;\n'));
    expect(isFresh(copy)).toBe(false);
  });

  it('goes stale when an area gains or loses its client-side checks (src/validation/<area>.ts)', () => {
    change('src/validation/new-area.ts', (path) => writeFileSync(path, 'export const newAreaValidators = {};\n'));
    expect(isFresh(copy)).toBe(false);
  });

  it('stays fresh when only the checks inside an existing validation file change', () => {
    change('src/validation/contacts.ts', (path) => appendFileSync(path, '\n// changed\n'));
    expect(isFresh(copy)).toBe(true);
  });

  it('goes stale when a file is added to the contract', () => {
    change('openapi/paths/new-area.yaml', (path) => writeFileSync(path, '{}\n'));
    expect(isFresh(copy)).toBe(false);
  });

  it.each(GENERATOR_TOOLS)('goes stale when another version of %s is installed', (tool) => {
    change(`node_modules/${tool}/package.json`, () => setToolVersion(copy, tool, '1.0.1'));
    expect(isFresh(copy)).toBe(false);
  });

  it.each(['devDependencies', 'dependencies', 'peerDependencies'])('goes stale when package.json %s change (orval reads them)', (list) => {
    change('package.json', (path) =>
      editJson(path, (pkg) => ({ ...pkg, [list]: { ...(pkg[list] as object), '@tanstack/react-query': '^4.0.0' } })),
    );
    expect(isFresh(copy)).toBe(false);
  });

  it('stays fresh when only files outside the inputs change', () => {
    change('src/client.ts', (path) => appendFileSync(path, '\n// changed\n'));
    change('scripts/serve/start.ts', (path) => appendFileSync(path, '\n// changed\n'));
    change('package.json', (path) =>
      editJson(path, (pkg) => ({ ...pkg, scripts: {}, exports: { '.': './elsewhere.js' }, version: '9.9.9' })),
    );
    expect(isFresh(copy)).toBe(true);
  });

  it('is not fresh without a stamp or without the bundle', () => {
    change('generated/.inputs-hash', (path) => rmSync(path));
    expect(isFresh(copy)).toBe(false);
    writeStamp(copy);
    change('generated/openapi.json', (path) => rmSync(path));
    expect(isFresh(copy)).toBe(false);
  });

  it('is one line: the hash', () => {
    expect(readFileSync(join(copy, 'generated/.inputs-hash'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});

describe('a checkout as committed', () => {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: copy, stdio: 'ignore' });
  beforeAll(() => {
    writeFileSync(join(copy, '.gitignore'), 'generated/.inputs-hash\nnode_modules/\n');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'inputs');
  });
  afterAll(() => rmSync(join(copy, '.git'), { recursive: true, force: true }));

  it('is trusted without a stamp (a fresh clone), since a commit with a stale generated/ fails its tests', () => {
    change('generated/.inputs-hash', (path) => rmSync(path, { force: true }));
    expect(isPristineCheckout(copy)).toBe(true);
    expect(isFresh(copy)).toBe(true);
  });

  it.each([
    ['a changed contract file', 'openapi/paths/contacts.yaml'],
    ['a changed generator script', 'scripts/generate/generate.ts'],
    ['a changed generated file', 'generated/openapi.json'],
  ])('is not trusted with %s and no matching stamp', (_, file) => {
    change('generated/.inputs-hash', (path) => rmSync(path, { force: true }));
    change(file, (path) => appendFileSync(path, '\n'));
    expect(isPristineCheckout(copy)).toBe(false);
    expect(isFresh(copy)).toBe(false);
  });

  it('is not trusted with a new, untracked contract file', () => {
    change('generated/.inputs-hash', (path) => rmSync(path, { force: true }));
    change('openapi/paths/new-area.yaml', (path) => writeFileSync(path, '{}\n'));
    expect(isFresh(copy)).toBe(false);
  });
});
