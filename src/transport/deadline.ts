/**
 * The caller's AbortSignal and a time limit, in one place for calls, polls and the bridge. A scope
 * ends as soon as either ends, even when a custom `fetch` ignores its signal, and leaves no listener
 * or timer behind, so one signal can be reused for any number of calls.
 */
import { DsmError, DsmNetworkError, DsmTimeoutError, DsmValidationError } from '../errors.js';

/** Duck-typed: a test environment's AbortSignal need not be the global class. */
export const isSignal = (value: unknown): value is AbortSignal =>
  typeof value === 'object' && value !== null && typeof (value as AbortSignal).addEventListener === 'function';

export interface Deadline {
  signal?: AbortSignal | undefined;
  /** Milliseconds; 0, Infinity or undefined means no limit. */
  timeout?: number | null | undefined;
}

/** The longest wait a timer holds (2^31-1 ms, about 24.8 days): Node and browsers fire a longer one at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A time limit as a timer can hold it: undefined for none (undefined, null, 0, Infinity), capped at
 * {@link MAX_TIMER_MS}. Anything else (negative, NaN, not a number) is refused with a DsmValidationError.
 */
export function timeLimit(timeout: unknown): number | undefined {
  if (timeout == null || timeout === 0 || timeout === Infinity) return;
  if (typeof timeout !== 'number' || !(timeout > 0)) throw new DsmValidationError(`A time limit must be milliseconds, not ${timeout}.`);
  return Math.min(timeout, MAX_TIMER_MS);
}

/** A signal that aborts when the caller's does or the limit runs out, with the reason as a DsmError. */
export interface Scope {
  readonly signal: AbortSignal;
  /** Rejects with the reason once the scope ends (observed: never an unhandled rejection by itself). */
  readonly ended: Promise<never>;
  /** Settles as `work` does, or rejects with the scope's reason as soon as the scope ends. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Removes the listener and the timer; with a reason, also aborts what still listens to `signal`. */
  close(reason?: DsmError): void;
}

const shared = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `listener` when `signal` aborts; returns what stops listening. All calls on one signal share ONE
 * listener of the signal's own, so any number of calls on it adds one (no `MaxListenersExceededWarning`),
 * and the last to stop removes it.
 */
export function onAbort(signal: AbortSignal, listener: () => void): () => void {
  let listeners = shared.get(signal);
  const fire = () => {
    shared.delete(signal);
    // A copy: one listener may stop another, which is then not called.
    for (const each of [...listeners!]) listeners!.has(each) && each();
  };
  if (!listeners) {
    shared.set(signal, (listeners = Object.assign(new Set<() => void>(), { fire })));
    signal.addEventListener('abort', fire);
  }
  const own = listeners as Set<() => void> & { fire: () => void };
  own.add(listener);
  return () => {
    own.delete(listener);
    if (!own.size && shared.get(signal) === own) {
      shared.delete(signal);
      signal.removeEventListener('abort', own.fire);
    }
  };
}

/** Opens a scope; throws a DsmValidationError for a bad limit. `timedOut` names the error of a limit that ran out. */
export function openScope({ signal, timeout }: Deadline, timedOut = (ms: number) => new DsmTimeoutError(ms), what = 'request'): Scope {
  const limit = timeLimit(timeout);
  const controller = new AbortController();
  const own = controller.signal;
  const end = (error: DsmError) => own.aborted || controller.abort(error);
  const aborted = () => end(new DsmNetworkError(`The ${what} was aborted.`, { cause: signal!.reason, aborted: true }));
  // A listener, not `onabort`: a fetch that sets `signal.onabort` must not silence the scope.
  const ended = new Promise<never>((_, reject) => own.addEventListener('abort', () => reject(own.reason)));
  ended.catch(() => {});
  const timer = limit && setTimeout(() => end(timedOut(limit)), limit);
  const stopListening = signal && !signal.aborted ? onAbort(signal, aborted) : undefined;
  if (signal?.aborted) aborted();
  return {
    signal: own,
    ended,
    race: (work) => Promise.race([work, ended]),
    close(reason) {
      clearTimeout(timer);
      stopListening?.();
      reason && end(reason);
    },
  };
}

/** A failure of the request itself, as a `DsmError`. */
export function asNetworkError(error: unknown): DsmError {
  if (error instanceof DsmError) return error;
  return new DsmNetworkError(error instanceof Error ? error.message : 'The request failed.', { cause: error });
}

/** The second argument of a request's fetch: the signal that ends the request. */
export interface FetchInit {
  readonly signal: AbortSignal;
}

type Run<T> = (init: FetchInit | undefined) => Promise<T>;

const MAKE_SIGNAL = Symbol();
/**
 * fetch's signal, made on first read: an own property (a fetch that spreads its init passes it on)
 * whose getter is shared, since a getter written per call costs more than the rest of the call.
 */
const LAZY_SIGNAL = {
  enumerable: true,
  get(this: { [MAKE_SIGNAL]: () => AbortSignal }) {
    return this[MAKE_SIGNAL]();
  },
};

/**
 * Runs one request within the caller's signal and a time limit: settles with its result, or with the
 * reason as soon as either ends. The controller whose signal fetch gets is made only when fetch reads it
 * (a fetch that never looks at it costs none); with neither a signal nor a limit the request runs as it
 * is (no signal for fetch to link into its own).
 */
export function withDeadline<T>(run: Run<T>, { signal, timeout }: Deadline): Promise<T> {
  let limit: number | undefined;
  try {
    limit = timeLimit(timeout);
  } catch (error) {
    return Promise.reject(error);
  }
  if (!signal && !limit) return started(run, undefined).catch(rethrowAsNetworkError);
  let controller: AbortController | undefined;
  let reason: DsmError | undefined;
  const init = Object.defineProperty(
    {
      [MAKE_SIGNAL]: () => {
        if (!controller) {
          controller = new AbortController();
          if (reason) controller.abort(reason);
        }
        return controller.signal;
      },
    },
    'signal',
    LAZY_SIGNAL,
  ) as unknown as FetchInit;
  return new Promise<T>((resolve, reject) => {
    // Methods, not functions held in constants: a call makes its few functions without naming each.
    let timer: ReturnType<typeof setTimeout> | 0 | undefined;
    let stopListening: (() => void) | undefined;
    const call = {
      end(error: DsmError) {
        if (reason) return;
        reason = error;
        controller?.abort(error);
        call.done();
        reject(error);
      },
      abort() {
        call.end(new DsmNetworkError('The request was aborted.', { cause: signal!.reason, aborted: true }));
      },
      done() {
        clearTimeout(timer);
        stopListening?.();
      },
    };
    // An already aborted signal ends the call before the request starts.
    if (signal?.aborted) return call.abort();
    stopListening = signal && onAbort(signal, call.abort);
    timer = limit && setTimeout(() => call.end(new DsmTimeoutError(limit)), limit);
    started(run, init).then(
      (result) => {
        call.done();
        resolve(result);
      },
      (error: unknown) => {
        call.done();
        reject(reason ?? asNetworkError(error));
      },
    );
  });
}

/** The request's promise; a request that throws at once is a rejected one. */
function started<T>(run: Run<T>, init: FetchInit | undefined): Promise<T> {
  try {
    return run(init);
  } catch (error) {
    return Promise.reject(error);
  }
}

const rethrowAsNetworkError = (error: unknown): never => {
  throw asNetworkError(error);
};
