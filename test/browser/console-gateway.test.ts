/**
 * The console with no key in the page, through `npm start`'s gateway (DSM_UPSTREAM): the sandbox on its own
 * port stands for the real server and checks every signature the forwarder makes for its host. The console's
 * journeys (contacts, an insert, a campaign created as a job to its end) work unsigned from the page, no request
 * of the page carries a signature or a key, and no key reaches the page, its storage or its console.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startConsole, type RunningConsole } from '../../scripts/serve/console.js';
import { startGateway, type RunningGateway } from '../../scripts/serve/gateway.js';
import { startMswServer, type RunningMswServer } from '../../scripts/serve/msw-http.js';
import { freePort } from '../../scripts/serve/prism.js';
import { createSandbox, SANDBOX_DEMO_KEYS, type Sandbox } from '../../src/sandbox/index.js';
import { connectChromium } from '../support/chromium.js';
import { leakSurfaces, openPage, screenshot, type WatchedPage } from './browser-support.js';
import { cachedConsoleBuild } from './console-build-cache.js';
import { eventually } from './console-session.js';
import type { StackAddresses } from './sandbox-stack.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'dsm-console-gateway-'));
const SECRETS = [SANDBOX_DEMO_KEYS.privateKey, SANDBOX_DEMO_KEYS.adminPrivateKey];
/** The signing headers (wire-facts): none may leave the page. */
const SIGNING_HEADERS = ['x-dsm-signature', 'x-dsm-publicid', 'x-dsm-time', 'x-dsm-algorithm'];

let sandbox: Sandbox;
let upstream: RunningMswServer;
let gateway: RunningGateway;
let consoleServer: RunningConsole;
let browser: Browser;
let watched: WatchedPage;
let page: Page;
const sentHeaders: string[][] = [];

beforeAll(async () => {
  const stack = (await (await fetch(`${inject('consoleStack')}/stack`, { signal: AbortSignal.timeout(170_000) })).json()) as StackAddresses;
  sandbox = createSandbox({ speed: 2 });
  upstream = await startMswServer({ handlers: () => sandbox.handlers, port: 0 });
  gateway = await startGateway(
    join(root, 'generated/openapi.json'),
    await freePort(),
    { upstream: upstream.url, keys: { ...SANDBOX_DEMO_KEYS }, reportFile: join(dir, 'report.jsonl') },
    { print: () => undefined },
  );
  consoleServer = await startConsole({ port: 0, mockUrl: gateway.url, proxy: true, dist: await cachedConsoleBuild() });
  browser = await connectChromium(stack.browserWsEndpoint);
  watched = await openPage(browser);
  ({ page } = watched);
  page.on('request', (request) => {
    if (request.url().startsWith(gateway.url)) sentHeaders.push(Object.keys(request.headers()).map((name) => name.toLowerCase()));
  });
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await consoleServer?.stop();
  await gateway?.stop();
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('console in chromium through the gateway, with no key in the page', { timeout: 120_000 }, () => {
  it('shows the contacts and keeps an inserted one, unsigned from the page', async () => {
    await page.goto(`${consoleServer.url}/#/contacts`);
    await page.getByTestId('contact-row').first().waitFor({ timeout: 60_000 });
    const before = sandbox.store.contacts.size;
    await page.locator('#insert-firstName').fill('Greta');
    await page.locator('#insert-lastName').fill('Gateway');
    await page.getByRole('button', { name: 'Insert' }).click();
    await page.getByText(/^Inserted contact \d+\.$/).waitFor();
    await eventually(() => sandbox.store.contacts.size).toBe(before + 1);
    expect(sandbox.store.contacts.all().at(-1)).toMatchObject({ firstName: 'Greta', lastName: 'Gateway' });
  });

  it('creates a campaign from a chosen template, as a job followed to its end', async () => {
    await page.goto(`${consoleServer.url}/#/campaigns`);
    await eventually(() => page.locator('#campaign-template option').count()).toBeGreaterThan(1);
    await page.locator('#campaign-template').selectOption({ index: 1 });
    await page.getByLabel('Campaign name').fill('ViaGateway2026');
    await page.getByRole('button', { name: 'Create…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.locator('.job-message').filter({ hasText: 'Finished' }).waitFor({ timeout: 60_000 });
    await eventually(() => page.getByTestId('campaigns-list').textContent()).toContain('ViaGateway2026');
    expect(sandbox.store.campaigns.all().some((campaign) => campaign.name === 'ViaGateway2026')).toBe(true);
    await screenshot(page, 'campaigns-through-gateway');
  });

  it('sent no signature and no key from the page, and shows none', async () => {
    expect(sentHeaders.length).toBeGreaterThan(3);
    for (const headers of sentHeaders) expect(headers.filter((name) => SIGNING_HEADERS.includes(name))).toEqual([]);
    const surfaces = await leakSurfaces(watched);
    for (const secret of SECRETS) expect(surfaces).not.toContain(secret);
    expect(surfaces).not.toContain(SANDBOX_DEMO_KEYS.publicKey);
    // Every call went through the gateway's contract check: nothing it forwarded broke the contract.
    expect(readFileSync(join(dir, 'report.jsonl'), { encoding: 'utf8', flag: 'a+' })).toBe('');
  });
});
