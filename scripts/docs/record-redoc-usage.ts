/**
 * Records which parts of Redoc's script this page never runs (scripts/docs/redoc-unused.ts) and writes
 * them to redoc-unused.json. Builds the page with the whole script, reads it in chromium with V8's
 * coverage on (wide and narrow, light and dark: the search, every code-sample tab, the responses, the
 * server variables, the sidebar, a scroll through the whole reference) and keeps the functions never
 * called only inside stretches of the bundle where nothing was called at all, at least MIN_STRETCH
 * long: whole subsystems, not the unused corners of code the page runs.
 * Run `tsx scripts/docs/record-redoc-usage.ts` after upgrading @redocly/cli.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Node, parse } from 'acorn';
import { chromium, type Page } from 'playwright-core';
import { buildDocs } from './docs.js';
import { RECORD_FILE, sha256, type UnusedRecord } from './redoc-unused.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Debian's chromium, as the tests use it; nothing downloads a browser. */
const CHROMIUM = process.env.DSM_CHROMIUM ?? '/usr/bin/chromium';
/** Bytes of the smallest stretch of unrun statements whose functions are emptied. */
const MIN_STRETCH = 2000;
/** A statement counts as unrun when this share of its bytes lies in functions never called. */
const UNRUN_SHARE = 0.95;
/** A run statement this short (an import's binding, a constant) does not end a stretch. */
const SHORT_STATEMENT = 300;

type Range = { startOffset: number; endOffset: number; count: number };

/** One reading of the page; each step is tried for a few seconds and skipped when the page has no such control. */
async function read(page: Page, url: string): Promise<void> {
  const tryTo = async (step: () => Promise<unknown>) => step().catch(() => undefined);
  await page.goto(url);
  const trigger = page.getByTestId('search-trigger');
  await trigger.waitFor({ state: 'attached', timeout: 60_000 });
  while ((await trigger.innerText()).includes('Loading')) await page.waitForTimeout(50);
  await tryTo(() => trigger.click({ timeout: 3000 }));
  await tryTo(() => page.getByPlaceholder('Search docs...').fill('contactsDeleteById', { timeout: 3000 }));
  const hit = page.getByTestId('search-dialog').getByText('Delete one contact').first();
  await tryTo(() => hit.click({ timeout: 10_000 }));
  await page.keyboard.press('Escape');
  for (const label of ['Show 1 variable', 'default', '200', 'dsm.call', 'Function', 'React hook', 'curl', 'Payload', 'Copy'])
    await tryTo(() => page.getByText(label, { exact: true }).first().click({ timeout: 2000 }));
  await tryTo(() => page.getByText('Contacts', { exact: true }).first().click({ timeout: 2000 }));
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 2500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(20);
  }
  for (const button of (await page.locator('button').all()).slice(0, 150)) await tryTo(() => button.click({ timeout: 300 }));
}

/** Function ranges never called in any reading, keyed `start:end`. */
async function unrunFunctions(url: string, scriptPath: string): Promise<Set<string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const counts = new Map<string, number>();
  try {
    for (const options of [
      { viewport: { width: 1400, height: 1000 } },
      { viewport: { width: 1400, height: 1000 }, colorScheme: 'dark' as const },
      { viewport: { width: 420, height: 900 }, isMobile: true, hasTouch: true },
    ]) {
      const context = await browser.newContext(options);
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()));
      const page = await context.newPage();
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await read(page, url);
      for (const entry of await page.coverage.stopJSCoverage()) {
        if (!entry.url.endsWith(scriptPath)) continue;
        for (const fn of entry.functions) {
          const range = fn.ranges[0] as Range;
          const key = `${range.startOffset}:${range.endOffset}`;
          counts.set(key, (counts.get(key) ?? 0) + range.count);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return new Set([...counts].filter(([, count]) => count === 0).map(([key]) => key));
}

type FunctionNode = Node & { body: Node };

/** The bodies to empty: functions never called, outermost, inside long stretches of unrun statements. */
export function unusedBodies(script: string, unrun: Set<string>, minStretch = MIN_STRETCH): [number, number][] {
  const cold = new Uint8Array(script.length);
  for (const key of unrun) {
    const [start, end] = key.split(':').map(Number) as [number, number];
    cold.fill(1, start, end);
  }
  const program = parse(script, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: Node[] };
  // The bundle is one `const {…} = (() => { statements })()`: its statements are the modules' code.
  const statements = (program.body[0] as unknown as { declarations: { init: { callee: { body: { body: Node[] } } } }[] }).declarations[0]!
    .init.callee.body.body;
  const inStretch = new Uint8Array(script.length);
  let stretch: { start: number; end: number } | undefined;
  const close = () => {
    if (stretch && stretch.end - stretch.start >= minStretch) inStretch.fill(1, stretch.start, stretch.end);
    stretch = undefined;
  };
  for (const statement of statements) {
    let unrunBytes = 0;
    for (let i = statement.start; i < statement.end; i++) unrunBytes += cold[i]!;
    if (unrunBytes >= UNRUN_SHARE * (statement.end - statement.start)) {
      stretch ??= { start: statement.start, end: statement.end };
      stretch.end = statement.end;
    } else if (!stretch || statement.end - statement.start >= SHORT_STATEMENT) close();
  }
  close();
  const bodies: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type.includes('Function') && unrun.has(`${node.start}:${node.end}`) && inStretch[node.start]) {
      const body = (node as FunctionNode).body;
      return void bodies.push([body.start, body.end]);
    }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string') visit(child as Node);
  };
  visit(program as unknown as Node);
  return bodies.sort((a, b) => a[0] - b[0]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(tmpdir(), 'dsm-redoc-usage-'));
  try {
    const scriptFile = buildDocs(`${root}generated/openapi.json`, join(dir, 'index.html'), { whole: true });
    const script = readFileSync(scriptFile, 'utf8');
    const server = createServer((request, response) => {
      const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
      const type = extname(path) === '.js' ? 'text/javascript' : 'text/html';
      try {
        response.writeHead(200, { 'Content-Type': type }).end(readFileSync(join(dir, path.replace(/\.\./g, ''))));
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const scriptPath = scriptFile.slice(dir.length);
    const unrun = await unrunFunctions(`http://127.0.0.1:${port}/`, scriptPath);
    server.close();
    const record: UnusedRecord = { bundleSha256: sha256(script), bodies: unusedBodies(script, unrun) };
    writeFileSync(RECORD_FILE, `${JSON.stringify(record)}\n`);
    const emptied = record.bodies.reduce((sum, [start, end]) => sum + end - start, 0);
    console.log(`${record.bodies.length} function bodies (${emptied} of ${script.length} bytes) recorded as never run`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
