/**
 * What the console costs a user, measured (never asserted):
 *   - its initial JavaScript: the entry script and the modules index.html preloads, gzip-compressed
 *     (the explorer and the contract are separate chunks loaded only when the explorer opens);
 *   - the time from navigation to the first contact row against the sandbox behind Prism (as `npm start`
 *     serves it), in Debian's chromium, each run in a fresh browser context (cold cache), taken in the
 *     page by a MutationObserver, beside the page's first contentful paint in the same run (the anchor).
 * `tsx bench/console.ts` runs it alone; bench/run.ts calls `benchConsole()`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, launchChromium } from '../test/support/chromium.js';
import { buildConsole, startConsole } from '../scripts/serve/console.js';
import { startMock } from '../scripts/serve/mock-server.js';
import { freePort } from '../scripts/serve/prism.js';
import { sandboxSettings, startSandbox } from '../scripts/serve/mock-choice.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ConsoleBenchResult {
  /** Gzip bytes of the JavaScript index.html loads before anything else (entry + modulepreloads). */
  initialJsGzipBytes: number;
  initialJsBytes: number;
  initialJsFiles: string[];
  /** Navigation start to the first contact row in the DOM, ms (median and every run); undefined without chromium. */
  firstContactRowMs?: { median: number; runs: number[] };
  /** Navigation start to the first contentful paint, same runs. */
  firstContentfulPaintMs?: { median: number; runs: number[] };
  /** Median of each run's first row / first contentful paint, and the lowest and highest. */
  rowToPaint?: { median: number; spread: [number, number]; target: number };
}

/** The scripts index.html loads up front: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function initialScripts(indexHtml: string): string[] {
  const found = [...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return found.map((match) => (match[1] ?? match[2])!.replace(/^\.\//, ''));
}

export async function benchConsole(options: { runs?: number } = {}): Promise<ConsoleBenchResult> {
  const dist = mkdtempSync(join(tmpdir(), 'dsm-console-bench-'));
  const settings = sandboxSettings({});
  const handlers = startSandbox(settings).then((sandbox) => sandbox.handlers);
  const mock = await startMock(join(root, 'generated', 'openapi.json'), await freePort(), { handlers });
  try {
    await buildConsole({ outDir: dist, logLevel: 'silent' });
    const files = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
    const contents = files.map((file) => readFileSync(join(dist, file)));
    const result: ConsoleBenchResult = {
      initialJsFiles: files,
      initialJsBytes: contents.reduce((sum, bytes) => sum + bytes.length, 0),
      initialJsGzipBytes: contents.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
    };
    if (!existsSync(CHROMIUM)) return result;

    const server = await startConsole({ port: 0, mockUrl: mock.url, dist, keys: settings.keys });
    const browser = await launchChromium();
    try {
      const runs: number[] = [];
      const paints: number[] = [];
      for (let i = 0; i < (options.runs ?? 5); i++) {
        const context = await browser.newContext();
        await context.route('**/*', (route) =>
          new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort(),
        );
        const page = await context.newPage();
        await page.addInitScript(() => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-testid="contact-row"]')) {
              (window as unknown as { __firstRow: number }).__firstRow = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document, { childList: true, subtree: true });
        });
        await page.goto(`${server.url}/#/contacts`);
        await page.waitForFunction(() => typeof (window as unknown as { __firstRow?: number }).__firstRow === 'number', undefined, {
          timeout: 30_000,
        });
        runs.push(Math.round(await page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow)));
        paints.push(
          Math.round(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN)),
        );
        await context.close();
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      result.firstContactRowMs = { median: median(runs), runs };
      result.firstContentfulPaintMs = { median: median(paints), runs: paints };
      const ratios = runs.map((row, i) => +(row / paints[i]!).toFixed(3));
      result.rowToPaint = { median: median(ratios), spread: [Math.min(...ratios), Math.max(...ratios)], target: 1.2 };
    } finally {
      await browser.close();
      await server.stop();
    }
    return result;
  } finally {
    await mock.stop();
    rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchConsole();
  console.table({
    'console initial JS (gzip bytes)': result.initialJsGzipBytes,
    'console initial JS (bytes)': result.initialJsBytes,
    'navigation to first contact row (ms, median)': result.firstContactRowMs?.median ?? 'skipped: no /usr/bin/chromium',
    'navigation to first contentful paint (ms, median)': result.firstContentfulPaintMs?.median ?? 'skipped',
    'first row / first contentful paint (median)': result.rowToPaint?.median ?? 'skipped',
  });
  console.log(JSON.stringify(result));
  const resultsFile = join(root, 'bench/results.json');
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...results, console: { ...result, loadAverage: +loadavg()[0]!.toFixed(2) } }, null, 2)}\n`,
  );
}
