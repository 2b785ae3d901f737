/**
 * The reference docs as a reader gets them from `npm start`'s docs server (scripts/serve/docs-server.ts):
 * the bytes the page transfers (compressed) beside its own size, what a first visit transfers in all
 * (the page and Redoc's script, which is cached for good after it), and the time from navigation until
 * the Redoc search box returns a result, in Debian's chromium, each run in a fresh context (cold
 * cache). Needs the cached page (`npm start` or bench/start-time.ts builds it).
 * `tsx bench/docs-search.ts` runs it alone and records it in bench/results.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDocs } from '../scripts/serve/docs-server.js';
import { freePort } from '../scripts/serve/prism.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface DocsSearchResult {
  loadAverage: number;
  /** Bytes of the page on the wire (brotli) and as a file. */
  transferBytes: number;
  pageBytes: number;
  /** Bytes on the wire of a first visit: the page and what it loads (Redoc's script). */
  firstVisitTransferBytes: number;
  /** Of those, Redoc's script (kept by the browser for good after a first visit). */
  scriptTransferBytes: number;
  /** Bytes on the wire of a visit after the contract changed: the page again, Redoc's script from the cache. */
  changedContractTransferBytes: number;
  /** Navigation to the first search result, ms. */
  searchResultMs: { median: number; runs: number[] };
  target: { transferBytes: number; searchResultMs: number };
}

export async function benchDocsSearch(runs = 5): Promise<DocsSearchResult | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const loadAverage = +loadavg()[0]!.toFixed(2);
  const docs = await startDocs(`${root}generated/openapi.json`, await freePort(), { buildAfter: Promise.resolve() });
  await docs.page;
  // The compressed forms are read right after the page; wait until the server sends them.
  for (let i = 0; i < 600; i++) {
    const reply = await fetch(`${docs.url}/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    if (reply.headers.get('content-encoding') === 'br') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const times: number[] = [];
    let transferBytes = 0;
    let pageBytes = 0;
    let firstVisitTransferBytes = 0;
    let scriptTransferBytes = 0;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
      const page = await context.newPage();
      const transfers: Promise<{ url: string; bytes: number }>[] = [];
      page.on(
        'requestfinished',
        (request) => void transfers.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }))),
      );
      const started = performance.now();
      const response = await page.goto(`${docs.url}/`, { waitUntil: 'commit' });
      const trigger = page.getByTestId('search-trigger');
      await trigger.waitFor({ timeout: 60_000 });
      const deadline = performance.now() + 60_000;
      while ((await trigger.innerText()).includes('Loading') && performance.now() < deadline) await page.waitForTimeout(20);
      await trigger.click();
      await page.getByPlaceholder('Search docs...').fill('contactsDeleteById');
      await page.getByTestId('search-dialog').getByText('Delete one contact').first().waitFor({ timeout: 60_000 });
      times.push(Math.round(performance.now() - started));
      const sizes = await response!.request().sizes();
      transferBytes = sizes.responseBodySize;
      pageBytes = (await response!.body()).length;
      const finished = await Promise.all(transfers);
      firstVisitTransferBytes = finished.reduce((sum, { bytes }) => sum + bytes, 0);
      scriptTransferBytes = finished.filter(({ url }) => url.includes('/assets/')).reduce((sum, { bytes }) => sum + bytes, 0);
      await context.close();
    }
    return {
      loadAverage,
      transferBytes,
      pageBytes,
      firstVisitTransferBytes,
      scriptTransferBytes,
      changedContractTransferBytes: transferBytes,
      searchResultMs: { median: median(times), runs: times },
      target: { transferBytes: 600_000, searchResultMs: 3000 },
    };
  } finally {
    await browser.close();
    await docs.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchDocsSearch();
  console.log(JSON.stringify(result));
  const resultsFile = `${root}bench/results.json`;
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, docsSearch: result }, null, 2)}\n`);
}
