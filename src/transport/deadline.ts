/**
 * Runs one request under the caller's AbortSignal and a time limit. It settles as soon as either ends,
 * even when a custom `fetch` ignores its signal, and leaves no listener or timer behind, so one signal
 * can be reused for any number of calls.
 */
import { DsmError, DsmNetworkError, DsmTimeoutError } from '../errors.js';

export interface Deadline {
  signal?: AbortSignal | undefined;
  /** Milliseconds; 0 or undefined means no limit. */
  timeout?: number | undefined;
}

const abortedError = (reason: unknown) => new DsmNetworkError('The request was aborted.', { cause: reason, aborted: true });

/** A failure of the request itself, as a `DsmError`. */
export function asNetworkError(error: unknown): DsmError {
  if (error instanceof DsmError) return error;
  return new DsmNetworkError(error instanceof Error ? error.message : 'The request failed.', { cause: error });
}

export function withDeadline<T>(run: (signal: AbortSignal) => Promise<T>, { signal, timeout }: Deadline): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortedError(signal.reason));
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: DsmError) => {
      finish();
      controller.abort(error);
      reject(error);
    };
    const onAbort = () => fail(abortedError(signal!.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeout && timeout > 0) timer = setTimeout(() => fail(new DsmTimeoutError(timeout)), timeout);
    let started: Promise<T>;
    try {
      started = run(controller.signal);
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        finish();
        resolve(value);
      },
      (error: unknown) => {
        finish();
        reject(controller.signal.aborted && controller.signal.reason instanceof DsmError ? controller.signal.reason : asNetworkError(error));
      },
    );
  });
}
