/** The console's server lets a browser keep the build's hashed files, never the page or its configuration. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, type RunningConsole } from '../../scripts/serve/console.js';

let dist: string;
let server: RunningConsole;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dsm-console-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="./assets/index-Ab12Cd34.js"></script>');
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  server = await startConsole({ port: 0, dist, mockUrl: 'http://127.0.0.1:4010' });
});
afterAll(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

const cachingOf = async (path: string) => {
  const reply = await fetch(`${server.url}${path}`);
  await reply.arrayBuffer();
  return [reply.status, reply.headers.get('cache-control')];
};

describe('the console server', () => {
  it('serves the hashed files under assets/ to be kept', async () => {
    expect(await cachingOf('/assets/index-Ab12Cd34.js')).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it.each(['/', '/index.html', '/console-config.json', '/assets/index-Missing0.js'])('never lets %s be kept', async (path) => {
    const [status, caching] = await cachingOf(path);
    expect(caching).toBe('no-store');
    expect(status).toBe(path.includes('Missing') ? 404 : 200);
  });
});
