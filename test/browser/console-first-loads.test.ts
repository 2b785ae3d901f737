/**
 * Every screen of the console loaded afresh in chromium against the sandbox (test/browser/console-session.ts):
 * each of its first reads goes out once, and nothing the page asks for is answered with an error (no
 * favicon 404 either).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useConsoleSession } from './console-session.js';

const session = useConsoleSession();

/** What a screen shows once its first reads are answered. */
const SCREENS: [hash: string, ready: (page: Page) => Promise<unknown>][] = [
  ['#/contacts', (page) => page.getByTestId('contact-row').first().waitFor()],
  ['#/templates', (page) => page.getByTestId('templates-table').locator('tbody tr').first().waitFor()],
  ['#/campaigns', (page) => page.getByTestId('campaigns-list').locator('li').first().waitFor()],
  ['#/jobs', (page) => page.getByRole('heading', { name: 'Jobs' }).waitFor()],
  ['#/explorer', (page) => page.getByTestId('operation-count').waitFor()],
  ['#/connection', (page) => page.getByRole('heading', { name: 'Connection' }).waitFor()],
];

/** Loads `hash` in a page of its own and reports the API reads it sent (method, path and body) and the failed answers. */
async function freshLoad(hash: string, ready: (page: Page) => Promise<unknown>) {
  const page = await session.page.context().newPage();
  const reads: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(session.mockUrl))
      reads.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
  });
  page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)));
  page.on('requestfailed', (request) => void failed.push(`failed ${request.url()}`));
  try {
    await page.goto(`${session.consoleUrl}/${hash}`);
    await ready(page);
    // The reads a screen sends on its own have all left once the network is quiet.
    await page.waitForLoadState('networkidle');
    return { reads, failed };
  } finally {
    await page.close();
  }
}

describe('console in chromium against the sandbox: first loads', { timeout: 120_000 }, () => {
  for (const [hash, ready] of SCREENS) {
    it(`${hash}: each first read goes out once, and nothing is answered with an error`, async () => {
      const { reads, failed } = await freshLoad(hash, ready);
      const twice = reads.filter((read, index) => reads.indexOf(read) !== index);
      expect(twice).toEqual([]);
      expect(failed).toEqual([]);
      if (hash === '#/contacts') await eventually(() => reads.length).toBeGreaterThanOrEqual(3);
    });
  }
});
