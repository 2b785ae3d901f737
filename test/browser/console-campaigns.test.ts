/**
 * The console's campaigns and jobs, in chromium against the sandbox (test/browser/console-session.ts): the
 * create form checks its fields before sending, a campaign's creation from a chosen template runs as a job to its end, a held one stops being polled when cancelled, the jobs screen
 * lists them, a creation the platform ends in failure shows its message, simple statistics are started, polled and shown.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser-support.js';
import { eventually, useConsoleSession } from './console-session.js';

const session = useConsoleSession();
const { goto, apiRequests, expectAccessible, holdClock, releaseClock, queueScenario } = session;
let page: Page;
beforeAll(() => {
  ({ page } = session);
});

describe('console in chromium against the sandbox: campaigns', { timeout: 120_000 }, () => {
  it('campaign creation runs as a job to its end, and a held one can be cancelled', async () => {
    await goto('#/campaigns');
    // The sandbox's demo campaigns: the later ones are the regional "…Nord" variants.
    await eventually(() => page.getByTestId('campaigns-list').textContent()).toMatch(/Nord/);
    // Nothing chosen or typed: each field says what is wrong, and nothing is sent.
    await page.getByRole('button', { name: 'Create…' }).click();
    await eventually(() => page.locator('#campaign-template-problem').textContent()).toBe(
      'Choose the template to create the campaign from.',
    );
    await eventually(() => page.locator('#campaign-name-hint').textContent()).toBe(
      'Please set a valid campaign name. You cannot use an empty value.',
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The template is chosen from the sandbox's templates; a name with a space is refused in the platform's words.
    await eventually(() => page.locator('#campaign-template option').count()).toBeGreaterThan(1);
    await page.locator('#campaign-template').selectOption({ index: 1 });
    await page.getByLabel('Campaign name').fill('Summer 2026');
    await page.getByRole('button', { name: 'Create…' }).click();
    await eventually(() => page.locator('#campaign-name-hint').textContent()).toBe(
      "The campaign name 'Summer 2026' contains invalid characters (like spaces or special signs). Please choose another one.",
    );
    expect(await page.locator('#campaign-template-problem').count()).toBe(0);
    expect(apiRequests('/api/campaign/create')).toEqual([]);
    await page.getByLabel('Campaign name').fill('Summer2026');
    await page.getByRole('button', { name: 'Create…' }).click();
    await page.waitForTimeout(300);
    expect(apiRequests('/api/campaign/create')).toEqual([]);
    const created = page.waitForRequest((request) => request.url().endsWith('/api/campaign/create'));
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const templateId = Number(await page.locator('#campaign-template').inputValue());
    expect(JSON.parse((await created).postData()!)).toEqual({ campaignTemplateId: templateId, campaignName: 'Summer2026' });
    const bar = page.getByLabel('Create campaign Summer2026 progress');
    // The sandbox runs the creation to its end, and the new campaign joins the list.
    await page.locator('.job-message').filter({ hasText: 'Finished' }).waitFor({ timeout: 60_000 });
    expect(Number(await bar.getAttribute('value'))).toBe(100);
    await eventually(() => page.getByTestId('campaigns-list').textContent()).toContain('Summer2026');
    await screenshot(page, 'campaigns');
    await expectAccessible('campaigns');

    // A job stopped in its tracks (the sandbox's clock held) stops being polled when cancelled.
    await holdClock();
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
      await releaseClock();
    }

    // Both jobs this page started, on another screen than the jobs screen.
    await goto('#/jobs');
    await eventually(() => page.getByTestId('job').count()).toBe(2);
    await screenshot(page, 'jobs');
    await expectAccessible('jobs');
  });

  it("campaign creation that the platform ends in failure shows the platform's message", async () => {
    await goto('#/campaigns');
    await eventually(() => page.locator('#campaign-template option').count()).toBeGreaterThan(1);
    await page.locator('#campaign-template').selectOption({ index: 1 });
    await queueScenario({ job: 'campaignCreate', outcome: 'destinationNameAlreadyTaken' });
    await page.getByLabel('Campaign name').fill('Taken2026');
    await page.getByRole('button', { name: 'Create…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const job = page.getByTestId('job').filter({ hasText: 'Create campaign Taken2026' });
    await job.locator('.badge').filter({ hasText: 'failed' }).waitFor({ timeout: 60_000 });
    await eventually(() => job.locator('.job-message').textContent()).toMatch(
      "The campaign name 'Taken2026' is already taken. Please choose another name.",
    );
    await screenshot(page, 'campaigns-failed');
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
});
