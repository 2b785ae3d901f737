/**
 * What the console's browser tests share: the stack `npm start` serves (the stateful sandbox behind
 * Prism's validation and the envelope proxy, jobs taking about a second and a half, on a clock the
 * tests may hold) and the console
 * signing with the sandbox's keys, on free loopback ports, Debian's
 * chromium driven by playwright-core (never a downloaded browser), axe-core injected from its source,
 * screenshots into test-results/console/, and nothing allowed to leave loopback.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { freePort, type RunningMock } from '../../scripts/serve/prism.js';
import { startMock } from '../../scripts/serve/mock-server.js';
import { sandboxSettings } from '../../scripts/serve/mock-choice.js';
import { startConsole, type RunningConsole } from '../../scripts/serve/console.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(root, 'test-results', 'console');
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The sandbox's clock (its `now` option). A test may hold it: the sandbox's time stands still, and with
 * it every job, until it is released (then it goes on from where it stood, a few seconds behind).
 */
export class SandboxClock {
  #heldAt: number | undefined;
  #lagMs = 0;

  readonly now = (): Date => new Date(this.#heldAt ?? Date.now() - this.#lagMs);

  hold(): void {
    this.#heldAt ??= Date.now() - this.#lagMs;
  }

  release(): void {
    if (this.#heldAt === undefined) return;
    this.#lagMs = Date.now() - this.#heldAt;
    this.#heldAt = undefined;
  }
}

export interface Stack {
  mock: RunningMock;
  clock: SandboxClock;
  console: RunningConsole;
  browser: Browser;
  stop(): Promise<void>;
}

/** Starts the sandbox stack on the bundled contract, builds and serves the console, launches chromium. */
export async function startStack(): Promise<Stack> {
  // The demo keys and a pace at which a job runs about 1.5 s: long enough to watch, short enough to wait for.
  const settings = sandboxSettings({ DSM_SANDBOX_SPEED: '2' });
  const clock = new SandboxClock();
  const handlers = import('../../src/sandbox/index.js').then(({ createSandbox }) => {
    const { keys, speed, maxSkewSeconds } = settings;
    const sandbox = createSandbox({ keys, speed, maxSkewSeconds, now: clock.now });
    return () => sandbox.handlers;
  });
  const mock = await startMock(join(root, 'generated', 'openapi.json'), await freePort(), { handlers });
  // A private build, so a parallel build of console/dist cannot change what is under test.
  const dist = mkdtempSync(join(tmpdir(), 'dsm-console-'));
  const consoleServer = await startConsole({ port: 0, mockUrl: mock.url, keys: settings.keys, rebuild: true, dist });
  const browser = await launchChromium();
  return {
    mock,
    clock,
    console: consoleServer,
    browser,
    stop: async () => {
      await browser.close();
      await consoleServer.stop();
      await mock.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Every URL the page requested. */
  requests: { method: string; url: string }[];
  /** Every console message and page error text. */
  logs: string[];
}

/** A fresh page whose traffic is confined to loopback and recorded. */
export async function openPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: WatchedPage['requests'] = [];
  const logs: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    return url.hostname === '127.0.0.1' ? route.fallback() : route.abort('blockedbyclient');
  });
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  page.on('console', (message) => logs.push(message.text()));
  page.on('pageerror', (error) => logs.push(String(error)));
  return { page, requests, logs };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  })) as AxeViolation[];
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Every place a key could leak to from the page: its HTML, its URL, its storage, its console. */
export async function leakSurfaces(watched: WatchedPage): Promise<string> {
  const { page } = watched;
  const html = await page.content();
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  return [html, page.url(), storage, ...watched.logs, ...watched.requests.map((request) => request.url)].join('\n');
}

export { launchChromium };
