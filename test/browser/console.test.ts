/**
 * The console in a real browser (Debian's chromium) against the stack `npm start` serves (the sandbox
 * behind Prism), with no call intercepted: every screen shows data, what it changes the sandbox keeps,
 * nothing that changes data is sent before its confirmation, the explorer's shown headers verify against
 * an independent signature computation, jobs run through the sandbox's states, no key ever reaches the
 * page, and no screen has a serious or critical axe-core violation. Screenshots: test-results/console/
 * (console/screenshots/ holds copies of those the READMEs show).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { leakSurfaces, openPage, screenshot, seriousViolations, startStack, type Stack, type WatchedPage } from './browser-support.js';
import { expectedDesignerSignature, expectedSignature } from './signature.js';
import { SANDBOX_DEMO_KEYS } from '../../src/sandbox/defaults.js';
import { contactsDelete, createDsmClient } from '../../src/index.js';
import { ROWS_PER_DOWNLOADED_FILE } from '../../src/sandbox/jobs/plans/contacts.js';

/** The sandbox's keys, typed in by hand as a user would, with a source key the sandbox takes as given. */
const KEYS = { ...SANDBOX_DEMO_KEYS, sourcePublicKey: 'src-key-aa11bb22' } as const;

/** Polls up to 30 s (Playwright's own default wait), not expect.poll's 1 s: the CI machine is loaded. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

let stack: Stack;
let watched: WatchedPage;
let page: Page;

const goto = async (hash: string) => {
  await page.goto(`${stack.console.url}/${hash}`);
};
const apiRequests = (fragment: string) => watched.requests.filter((request) => request.url.includes(fragment));
const expectAccessible = async (screen: string) => {
  const violations = await seriousViolations(page);
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    screen,
  ).toEqual([]);
};
/** Rows of the contacts screen by the count it shows ("Rows 1–50 of 312"), once the table is not loading. */
const contactsTotal = async () => {
  await page.locator('[aria-label="Contact rows"][aria-busy="false"]').waitFor();
  return Number((await page.getByTestId('contacts-range').textContent())!.match(/of (\d+)$/)![1]);
};
/** Another user of the account, changing data behind the console's back (signed calls from Node). */
const otherUser = () => {
  const url = new URL(stack.mock.url);
  return createDsmClient({ targetSystem: url.hostname, protocol: 'http', port: Number(url.port), ...SANDBOX_DEMO_KEYS });
};
const header = (name: string) => page.locator(`[data-testid="exchange"] code[data-header="${name}"]`).textContent();

async function openOperation(operationId: string) {
  if (!page.url().includes('#/explorer')) await goto('#/explorer');
  await page.getByLabel('Search by summary, path, operationId or hook').fill(operationId);
  await page.locator(`a[href="#/explorer/${operationId}"]`).click();
  await page.locator('#operation-title').waitFor();
}

/** Recomputes the shown request's signature from the shown time, method, URL and body. */
async function verifyShownSignature(privateKey: string) {
  const url = new URL((await page.getByTestId('request-url').textContent())!);
  const method = (await page.getByTestId('request-method').textContent())!;
  const bodyText = (await page.getByTestId('request-body').textContent())!;
  const body = bodyText.startsWith('(empty') ? '' : bodyText;
  const time = (await header('X-DSM-Time'))!;
  expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
  const signature = await header('X-DSM-Signature');
  expect(signature).toBe(
    expectedSignature({
      privateKey,
      host: url.hostname,
      time,
      method,
      signedPath: url.pathname,
      sourcePublicKey: KEYS.sourcePublicKey,
      body,
    }),
  );
  return { url, method, body, time, signature: signature! };
}

beforeAll(async () => {
  stack = await startStack();
  watched = await openPage(stack.browser);
  page = watched.page;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('console in chromium against the sandbox', { timeout: 120_000 }, () => {
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
    // Contact 5015 exists: the sandbox keeps the new value, still there after a reload.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/contacts/updatefield'));
    await cell(5015).click();
    await page.getByRole('textbox', { name: 'City of contact 5015' }).fill('Quedlinburg');
    await page.keyboard.press('Enter');
    expect(await (await saved).json()).toMatchObject({ state: 0, responseObject: true });
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
    await expectAccessible('contacts: edit, insert, import');
  });

  it('takes a connection with keys it never shows', async () => {
    await goto('#/connection');
    for (const [field, value] of Object.entries(KEYS)) await page.locator(`#${field}`).fill(value);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('status').filter({ hasText: 'Connected to http://127.0.0.1:' }).waitFor();
    await eventually(() => page.locator('#privateKey').getAttribute('type')).toBe('password');
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    await screenshot(page, 'connection');
    await expectAccessible('connection');
  });

  it('explorer: searches the contract, sends a query and shows headers that verify independently', async () => {
    await goto('#/explorer');
    await page.getByTestId('operation-count').waitFor();
    expect(watched.requests.some((r) => /\/assets\/openapi-/.test(r.url))).toBe(true);
    const total = Number((await page.getByTestId('operation-count').textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(700);
    await page.getByLabel('Search by summary, path, operationId or hook').fill('useContactsCountWithQuery');
    await eventually(() => page.getByTestId('operation-count').textContent()).toBe(`1 of ${total} operations`);
    await page.getByLabel('Search by summary, path, operationId or hook').fill('/api/contacts/get');
    await page.locator('a[href="#/explorer/contactsGet"]').click();
    await eventually(() => page.locator('#body').inputValue()).toContain('"columnName": "*"');
    // A few rows: the sandbox's contacts carry every column, and the reply is shown in full.
    await page.locator('#body-field-size').fill('3');
    await eventually(() => page.locator('#body').inputValue()).toContain('"size": 3');
    const wire = page.waitForRequest((request) => request.url().endsWith('/api/contacts/get') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = await wire;
    await page.getByTestId('reply-result').waitFor();
    await eventually(() => page.getByTestId('reply-result').textContent()).toContain('Anna');
    await eventually(() => header('X-DSM-Algo')).toBe('hmacsha256');
    await eventually(() => header('X-DSM-Id')).toBe('$DSM_PUBLIC_KEY');
    await eventually(() => header('X-DSM-Sid')).toBe('$DSM_SOURCE_KEY');
    const shown = await verifyShownSignature(KEYS.privateKey);
    // What is shown is what went on the wire.
    const wireHeaders = await sent.allHeaders();
    expect(wireHeaders['x-dsm-signature']).toBe(shown.signature);
    expect(wireHeaders['x-dsm-time']).toBe(shown.time);
    expect(wireHeaders['x-dsm-id']).toBe(KEYS.publicKey);
    expect(sent.postData()).toBe(shown.body);
    await screenshot(page, 'explorer');
    await expectAccessible('explorer');
  });

  it('explorer: refuses a body that does not match the schema, without sending', async () => {
    const before = apiRequests('/api/contacts/get').length;
    await page.locator('#body').fill('{ "size": "fifty", "columns": [{ "columnName": 5 }] }');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const problems = page.getByTestId('schema-problems');
    await problems.waitFor();
    await eventually(() => problems.textContent()).toContain('body.size');
    await eventually(() => problems.textContent()).toContain('body.columns[0].columnName');
    expect(apiRequests('/api/contacts/get').length).toBe(before);
    await page.getByRole('button', { name: 'Reset to the example' }).click();
    // The body form is built from the schema and kept in step with the JSON text.
    await page.locator('#body-field-size').fill('10');
    await eventually(() => page.locator('#body').inputValue()).toContain('"size": 10');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contacts/get'));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(JSON.parse((await sent).postData()!)).toMatchObject({ size: 10, start: 0 });
    await page.getByRole('button', { name: 'Reset to the example' }).click();
    await eventually(() => page.locator('#body-field-size').inputValue()).toBe('50');
  });

  it('explorer: copy as dsm.call, function, hook and curl with the computed headers', async () => {
    await page.getByRole('button', { name: 'dsm.call(…)' }).click();
    await eventually(() => page.getByTestId('copy-text').textContent()).toMatch(/await dsm\.call\('contactsGet', \{\s*body: \{/);
    await page.getByRole('button', { name: 'function' }).click();
    await eventually(() => page.getByTestId('copy-text').textContent()).toContain('contactsGet({');
    await page.getByRole('button', { name: 'hook' }).click();
    await eventually(() => page.getByTestId('copy-text').textContent()).toContain('useContactsGet({');
    const before = apiRequests('/api/contacts/get').length;
    await page.getByRole('button', { name: 'curl' }).click();
    await eventually(() => page.getByTestId('copy-text').textContent()).toMatch(/^curl -X /);
    const curl = (await page.getByTestId('copy-text').textContent())!;
    expect(curl).toContain(`curl -X POST '${stack.mock.url}/api/contacts/get'`);
    expect(curl).toContain('"X-DSM-Id: $DSM_PUBLIC_KEY"');
    const time = curl.match(/X-DSM-Time: ([^']+)'/)![1]!;
    const signature = curl.match(/X-DSM-Signature: ([0-9a-f]{64})'/)![1];
    const body = curl.match(/--data-raw '([^']*)'/)![1]!;
    expect(signature).toBe(
      expectedSignature({
        privateKey: KEYS.privateKey,
        host: '127.0.0.1',
        time,
        method: 'POST',
        signedPath: '/api/contacts/get',
        sourcePublicKey: KEYS.sourcePublicKey,
        body,
      }),
    );
    expect(apiRequests('/api/contacts/get').length).toBe(before); // signing for curl sends nothing
  });

  it('explorer: a mutation the server takes as GET is sent only after confirmation', async () => {
    // Opened by its address: nothing is sent, and signing it for curl sends nothing either.
    await goto('#/jobs');
    await goto('#/explorer/contactsDeleteById');
    await page.locator('#operation-title').waitFor();
    await page.getByRole('button', { name: 'curl' }).click();
    await eventually(() => page.getByTestId('copy-text').textContent()).toMatch(/^curl -X GET '.*\/api\/contacts\/delete\/\d+'/);
    await page.waitForTimeout(400);
    expect(apiRequests('/api/contacts/delete/')).toEqual([]);
    await page.getByRole('button', { name: 'Send… (asks first)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400);
    expect(apiRequests('/api/contacts/delete/')).toEqual([]);
    await screenshot(page, 'explorer-confirm');
    await expectAccessible('explorer: confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(200);
    expect(apiRequests('/api/contacts/delete/')).toEqual([]);
    await page.getByRole('button', { name: 'Send… (asks first)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send it' }).click();
    await page.getByTestId('exchange').waitFor();
    expect(apiRequests('/api/contacts/delete/').map((r) => r.method)).toEqual(['GET']);
    await verifyShownSignature(KEYS.privateKey);
  });

  it('explorer: the admin-keys switch signs one call with the admin pair', async () => {
    await openOperation('adminSystemId');
    await page.getByLabel('Sign this call with the admin key pair').check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('exchange').waitFor();
    await eventually(() => header('X-DSM-Id')).toBe('$DSM_ADMIN_PUBLIC_KEY');
    await verifyShownSignature(KEYS.adminPrivateKey);
  });

  it('explorer: shows a refused call as the typed error with its kind and the envelope', async () => {
    // The sandbox, like the platform, refuses to read a saved filter it does not have.
    await openOperation('contactsFilterGet');
    await page.locator('#path-name').fill('No such filter');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('reply-error').waitFor();
    await eventually(() => page.getByTestId('error-kind').textContent()).toBe('api');
    await eventually(() => page.getByTestId('reply-error').textContent()).toContain('DsmApiError');
    await eventually(() => page.getByTestId('reply-error').textContent()).toContain("There is no filter named 'No such filter'.");
    await eventually(() => page.getByTestId('reply-envelope').textContent()).toContain('"state": 1');
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

  it('campaign creation runs as a job to its end, and a held one can be cancelled', async () => {
    await goto('#/campaigns');
    // The sandbox's demo campaigns: the later ones are the regional "…Nord" variants.
    await eventually(() => page.getByTestId('campaigns-list').textContent()).toMatch(/Nord/);
    await page.getByRole('button', { name: 'Create…' }).click();
    await page.waitForTimeout(300);
    expect(apiRequests('/api/campaign/create')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const bar = page.getByLabel('Create campaign Summer2026 progress');
    // The sandbox runs the creation to its end, and the new campaign joins the list.
    await page.locator('.job-message').filter({ hasText: 'Finished' }).waitFor({ timeout: 60_000 });
    expect(Number(await bar.getAttribute('value'))).toBe(100);
    await eventually(() => page.getByTestId('campaigns-list').textContent()).toContain('Summer2026');
    await screenshot(page, 'campaigns');
    await expectAccessible('campaigns');

    // A job stopped in its tracks (the sandbox's clock held) stops being polled when cancelled.
    stack.clock.hold();
    try {
      const statusPolls = () => apiRequests('/api/campaign/getcreatestatus/').length;
      const pollsBefore = statusPolls();
      await page.getByLabel('Campaign name').fill('Endless');
      await page.getByRole('button', { name: 'Create…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
      const endless = page.getByTestId('job').filter({ hasText: 'Create campaign Endless' });
      await endless.locator('.badge').filter({ hasText: 'running' }).waitFor();
      await eventually(statusPolls).toBeGreaterThan(pollsBefore); // it is being polled
      await page.getByRole('button', { name: 'Cancel Create campaign Endless' }).click();
      await endless.locator('.job-message').filter({ hasText: 'Cancelled' }).waitFor();
      const polls = statusPolls();
      await page.waitForTimeout(1200);
      expect(statusPolls()).toBe(polls);
    } finally {
      stack.clock.release();
    }

    await goto('#/jobs');
    await eventually(() => page.getByTestId('job').count()).toBe(3);
    await screenshot(page, 'jobs');
    await expectAccessible('jobs');
  });

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

  it('campaigns: simple statistics are started, polled and shown', async () => {
    await goto('#/campaigns');
    await page
      .getByRole('button', { name: /^Simple statistics of / })
      .first()
      .click();
    const statistics = page.locator('[data-testid^="statistics-"]').first();
    await eventually(() => statistics.textContent()).toMatch(/Visitors \d+, responders \d+/);
    const campaignId = (await statistics.getAttribute('data-testid'))!.slice('statistics-'.length);
    expect(apiRequests(`/api/campaign/${campaignId}/createsimplestatistics`).length).toBe(1);
    expect(apiRequests('/loadsimplestatistics').length).toBeGreaterThan(0);
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
