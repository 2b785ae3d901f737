/**
 * One way to run any job of the catalogue: poll its status at its interval until it is done (resolve
 * with the final status), failed (reject with a DsmJobError carrying the state and the seed's message)
 * or waiting for a decision (resolve, or answer through `onDecision` and poll on).
 *   const status = await waitForJob(dsm, jobs.campaignCreate, statusId, { onProgress, signal });
 */
import type { JobCallOptions, JobClient, JobDefinition, JobReading } from './job-definition.js';
import { looseCall } from './job-definition.js';
import { DsmJobError } from './job-error.js';
import { pollUntil } from './poll.js';

/** One status as the job reports it: the status itself and what it means. */
export interface JobUpdate<S, D> extends JobReading<D> {
  readonly status: S;
}

export interface WaitForJobOptions<S, D, A> extends JobCallOptions {
  /** Called with every status read, after its phase is decided; a throwing callback never ends the wait. */
  onProgress?: (update: JobUpdate<S, D>) => void;
  /** Overall time limit in ms (default: pollUntil's, 30 minutes); ends with a DsmTimeoutError. */
  timeout?: number;
  /** Overrides the job's interval (tests, impatient UIs). */
  intervalMs?: number;
  /**
   * Answers a decision, then the wait polls on. Without it the wait resolves with the status that asks
   * for the decision (read it with `job.read(status, id)`).
   */
  onDecision?: (decision: D, update: JobUpdate<S, D>) => A | Promise<A>;
}

export async function waitForJob<Id, S, I, D, A>(
  client: JobClient,
  job: JobDefinition<Id, S, I, D, A>,
  id: Id,
  options: WaitForJobOptions<S, D, A> = {},
): Promise<S> {
  const { signal, adminKeys, onProgress, onDecision } = options;
  const call = looseCall(client);
  const deadline = options.timeout === undefined ? undefined : Date.now() + options.timeout;
  for (;;) {
    let last: JobUpdate<S, D> | undefined;
    const status = (await pollUntil(
      (pollSignal) => call(job.status, job.statusInput(id), { signal: pollSignal, ...(adminKeys ? { adminKeys } : {}) }),
      {
        intervalMs: options.intervalMs ?? job.intervalMs,
        toleratedFailures: job.toleratedFailures,
        signal,
        ...(deadline === undefined ? {} : { timeout: Math.max(0, deadline - Date.now()) }),
        isFinal: (status) => {
          last = { ...job.read(status, id), status: status as S };
          return last.phase !== 'running';
        },
        onProgress: () => onProgress?.(last!),
      },
    )) as S;
    const update = last!;
    if (update.phase === 'failed') throw jobFailure(job.name, update);
    if (update.phase === 'done' || !onDecision || !job.answer) return status;
    const answer = await onDecision(update.decision as D, update);
    await job.answer.send(client, update.decision as D, answer, { signal, ...(adminKeys ? { adminKeys } : {}) });
  }
}

/** The error of a failed job: the seed's message (with the status's detail when it has one). */
export function jobFailure(job: string, update: JobUpdate<unknown, unknown>): DsmJobError {
  const state = (update.status as { state?: unknown } | null)?.state;
  return new DsmJobError(update.message || update.detail || 'The job failed.', { job, reason: 'failed', state, status: update.status });
}
