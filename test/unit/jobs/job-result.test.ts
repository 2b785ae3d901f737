/** waitForJob resolves with the job's typed result: a done status whose `x-dsm-job-fields.result` fields are there. */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { CampaignTemplateImportStatus, SmartServerJobStatus } from '../../../generated/model/index.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import type { JobResult, JobStatus } from '../../../src/jobs/job-definition.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { fakeClient } from './fake-client.js';

describe("the job's typed result", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('types the result fields of a done status as present, and leaves them nullable on a status read', () => {
    expectTypeOf<JobStatus<typeof jobs.proofPdfRender>['resultUrl']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<JobResult<typeof jobs.proofPdfRender>['resultUrl']>().toEqualTypeOf<string>();
    expectTypeOf<JobResult<typeof jobs.databaseExport>['downloadUrl']>().toEqualTypeOf<string>();
    expectTypeOf<JobResult<typeof jobs.documentImport>['campaignId']>().not.toBeNullable();
    expectTypeOf<JobResult<typeof jobs.documentImport>['campaignName']>().toEqualTypeOf<string>();
    // A job without result fields resolves with its status as it is.
    expectTypeOf<JobResult<typeof jobs.campaignCreate>>().toEqualTypeOf<JobStatus<typeof jobs.campaignCreate>>();
  });

  it('types what the wait resolves with: the result, or the asking status of a decision job waited on without onDecision', () => {
    const { client } = fakeClient({});
    expectTypeOf(waitForJob(client, jobs.proofPdfRender, 'k')).resolves.toEqualTypeOf<JobResult<typeof jobs.proofPdfRender>>();
    expectTypeOf(waitForJob(client, jobs.campaignTemplateImport, 'i')).resolves.toEqualTypeOf<CampaignTemplateImportStatus>();
    expectTypeOf(
      waitForJob(client, jobs.campaignTemplateImport, 'i', { onDecision: () => ({ overwrite: true }) as never }),
    ).resolves.toEqualTypeOf<JobResult<typeof jobs.campaignTemplateImport>>();
    expectTypeOf<JobResult<typeof jobs.proofPdfRender>>().toMatchTypeOf<SmartServerJobStatus>();
  });

  it('resolves with the done status, its result there, read without a cast', async () => {
    const { client } = fakeClient({
      smartServerDocumentStatus: [
        { state: 1, isFinished: false, percentage: 40, resultUrl: null },
        { state: 2, isFinished: true, percentage: 100, resultUrl: 'https://demo.example.com/proof.pdf' },
      ],
    });
    const waiting = waitForJob(client, jobs.proofPdfRender, 'key-1');
    await vi.runAllTimersAsync();
    const done = await waiting;
    const url: string = done.resultUrl;
    expect(url).toBe('https://demo.example.com/proof.pdf');
    expect(jobs.proofPdfRender.resultFields).toEqual(['resultUrl']);
    expect(jobs.campaignCreate.resultFields).toBeUndefined();
  });
});
