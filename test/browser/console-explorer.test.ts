/**
 * The console's explorer in chromium against the sandbox (test/browser/console-session.ts), connected with
 * keys typed in: it searches the contract, sends what its body form and JSON show, refuses a body the schema
 * does not take, copies a call in four forms, asks before a mutation the server takes as GET, signs with the
 * admin pair when asked, shows a refusal as the typed error; every shown signature verifies independently.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CUSTOMER_ID } from '../../src/sandbox/demo-data/contacts.js';
import { readmeShot, screenshot, type WatchedPage } from './browser-support.js';
import { exchangeOf } from './console-exchange.js';
import { eventually, KEYS, useConsoleSession } from './console-session.js';
import { expectedSignature } from './signature.js';

const session = useConsoleSession();
const { goto, apiRequests, expectAccessible } = session;
const { header, openOperation, verifyShownSignature } = exchangeOf(session);
let page: Page;
let watched: WatchedPage;
beforeAll(async () => {
  ({ page, watched } = session);
  await session.connectWithTypedKeys();
});

describe('console in chromium against the sandbox: explorer', { timeout: 120_000 }, () => {
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
    expect(curl).toContain(`curl -X POST '${session.mockUrl}/api/contacts/get'`);
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

  it('explorer: an enum field is a list of its names from the contract, with null where allowed', async () => {
    await openOperation('contactsInsert');
    const rating = page.locator('#body-field-rating');
    // "enum or null" in the contract: the enum's names with their values, then null.
    expect((await rating.locator('option').allTextContents()).filter((text) => !text.startsWith('('))).toEqual([
      'cold (0)',
      'warm (1)',
      'hot (2)',
      'null',
    ]);
    await eventually(() => page.locator('label[for="body-field-rating"]').textContent()).toContain('ContactRating | null');
    await rating.selectOption({ label: 'hot (2)' });
    await eventually(() => page.locator('#body').inputValue()).toMatch(/"rating": 2\b/);
    await rating.selectOption({ label: 'null' });
    await eventually(() => page.locator('#body').inputValue()).toContain('"rating": null');
    // A value typed into the JSON that the enum does not allow: the names it allows, and nothing is sent.
    const body = JSON.parse(await page.locator('#body').inputValue()) as Record<string, unknown>;
    await page.locator('#body').fill(JSON.stringify({ ...body, rating: 7 }, null, 2));
    const allowed = 'must be one of cold (0), warm (1), hot (2) or null';
    await eventually(() => page.locator('#body-field-rating-problem').textContent()).toBe(`7 is not allowed: ${allowed}.`);
    await rating.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await readmeShot(page, 'explorer');
    const before = apiRequests('/api/contacts/insert').length;
    await page.getByRole('button', { name: 'Send… (asks first)' }).click();
    await eventually(() => page.getByTestId('schema-problems').textContent()).toContain(`body.rating ${allowed}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(apiRequests('/api/contacts/insert').length).toBe(before);
    await expectAccessible('explorer: enum fields');
  });

  it('explorer: an enum path value is a list of its names with their descriptions', async () => {
    await openOperation('applicationsGetByApi');
    const api = page.locator('#path-api');
    expect(await api.locator('option').allTextContents()).toEqual(['twitter (1): Twitter (social posting)', 'googleDrivePicker (2)']);
    await api.selectOption({ label: 'googleDrivePicker (2)' });
    const sent = page.waitForRequest((request) => /\/api\/applications\/.*2/.test(request.url()));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await sent).url()).toMatch(/2\/?$/);
  });

  it('explorer: a mutation the server takes as GET is sent only after confirmation', async () => {
    // Opened by its address: nothing is sent, and signing it for curl sends nothing either.
    await goto('#/jobs');
    await goto('#/explorer/contactsDeleteById');
    await page.locator('#operation-title').waitFor();
    // A customer id the sandbox never had (its contacts start at FIRST_CUSTOMER_ID): the delete is refused, and
    // the contacts another file counts meanwhile stay as they are.
    await page.locator('#path-id').fill(String(FIRST_CUSTOMER_ID - 1));
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
});
