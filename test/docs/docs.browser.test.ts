/**
 * The built reference docs in a real browser (headless chromium): built into a temp dir, served on a
 * free loopback port as `npm start` serves them (compressed, scripts/docs/compressed-page.ts), then read as a reader would: the signing section, an
 * enumeration table, the reply envelope, a code sample with a hook, the kind badges, the search. Every request the page
 * makes is recorded (and any outside the page's origin blocked); none may leave it. Screenshots go to
 * test-results/docs/ (gitignored) for a person to look at.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADING_NOTE } from '../../scripts/docs/client-rendered.js';
import { LOAD_FAILED } from '../../scripts/docs/contract-asset.js';
import { buildDocs } from '../../scripts/docs/docs.js';
import { makeOffline } from '../../scripts/docs/offline.js';
import { compress, IMMUTABLE, sendPage, type ServedPage } from '../../scripts/docs/compressed-page.js';
import { signingWalkthrough, WORKED_EXAMPLE } from '../../scripts/docs/signing-example.js';

/** Polls up to 30 s (Playwright's own default wait), not expect.poll's 1 s: the CI machine is loaded. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

const root = fileURLToPath(new URL('../../', import.meta.url));
const SHOTS = join(root, 'test-results/docs');

let dir: string;
let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
/** Every request the pages made, and those outside the page's origin (blocked). */
const requests: string[] = [];
/** Errors the pages threw or logged, and answers that were not found: none may. */
const pageErrors: string[] = [];
/**
 * What a visit after the contract changed transfers, brotli-compressed: the page (a few kilobytes) and its
 * contract, about 140 KB together. Redoc's own script, as Redocly publishes it, about 520 KB at brotli's
 * best, comes beside them once and is then kept by the browser. Together they are a first visit, at most 700 KB.
 */
const PAGE_BYTES = 8_000;
const PAGE_BUDGET_BYTES = 170_000;
const FIRST_VISIT_BUDGET_BYTES = 700_000;
/** Redoc's script as Redocly's CLI publishes it, which the page must serve unchanged but for the logo's address. */
const PUBLISHED_REDOC = join(root, 'node_modules/@redocly/cli/lib/chunks/redoc.standalone.js');
let served: ServedPage;
/** Redoc's script and the page's contract, by their paths. */
let script: { path: string; served: ServedPage };
let contract: { path: string; served: ServedPage };
const outside: string[] = [];

const inPage = (url: string) =>
  url.startsWith(`${origin}/`) || url === origin || url.startsWith('data:') || url.startsWith(`blob:${origin}/`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dsm-docs-browser-'));
  const page = join(dir, 'index.html');
  const { scriptFile, contractFile } = buildDocs(join(root, 'generated/openapi.json'), page);
  const servedFile = async (file: string, tag: string): Promise<ServedPage> => {
    const identity = readFileSync(file);
    const [br, gzip] = await Promise.all([compress(identity, 'br'), compress(identity, 'gzip')]);
    return { identity, encoded: { br, gzip }, tag };
  };
  served = await servedFile(page, 'test-page');
  script = { path: `/${relative(dir, scriptFile)}`, served: await servedFile(scriptFile, 'test-script') };
  contract = { path: `/${relative(dir, contractFile)}`, served: await servedFile(contractFile, 'test-contract') };
  server = createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') sendPage(request, response, served, 'text/html; charset=utf-8');
    else if (request.url === script.path) sendPage(request, response, script.served, 'text/javascript; charset=utf-8', IMMUTABLE);
    else if (request.url === contract.path) sendPage(request, response, contract.served, 'application/json', IMMUTABLE);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  context.on('request', (request) => void requests.push(request.url()));
  context.on('page', (page) => {
    page.on('pageerror', (error) => void pageErrors.push(String(error)));
    page.on('console', (message) => void (message.type() === 'error' && pageErrors.push(message.text())));
    page.on('response', (response) => void (response.status() >= 400 && pageErrors.push(`${response.status()} ${response.url()}`)));
  });
  await context.route(
    (url) => !inPage(url.href),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(hash = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/${hash}`, { waitUntil: 'load' });
  await page.getByText('Getting started and signing').first().waitFor();
  // Rendered by Redoc's script: the note shown until then is gone.
  await eventually(() => page.getByText(LOADING_NOTE).isVisible()).toBe(false);
  return page;
}

describe('the reference docs in chromium', { timeout: 90_000 }, () => {
  it('show the getting-started and signing section with the worked example', async () => {
    const page = await open('#/section/getting-started-and-signing/worked-example');
    const walk = signingWalkthrough(WORKED_EXAMPLE);
    await eventually(() => page.getByRole('heading', { name: 'Worked example' }).isVisible()).toBe(true);
    await eventually(() => page.getByText(`k1 = H(privateKey, "${walk.host}")`).isVisible()).toBe(true);
    await eventually(() => page.getByText(`X-DSM-Signature: ${walk.headers['X-DSM-Signature']}`).first().isVisible()).toBe(true);
    await eventually(() => page.getByRole('link', { name: 'Getting started and signing' }).first().isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'signing.png') });
    await page.close();
  });

  it('show an enumeration as a value / name / meaning table', async () => {
    const page = await open('#/applications/applicationsadminsave');
    const table = page
      .locator('table')
      .filter({ has: page.getByRole('cell', { name: 'twitter', exact: true }) })
      .first();
    await table.scrollIntoViewIfNeeded();
    await eventually(() => table.isVisible()).toBe(true);
    expect(await table.locator('th').allInnerTexts()).toEqual(['Value', 'Name', 'Meaning']);
    expect((await table.locator('tbody tr').first().locator('td').allInnerTexts()).map((text) => text.trim())).toEqual([
      '1',
      'twitter',
      'Twitter (social posting)',
    ]);
    await page.screenshot({ path: join(SHOTS, 'enumeration.png') });
    await page.close();
  });

  it("show an operation's kind badge and its responseObject, with the whole envelope in its reply sample", async () => {
    const page = await open('#/contacts/contactsdeletebyid');
    // The summary says that this GET changes data; the badge in the heading says `mutation`.
    const heading = page.getByRole('heading', { name: /Delete one contact · GET changes data/ });
    await eventually(() => heading.isVisible()).toBe(true);
    expect(await heading.innerText()).toMatch(/^Delete one contact · GET changes data\s*mutation$/i);
    await eventually(() => page.getByText('"failureDetail": null').first().isVisible()).toBe(true);
    await eventually(() => page.getByText('responseObject', { exact: true }).first().isVisible()).toBe(true);
    // The envelope's own fields are named once, in the guide, not under each operation.
    expect(await page.getByText('Outcome of a call.').count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'success', exact: true }).count()).toBe(0);
    await page.close();
  });

  it("show the envelope's fields once, in the guide", async () => {
    const page = await open('#/section/getting-started-and-signing/errors');
    const table = page
      .locator('table')
      .filter({ has: page.getByRole('cell', { name: 'failureDetail', exact: true }) })
      .first();
    await eventually(() => table.isVisible()).toBe(true);
    expect(await table.locator('th').allInnerTexts()).toEqual(['field', 'meaning']);
    expect((await table.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim())).toEqual([
      'state',
      'responseObject',
      'failureMessage',
      'failureDetail',
    ]);
    await page.close();
  });

  it('show the code samples, the React hook among them', async () => {
    const page = await open('#/contacts/contactsdeletebyid');
    await eventually(() => page.getByText("const result = await dsm.call('contactsDeleteById', {").first().isVisible()).toBe(true);
    await eventually(() => page.getByText('path: { id: 5012 },').first().isVisible()).toBe(true);
    const sampleMenu = page.getByRole('button', { name: 'dsm.call' }).first();
    await sampleMenu.click();
    // A dispatched click: the open menu may lie outside the viewport, which a pointer click refuses.
    await page.getByRole('menuitem', { name: 'React hook' }).dispatchEvent('click');
    await eventually(() => page.getByText('const mutation = useContactsDeleteById();').first().isVisible()).toBe(true);
    await eventually(() => page.getByText('mutation.mutate({ id: 5012 });').first().isVisible()).toBe(true);
    await page.getByText('const mutation = useContactsDeleteById();').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'code-sample-hook.png') });
    // Chosen again until it shows: on a loaded machine the menu may not be open yet when the choice is made.
    const curl = page.getByText('-H "X-DSM-Signature: $DSM_SIGNATURE"').first();
    await eventually(async () => {
      if (await curl.isVisible()) return true;
      await page
        .getByRole('button', { name: /^(React hook|curl|dsm\.call)$/ })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'curl' }).dispatchEvent('click', undefined, { timeout: 5_000 });
      return curl.isVisible();
    }).toBe(true);
    await page.close();
  });

  /** The search dialog once the index is loaded, with `text` typed into it. */
  async function search(page: Page, text: string) {
    const trigger = page.getByTestId('search-trigger');
    await expect.poll(() => trigger.innerText(), { timeout: 60_000 }).not.toContain('Loading');
    if (!(await page.getByPlaceholder('Search docs...').isVisible())) await trigger.click();
    await page.getByPlaceholder('Search docs...').fill(text);
    return page.getByTestId('search-dialog');
  }

  it('find an operation by its operationId and by its hook name', async () => {
    const page = await open();
    const dialog = await search(page, 'contactsDeleteById');
    const hit = dialog.getByText('Delete one contact · GET changes data').first();
    await expect.poll(() => hit.isVisible(), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'search.png') });
    // The function and hook names are found too (the search indexes the descriptions that name them).
    await search(page, 'useContactsDeleteById');
    await expect.poll(() => hit.isVisible(), { timeout: 30_000 }).toBe(true);
    await hit.click();
    await eventually(() => page.url()).toBe(`${origin}/#/contacts/contactsdeletebyid`);
    await page.close();
  });

  it('find a word of the descriptions', async () => {
    const page = await open();
    const dialog = await search(page, 'duplicates');
    await expect.poll(() => dialog.getByText(/duplicate/i).count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await page.close();
  });

  it('find a field by its name, with its description', async () => {
    const page = await open();
    const dialog = await search(page, 'rating');
    // A hit on a field names where the field is and keeps the description line of its operation.
    await expect.poll(() => dialog.getByText('request fields → rating').first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText(/^Inserts a new contact and returns it/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.screenshot({ path: join(SHOTS, 'search-field.png') });
    await page.close();
  });

  it("answer an envelope field with the guide's Errors, not with every operation", async () => {
    const page = await open();
    const dialog = await search(page, 'failureMessage');
    await expect
      .poll(
        () =>
          dialog
            .getByText(/Every reply is an envelope/)
            .first()
            .isVisible(),
        { timeout: 30_000 },
      )
      .toBe(true);
    // Each operation's failure reply names the guide instead of restating it: before, all 765 operations matched.
    expect(await dialog.locator('a').count()).toBeLessThan(5);
    await page.close();
  });

  /** The compressed size of what the server sends at `path`, checking that it is sent brotli-compressed. */
  async function transferred(path: string, cacheControl: string): Promise<number> {
    const reply = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('cache-control')).toContain(cacheControl);
    return Number(reply.headers.get('content-length'));
  }

  it('is sent compressed within its transfer budget, and revalidated with a 304', async () => {
    const reply = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await reply.arrayBuffer()).equals(served.identity)).toBe(true); // fetch decodes it
    const again = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': reply.headers.get('etag')! } });
    expect(again.status).toBe(304);
    // The page itself is small: it draws its loading note before the contract and Redoc's script have arrived.
    expect(served.identity.length).toBeLessThanOrEqual(PAGE_BYTES);
    expect((await transferred('/', 'no-cache')) + (await transferred(contract.path, 'immutable'))).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  });

  it('fetches its contract from a file of its own, named by its content and kept by the browser for good', () => {
    expect(contract.path).toMatch(/^\/assets\/contract-[0-9a-f]{16}\.json$/);
    expect(requests).toContain(`${origin}${contract.path}`);
    const { info, paths } = JSON.parse(contract.served.identity.toString('utf8'));
    expect(info.title).toBe('DSM platform server API');
    expect(Object.keys(paths).length).toBeGreaterThan(500);
    expect(served.identity.toString('utf8')).not.toContain('"paths"');
  });

  it("loads Redoc's script as published, from a file of its own, compressed and kept by the browser for good", async () => {
    expect(script.path).toMatch(/^\/assets\/redoc-[0-9a-f]{16}\.js$/);
    expect(requests).toContain(`${origin}${script.path}`);
    expect(served.identity.toString('utf8')).not.toContain('RedocStandalone');
    expect(script.served.identity.toString('utf8').trim()).toBe(makeOffline(readFileSync(PUBLISHED_REDOC, 'utf8')).trim());
    const firstVisit =
      (await transferred(script.path, 'immutable')) +
      (await transferred('/', 'no-cache')) +
      (await transferred(contract.path, 'immutable'));
    expect(firstVisit).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
  });

  it('says so in place of its loading note when its contract cannot be fetched', async () => {
    // A context of its own: the errors this page logs on purpose stay out of those the other pages may not have.
    const failing = await browser.newContext();
    try {
      await failing.route(
        (url) => !inPage(url.href) || url.pathname === contract.path,
        (route) => route.fulfill({ status: 404, body: 'not found' }),
      );
      const page = await failing.newPage();
      await page.goto(`${origin}/`);
      await eventually(() => page.getByText(`${LOAD_FAILED} 404 ${origin}${contract.path}`).isVisible()).toBe(true);
      expect(await page.getByText(LOADING_NOTE).count()).toBe(0);
    } finally {
      await failing.close();
    }
  });

  it('threw, logged or was answered no error in any page', () => {
    expect(pageErrors).toEqual([]);
  });

  it('made no request outside the page', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests).toContain(`${origin}/`);
    expect(outside).toEqual([]);
    expect(requests.filter((url) => !inPage(url))).toEqual([]);
  });
});
