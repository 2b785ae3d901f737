/**
 * The console's campaign templates in chromium against the sandbox (test/browser/console-session.ts): their
 * data shows, approving and disapproving wait for a confirmation and show what the sandbox holds, categories
 * link and unlink, and a template import follows its progress through the overwrite / new-name decision.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser-support.js';
import { eventually, useConsoleSession } from './console-session.js';

const session = useConsoleSession();
const { goto, apiRequests, expectAccessible } = session;
let page: Page;
beforeAll(() => {
  ({ page } = session);
});

describe('console in chromium against the sandbox: campaign templates', { timeout: 120_000 }, () => {
  it('campaign templates: data shows and approving waits for confirmation', async () => {
    await goto('#/templates');
    const table = page.getByTestId('templates-table');
    await table.locator('tbody tr').first().waitFor();
    const approve = table.getByRole('button', { name: /^Approve/ }).first();
    await approve.click();
    await page.getByRole('dialog').waitFor();
    expect(apiRequests('/api/campaignTemplates/approve/')).toEqual([]);
    const sent = page.waitForRequest((request) => request.url().includes('/api/campaignTemplates/approve/'));
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    const templateId = Number((await sent).url().match(/\/api\/campaignTemplates\/approve\/(\d+)$/)![1]);
    // The row shows what the sandbox now holds, and follows a disapproval too.
    const row = table.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${templateId}$`) }) });
    await eventually(() => row.locator('td').nth(2).textContent()).toBe('Yes');
    await row.getByRole('button', { name: /^Disapprove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disapprove' }).click();
    await eventually(() => row.locator('td').nth(2).textContent()).toBe('No');
    const link = page.waitForRequest((request) => request.url().endsWith('/api/campaignTemplates/category/connect'));
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    expect(JSON.parse((await link).postData()!)).toEqual({ campaignTemplateId: templateId, categoryId: 3 });
    await page.getByText('Connected.').waitFor();
    const unlink = page.waitForRequest((request) => request.url().endsWith('/api/campaignTemplates/category/disconnect'));
    await page.getByRole('button', { name: 'Disconnect' }).click();
    expect(JSON.parse((await unlink).postData()!)).toEqual({ campaignTemplateId: templateId, categoryId: 3 });
    await page.getByText('Disconnected.').waitFor();
    await screenshot(page, 'templates');
    await expectAccessible('templates');
  });

  it('template import: progress, the overwrite / new-name decision round-trips, then the import finishes', async () => {
    // An import id the sandbox has not seen: it runs an import of a template whose name exists.
    await goto('#/templates');
    await page.getByLabel('Import id (from the upload)').fill('7c1e2b90-4a3f-4d8e-b6a1-3f0d9e2c5a17');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const bar = page.getByLabel('Template import 7c1e2b90-4a3f-4d8e-b6a1-3f0d9e2c5a17 progress');
    const dialog = page.getByRole('dialog', { name: 'A template with this name exists' });
    await dialog.waitFor({ timeout: 60_000 });
    expect(apiRequests('/api/campaigntemplates/continueimport')).toEqual([]);
    await screenshot(page, 'templates-decision');
    await expectAccessible('templates: decision dialog');
    await dialog.getByRole('textbox', { name: 'New name' }).fill('spring_sale_2026_v2');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/campaigntemplates/continueimport'));
    await dialog.getByRole('button', { name: 'Continue the import' }).click();
    expect(JSON.parse((await sent).postData()!)).toEqual({
      importId: '7c1e2b90-4a3f-4d8e-b6a1-3f0d9e2c5a17',
      overwrite: false,
      newName: 'spring_sale_2026_v2',
    });
    await page.locator('.job-message').filter({ hasText: 'Template imported' }).waitFor({ timeout: 60_000 });
    expect(Number(await bar.getAttribute('value'))).toBe(100);
  });
});
