/**
 * What the console costs a user, measured (never asserted):
 *   - its initial JavaScript: the entry script and the modules index.html preloads, gzip-compressed
 *     (the explorer and the contract are separate chunks loaded only when the explorer opens);
 *   - the time from navigation to the first contact row against the sandbox behind Prism (as `npm start`
 *     serves it, after one unmeasured navigation), in Debian's chromium, each run in a fresh browser context
 *     (cold cache), taken in the page by a MutationObserver, beside the page's first contentful paint in the
 *     same run (the anchor);
 *   - where that time goes: when the first API request left and when the row's data (columns and page) had arrived.
 * `tsx bench/console.ts [--runs N] [--contacts N] [--trace]` runs it alone (`--trace` prints each run's resource timeline with the
 * page's performance marks, the console's start steps, and leaves bench/results.json alone); bench/run.ts calls
 * `benchConsole()`.
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
import { median, range } from './stats.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ConsoleBenchResult {
  /** Gzip bytes of the JavaScript index.html loads before anything else (entry + modulepreloads). */
  initialJsGzipBytes: number;
  initialJsBytes: number;
  initialJsFiles: string[];
  /**
   * Navigation start to the first contact row in the DOM, ms (median and every run), or to the first contentful
   * paint when the row was there before it; undefined without chromium.
   */
  firstContactRowMs?: { median: number; runs: number[] };
  /** Navigation start to the first contentful paint, same runs. */
  firstContentfulPaintMs?: { median: number; runs: number[] };
  /** Median of each run's first row / first contentful paint, and the lowest and highest. */
  rowToPaint?: { median: number; spread: [number, number]; target: number };
  /** Navigation start to the first API request, same runs. */
  firstApiRequestMs?: { median: number; runs: number[] };
  /** Navigation start to the arrival of the row's data (the later of the column model and the page), same runs. */
  rowDataMs?: { median: number; runs: number[] };
}

/** What one run saw in the page: ms since navigation start. */
interface RunTimes {
  row: number;
  paint: number;
  resources: { path: string; start: number; end: number }[];
  /** The page's own performance marks (the console's start steps), for `--trace`. */
  marks: { name: string; at: number }[];
}

/** Navigations made and not measured before the measured runs. */
const WARM_UP_RUNS = 1;
/** Measured runs unless told otherwise: 7 give a steadier median than 5, in about 30 s with the build. */
const RUNS = 7;

const ROW_READS = ['/api/contacts/additionalcolumns', '/api/contacts/get'];

/** The scripts index.html loads up front: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function initialScripts(indexHtml: string): string[] {
  const found = [...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return found.map((match) => (match[1] ?? match[2])!.replace(/^\.\//, ''));
}

export async function benchConsole(
  options: { runs?: number; contacts?: number; trace?: (run: number, times: RunTimes) => void } = {},
): Promise<ConsoleBenchResult> {
  const dist = mkdtempSync(join(tmpdir(), 'dsm-console-bench-'));
  // `contacts`: the sandbox's demo size (DSM_SANDBOX_CONTACTS), e.g. 100,000 as a platform account holds.
  const settings = sandboxSettings(options.contacts ? { DSM_SANDBOX_CONTACTS: String(options.contacts) } : {});
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
      const all: RunTimes[] = [];
      // Runs below 0 warm the servers up and are not kept: the mock's first answers include Prism compiling its
      // validators and the JIT's start, a cost of the mock's first minute rather than of the console.
      for (let i = -WARM_UP_RUNS; i < (options.runs ?? RUNS); i++) {
        // Nothing leaves loopback: every other address goes to a proxy that is not there. (Not by intercepting
        // each request, which would make every request of the measured page wait for a round trip to this process.)
        const context = await browser.newContext({ proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' } });
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
        // The row may be in the DOM before the frame that paints it: wait for that paint's entry too.
        await page.waitForFunction(
          () =>
            typeof (window as unknown as { __firstRow?: number }).__firstRow === 'number' &&
            performance.getEntriesByName('first-contentful-paint').length > 0,
          undefined,
          { timeout: 30_000 },
        );
        const times = await page.evaluate(
          (): RunTimes => ({
            row: (window as unknown as { __firstRow: number }).__firstRow,
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
              path: new URL(entry.name).pathname,
              start: entry.startTime,
              end: entry.responseEnd,
            })),
            marks: performance.getEntriesByType('mark').map((entry) => ({ name: entry.name, at: entry.startTime })),
          }),
        );
        await context.close();
        // A row put in the DOM before the first paint is seen with that paint, not before it.
        times.row = Math.max(times.row, times.paint);
        if (i < 0) continue;
        options.trace?.(i, times);
        all.push(times);
      }
      const series = (values: number[]) => {
        const runs = values.map(Math.round);
        return { median: median(runs), runs };
      };
      result.firstContactRowMs = series(all.map((run) => run.row));
      result.firstContentfulPaintMs = series(all.map((run) => run.paint));
      const ratios = all.map((run) => +(Math.round(run.row) / Math.round(run.paint)).toFixed(3));
      result.rowToPaint = { median: median(ratios), spread: range(ratios), target: 1.2 };
      const api = (run: RunTimes) => run.resources.filter((entry) => entry.path.startsWith('/api/'));
      result.firstApiRequestMs = series(all.map((run) => Math.min(...api(run).map((entry) => entry.start))));
      result.rowDataMs = series(
        all.map((run) =>
          Math.max(
            ...api(run)
              .filter((e) => ROW_READS.includes(e.path))
              .map((e) => e.end),
          ),
        ),
      );
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

/** `--trace`: one line per resource and the paint and row of each run, in ms since navigation start. */
function printRun(run: number, times: RunTimes): void {
  const lines = [
    ...times.resources.map(
      (entry) => [entry.start, `${entry.start.toFixed(0).padStart(5)}-${entry.end.toFixed(0).padEnd(5)} ${entry.path}`] as const,
    ),
    ...times.marks.map((mark) => [mark.at, `${mark.at.toFixed(0).padStart(5)}       mark ${mark.name}`] as const),
    [times.paint, `${times.paint.toFixed(0).padStart(5)}       first contentful paint`] as const,
    [times.row, `${times.row.toFixed(0).padStart(5)}       first contact row`] as const,
  ];
  console.log(
    `run ${run + 1}:\n${lines
      .sort((a, b) => a[0] - b[0])
      .map(([, line]) => `  ${line}`)
      .join('\n')}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runsAt = process.argv.indexOf('--runs');
  const contactsAt = process.argv.indexOf('--contacts');
  const trace = process.argv.includes('--trace');
  const result = await benchConsole({
    runs: runsAt > 0 ? Number(process.argv[runsAt + 1]) : undefined,
    contacts: contactsAt > 0 ? Number(process.argv[contactsAt + 1]) : undefined,
    trace: trace ? printRun : undefined,
  });
  console.table({
    'console initial JS (gzip bytes)': result.initialJsGzipBytes,
    'console initial JS (bytes)': result.initialJsBytes,
    'navigation to first contact row (ms, median)': result.firstContactRowMs?.median ?? 'skipped: no /usr/bin/chromium',
    'navigation to first contentful paint (ms, median)': result.firstContentfulPaintMs?.median ?? 'skipped',
    'first row / first contentful paint (median)': result.rowToPaint?.median ?? 'skipped',
    'navigation to the first API request (ms, median)': result.firstApiRequestMs?.median ?? 'skipped',
    "navigation to the row's data (ms, median)": result.rowDataMs?.median ?? 'skipped',
  });
  console.log(JSON.stringify(result));
  // A trace is a look at the timeline, not a measurement to keep.
  const resultsFile = join(root, 'bench/results.json');
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  if (!trace)
    writeFileSync(
      resultsFile,
      `${JSON.stringify({ ...results, console: { ...result, loadAverage: +loadavg()[0]!.toFixed(2) } }, null, 2)}\n`,
    );
}
