/**
 * The console's server lets a browser keep the build's hashed files, never the page or its configuration, and
 * puts the configuration in the page so the console does not ask for it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleConfigFor, startConsole, withConfig, type RunningConsole } from '../../scripts/serve/console.js';

let dist: string;
let server: RunningConsole;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dsm-console-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="./assets/index-Ab12Cd34.js"></script></head></html>');
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

describe('the configuration in the page', () => {
  const earlyConfig = (html: string) => {
    const found = /<script>window\.dsmEarlyConsoleConfig = Promise\.resolve\((.*)\);<\/script>/.exec(html);
    return found ? JSON.parse(found[1]!) : undefined;
  };

  it('is the configuration the server answers, first in the head', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const config = await (await fetch(`${server.url}/console-config.json`)).json();
    expect(earlyConfig(html)).toEqual(config);
    expect(config).toEqual(consoleConfigFor('http://127.0.0.1:4010'));
    expect(html.indexOf('dsmEarlyConsoleConfig')).toBeLessThan(html.indexOf('type="module"'));
    expect(await (await fetch(`${server.url}/index.html`)).text()).toBe(html);
  });

  it('cannot end its script, whatever the configuration holds', () => {
    const text = JSON.stringify({ target: { targetSystem: '</script><script>alert(1)</script>\u2028&' } });
    const html = withConfig('<head></head>', text);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/[\u2028\u2029&]/);
    expect(earlyConfig(html)).toEqual(JSON.parse(text));
  });
});
