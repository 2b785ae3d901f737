/**
 * One way to run any job of the catalogue: poll its status at its interval until it is done (resolve
 * with the final status, its result fields typed as there), failed (reject with a DsmJobError carrying
 * the state and the platform's message) or waiting for a decision (resolve, or answer through
 * `onDecision` and poll on).
 *   const done = await waitForJob(dsm, jobs.proofPdfRender, key, { onProgress, signal }); // done.resultUrl: string
 */
import type { JobCallOptions, JobClient, JobDefinition, JobReading } from './job-definition.js';
import { DsmJobError } from './job-error.js';
import { abortError, callbackError, checkedInterval, pause, pollInScope, pollScope } from './poll.js';

/** One status as the job reports it: the status itself and what it means. */
export interface JobUpdate<S, D> extends JobReading<D> {
  readonly status: S;
}

/**
 * How many decisions one wait answers before it gives up with a DsmJobError (reason 'decisionLimit'):
 * a server that keeps asking (a template import answering a name clash to every new name) must not
 * keep the wait going until its time limit. No job of the platform asks more than a handful of times.
 */
export const MAX_JOB_DECISIONS = 100;

export interface WaitForJobOptions<S, D, A> extends JobCallOptions {
  /** Called with every status read, after its phase is decided; a throwing callback never ends the wait. */
  onProgress?: (update: JobUpdate<S, D>) => void;
  /**
   * Overall time limit in ms of the whole wait, decisions and answers included (default 30 minutes;
   * 0 or Infinity for none; capped at 2^31-1); ends with a DsmTimeoutError.
   */
  timeout?: number;
  /** Overrides the job's interval (tests, impatient UIs). */
  intervalMs?: number;
  /**
   * Answers a decision; the wait then waits the interval and polls on, for at most
   * {@link MAX_JOB_DECISIONS} decisions. Without it the wait resolves with the status that asks for
   * the decision (read it with `job.read(status, id)`).
   */
  onDecision?: (decision: D, update: JobUpdate<S, D>) => A | Promise<A>;
}

/**
 * What a wait resolves with: the done status (`R`, its result fields there), or, for a job that asks for
 * decisions and a wait without `onDecision`, the status that asks (`S`).
 */
export type JobWaitResult<S, D, R> = [D] extends [never] ? R : R | S;

/** Answers every decision: resolves only when the job is done. */
export function waitForJob<Id, S, I, D, A, R>(
  client: JobClient,
  job: JobDefinition<Id, S, I, D, A, R>,
  id: Id,
  options: WaitForJobOptions<S, D, A> & { onDecision: NonNullable<WaitForJobOptions<S, D, A>['onDecision']> },
): Promise<R>;
export function waitForJob<Id, S, I, D, A, R>(
  client: JobClient,
  job: JobDefinition<Id, S, I, D, A, R>,
  id: Id,
  options?: WaitForJobOptions<S, D, A>,
): Promise<JobWaitResult<S, D, R>>;
export async function waitForJob<Id, S, I, D, A, R>(
  client: JobClient,
  job: JobDefinition<Id, S, I, D, A, R>,
  id: Id,
  options: WaitForJobOptions<S, D, A> = {},
): Promise<R | S> {
  const { adminKeys, onProgress, onDecision } = options;
  const intervalMs = checkedInterval(options.intervalMs ?? job.intervalMs);
  // One scope for every round: the caller's signal and one overall limit, however many decisions.
  const scope = pollScope(options.signal, options.timeout);
  const callOptions = { signal: scope.signal, ...(adminKeys ? { adminKeys } : {}) };
  try {
    for (let decisions = 0; ; decisions += 1) {
      let last: JobUpdate<S, D> | undefined;
      const status = (await pollInScope(
        (pollSignal) => client.send<unknown>(job.status, job.statusInput(id), { ...callOptions, signal: pollSignal }),
        {
          intervalMs,
          toleratedFailures: job.toleratedFailures,
          isFinal: (status) => {
            last = { ...job.read(status, id), status: status as S };
            return last.phase !== 'running';
          },
          onProgress: () => onProgress?.(last!),
        },
        scope,
        job.name,
      )) as S;
      const update = last!;
      if (update.phase === 'failed') throw jobFailure(job.name, update);
      // A done status is the job's result (its reader decided so): typed by the contract's result fields.
      if (update.phase === 'done') return status as unknown as R;
      if (!onDecision || !job.answer) return status;
      if (decisions >= MAX_JOB_DECISIONS) throw decisionLimit(job.name, update);
      const { answer: answering } = job;
      const answer = await Promise.race([settle(() => onDecision(update.decision as D, update), 'onDecision', job.name), scope.ended]);
      await Promise.race([
        settle(() => answering.send(client, update.decision as D, answer, callOptions), 'onDecision', job.name),
        scope.ended,
      ]);
      await pause(intervalMs, scope);
    }
  } finally {
    scope.close(abortError()); // stops a call still in flight
  }
}

/** A callback's result (or the answer it gave, as sent); what it throws becomes the job's typed error. */
const settle = <T>(run: () => T | Promise<T>, what: string, job: string): Promise<T> =>
  new Promise<T>((resolve) => resolve(run())).catch((cause: unknown) => {
    throw callbackError(cause, what, job);
  });

const decisionLimit = (job: string, update: JobUpdate<unknown, unknown>) =>
  new DsmJobError(`The job asked for more than ${MAX_JOB_DECISIONS} decisions; the wait stops at that limit.`, {
    job,
    reason: 'decisionLimit',
    state: (update.status as { state?: unknown } | null)?.state,
    status: update.status,
  });

/** The error of a failed job: the platform's message (with the status's detail when it has one). */
export function jobFailure(job: string, update: JobUpdate<unknown, unknown>): DsmJobError {
  const state = (update.status as { state?: unknown } | null)?.state;
  return new DsmJobError(update.message || update.detail || 'The job failed.', { job, reason: 'failed', state, status: update.status });
}
