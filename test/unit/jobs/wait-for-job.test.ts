/** waitForJob: start, poll at the job's pace, report progress, reject failures with the platform's text, answer decisions. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDsmClient } from '../../../src/client.js';
import { DsmHttpError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { continueDocumentTemplateImport, continueTemplateImport, documentTemplateDecisionBody } from '../../../src/jobs/decisions.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { progressFraction } from '../../../src/jobs/job-definition.js';
import { waitForJob, type JobUpdate } from '../../../src/jobs/wait-for-job.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';
import { fakeClient } from './fake-client.js';

const busy = () => new DsmHttpError('Service Unavailable', new Response(null, { status: 503 }), undefined);

describe('waitForJob', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('starts a campaign creation, polls every 500 ms through the signed client and reports each update', async () => {
    let poll = 0;
    const statuses = [
      { state: 1, message: 0 },
      { state: 1, message: 13, messageDetail: '50' },
      { state: 2, message: 19 },
    ];
    const recorder = recordingFetch((request) => {
      const responseObject = request.url.endsWith('/api/campaign/create') ? 'st-1' : statuses[poll++];
      return envelopeReply({ state: 0, responseObject, failureMessage: null, failureDetail: null });
    });
    const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch: recorder.fetch });
    const id = await jobs.campaignCreate.start!.run(client, { body: { campaignTemplateId: 12, campaignName: 'Summer2026' } });
    expect(id).toBe('st-1');
    const updates: Array<Omit<JobUpdate<unknown, unknown>, 'status'>> = [];
    const done = waitForJob(client, jobs.campaignCreate, id, { onProgress: ({ status: _status, ...update }) => updates.push(update) });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2, message: 19 });
    expect(updates).toEqual([
      { phase: 'running', message: 'started', progress: { step: { index: 0, count: 17 } } },
      { phase: 'running', message: 'waiting for resource check-ins', progress: { percent: 50, step: { index: 13, count: 17 } } },
      { phase: 'done', message: 'finished', progress: { percent: 100 } },
    ]);
    // A bar on the readings goes to its end with the job, though the done status says nothing of progress.
    expect(updates.map((update) => progressFraction(update.progress))).toEqual([0, 13.5 / 17, 1]);
    const polls = recorder.exchanges.slice(1).map((e) => new URL(e.request.url).pathname);
    expect(polls).toEqual(Array(3).fill('/api/campaign/getcreatestatus/st-1'));
    expect(recorder.exchanges.every((e) => e.request.headers.has('X-DSM-Signature'))).toBe(true);
  });

  it('polls a render at 500 ms, tolerating five failed polls in a row', async () => {
    const { client, callsOf } = fakeClient({
      campaignsGetRenderDocumentStatus: [busy(), busy(), busy(), busy(), busy(), { a: { state: 2 } }],
    });
    const done = waitForJob(client, jobs.render, ['a']);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ a: { state: 2 } });
    expect(callsOf('campaignsGetRenderDocumentStatus').map((c) => c.at)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(callsOf('campaignsGetRenderDocumentStatus')[0]!.input).toEqual({ body: { ids: ['a'] } });
  });

  it('rejects a failed job with a DsmJobError carrying the state, the platform’s message and the status', async () => {
    const { client } = fakeClient({ campaignsGetDocumentImportStatus: [{ state: 0 }, { state: 103 }] });
    const done = waitForJob(client, jobs.documentImport, 'doc-1');
    const assertion = expect(done).rejects.toSatisfy(
      (e) =>
        e instanceof DsmJobError &&
        e.kind === 'job' &&
        e.reason === 'failed' &&
        e.state === 103 &&
        e.message === 'Could not create campaign. A campaign with the provided name already exists.' &&
        (e.status as { state: number }).state === 103,
    );
    await vi.runAllTimersAsync();
    await assertion;
  });

  it('resolves with the status that asks for a decision when no onDecision is given', async () => {
    const { client } = fakeClient({ campaignTemplatesGetImportStatus: [{ state: 1 }, { state: 2, errorCode: 9 }] });
    const done = waitForJob(client, jobs.campaignTemplateImport, 'imp-1');
    await vi.runAllTimersAsync();
    const status = await done;
    expect(jobs.campaignTemplateImport.read(status, 'imp-1').phase).toBe('decision');
  });

  it('answers a template import name clash through onDecision (continueimport) and polls on to the end', async () => {
    const { client, calls } = fakeClient({
      campaignTemplatesGetImportStatus: [{ state: 1 }, { state: 2, errorCode: 9 }, { state: 1 }, { state: 2, errorCode: 0 }],
      campaignTemplatesContinueImport: [{ state: 1 }],
    });
    const onDecision = vi.fn(() => ({ newName: 'Summer copy' }));
    const done = waitForJob(client, jobs.campaignTemplateImport, 'imp-1', { onDecision });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2, errorCode: 0 });
    expect(onDecision).toHaveBeenCalledWith(
      { kind: 'overwriteOrNewName', importId: 'imp-1' },
      expect.objectContaining({ phase: 'decision' }),
    );
    expect(calls.map((c) => c.operationId)).toEqual([
      'campaignTemplatesGetImportStatus',
      'campaignTemplatesGetImportStatus',
      'campaignTemplatesContinueImport',
      'campaignTemplatesGetImportStatus',
      'campaignTemplatesGetImportStatus',
    ]);
    expect(calls[2]!.input).toEqual({ body: { importId: 'imp-1', overwrite: false, newName: 'Summer copy' } });
    // After the answer the wait waits one interval before it polls again.
    expect(calls.map((c) => c.at)).toEqual([0, 750, 750, 1500, 2250]);
  });

  it('passes adminKeys to every call', async () => {
    const { client, calls } = fakeClient({ accountsAccountDeletionStatus: [{ isFinished: false }, { isFinished: true }] });
    const done = waitForJob(client, jobs.accountDeletion, 'del-1', { adminKeys: true });
    await vi.runAllTimersAsync();
    await done;
    expect(calls.map((c) => [c.input, c.options?.adminKeys])).toEqual([
      [{ body: { deletionId: 'del-1' } }, true],
      [{ body: { deletionId: 'del-1' } }, true],
    ]);
  });

  it('a database upload that is not accepted rejects at the start with the upload state’s text', async () => {
    const { client } = fakeClient({ databaseCreateDatabaseFromFile: [{ state: 2, managerId: null }] });
    await expect(jobs.databaseCreateFromFile.start!.run(client, { body: {} as never })).rejects.toMatchObject({
      kind: 'job',
      reason: 'rejected',
      state: 2,
      message: 'A database of that name already exists.',
    });
  });

  it('an accepted database import is followed by manager and thread id', async () => {
    const { client, callsOf } = fakeClient({
      databaseImportDatabaseFromFile: [{ state: 1, managerId: 'm-1', threadId: 7 }],
      databaseImportStatus: [{ state: 2, current: 5, max: 10 }, { state: 3 }],
    });
    const id = await jobs.databaseImportFromFile.start!.run(client, { body: {} as never });
    const done = waitForJob(client, jobs.databaseImportFromFile, id);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 3 });
    expect(callsOf('databaseImportStatus').map((c) => [c.input, c.at])).toEqual([
      [{ body: { ManagerId: 'm-1', ThreadId: 7 } }, 0],
      [{ body: { ManagerId: 'm-1', ThreadId: 7 } }, 1000],
    ]);
  });
});

describe('decision helpers', () => {
  it('continueTemplateImport: overwrite, new name, and the sync variant', async () => {
    const { client, calls } = fakeClient({
      campaignTemplatesContinueImport: [{ state: 1 }],
      campaignTemplatesContinueImportSync: [{ state: 2, errorCode: 0 }],
    });
    await continueTemplateImport(client, 'imp-2', { overwrite: true });
    await expect(continueTemplateImport(client, 'imp-2', { newName: 'Winter', sync: true })).resolves.toEqual({ state: 2, errorCode: 0 });
    expect(calls.map((c) => [c.operationId, c.input])).toEqual([
      ['campaignTemplatesContinueImport', { body: { importId: 'imp-2', overwrite: true, newName: null } }],
      ['campaignTemplatesContinueImportSync', { body: { importId: 'imp-2', overwrite: false, newName: 'Winter' } }],
    ]);
  });

  it('continueDocumentTemplateImport sends one call per template without the fields the client strips', async () => {
    const template = {
      id: 3,
      name: 'Flyer',
      displayName: 'Flyer A5',
      thumbnail: 'x.png',
      categories: ['Print'],
      width: 148,
      height: 210,
      pageCount: 2,
      description: 'd',
      sourceCampaignName: 'Spring',
      placeholderName: 'P',
      isApproved: true,
    };
    expect(documentTemplateDecisionBody('imp-3', { template, overwrite: false, name: 'Flyer2' })).toEqual({
      id: 3,
      name: 'Flyer2',
      displayName: 'Flyer A5',
      isApproved: true,
      importId: 'imp-3',
      overwrite: false,
    });
    const { client, calls } = fakeClient({ documentTemplatesContinueImport: [true] });
    await continueDocumentTemplateImport(client, 'imp-3', [
      { template, overwrite: true },
      { template: { id: 4, name: 'Card' }, overwrite: false },
    ]);
    expect(calls.map((c) => (c.input as { body: { id: number; overwrite: boolean } }).body)).toMatchObject([
      { id: 3, overwrite: true },
      { id: 4, overwrite: false },
    ]);
  });
});
