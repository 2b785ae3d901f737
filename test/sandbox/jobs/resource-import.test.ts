/**
 * Issue 34: a campaign's resource import (`getstatus/{type}/{campaign}/{file}`) is followed with
 * `waitForJob` against the sandbox; it ends at the finished state, and a failed import rejects with the
 * status's own message (not the contract's generic label).
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { GENEROUS_TIMEOUT_MS, sandboxHarness, TEST_INTERVAL_MS } from './sandbox-harness.js';

const { sandbox, dsm } = sandboxHarness();
const fast = { intervalMs: TEST_INTERVAL_MS };
/** The file name travels with `.` as `[ptrt]`, as the platform's client writes it. */
const id = { type: 'image', campaign: 'Sommerfest', file: 'logo[ptrt]png' };

describe('a campaign resource import followed with waitForJob', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('polls the campaign status call with the three path values', () => {
    expect(jobs.resourceImportForCampaign.statusInput(id)).toEqual({ path: id });
  });

  it('ends at the finished state', async () => {
    sandbox.scenarios.next({ job: 'resourceImportForCampaign', outcome: 'finished' });
    const result = await waitForJob(dsm, jobs.resourceImportForCampaign, id, fast);
    expect(result).toMatchObject({ state: 3 });
  });

  it('rejects a failed import with the status’s own message', async () => {
    const message = 'Could not check in logo.png: the file is damaged.';
    sandbox.scenarios.next({ job: 'resourceImportForCampaign', outcome: 'error', failureMessage: message });
    const waiting = waitForJob(dsm, jobs.resourceImportForCampaign, id, fast);
    await expect(waiting).rejects.toSatisfy((error) => error instanceof DsmJobError && error.reason === 'failed');
    await expect(waiting).rejects.toThrow(message);
    await expect(waiting).rejects.not.toThrow('The import failed.');
  });
});
