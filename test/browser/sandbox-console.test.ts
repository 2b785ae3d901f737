/**
 * The sandbox console (`npm run console:build -- --sandbox`) in Debian's chromium, served as static files
 * with no API server anywhere: the SDK's sandbox runs in the page behind MSW's service worker, the
 * console starts connected to it with the sandbox's demo keys, lists contacts and inserts one, and no
 * call of the API reaches the file server or leaves the page.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../scripts/serve/console.js';
import { launchChromium, openPage, seriousViolations, type WatchedPage } from './browser-support.js';
import { serveStatic, type StaticServer } from './static-server.js';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });
const require = createRequire(import.meta.url);

let dist: string;
let server: StaticServer;
let browser: Browser;
let watched: WatchedPage;
let page: Page;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dsm-sandbox-console-'));
  await buildConsole({ sandbox: true, outDir: dist });
  server = await serveStatic(dist);
  browser = await launchChromium();
  watched = await openPage(browser);
  page = watched.page;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const contactsTotal = async () => {
  await page.locator('[aria-label="Contact rows"][aria-busy="false"]').waitFor();
  return Number((await page.getByTestId('contacts-range').textContent())!.match(/of (\d+)$/)![1]);
};

describe('the sandbox console, with no server', { timeout: 120_000 }, () => {
  it('is built with the worker script of the installed msw beside index.html', () => {
    expect(readdirSync(dist)).toEqual(expect.arrayContaining(['index.html', 'mockServiceWorker.js']));
    expect(readFileSync(join(dist, 'mockServiceWorker.js'), 'utf8')).toBe(
      readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    );
  });

  it('starts connected to the sandbox in the page and lists its contacts', async () => {
    await page.goto(`${server.url}/#/contacts`);
    await eventually(() => page.getByTestId('target').textContent()).toBe(`Server: ${server.url}/dsm-sandbox`);
    // The sandbox's first demo contact.
    await eventually(() => page.getByTestId('contact-row').first().textContent()).toMatch(/^5001.*Anna/);
    await eventually(() => page.getByTestId('contacts-range').textContent()).toMatch(/^Rows 1–\d+ of \d+$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('inserts a contact and counts it', async () => {
    const before = await contactsTotal();
    await page.locator('#insert-firstName').fill('Jana');
    await page.getByRole('button', { name: 'Insert' }).click();
    const inserted = page.getByText(/^Inserted contact \d+\.$/);
    await inserted.waitFor();
    expect(Number((await inserted.textContent())!.match(/(\d+)/)![1])).toBeGreaterThan(5001);
    await eventually(contactsTotal).toBe(before + 1);
  });

  it('answered every call of the console in the page: none reached the file server or left loopback', () => {
    const calls = watched.requests.filter((request) => request.url.includes('/dsm-sandbox/api/'));
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(
      expect.arrayContaining(['/dsm-sandbox/api/contacts/get', '/dsm-sandbox/api/contacts/insert']),
    );
    expect(server.paths.filter((path) => path.startsWith('/dsm-sandbox/'))).toEqual([]);
    expect(watched.requests.filter((request) => new URL(request.url).hostname !== '127.0.0.1')).toEqual([]);
    expect(watched.logs.filter((line) => /error|failed/i.test(line))).toEqual([]);
  });

  it('answers nothing outside its address: such a call goes on to the file server', async () => {
    const status = await page.evaluate(async () => (await fetch('/api/contacts/count')).status);
    expect(status).toBe(404);
    expect(server.paths).toContain('/api/contacts/count');
  });
});
