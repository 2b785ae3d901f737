/** Polling that ends: time limit, fatal errors, throwing listeners, malformed statuses, no leaked listeners. */
import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDsmClient } from '../../../src/client.js';
import { DsmConfigError, DsmError, DsmHttpError, DsmTimeoutError, DsmValidationError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { DEFAULT_POLL_TIMEOUT_MS, pollUntil } from '../../../src/jobs/poll.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { fakeClient } from './fake-client.js';

const busy = () => new DsmHttpError('Service Unavailable', new Response(null, { status: 503 }), undefined);

describe('polling that ends', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('a status that never becomes final ends with DsmTimeoutError at the given timeout', async () => {
    const read = vi.fn(async () => ({ state: 1 }));
    const done = pollUntil(read, { intervalMs: 500, isFinal: () => false, timeout: 2_000 });
    const assertion = expect(done).rejects.toBeInstanceOf(DsmTimeoutError);
    await vi.advanceTimersByTimeAsync(2_000);
    await assertion;
    const calls = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(calls); // nothing after the end
  });

  it('the default time limit is 30 minutes', async () => {
    expect(DEFAULT_POLL_TIMEOUT_MS).toBe(1_800_000);
    const done = pollUntil(async () => 0, { intervalMs: 60_000, isFinal: () => false });
    let settled = false;
    done.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(DEFAULT_POLL_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    const assertion = expect(done).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('a read that never answers (a fetch that ignores the signal) still ends at the timeout', async () => {
    const read = vi.fn(() => new Promise<never>(() => {}));
    const done = pollUntil(read, { intervalMs: 500, isFinal: () => true, timeout: 1_000 });
    const assertion = expect(done).rejects.toBeInstanceOf(DsmTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
  });

  it.each([
    ['validation', new DsmValidationError("No 'statusId' parameter provided.", 'campaignsGetCreateStatus')],
    ['config', new DsmConfigError('No target system configured.')],
    ['timeout', new DsmTimeoutError(1000, 'The request timed out.')],
  ])('a %s error ends the poll at once instead of counting as a failed poll', async (_kind, error) => {
    const read = vi.fn(async () => {
      throw error;
    });
    const done = pollUntil(read, { intervalMs: 500, toleratedFailures: 5, isFinal: () => true });
    await expect(done).rejects.toBe(error);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a throwing onProgress never hides the final state', async () => {
    const reported: unknown[] = [];
    const done = pollUntil(async () => ({ state: 2 }), {
      intervalMs: 500,
      isFinal: (s) => s.state === 2,
      onProgress: () => {
        throw new Error('listener bug');
      },
      onProgressError: (error) => reported.push(error),
    });
    await expect(done).resolves.toEqual({ state: 2 });
    expect(reported).toEqual([new Error('listener bug')]);
  });

  it('a throwing onProgress never counts as a failed poll', async () => {
    let state = 0;
    const read = vi.fn(async () => ({ state: ++state }));
    const done = pollUntil(read, {
      intervalMs: 500,
      toleratedFailures: 0,
      isFinal: (s) => s.state === 4,
      onProgress: () => {
        throw new Error('listener bug');
      },
      onProgressError: () => {},
    });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 4 });
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('failed polls are still tolerated, and the last one is thrown after the tolerance', async () => {
    const read = vi.fn(async () => {
      throw busy();
    });
    const done = pollUntil(read, { intervalMs: 500, toleratedFailures: 5, isFinal: () => true });
    const assertion = expect(done).rejects.toBeInstanceOf(DsmHttpError);
    await vi.runAllTimersAsync();
    await assertion;
    expect(read).toHaveBeenCalledTimes(6);
  });

  it.each([
    ['null', null],
    ['a number', 7],
    ['an array', []],
    ['no isFinished', { progressId: 'p' }],
  ])('a malformed simple statistics status (%s) is a DsmJobError, not a TypeError, and ends the poll', async (_what, status) => {
    const { client, calls } = fakeClient({ campaignsLoadSimpleStatistics: [status] });
    const done = waitForJob(client, jobs.simpleStatistics, 'p-1');
    const assertion = expect(done).rejects.toSatisfy((e) => e instanceof DsmJobError && e instanceof DsmError && e.reason === 'malformed');
    await vi.runAllTimersAsync();
    await assertion;
    expect(calls).toHaveLength(1);
  });

  it("an unknown state of a job with a known state list is a DsmJobError 'Unknown state.', not polled for ever", async () => {
    const { client, calls } = fakeClient({ imagesGetImportStatus: [{ state: 0 }, { state: 42 }] });
    const done = waitForJob(client, jobs.imageImport, 'img-1');
    const assertion = expect(done).rejects.toMatchObject({ kind: 'job', reason: 'malformed', message: 'Unknown state.', state: 42 });
    await vi.runAllTimersAsync();
    await assertion;
    expect(calls).toHaveLength(2);
  });

  it('one AbortSignal reused for 3,000 polls leaves no listener behind', async () => {
    const controller = new AbortController();
    let count = 0;
    const done = pollUntil(async () => ++count, { intervalMs: 1, isFinal: (n) => n === 3_000, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1); // one for the whole poll
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(3_000);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('one AbortSignal reused for 3,000 waits, through the client, leaves no listener behind', async () => {
    const controller = new AbortController();
    const warnings: unknown[] = [];
    const onWarning = (warning: unknown) => warnings.push(warning);
    process.on('warning', onWarning);
    const { client } = fakeClient({ campaignsGetCreateStatus: [{ state: 2, message: 19 }] });
    for (let i = 0; i < 3_000; i += 1) {
      await waitForJob(client, jobs.campaignCreate, `s-${i}`, { signal: controller.signal });
    }
    process.off('warning', onWarning);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('through the signed client, 3,000 polls on one signal leave no listener on it', async () => {
    const controller = new AbortController();
    let polls = 0;
    const fetch = async () => {
      polls += 1;
      const responseObject = polls < 3_000 ? { state: 1, message: 5 } : { state: 2, message: 19 };
      return new Response(JSON.stringify({ state: 0, responseObject, failureMessage: null, failureDetail: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch });
    const done = waitForJob(client, jobs.campaignCreate, 'st-1', { signal: controller.signal, intervalMs: 1 });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2, message: 19 });
    expect(polls).toBe(3_000);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('an abort after the end changes nothing; an abort before the start rejects at once', async () => {
    const controller = new AbortController();
    await expect(pollUntil(async () => 1, { intervalMs: 10, isFinal: () => true, signal: controller.signal })).resolves.toBe(1);
    controller.abort();
    await expect(pollUntil(async () => 1, { intervalMs: 10, isFinal: () => true, signal: controller.signal })).rejects.toMatchObject({
      kind: 'network',
      aborted: true,
    });
  });
});
