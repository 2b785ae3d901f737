/**
 * The console's campaign templates in chromium against the sandbox (test/browser/console-session.ts): their
 * data shows, approving and disapproving wait for a confirmation and show what the sandbox holds, categories
 * link and unlink, each action shows its outcome (the platform's failure message, replaced by the next success), and a template import, started from the sandbox's sample upload or by an upload's id, follows
 * its progress through the overwrite / new-name decision, which names the taken name each time it asks.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../src/sandbox/demo-data/catalogue.js';
import { SANDBOX_SAMPLE_TEMPLATE_UPLOAD } from '../../src/sandbox/index.js';
import { readmeShot, screenshot } from './browser-support.js';
import { eventually, useConsoleSession } from './console-session.js';

const session = useConsoleSession();
const { goto, apiRequests, expectAccessible, queueScenario } = session;
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
    // The action says what it did.
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Approved / })
        .count(),
    ).toBe(1);
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

  it("approving and linking show the platform's failure message, and the next action's outcome replaces it", async () => {
    await goto('#/templates');
    const table = page.getByTestId('templates-table');
    await table.locator('tbody tr').first().waitFor();
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
    await queueScenario({ operationId: 'campaignTemplatesApprove', failureMessage: 'The template is locked by another user.' });
    await table
      .getByRole('button', { name: /^Approve/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await alert('The template is locked by another user.').waitFor();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Approved / })
        .count(),
    ).toBe(0);
    await queueScenario({ operationId: 'campaignTemplatesCategoryConnect', failureMessage: 'The category is archived.' });
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await alert('The category is archived.').waitFor();
    await screenshot(page, 'templates-failures');
    // The next click succeeds: its outcome shows, the failure before it no longer does.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Disconnected.').waitFor();
    expect(await alert('The category is archived.').count()).toBe(0);
    // So does the next approval.
    await table
      .getByRole('button', { name: /^Approve/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Approved / })
      .waitFor();
    expect(await alert('The template is locked by another user.').count()).toBe(0);
  });

  it('template import: the id of an upload is checked by its field before anything is sent', async () => {
    await goto('#/templates');
    const before = apiRequests('/api/campaigntemplates/getimportstatus/').length;
    await page.getByRole('button', { name: 'Follow the import' }).click();
    await eventually(() => page.locator('#template-import-hint').textContent()).toBe('Enter the import id the upload answered.');
    expect(await page.getByLabel('Import id of an upload').getAttribute('aria-invalid')).toBe('true');
    expect(apiRequests('/api/campaigntemplates/getimportstatus/').length).toBe(before);
  });

  it("template import: started from the sandbox's sample upload, the dialog names the taken name each time it asks", async () => {
    await goto('#/templates');
    await page.getByRole('button', { name: /^Import the sample upload / }).click();
    const asking = (name: string) => page.getByRole('dialog', { name: new RegExp(`^A template named .?${name}.? exists$`) });
    const first = asking(SANDBOX_SAMPLE_TEMPLATE_UPLOAD.templateName);
    await first.waitFor({ timeout: 60_000 });
    expect(apiRequests('/api/campaigntemplates/continueimport')).toEqual([]);
    await screenshot(page, 'templates-decision');
    await readmeShot(page, 'templates-decision');
    await expectAccessible('templates: decision dialog');
    // A new name that another template has: the import asks again, and says which name is taken now.
    const other = THEMES[1]![0];
    await first.getByRole('textbox', { name: 'New name' }).fill(other);
    await first.getByRole('button', { name: 'Continue the import' }).click();
    const second = asking(other);
    await second.waitFor({ timeout: 60_000 });
    // The same taken name again is refused in the dialog, by its field, and sends nothing.
    const continued = apiRequests('/api/campaigntemplates/continueimport').length;
    await second.getByRole('textbox', { name: 'New name' }).fill(other);
    await second.getByRole('button', { name: 'Continue the import' }).click();
    await eventually(() => second.getByRole('alert').textContent()).toBe(`A template named ${other} exists: enter another name.`);
    expect(apiRequests('/api/campaigntemplates/continueimport').length).toBe(continued);
    await second.getByRole('textbox', { name: 'New name' }).fill('welcome_mailing_2026');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/campaigntemplates/continueimport'));
    await second.getByRole('button', { name: 'Continue the import' }).click();
    expect(JSON.parse((await sent).postData()!)).toEqual({
      importId: SANDBOX_SAMPLE_TEMPLATE_UPLOAD.importId,
      overwrite: false,
      newName: 'welcome_mailing_2026',
    });
    const bar = page.getByLabel(`Import of ${SANDBOX_SAMPLE_TEMPLATE_UPLOAD.fileName} progress`);
    await page.locator('.job-message').filter({ hasText: 'Template imported' }).waitFor({ timeout: 60_000 });
    expect(Number(await bar.getAttribute('value'))).toBe(100);
  });

  it('template import: any upload followed by its import id, through the decision to its end', async () => {
    // An import id the sandbox has not seen: it runs an import of a template whose name exists.
    await goto('#/templates');
    await page.getByLabel('Import id of an upload').fill('7c1e2b90-4a3f-4d8e-b6a1-3f0d9e2c5a17');
    await page.getByRole('button', { name: 'Follow the import' }).click();
    const bar = page.getByLabel('Template import 7c1e2b90-4a3f-4d8e-b6a1-3f0d9e2c5a17 progress');
    const dialog = page.getByRole('dialog', { name: 'A template with the imported name exists' });
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByRole('textbox', { name: 'New name' }).fill('spring_sale_2026_v2');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/campaigntemplates/continueimport'));
    await dialog.getByRole('button', { name: 'Continue the import' }).click();
    expect(JSON.parse((await sent).postData()!)).toEqual({
      importId: '7c1e2b90-4a3f-4d8e-b6a1-3f0d9e2c5a17',
      overwrite: false,
      newName: 'spring_sale_2026_v2',
    });
    await page.locator('.job-message').filter({ hasText: 'Template imported' }).last().waitFor({ timeout: 60_000 });
    expect(Number(await bar.getAttribute('value'))).toBe(100);
  });

  it("template import that QA makes fail with couldNotFindInfoBin: the platform's message, on its screen and on the jobs screen", async () => {
    // The worked example of docs/testing-with-mocks.md: one scenario over HTTP, then the console as a user sees it.
    await queueScenario({ job: 'campaignTemplateImport', outcome: 'couldNotFindInfoBin' });
    await goto('#/templates');
    await page.getByLabel('Import id of an upload').fill('5d2a9c41-0b7e-4f13-a8c6-2e9f0d4b7a55');
    await page.getByRole('button', { name: 'Follow the import' }).click();
    const message = 'Could not find info.bin file. Maybe this is not a campaign template.';
    const job = page.getByTestId('job').filter({ hasText: '5d2a9c41-0b7e-4f13-a8c6-2e9f0d4b7a55' });
    await job.locator('.job-message').filter({ hasText: message }).waitFor({ timeout: 60_000 });
    expect(await job.locator('.badge').textContent()).toBe('failed');
    expect(apiRequests('/api/campaigntemplates/continueimport').filter((r) => r.url.includes('5d2a9c41'))).toEqual([]);
    await goto('#/jobs');
    const row = page.getByTestId('job').filter({ hasText: '5d2a9c41-0b7e-4f13-a8c6-2e9f0d4b7a55' });
    await row.locator('.job-message').filter({ hasText: message }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'jobs-forced-failure');
  });

  it('a decision QA forces on an import shows on the jobs screen, which answers it to the end', async () => {
    await queueScenario({ job: 'campaignTemplateImport', outcome: 'needUserInputOverwriteOrCreateNew' });
    await goto('#/templates');
    await page.getByLabel('Import id of an upload').fill('9b4e7d20-6c1a-4e58-b3f9-7a2c5e8d1f04');
    await page.getByRole('button', { name: 'Follow the import' }).click();
    const dialog = page.getByRole('dialog', { name: /exists$/ });
    await dialog.waitFor({ timeout: 60_000 });
    // Put aside here, answered from the jobs screen.
    await dialog.getByRole('button', { name: 'Leave it waiting' }).click();
    await goto('#/jobs');
    const row = page.getByTestId('job').filter({ hasText: '9b4e7d20-6c1a-4e58-b3f9-7a2c5e8d1f04' });
    expect(await row.locator('.badge').textContent()).toBe('decision');
    await screenshot(page, 'jobs-forced-decision');
    const asked = page.getByRole('dialog', { name: /exists$/ });
    if (!(await asked.isVisible())) await row.getByRole('button', { name: /^Decide/ }).click();
    await asked.getByRole('textbox', { name: 'New name' }).fill('forced_decision_2026');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/campaigntemplates/continueimport'));
    await asked.getByRole('button', { name: 'Continue the import' }).click();
    expect(JSON.parse((await sent).postData()!)).toMatchObject({
      importId: '9b4e7d20-6c1a-4e58-b3f9-7a2c5e8d1f04',
      newName: 'forced_decision_2026',
    });
    await row.locator('.job-message').filter({ hasText: 'Template imported' }).waitFor({ timeout: 60_000 });
  });
});
