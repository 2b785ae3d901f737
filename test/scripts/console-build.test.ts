/**
 * The console's build starts its first reads from a small entry: React and the screens are a chunk of their own,
 * preloaded beside the entry and imported by it dynamically (the reads need not wait for it), and the signing chain
 * the first request needs is preloaded before that chunk.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../scripts/serve/console.js';

let dist: string;
let html: string;
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
/** React's element marker, in every build of React's runtime. */
const REACT = /react\.(transitional\.)?element/;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dsm-console-build-'));
  await buildConsole({ outDir: dist, logLevel: 'silent' });
  html = read('index.html');
}, 120_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const entryFile = () => /<script type="module"[^>]*src="\.\/([^"]+)"/.exec(html)![1]!;
const preloaded = () => [...html.matchAll(/<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g)].map((match) => match[1]!);
/** The chunks a chunk imports statically (`from"./x.js"` or `import"./x.js"`), and those they import. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of read(file).matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) staticGraph(`assets/${match[1]}`, seen);
  return seen;
}

describe('the console build', () => {
  it('keeps React out of what the entry needs before its first reads', () => {
    const graph = [...staticGraph(entryFile())];
    expect(graph.length).toBeGreaterThan(0);
    for (const file of graph) expect(read(file), file).not.toMatch(REACT);
    expect(read(entryFile())).toMatch(/startContactReads|additionalcolumns|contacts\/get/);
  });

  it('loads the app chunk dynamically, preloaded beside the entry, after the signing chain', () => {
    const files = preloaded();
    const app = files.findIndex((file) => REACT.test(read(file)));
    const signer = files.findIndex((file) => /signer-/.test(file));
    expect(app).toBeGreaterThanOrEqual(0);
    expect(signer).toBeGreaterThanOrEqual(0);
    expect(signer).toBeLessThan(app);
    const appFile = files[app]!.replace(/^assets\//, '');
    expect(read(entryFile())).toContain(`import(\`./${appFile}\`)`);
    expect(staticGraph(entryFile()).has(files[app]!)).toBe(false);
  });
});
