/**
 * What the browser tests share: Debian's chromium driven by playwright-core (never a downloaded browser),
 * pages whose traffic is recorded and confined to loopback, axe-core injected from its source, screenshots
 * into test-results/console/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(root, 'test-results', 'console');
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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

/** A picture of what the window shows (not the whole page), sized for a README: test-results/console/readme/. */
export async function readmeShot(page: Page, name: string): Promise<void> {
  mkdirSync(join(SCREENSHOTS, 'readme'), { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, 'readme', `${name}.png`) });
}

/** Every place a key could leak to from the page: its HTML, its URL, its storage, its console. */
export async function leakSurfaces(watched: WatchedPage): Promise<string> {
  const { page } = watched;
  const html = await page.content();
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  return [html, page.url(), storage, ...watched.logs, ...watched.requests.map((request) => request.url)].join('\n');
}

export { launchChromium };
