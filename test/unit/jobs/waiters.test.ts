/** Waits on catalogue jobs poll the right status call, at the documented pace, until the job is final. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDsmClient } from '../../../src/client.js';
import { DsmHttpError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';

/** A server that answers each poll with the next scripted result (an HTTP status number means failure). */
function scriptedServer(results: Array<unknown>) {
  let index = 0;
  const polledAt: number[] = [];
  const recorder = recordingFetch(() => {
    polledAt.push(Date.now());
    const result = results[Math.min(index++, results.length - 1)];
    return typeof result === 'number'
      ? new Response('busy', { status: result, statusText: 'Service Unavailable' })
      : envelopeReply({ state: 0, responseObject: result, failureMessage: null, failureDetail: null });
  });
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch: recorder.fetch });
  return { client, polledAt, exchanges: recorder.exchanges };
}

describe('job waits', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('waits for a campaign creation every 500 ms and reports progress', async () => {
    const { client, polledAt, exchanges } = scriptedServer([
      { state: 1, message: 1 },
      { state: 1, message: 12 },
      { state: 2, message: 19 },
    ]);
    const progress: unknown[] = [];
    const done = waitForJob(client, jobs.campaignCreate, 'c0ffee-01', { onProgress: ({ status }) => progress.push(status) });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2, message: 19 });
    expect(progress).toHaveLength(3);
    expect(polledAt).toEqual([0, 500, 1000]);
    expect(new URL(exchanges[0]!.request.url).pathname).toBe('/api/campaign/getcreatestatus/c0ffee-01');
  });

  it("rejects at a failed campaign creation (state 3) with the platform's message", async () => {
    const { client } = scriptedServer([{ state: 1 }, { state: 3, message: 27, messageDetail: 'Summer' }]);
    const done = waitForJob(client, jobs.campaignCreate, 'x');
    const assertion = expect(done).rejects.toMatchObject({
      kind: 'job',
      reason: 'failed',
      state: 3,
      message: "The campaign name 'Summer' is already taken. Please choose another name.",
    });
    await vi.runAllTimersAsync();
    await assertion;
  });

  it('waits for a template import every 750 ms, tolerating failed polls', async () => {
    const { client, polledAt } = scriptedServer([{ state: 0 }, 503, 503, { state: 1 }, { state: 2, errorCode: 0 }]);
    const done = waitForJob(client, jobs.campaignTemplateImport, 'imp-1');
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2, errorCode: 0 });
    expect(polledAt).toEqual([0, 750, 1500, 2250, 3000]);
  });

  it('gives up after six failed polls in a row', async () => {
    const { client, exchanges } = scriptedServer([503]);
    const done = waitForJob(client, jobs.campaignTemplateImport, 'imp-1');
    const assertion = expect(done).rejects.toBeInstanceOf(DsmHttpError);
    await vi.runAllTimersAsync();
    await assertion;
    expect(exchanges).toHaveLength(6);
  });

  it('waits until every render is done', async () => {
    const { client, exchanges } = scriptedServer([
      { a: { state: 1 }, b: { state: 0 } },
      { a: { state: 2 }, b: { state: 1 } },
      { a: { state: 2 }, b: { state: 4 } },
    ]);
    const done = waitForJob(client, jobs.render, ['a', 'b']);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ a: { state: 2 }, b: { state: 4 } });
    expect(exchanges).toHaveLength(3);
    expect(await exchanges[0]!.request.text()).toBe('{"ids":["a","b"]}');
  });
});
