/**
 * The repository's copies of the project's shared facts (test/fixtures/) still say what their sources say.
 * The sources live beside the repository (`../shared/protocol/`) only in the project's workspace, so in a
 * plain clone these comparisons are skipped; the copies themselves are exercised by the signing-vector and
 * supplement tests either way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, supplementOperations } from '../support/fixtures.js';

const SOURCE_DIR = fileURLToPath(new URL('../../../shared/protocol/', import.meta.url));
const hasSources = existsSync(SOURCE_DIR);

/** `## \`POST /api/buckets/{name}\` (50)` followed by one line of back-quoted names. */
function namesInSupplementNote(text: string): Record<string, string[]> {
  const sections: Record<string, string[]> = {};
  for (const [, prefix, count, line] of text.matchAll(/^## `POST (\/api\/[^`]+)\/\{name\}` \((\d+)\)\n\n(.+)$/gm)) {
    const names = [...line!.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!);
    expect(names, prefix).toHaveLength(Number(count));
    sections[prefix!] = names;
  }
  return sections;
}

describe.runIf(hasSources)('fixtures match the shared notes they were copied from', () => {
  it('signing-vectors.json is an exact copy', () => {
    expect(readFileSync(`${FIXTURES_DIR}signing-vectors.json`, 'utf8')).toBe(readFileSync(`${SOURCE_DIR}signing-vectors.json`, 'utf8'));
  });

  it('supplement-operations.json lists the names of supplement.md, section by section, in order', () => {
    const note = readFileSync(`${SOURCE_DIR}supplement.md`, 'utf8');
    expect(supplementOperations().postByName).toEqual(namesInSupplementNote(note));
    for (const [method, path] of supplementOperations().alsoNotInSeeds) expect(note).toContain(`\`${method} ${path}\``);
  });
});
