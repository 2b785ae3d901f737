/**
 * `npm start` runs start.ts compiled (scripts/serve/start-bundle.mjs): in a small repository laid out like
 * this one, the compiled code keeps each source's own address, is reused while its sources are unchanged,
 * is made anew when one changes, and is none when the sources do not compile (tsx then reports why).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledStart } from '../../scripts/serve/start-bundle.mjs';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'dsm-start-bundle-'));
const cacheDir = join(root, '.cache', 'serve');

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

write('package.json', '{ "type": "module" }');
write('tsconfig.json', readFileSync(join(repository, 'tsconfig.json'), 'utf8'));
symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
write('scripts/serve/start.ts', "export { where } from '../where.js';\nexport const later = () => import('./later.js');\n");
write('scripts/where.ts', "import { fileURLToPath } from 'node:url';\nexport const where: string = fileURLToPath(import.meta.url);\n");
write('scripts/serve/later.ts', 'export const answer: number = 42;\n');

interface Compiled {
  where: string;
  later(): Promise<{ answer: number }>;
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('start.ts compiled for npm start', () => {
  it('runs as the sources would: each module knows its own file, a dynamic import stays a chunk', async () => {
    const entry = await compiledStart(root, cacheDir);
    expect(entry).toMatch(/^file:.*\/\.cache\/serve\/[0-9a-f]{64}\/start\.mjs$/);
    const compiled = (await import(entry!)) as Compiled;
    expect(compiled.where).toBe(join(root, 'scripts/where.ts'));
    expect((await compiled.later()).answer).toBe(42);
    const folder = fileURLToPath(new URL('.', entry!));
    expect(readdirSync(folder).filter((name) => name.endsWith('.mjs')).length).toBeGreaterThan(1); // the dynamic import is a chunk of its own
  });

  it('is reused while its sources are unchanged, and made anew when one changes (leftovers removed)', async () => {
    const first = await compiledStart(root, cacheDir);
    expect(await compiledStart(root, cacheDir)).toBe(first);
    write('scripts/serve/later.ts', 'export const answer: number = 43;\n');
    mkdirSync(join(cacheDir, 'building-999999999')); // left by a start interrupted while building
    const second = await compiledStart(root, cacheDir);
    expect(second).not.toBe(first);
    expect(readdirSync(cacheDir)).not.toContain('building-999999999');
    expect((await ((await import(second!)) as Compiled).later()).answer).toBe(43);
  });

  it('is none when the sources do not compile', async () => {
    write('scripts/serve/later.ts', 'export const answer: number = ;\n');
    expect(await compiledStart(root, cacheDir)).toBeUndefined();
  });
});
