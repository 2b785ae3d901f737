/**
 * Prism runs as one process whatever NODE_ENV says: its CLI forks the server into a second process
 * under `production` (set, for one, by a Vite build in the same process), which answers more slowly
 * and doubles the memory. Every Prism the project starts (scripts/serve/prism.ts, start.mjs) says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPrism, type RunningMock } from '../../scripts/serve/prism.js';

const contract = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(
        readFileSync(`/proc/${entry}/stat`, 'utf8')
          .replace(/^.*\) /, '')
          .split(' ')[1],
      );
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

describe('Prism under NODE_ENV=production', { timeout: 120_000 }, () => {
  let prism: RunningMock;
  const nodeEnv = process.env.NODE_ENV;

  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    try {
      prism = await startPrism(contract, await freePort(), { quiet: true });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
  afterAll(async () => prism?.stop());

  it('answers from a single process', async () => {
    const response = await fetch(`${prism.url}/api/contacts/count`);
    expect(response.status).toBe(401);
    expect(childrenOf(prism.pid!)).toEqual([]);
  });
});
