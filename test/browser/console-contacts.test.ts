/**
 * The console's contacts screen in chromium against the sandbox (test/browser/console-session.ts): the table
 * shows the sandbox's contacts with no setup, the query builder sends what it shows, deletes wait for their
 * confirmation, an inline edit the platform refuses is put back, inserts and a URL import show up in the table
 * and its count. Only this file changes contacts, so the counts it reads are its own.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsDelete, createDsmClient } from '../../src/index.js';
import { SANDBOX_DEMO_KEYS } from '../../src/sandbox/defaults.js';
import { ROWS_PER_DOWNLOADED_FILE } from '../../src/sandbox/jobs/plans/contacts.js';
import { readmeShot, screenshot, type WatchedPage } from './browser-support.js';
import { eventually, useConsoleSession } from './console-session.js';

const session = useConsoleSession();
const { goto, apiRequests, expectAccessible, queueScenario } = session;
let page: Page;
let watched: WatchedPage;
beforeAll(() => {
  ({ page, watched } = session);
});

/** Rows of the contacts screen by the count it shows ("Rows 1–50 of 312"), once the table is not loading. */
const contactsTotal = async () => {
  await page.locator('[aria-label="Contact rows"][aria-busy="false"]').waitFor();
  return Number((await page.getByTestId('contacts-range').textContent())!.match(/of (\d+)$/)![1]);
};

/** Another user of the account, changing data behind the console's back (signed calls from Node). */
const otherUser = () => {
  const url = new URL(session.mockUrl);
  return createDsmClient({ targetSystem: url.hostname, protocol: 'http', port: Number(url.port), ...SANDBOX_DEMO_KEYS });
};

describe('console in chromium against the sandbox: contacts', { timeout: 120_000 }, () => {
  it('shows contacts from the sandbox with no setup, without loading the contract', async () => {
    await goto('#/contacts');
    const firstRow = page.getByTestId('contact-row').first();
    await firstRow.waitFor();
    // The sandbox's first demo contact.
    await eventually(() => firstRow.textContent()).toMatch(/^5001.*Anna/);
    // Display rules: gender true shows female (lower case, as the platform writes it), a select shows its label.
    await eventually(() => firstRow.textContent()).toContain('female');
    await eventually(() => page.getByTestId('contacts-range').textContent()).toMatch(/^Rows 1–\d+ of \d+$/);
    expect(watched.requests.filter((r) => /openapi|ExplorerScreen/.test(r.url))).toEqual([]);
    await screenshot(page, 'contacts');
    await expectAccessible('contacts');
  });

  it('builds a query: columns, order, a condition with comparer and predefined filter', async () => {
    await page.getByText(/^\d+ of \d+ columns$/).click();
    await page.getByLabel('Company', { exact: true }).check();
    await page.getByLabel('Direction').selectOption('1');
    await page.getByRole('button', { name: 'Add condition' }).click();
    const condition = page.getByRole('group', { name: 'Condition 1' });
    await condition.getByLabel('Comparer').selectOption({ label: 'contains' });
    await condition.getByLabel('Value').fill('Eri');
    await condition.getByLabel('Predefined filter').selectOption({ label: 'registered' });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contacts/get'));
    await page.getByRole('button', { name: 'Apply query' }).click();
    const body = JSON.parse((await sent).postData()!);
    expect(body.start).toBe(0);
    expect(body.size).toBe(50);
    expect(body.columns.map((c: { columnName: string }) => c.columnName)).toEqual(
      expect.arrayContaining(['dsm_CustomerId', 'companyName', 'firstName']),
    );
    expect(body.orders).toEqual([{ columnName: 'dsm_CustomerID', orderMode: 1 }]);
    expect(body.wheres).toEqual([{ columnName: 'firstName', comparer: 4, logicComparer: 0, predefined: 10, value: 'Eri' }]);
    await page.getByRole('columnheader', { name: 'Company' }).waitFor();
    await page.locator('[aria-label="Contact rows"][aria-busy="false"]').waitFor();
    await screenshot(page, 'contacts-query');
    await expectAccessible('contacts: query builder');
  });

  it('deletes selected contacts only after confirmation', async () => {
    await page.reload(); // forgets the query above
    await goto('#/contacts');
    await page.getByLabel('Select contact 5012').check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400);
    expect(apiRequests('/api/contacts/delete')).toEqual([]);
    await expectAccessible('contacts: delete dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(200);
    expect(apiRequests('/api/contacts/delete')).toEqual([]);
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contacts/delete'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await sent).postData()).toBe('[5012]');
    await page.getByText('All selected contacts were deleted.').waitFor();
    await eventually(() => page.getByLabel('Select contact 5012').count()).toBe(0);
  });

  it('puts an inline edit back with the platform’s message when saving is refused, and keeps a saved one', async () => {
    const cell = (id: number) => page.getByRole('button', { name: new RegExp(`^City of contact ${id}: `) });
    await eventually(() => cell(5014).textContent()).toMatch(/\S/);
    // Another user deletes contact 5014 meanwhile: the platform refuses to save a field of it.
    await expect(contactsDelete([5014], { client: otherUser() })).resolves.toBe(true);
    await cell(5014).click();
    await page.getByRole('textbox', { name: 'City of contact 5014' }).fill('Berlin');
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('edit-failure').textContent()).toBe(
      'Failed to save contact: There is no contact with customer id 5014.',
    );
    // The value is put back and, the save settled, the page read again: it no longer lists the deleted contact.
    await eventually(() => cell(5014).count()).toBe(0);
    expect(await page.getByTestId('edit-saved').count()).toBe(0);
    // Contact 5015 exists: the sandbox keeps the new value, still there after a reload.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/contacts/updatefield'));
    await cell(5015).click();
    await page.getByRole('textbox', { name: 'City of contact 5015' }).fill('Quedlinburg');
    await page.keyboard.press('Enter');
    expect(await (await saved).json()).toMatchObject({ state: 0, responseObject: true });
    // The kept edit says so; the refused one before it said why (above) and showed no such line.
    await eventually(() => page.getByTestId('edit-saved').textContent()).toBe('Saved City of contact 5015.');
    expect(await page.getByTestId('edit-failure').count()).toBe(0);
    expect(await page.getByText('All selected contacts were deleted.').count()).toBe(0);
    await screenshot(page, 'contacts-edit-saved');
    await page.reload();
    await eventually(() => cell(5015).textContent()).toBe('Quedlinburg');
  });

  it('a delete the platform refuses deletes nothing and says so', async () => {
    await page.getByLabel('Select contact 5013').check();
    await page.getByLabel('Select contact 5016').check();
    // Another user deletes 5013 first: the platform refuses a delete that names a contact it does not have.
    await expect(contactsDelete([5013], { client: otherUser() })).resolves.toBe(true);
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contacts/delete'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await (await answered).json()).toMatchObject({
      state: 1,
      failureMessage: 'Unable to delete records: there is no contact with customer id 5013.',
    });
    await eventually(() => page.getByTestId('delete-report').textContent()).toBe('Unable to delete records.');
    // Read again: 5016 is still there, 5013 is gone.
    await page.reload();
    await page.getByLabel('Select contact 5016').waitFor();
    await eventually(() => page.getByLabel('Select contact 5013').count()).toBe(0);
  });

  it("an insert the platform refuses shows the platform's message, and no success", async () => {
    await queueScenario({ operationId: 'contactsInsert', failureMessage: 'The contact limit of the account is reached.' });
    await page.locator('#insert-firstName').fill('Refused');
    await page.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('alert').filter({ hasText: 'The contact limit of the account is reached.' }).waitFor();
    expect(await page.getByText(/^Inserted contact/).count()).toBe(0);
    await page.locator('#insert-firstName').fill('');
  });

  it('inserts a contact with the new-contact defaults and finds it in the table and the count', async () => {
    const before = await contactsTotal();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contacts/insert'));
    await page.locator('#insert-firstName').fill('Jana');
    await page.getByRole('button', { name: 'Insert' }).click();
    const body = JSON.parse((await sent).postData()!);
    expect(body).toMatchObject({
      dsm_CustomerId: 0,
      dsm_BatchId: 2,
      lpLogin: '',
      state: 0,
      rating: 0,
      preferredChannel: 0,
      doubleOptIn: false,
      firstName: 'Jana',
      lastName: null,
    });
    const inserted = page.getByText(/^Inserted contact \d+\.$/);
    await inserted.waitFor();
    const id = Number((await inserted.textContent())!.match(/(\d+)/)![1]);
    // The table and its count are read again: one more, and the new contact first when ordered by id downwards.
    await eventually(contactsTotal).toBe(before + 1);
    await page.getByLabel('Direction').selectOption('1');
    await page.getByRole('button', { name: 'Apply query' }).click();
    await eventually(() => page.getByTestId('contact-row').first().textContent()).toMatch(new RegExp(`^${id}(?!\\d).*Jana`));
  });

  it('imports from a URL: the platform’s checks refuse before sending, the progress bar follows the import to its end', async () => {
    await page.getByLabel('CSV address (http, https or ftp)').fill('files.example.com/leads.csv');
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Please specifiy the protocol (http, https, ftp).').waitFor();
    expect(apiRequests('/api/contacts/importfromurl')).toEqual([]);
    const before = await contactsTotal();
    await page.getByLabel('CSV address (http, https or ftp)').fill('https://files.example.com/leads.csv');
    await page.getByRole('button', { name: 'Import' }).click();
    const bar = page.getByLabel('Import https://files.example.com/leads.csv progress');
    // The sandbox's import runs to its end, adding the rows of the file it makes up.
    await page
      .locator('.job-message')
      .filter({ hasText: `Imported ${ROWS_PER_DOWNLOADED_FILE} contacts` })
      .waitFor({ timeout: 60_000 });
    expect(Number(await bar.getAttribute('value'))).toBe(100);
    await eventually(contactsTotal).toBe(before + ROWS_PER_DOWNLOADED_FILE);
    await screenshot(page, 'contacts-edit-import');
    await bar.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await readmeShot(page, 'contacts-import');
    await expectAccessible('contacts: edit, insert, import');
  });
});
