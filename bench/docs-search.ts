/**
 * The reference docs as a reader gets them from `npm start`'s docs server (scripts/serve/docs-server.ts):
 * the bytes the page and its contract transfer (compressed) beside their own size, what a first visit
 * transfers in all (with Redoc's script, which is cached for good after it), and the time from
 * navigation until the Redoc search box returns a result, in Debian's chromium, each run in a fresh
 * context (cold cache), taking turns with the same page over a one-operation contract (what Redoc
 * itself costs on this machine). Needs the cached page (`npm start` or bench/start-time.ts builds it).
 * `tsx bench/docs-search.ts` runs it alone and records it in bench/results.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { ASSET_NAME } from '../scripts/docs/redoc-script.js';
import { assetNames, startDocs } from '../scripts/serve/docs-server.js';
import { freePort } from '../scripts/serve/prism.js';
import { median } from './stats.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

/** The operation the bench searches for, and the summary its result shows. */
const SEARCHED = { operationId: 'contactsDeleteById', summary: 'Delete one contact' };

/** The contract cut down to the operation searched for (its path's other methods too), all else kept. */
function oneOperation(definition: Record<string, unknown>): Record<string, unknown> {
  const paths = Object.entries(definition.paths as Record<string, Record<string, { operationId?: string }>>).filter(([, item]) =>
    Object.values(item).some((operation) => operation?.operationId === SEARCHED.operationId),
  );
  if (paths.length !== 1) throw new Error(`the contract has no single path of ${SEARCHED.operationId}`);
  return { ...definition, paths: Object.fromEntries(paths) };
}

export interface DocsSearchResult {
  loadAverage: number;
  /** Bytes of the page and its contract on the wire (brotli) and as files. */
  transferBytes: number;
  pageBytes: number;
  /** Bytes on the wire of a first visit: the page and what it loads (its contract, Redoc's script). */
  firstVisitTransferBytes: number;
  /** Of those, Redoc's script (kept by the browser for good after a first visit). */
  scriptTransferBytes: number;
  /** Bytes on the wire of a visit after the contract changed: the page and contract again, Redoc's script from the cache. */
  changedContractTransferBytes: number;
  /** Navigation to the first search result, ms. */
  searchResultMs: Figure;
  /** Navigation to the first paint (the page's loading note), ms. */
  firstContentfulPaintMs: Figure;
  /** Navigation until Redoc shows its search box (still loading its index), and until the index is built, ms. */
  searchShownMs: Figure;
  indexReadyMs: Figure;
  /**
   * The anchor, in the same runs: the same page, script and server with the contract cut down to the one operation
   * searched for. What Redoc itself costs on this machine; the ratio is what the whole contract adds to it.
   */
  oneOperationAnchor: { what: string; searchResultMs: Figure; searchShownMs: Figure; indexReadyMs: Figure; ratio: number };
  target: { firstVisitTransferBytes: number; searchResultMs: number };
}

interface Figure {
  median: number;
  runs: number[];
}

const figure = (visits: Visit[], field: 'ms' | 'firstContentfulPaintMs' | 'searchShownMs' | 'indexReadyMs'): Figure => {
  const runs = visits.map((visit) => visit[field]);
  return { median: median(runs), runs };
};

interface Visit {
  ms: number;
  firstContentfulPaintMs: number;
  searchShownMs: number;
  indexReadyMs: number;
  /** What each request transferred, and the bytes of its body. */
  transfers: { url: string; transferBytes: number; bytes: number }[];
}

/** The page's contract file (assets/contract-<hash>.json), by its address. */
const isContract = (url: string) => {
  const name = url.split('/').pop() ?? '';
  return name.startsWith('contract-') && ASSET_NAME.test(name);
};

/** Records, in the page, when the search box first shows and when it stops saying its index is loading (ms since navigation). */
const MILESTONES = `(() => {
  const seen = (window.__searchMilestones = {});
  new MutationObserver(() => {
    const trigger = document.querySelector('[data-testid="search-trigger"]');
    if (!trigger) return;
    seen.shown ??= performance.now();
    if (!trigger.textContent.includes('Loading')) seen.ready ??= performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/**
 * One visit in a fresh context (cold cache): navigation until the search box shows the operation. As a reader
 * would, it opens the search box as soon as it shows and types at once; Redoc answers once its index is built.
 * `contract` replaces the page's.
 */
async function searchOnce(browser: Browser, url: string, contract?: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  try {
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
    if (contract)
      await context.route(
        (address) => isContract(address.href),
        (route) => route.fulfill({ body: contract, contentType: 'application/json' }),
      );
    await context.addInitScript(MILESTONES);
    const page = await context.newPage();
    const transfers: Promise<Visit['transfers'][number]>[] = [];
    page.on(
      'requestfinished',
      (request) =>
        void transfers.push(
          Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
            url: request.url(),
            transferBytes: sizes.responseBodySize,
            bytes: (await response?.body())?.length ?? 0,
          })),
        ),
    );
    const started = performance.now();
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    const trigger = page.getByTestId('search-trigger');
    await trigger.click({ timeout: 60_000 });
    await page.getByPlaceholder('Search docs...').fill(SEARCHED.operationId);
    await page.getByTestId('search-dialog').getByText(SEARCHED.summary).first().waitFor({ timeout: 60_000 });
    const ms = Math.round(performance.now() - started);
    const inPage = await page.evaluate(() => {
      const seen = (window as unknown as { __searchMilestones: { shown?: number; ready?: number } }).__searchMilestones;
      return {
        firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        searchShownMs: seen.shown ?? Number.NaN,
        indexReadyMs: seen.ready ?? Number.NaN,
      };
    });
    return {
      ms,
      firstContentfulPaintMs: Math.round(inPage.firstContentfulPaintMs),
      searchShownMs: Math.round(inPage.searchShownMs),
      indexReadyMs: Math.round(inPage.indexReadyMs),
      transfers: await Promise.all(transfers),
    };
  } finally {
    await context.close();
  }
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
  const pageUrl = `${docs.url}/`;
  const contractPath = assetNames(await (await fetch(pageUrl)).text()).find((name) => name.startsWith('contract-'));
  if (!contractPath) throw new Error('the docs page names no contract file');
  const anchorContract = JSON.stringify(oneOperation(await (await fetch(`${docs.url}/assets/${contractPath}`)).json()));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const visits: Visit[] = [];
    const anchorVisits: Visit[] = [];
    // Page and anchor take turns, so a machine that gets busier weighs on both alike.
    for (let i = 0; i < runs; i++) {
      visits.push(await searchOnce(browser, docs.url));
      anchorVisits.push(await searchOnce(browser, docs.url, anchorContract));
    }
    const last = visits.at(-1);
    if (!last) throw new Error('the docs bench made no visit');
    const sum = (items: Visit['transfers'], size: 'transferBytes' | 'bytes') => items.reduce((total, item) => total + item[size], 0);
    const changing = last.transfers.filter(({ url }) => url === pageUrl || isContract(url));
    if (changing.length !== 2) throw new Error('a visit did not load the page and its contract');
    const changingBytes = sum(changing, 'transferBytes');
    const searchResultMs = figure(visits, 'ms');
    const anchorResultMs = figure(anchorVisits, 'ms');
    return {
      loadAverage,
      transferBytes: changingBytes,
      pageBytes: sum(changing, 'bytes'),
      firstVisitTransferBytes: sum(last.transfers, 'transferBytes'),
      scriptTransferBytes: sum(
        last.transfers.filter(({ url }) => url.includes('/assets/redoc-')),
        'transferBytes',
      ),
      changedContractTransferBytes: changingBytes,
      searchResultMs,
      firstContentfulPaintMs: figure(visits, 'firstContentfulPaintMs'),
      searchShownMs: figure(visits, 'searchShownMs'),
      indexReadyMs: figure(visits, 'indexReadyMs'),
      oneOperationAnchor: {
        what: `the same page with only ${SEARCHED.operationId} in its contract`,
        searchResultMs: anchorResultMs,
        searchShownMs: figure(anchorVisits, 'searchShownMs'),
        indexReadyMs: figure(anchorVisits, 'indexReadyMs'),
        ratio: +(searchResultMs.median / anchorResultMs.median).toFixed(2),
      },
      target: { firstVisitTransferBytes: 700_000, searchResultMs: 3000 },
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
