/**
 * The Prism `npm start` spawns before TypeScript loads (scripts/serve/start.mjs) is adopted only by a mock it
 * fits, once; one that fits no one is stopped, so nothing is left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { type EarlyPrism, takeEarlyPrism } from '../../scripts/serve/early-prism.js';
import { freePort, startPrism } from '../../scripts/serve/prism.js';

const EARLY_PRISM = Symbol.for('dsm.earlyPrism');
const children: ChildProcess[] = [];

/** A stand-in for Prism: a detached process that waits. */
function earlyPrism(fields: Partial<EarlyPrism> = {}): EarlyPrism {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { detached: true, stdio: 'ignore' });
  children.push(child);
  const early = { child, port: 4999, upstreamPort: 5000, contractFile: '/lean/abc.json', ...fields };
  (globalThis as Record<symbol, unknown>)[EARLY_PRISM] = early;
  return early;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  delete (globalThis as Record<symbol, unknown>)[EARLY_PRISM];
});

describe('the early Prism of npm start', () => {
  it('is taken by a mock with the same lean contract and mode, and only once', () => {
    const early = earlyPrism();
    expect(takeEarlyPrism('/lean/abc.json', true)).toBe(early);
    expect(takeEarlyPrism('/lean/abc.json', true)).toBeUndefined();
    expect(early.child.exitCode).toBeNull();
  });

  it('is taken by a mock made from the bundle it reads, before the lean contract was written', async () => {
    const early = earlyPrism({ contractFile: '/generated/openapi.json' });
    expect(takeEarlyPrism('/lean/abc.json', true, '/generated/other.json')).toBeUndefined();
    const fitting = earlyPrism({ contractFile: '/generated/openapi.json' });
    expect(takeEarlyPrism('/lean/abc.json', true, '/generated/openapi.json')).toBe(fitting);
    await exited(early.child);
    expect(early.child.signalCode).toBe('SIGTERM');
  });

  it('is stopped when the contract or the mode does not fit', async () => {
    const other = earlyPrism();
    expect(takeEarlyPrism('/lean/def.json', true)).toBeUndefined();
    await exited(other.child);
    const staticOne = earlyPrism({ upstreamPort: undefined });
    expect(takeEarlyPrism('/lean/abc.json', true)).toBeUndefined();
    await exited(staticOne.child);
    expect([other.child.signalCode, staticOne.child.signalCode]).toEqual(['SIGTERM', 'SIGTERM']);
  });

  it('is not taken once it has stopped', async () => {
    const early = earlyPrism();
    early.child.kill('SIGKILL');
    await exited(early.child);
    expect(takeEarlyPrism('/lean/abc.json', true)).toBeUndefined();
  });

  it('is none when npm start spawned none', () => {
    expect(takeEarlyPrism('/lean/abc.json', false)).toBeUndefined();
  });

  it('is adopted only when it runs with the very arguments Prism would get; another is stopped and Prism spawned anew', async () => {
    const standIn = earlyPrism();
    const contract = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
    const prism = await startPrism(contract, await freePort(), { quiet: true, adopt: standIn.child });
    try {
      await exited(standIn.child);
      expect(standIn.child.signalCode).toBe('SIGTERM');
      expect(prism.pid).not.toBe(standIn.child.pid);
      expect((await fetch(`${prism.url}/api/contacts/count`)).status).toBeLessThan(500);
    } finally {
      await prism.stop();
    }
  });
});
