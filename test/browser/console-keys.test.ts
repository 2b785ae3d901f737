/**
 * The keys in the console, in chromium against the sandbox (test/browser/console-session.ts): typed in, they
 * are never shown; designer mode's headers and signature verify independently; no key reaches the page's
 * HTML, URL, storage or console; the settings are kept for the tab only when the user opts in.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { leakSurfaces, screenshot, type WatchedPage } from './browser-support.js';
import { exchangeOf } from './console-exchange.js';
import { eventually, KEYS, useConsoleSession } from './console-session.js';
import { expectedDesignerSignature } from './signature.js';

const session = useConsoleSession();
const { goto, expectAccessible } = session;
const { header, openOperation, verifyShownSignature } = exchangeOf(session);
let page: Page;
let watched: WatchedPage;
beforeAll(() => {
  ({ page, watched } = session);
});

describe('console in chromium against the sandbox: keys', { timeout: 120_000 }, () => {
  it('takes a connection with keys it never shows', async () => {
    await session.connectWithTypedKeys();
    await eventually(() => page.locator('#privateKey').getAttribute('type')).toBe('password');
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    // Refused settings say why by the field and change nothing; the connection in use stays as it was.
    const target = await page.getByTestId('current-target').textContent();
    const port = await page.locator('#port').inputValue();
    await page.locator('#port').fill('eighty');
    await page.getByRole('button', { name: 'Connect' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('The port must be a number.');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Connected to / })
        .count(),
    ).toBe(0);
    await screenshot(page, 'connection-refused');
    expect(await page.getByTestId('current-target').textContent()).toBe(target);
    await page.locator('#port').fill(port);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('status').filter({ hasText: 'Connected to http://127.0.0.1:' }).waitFor();
    await screenshot(page, 'connection');
    await expectAccessible('connection');
  });

  it('designer mode: the shown customer, campaign and designer signature verify independently', async () => {
    await goto('#/connection');
    await page.getByLabel(/^Designer mode/).check();
    await page.getByLabel('Customer id').fill('7');
    await page.getByLabel('Campaign name').fill('Summer2026');
    await page.getByRole('button', { name: 'Connect' }).click();
    await openOperation('contactsCount');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('exchange').waitFor();
    await eventually(() => header('X-DSM-Cid')).toBe('7');
    await eventually(() => header('X-DSM-Campaign')).toBe('Summer2026');
    const { url, method, time } = await verifyShownSignature(KEYS.privateKey);
    await eventually(() => header('X-DSM-DesignerSignature')).toBe(
      expectedDesignerSignature({
        privateKey: KEYS.privateKey,
        host: url.hostname,
        time,
        method,
        customerId: 7,
        campaignName: 'Summer2026',
      }),
    );
    await goto('#/connection');
    await page.getByLabel(/^Designer mode/).uncheck();
    await page.getByRole('button', { name: 'Connect' }).click();
  });

  it('no key appears in the page HTML, its URL, its storage or its console', async () => {
    for (const hash of ['#/contacts', '#/explorer/contactsGet', '#/connection']) {
      await goto(hash);
      await page.waitForLoadState('networkidle');
      const surfaces = await leakSurfaces(watched);
      for (const [name, key] of Object.entries(KEYS)) expect(surfaces.includes(key), `${name} on ${hash}`).toBe(false);
    }
  });

  it('keeps the settings for the tab only when the user opts in', async () => {
    await goto('#/connection');
    await page.getByLabel(/Keep these settings/).check();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.evaluate(() => sessionStorage.getItem('dsm-console.connection') !== null)).resolves.toBe(true);
    await page.reload();
    await page.getByTestId('target').waitFor();
    await page.getByLabel(/Keep these settings/).uncheck();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    // After a reload without the opt-in the console starts over with the sandbox's keys.
    await page.reload();
    await goto('#/explorer/contactsCount');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('exchange').waitFor();
    await eventually(() => page.locator('code[data-header="X-DSM-Sid"]').count()).toBe(0);
    await eventually(() => header('X-DSM-Id')).toMatch(/^demo-pub-|^\$DSM_PUBLIC_KEY$/);
  });
});
