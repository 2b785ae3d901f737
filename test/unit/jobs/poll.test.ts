/** Polling of long-running jobs: interval, progress, tolerated failures, cancellation. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DsmHttpError, DsmNetworkError } from '../../../src/errors.js';
import { pollUntil, TOLERATED_POLL_FAILURES } from '../../../src/jobs/poll.js';

/** A status source that answers from a script: a number is a state, an Error is a failed poll. */
function scripted(steps: Array<number | Error>) {
  const calls: number[] = [];
  const read = vi.fn(async (_signal?: AbortSignal) => {
    calls.push(Date.now());
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step instanceof Error) throw step;
    return { state: step };
  });
  return { read, calls };
}

const failure = () => new DsmHttpError('Bad Gateway', new Response(null, { status: 502, statusText: 'Bad Gateway' }), undefined);

describe('pollUntil', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('polls at the interval until the final state and reports every status', async () => {
    const { read, calls } = scripted([0, 1, 1, 2]);
    const progress: number[] = [];
    const done = pollUntil(read, { intervalMs: 500, isFinal: (s) => s.state >= 2, onProgress: (s) => progress.push(s.state) });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2 });
    expect(progress).toEqual([0, 1, 1, 2]);
    expect(calls).toEqual([0, 500, 1000, 1500]);
  });

  it('tolerates the given number of consecutive failures, then throws the last one', async () => {
    const recovering = scripted([failure(), failure(), failure(), failure(), failure(), 3]);
    const ok = pollUntil(recovering.read, { intervalMs: 500, toleratedFailures: TOLERATED_POLL_FAILURES, isFinal: (s) => s.state === 3 });
    await vi.runAllTimersAsync();
    await expect(ok).resolves.toEqual({ state: 3 });

    const broken = scripted([0, failure(), failure(), failure(), failure(), failure(), failure()]);
    const failed = pollUntil(broken.read, { intervalMs: 500, toleratedFailures: TOLERATED_POLL_FAILURES, isFinal: () => false });
    const assertion = expect(failed).rejects.toBeInstanceOf(DsmHttpError);
    await vi.runAllTimersAsync();
    await assertion;
    expect(broken.calls).toHaveLength(7);
  });

  it('counts only consecutive failures', async () => {
    const { read } = scripted([failure(), 0, failure(), 0, failure(), 2]);
    const done = pollUntil(read, { intervalMs: 250, toleratedFailures: 1, isFinal: (s) => s.state === 2 });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2 });
  });

  it('without tolerance the first failure ends the polling', async () => {
    const { read } = scripted([failure(), 2]);
    const done = pollUntil(read, { intervalMs: 250, isFinal: () => true });
    await expect(done).rejects.toBeInstanceOf(DsmHttpError);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted, between polls, and passes the signal to every read', async () => {
    const controller = new AbortController();
    const { read } = scripted([0]);
    const done = pollUntil(read, { intervalMs: 750, isFinal: () => false, signal: controller.signal });
    const assertion = expect(done).rejects.toSatisfy((e: unknown) => e instanceof DsmNetworkError && e.aborted);
    await vi.advanceTimersByTimeAsync(1600);
    controller.abort();
    await assertion;
    expect(read).toHaveBeenCalledTimes(3);
    // Every read got a signal that the caller's abort aborted too.
    expect(read.mock.calls.every(([signal]) => signal?.aborted === true)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
