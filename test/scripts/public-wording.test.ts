/**
 * Public text speaks of the platform. No word of how this project was made (its source documents, their
 * notes, issue or round numbers, branch names) appears in what callers read: the contract, the generated
 * code, the sources that become the published files (comments end up in the .d.ts), the scripts, the
 * console, the docs page, `docs/` and the README. Demo data is "demo data" or "sample data", never "seed".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../../scripts/generate/contract.js';
import { docsContract } from '../../scripts/docs/docs-contract.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where public text lives (folders are read recursively). */
const SCANNED = [
  'openapi',
  'generated',
  'src',
  'scripts',
  'console/src',
  'console/README.md',
  'docs',
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
];
const TEXT_FILES = new Set(['.ts', '.tsx', '.js', '.mjs', '.json', '.yaml', '.yml', '.md', '.css', '.html']);

/** Each pattern is case-insensitive and matches whole words; `seeds?` also covers "seed's" and "seeds'". */
const FORBIDDEN: { word: string; pattern: RegExp }[] = [
  { word: 'seed', pattern: /\bseeds?\b/i },
  { word: 'wire facts', pattern: /\bwire[- ]?facts?\b/i },
  { word: 'an issue number', pattern: /\bissues?\s+#?\d+/i },
  { word: 'a round number', pattern: /\bround\s+\d+\b/i },
  { word: 'the protocol note', pattern: /\bprotocol note\b/i },
  { word: 'the supplement', pattern: /\bsupplement/i },
  { word: 'the shared folder', pattern: /\bshared\/(?:seeds|protocol)\b/i },
  { word: 'a branch name', pattern: /\b(?:hard-client|hard-jobs|sandbox-jobs)\b/i },
];

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(child);
    return TEXT_FILES.has(extname(entry.name)) ? [child] : [];
  });
}

/** `file:line: text` for every line of `text` that has a forbidden word. */
function findings(name: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    return FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
      ({ word }) => `${name}:${index + 1}: ${word}: ${line.trim().slice(0, 160)}`,
    );
  });
}

describe('public wording', () => {
  const files = SCANNED.flatMap(filesUnder).map((file) => relative(root, join(root, file)));

  it('reads the public files', () => {
    for (const path of [
      'openapi/openapi.yaml',
      'generated/openapi.json',
      'generated/schema.ts',
      'src/index.ts',
      'README.md',
      'docs/protocol.md',
    ]) {
      expect(files).toContain(path);
    }
    expect(files.filter((file) => file.startsWith('console/src/')).length).toBeGreaterThan(10);
  });

  it.each(FORBIDDEN)('the pattern for $word finds its word', ({ word, pattern }) => {
    const samples: Record<string, string> = {
      seed: "the seeds' order, the seed's text, Seed data",
      'wire facts': 'see the wire-facts note',
      'an issue number': 'issue 10 item 1',
      'a round number': 'fixed in round 2',
      'the protocol note': 'the protocol note §6',
      'the supplement': 'names from the supplement',
      'the shared folder': 'read ../shared/protocol/README.md',
      'a branch name': 'merged from hard-jobs',
    };
    expect(pattern.test(samples[word]!)).toBe(true);
  });

  it('no public file uses a word of how the project was made', () => {
    const found = files.flatMap((file) => findings(file, readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('nor does the docs page (the docs view of the contract, with its guide and code samples)', () => {
    const page = JSON.stringify(docsContract(loadBundle()), null, 1);
    expect(findings('docs page', page)).toEqual([]);
  });

  it('finds the word in code as well as in comments', () => {
    expect(findings('comment', '/** The seed state */')).toHaveLength(1);
    expect(findings('import', "import { x } from '../../seed/contacts.js';")).toHaveLength(1);
    expect(findings('code', 'const seed = demoState();')).toHaveLength(1);
  });

  it('leaves ordinary words alone', () => {
    const ordinary = "Math.round(fraction * 100); issues a reset key; seedless; a wire protocol; import from '../shared/ErrorNote'";
    expect(findings('ordinary', ordinary)).toEqual([]);
  });
});
