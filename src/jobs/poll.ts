/**
 * Long-running jobs (docs/protocol.md §7): a start call returns an id, a status call is polled until a
 * final state. `pollUntil` does the polling: a fixed interval, a tolerance for consecutive failed
 * polls, progress reports, cancellation through an AbortSignal and an overall time limit, so every
 * poll ends.
 */
import { DsmError, DsmNetworkError, DsmTimeoutError, DsmValidationError, failureText } from '../errors.js';
import { openScope, timeLimit, type Scope } from '../transport/deadline.js';
import { isFatalPollError } from './fatal-errors.js';
import { DsmJobError } from './job-error.js';

/**
 * Poll intervals the platform's documentation gives.
 * @deprecated Read a job's own `intervalMs` (the contract's `x-dsm-job.poll`): `jobs.campaignCreate.intervalMs`.
 */
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

/**
 * Default overall time limit of a poll: 30 minutes. The platform's documentation gives none; a database import or a
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
  /** Overall time limit in milliseconds (default {@link DEFAULT_POLL_TIMEOUT_MS}); 0 or `Infinity` for none; capped at 2^31-1. */
  timeout?: number;
}

/** What an abort by the caller rejects with: `aborted` is true whatever reason the signal carries. */
export const abortError = () =>
  new DsmNetworkError('The polling was aborted.', { cause: new DOMException('The operation was aborted.', 'AbortError'), aborted: true });

/**
 * What a callback threw (or the promise it gave rejected with) as the job's typed error, `cause` kept; a
 * DsmError it threw stays as it is.
 */
export function callbackError(cause: unknown, what: string, job = ''): DsmError {
  return cause instanceof DsmError
    ? cause
    : new DsmJobError(
        `\`${what}\` failed: ${cause instanceof Error ? cause.message : failureText(cause)}`,
        { job, reason: 'callback' },
        { cause },
      );
}

const timeoutError = (ms: number) => new DsmTimeoutError(ms, `The job did not finish within ${ms} ms.`);

/**
 * The scope of a whole poll or wait: the caller's signal and the overall limit (default
 * {@link DEFAULT_POLL_TIMEOUT_MS}; 0 or Infinity for none, capped at 2^31-1 ms). Throws a
 * DsmValidationError for a negative or NaN limit.
 */
export const pollScope = (signal: AbortSignal | undefined, timeout: number | undefined = DEFAULT_POLL_TIMEOUT_MS): Scope =>
  openScope({ signal, timeout }, timeoutError, 'polling');

/** An interval as a timer holds it (capped at 2^31-1 ms); a negative, NaN or infinite one is refused. */
export function checkedInterval(intervalMs: unknown): number {
  if (intervalMs === 0) return 0;
  const interval = timeLimit(intervalMs);
  if (interval === undefined) throw new DsmValidationError(`A poll interval must be finite milliseconds, not ${String(intervalMs)}.`);
  return interval;
}

/**
 * Reads the status until it is final and resolves with that final status. Ends with a
 * DsmTimeoutError after `timeout`, with a DsmNetworkError (`aborted`) when `signal` aborts, at once
 * with a validation, config, timeout or job error, and with the last error after more than
 * `toleratedFailures` failed polls in a row. Adds one listener to `signal` and removes it on return.
 */
export async function pollUntil<S>(readStatus: (signal: AbortSignal) => Promise<S>, options: PollOptions<S>): Promise<S> {
  const scope = pollScope(options.signal, options.timeout);
  try {
    return await pollInScope(readStatus, options, scope);
  } finally {
    scope.close(abortError()); // stops a read still in flight
  }
}

/**
 * The polling itself, inside a scope the caller owns (`waitForJob` keeps one scope over all its
 * rounds). Every round waits the interval on a real timer, so a read that answers at once still lets
 * the time limit fire.
 */
export async function pollInScope<S>(
  readStatus: (signal: AbortSignal) => Promise<S>,
  options: PollOptions<S>,
  scope: Scope,
  job = '',
): Promise<S> {
  const { isFinal, toleratedFailures = 0, onProgress } = options;
  const intervalMs = checkedInterval(options.intervalMs);
  // NaN would tolerate every failure for ever: only a count is a tolerance.
  if (!Number.isInteger(toleratedFailures) || toleratedFailures < 0) {
    throw new DsmValidationError(`The tolerated failures of a poll must be a count, not ${String(toleratedFailures)}.`);
  }
  const reportProgressError = options.onProgressError ?? ((error: unknown) => console.error(error));
  let failures = 0;
  for (;;) {
    if (scope.signal.aborted) throw scope.signal.reason;
    let status: S;
    try {
      status = await scope.race(readStatus(scope.signal));
    } catch (error) {
      if (scope.signal.aborted) throw scope.signal.reason;
      if (isFatalPollError(error)) throw error;
      failures += 1;
      if (failures > toleratedFailures) throw error;
      await pause(intervalMs, scope);
      continue;
    }
    failures = 0;
    let final: boolean;
    try {
      final = isFinal(status); // a malformed status throws here and ends the poll
    } catch (cause) {
      throw cause instanceof DsmError
        ? cause
        : new DsmJobError('The job status cannot be read.', { job, reason: 'malformed', status }, { cause });
    }
    try {
      onProgress?.(status);
    } catch (error) {
      try {
        reportProgressError(error);
      } catch (cause) {
        throw callbackError(cause, 'onProgressError', job);
      }
    }
    if (final) return status;
    await pause(intervalMs, scope);
  }
}

/** Waits `ms` on a real timer (never a microtask); rejects with the scope's reason when it ends first. */
export function pause(ms: number, scope: Scope): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return scope.race(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))).finally(() => clearTimeout(timer));
}
