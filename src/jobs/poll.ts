/**
 * Long-running jobs (docs/protocol.md §7): a start call returns an id, a status call is polled until a
 * final state. `pollUntil` does the polling: a fixed interval, a tolerance for consecutive failed
 * polls, progress reports, cancellation through an AbortSignal and an overall time limit, so every
 * poll ends.
 */
import { DsmNetworkError, DsmTimeoutError } from '../errors.js';
import { isFatalPollError } from './fatal-errors.js';

/** Poll intervals the seeds give (seed 000 §4, §9; seed 002 §4, §9). */
export const POLL_INTERVAL_MS = {
  templateImport: 750,
  campaignCreation: 500,
  simpleStatistics: 250,
  render: 500,
  documentReplace: 500,
  documentImport: 500,
  imageImport: 500,
  documentTemplateImport: 500,
} as const;

/** Render, replace and import polls tolerate this many consecutive failures, then report failure (seed 002 §4, §9). */
export const TOLERATED_POLL_FAILURES = 5;

/**
 * Default overall time limit of a poll: 30 minutes. The seeds give none; a database import or a
 * campaign copy may run for many minutes, and a browser tab should still not poll for ever.
 */
export const DEFAULT_POLL_TIMEOUT_MS = 30 * 60_000;

export interface PollOptions<S> {
  /** True once the status is final (finished, failed or waiting for a decision). May throw a DsmError for a malformed status. */
  isFinal: (status: S) => boolean;
  intervalMs: number;
  /** Consecutive failed polls tolerated before the last error is thrown (default 0). */
  toleratedFailures?: number;
  /** Called with every status read, final or not, after finality is decided. */
  onProgress?: (status: S) => void;
  /** Receives what a throwing `onProgress` threw (default: console.error); the poll goes on regardless. */
  onProgressError?: (error: unknown) => void;
  signal?: AbortSignal;
  /** Overall time limit in milliseconds (default {@link DEFAULT_POLL_TIMEOUT_MS}); `Infinity` for none. */
  timeout?: number;
}

/** What an abort by the caller rejects with: `aborted` is true whatever reason the signal carries. */
export const abortError = () =>
  new DsmNetworkError('The polling was aborted.', { cause: new DOMException('The operation was aborted.', 'AbortError'), aborted: true });

const timeoutError = (ms: number) => new DsmTimeoutError(ms, `The job did not finish within ${ms} ms.`);

/**
 * Reads the status until it is final and resolves with that final status. Ends with a
 * DsmTimeoutError after `timeout`, with a DsmNetworkError (`aborted`) when `signal` aborts, at once
 * with a validation, config, timeout or job error, and with the last error after more than
 * `toleratedFailures` failed polls in a row. Adds one listener to `signal` and removes it on return.
 */
export async function pollUntil<S>(readStatus: (signal: AbortSignal) => Promise<S>, options: PollOptions<S>): Promise<S> {
  const { isFinal, intervalMs, toleratedFailures = 0, onProgress, signal, timeout = DEFAULT_POLL_TIMEOUT_MS } = options;
  const reportProgressError = options.onProgressError ?? ((error: unknown) => console.error(error));
  if (signal?.aborted) throw abortError();

  // One controller per poll: the caller's signal and the time limit both end it, and every read and
  // wait listens to it, so the caller's signal carries exactly one listener, removed at the end.
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(abortError());
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = Number.isFinite(timeout) ? setTimeout(() => controller.abort(timeoutError(timeout)), timeout) : undefined;
  const ended = abortedPromise(controller.signal);

  try {
    let failures = 0;
    for (;;) {
      let status: S;
      try {
        status = await Promise.race([readStatus(controller.signal), ended.promise]);
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (isFatalPollError(error)) throw error;
        failures += 1;
        if (failures > toleratedFailures) throw error;
        await Promise.race([sleep(intervalMs, controller.signal), ended.promise]);
        continue;
      }
      failures = 0;
      const final = isFinal(status); // a malformed status throws here and ends the poll
      try {
        onProgress?.(status);
      } catch (error) {
        reportProgressError(error);
      }
      if (final) return status;
      await Promise.race([sleep(intervalMs, controller.signal), ended.promise]);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
    ended.dispose();
    if (!controller.signal.aborted) controller.abort(abortError()); // stops a read still in flight
  }
}

/** A promise that rejects with the signal's reason once it aborts; `dispose` removes its listener. */
function abortedPromise(signal: AbortSignal) {
  let onAbort = () => {};
  const promise = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => {}); // observed by the races; never an unhandled rejection on its own
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/** Waits `ms`; never rejects (the race with the abort promise ends the wait early). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
