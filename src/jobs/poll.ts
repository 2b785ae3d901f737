/**
 * Long-running jobs (docs/protocol.md §7): a start call returns an id, a status call is polled until a
 * final state. `pollUntil` does the polling: a fixed interval, a tolerance for consecutive failed
 * polls, progress reports, and cancellation through an AbortSignal.
 */
import { DsmNetworkError } from '../errors.js';

/** Poll intervals and tolerances the seeds give. */
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

/** Render, replace and import polls tolerate this many consecutive failures, then report failure. */
export const TOLERATED_POLL_FAILURES = 5;

export interface PollOptions<S> {
  /** True once the status is final (finished, failed or waiting for a decision). */
  isFinal: (status: S) => boolean;
  intervalMs: number;
  /** Consecutive failed polls tolerated before the last error is thrown (default 0). */
  toleratedFailures?: number;
  /** Called with every status read, final or not. */
  onProgress?: (status: S) => void;
  signal?: AbortSignal;
}

const abortError = (signal: AbortSignal) =>
  new DsmNetworkError('The polling was aborted.', { cause: signal.reason ?? new DOMException('Aborted', 'AbortError'), aborted: true });

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Reads the status until it is final and resolves with that final status. */
export async function pollUntil<S>(readStatus: (signal?: AbortSignal) => Promise<S>, options: PollOptions<S>): Promise<S> {
  const { isFinal, intervalMs, toleratedFailures = 0, onProgress, signal } = options;
  let failures = 0;
  for (;;) {
    if (signal?.aborted) throw abortError(signal);
    try {
      const status = await readStatus(signal);
      failures = 0;
      onProgress?.(status);
      if (isFinal(status)) return status;
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      failures += 1;
      if (failures > toleratedFailures) throw error;
    }
    await sleep(intervalMs, signal);
  }
}
