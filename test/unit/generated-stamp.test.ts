/**
 * The freshness stamp `npm start` trusts instead of regenerating: it must change with every input of
 * the generator and with nothing else. Checked on a copy of the generator's inputs in a temp directory.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERATOR_TOOLS, inputFiles, isFresh, readStamp, writeStamp } from '../../scripts/generated-stamp.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
let copy: string;

/** The generator's inputs, a stand-in bundle and the tools' manifests (only their versions), laid out as in the repository. */
function copyInputs(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dsm-stamp-'));
  for (const path of ['openapi', 'scripts', 'redocly.yaml', 'src/orval', 'src/react/use-dsm-mutator.ts', 'src/client.ts']) {
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

beforeEach(() => {
  copy = copyInputs();
  writeStamp(copy);
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('generated/.inputs-hash', () => {
  it('is committed and matches the repository as it is', () => {
    expect(readStamp()).toMatch(/^[0-9a-f]{64}$/);
    expect(isFresh()).toBe(true);
  });

  it('covers the contract, the lint rules, the generator, the scripts it imports and the mutators it names', () => {
    const files = inputFiles(copy);
    expect(files).toEqual(
      expect.arrayContaining([
        'openapi/openapi.yaml',
        'openapi/paths/contacts.yaml',
        'openapi/components/envelope.yaml',
        'redocly.yaml',
        'scripts/generate.ts',
        'scripts/bundle.ts',
        'scripts/contract.ts',
        'src/orval/dsm-request.ts',
        'src/react/use-dsm-mutator.ts',
      ]),
    );
    expect(files).not.toContain('scripts/start.ts');
    expect(files).not.toContain('src/client.ts');
  });

  it.each([
    ['a contract file', 'openapi/paths/contacts.yaml'],
    ['the lint rule file', 'redocly.yaml'],
    ['the generator', 'scripts/generate.ts'],
    ['a script the generator imports', 'scripts/bundle.ts'],
    ['a mutator the generated code calls', 'src/orval/dsm-request.ts'],
  ])('goes stale when %s changes (%s)', (_, file) => {
    expect(isFresh(copy)).toBe(true);
    appendFileSync(join(copy, file), '\n# changed\n');
    expect(isFresh(copy)).toBe(false);
    writeStamp(copy);
    expect(isFresh(copy)).toBe(true);
  });

  it('goes stale when a file is added to the contract', () => {
    writeFileSync(join(copy, 'openapi/paths/new-area.yaml'), '{}\n');
    expect(isFresh(copy)).toBe(false);
  });

  it.each(GENERATOR_TOOLS)('goes stale when another version of %s is installed', (tool) => {
    setToolVersion(copy, tool, '1.0.1');
    expect(isFresh(copy)).toBe(false);
  });

  it('stays fresh when only files outside the inputs change', () => {
    appendFileSync(join(copy, 'src/client.ts'), '\n// changed\n');
    appendFileSync(join(copy, 'scripts/start.ts'), '\n// changed\n');
    expect(isFresh(copy)).toBe(true);
  });

  it('is not fresh without a stamp or without the bundle', () => {
    rmSync(join(copy, 'generated/.inputs-hash'));
    expect(isFresh(copy)).toBe(false);
    writeStamp(copy);
    rmSync(join(copy, 'generated/openapi.json'));
    expect(isFresh(copy)).toBe(false);
  });

  it('is one line: the hash', () => {
    expect(readFileSync(join(copy, 'generated/.inputs-hash'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});
