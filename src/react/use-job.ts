/**
 * `useJob(jobs.campaignCreate)`: runs one long job of the catalogue from a component. Nothing is sent
 * on render: `start(input)` calls the job's start operation, `watch(id)` follows a job started
 * elsewhere. While it runs, the hook exposes what a progress bar needs (phase, progress, message) and,
 * when the job waits for the user, what a decision dialog needs (`decision`, answered with `answer`).
 * Unmounting or `cancel()` stops the polling.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DsmClient } from '../client.js';
import { DsmValidationError } from '../errors.js';
import type { JobAnswerOf, JobDecision, JobDefinition, JobId, JobProgress, JobStartInput, JobStatus } from '../jobs/job-definition.js';
import { waitForJob } from '../jobs/wait-for-job.js';
import { useDsmClient } from './dsm-context.js';

/** Where the hook stands: `idle` before anything was asked, `cancelled` after `cancel()`. */
export type UseJobPhase = 'idle' | 'starting' | 'running' | 'decision' | 'done' | 'failed' | 'cancelled';

export interface UseJobState<J> {
  readonly phase: UseJobPhase;
  readonly id?: JobId<J>;
  readonly status?: JobStatus<J>;
  /** The platform's text for the latest status ('' when there is none). */
  readonly message: string;
  readonly detail?: string;
  readonly progress?: JobProgress;
  /** What the user must decide (phase 'decision'). */
  readonly decision?: JobDecision<J>;
  /** Why the job failed: a DsmJobError (the job's failed state), or the error of a call (start, poll, timeout). */
  readonly error?: unknown;
}

export interface UseJobResult<J> extends UseJobState<J> {
  /** Starts the job with the start operation's input, then polls it. Throws a DsmValidationError for a job without a start operation. */
  start: (input: JobStartInput<J>) => void;
  /** Polls a job started elsewhere (an upload, another tab). */
  watch: (id: JobId<J>) => void;
  /** Sends the user's answer to the decision, then polls on. */
  answer: (answer: JobAnswerOf<J>) => void;
  /** Stops polling; the phase becomes 'cancelled'. */
  cancel: () => void;
}

export interface UseJobOptions {
  /** Overall time limit of each wait in ms (default: 30 minutes; 0 or Infinity for none; a negative or NaN one fails the job with a DsmValidationError). */
  timeout?: number;
  /** Overrides the job's interval. */
  intervalMs?: number;
  /** Sign every call with the admin keys. */
  adminKeys?: boolean;
  /** A client other than the provider's. */
  client?: DsmClient;
}

const IDLE = { phase: 'idle', message: '' } as const;

export function useJob<J extends JobDefinition<any, any, any, any, any>>(job: J, options: UseJobOptions = {}): UseJobResult<J> {
  const contextClient = useDsmClient();
  const client = options.client ?? contextClient;
  const [state, setState] = useState<UseJobState<J>>(IDLE);
  // One controller per run; a new run or cancel aborts the previous one, and a stale run never writes.
  const run = useRef<AbortController | null>(null);
  const latest = useRef({ job, client, options });
  latest.current = { job, client, options };
  // The state as the latest render saw it, for `answer`.
  const stateRef = useRef(state);
  stateRef.current = state;

  const begin = useCallback(() => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const write = (next: UseJobState<J> | ((previous: UseJobState<J>) => UseJobState<J>)) => {
      if (run.current === controller) setState(next);
    };
    return { controller, write };
  }, []);

  const poll = useCallback(async (id: JobId<J>, controller: AbortController, write: ReturnType<typeof begin>['write']) => {
    const { job: current, client: currentClient, options: currentOptions } = latest.current;
    try {
      const status = await waitForJob(currentClient, current, id, {
        signal: controller.signal,
        ...(currentOptions.timeout !== undefined ? { timeout: currentOptions.timeout } : {}),
        ...(currentOptions.intervalMs !== undefined ? { intervalMs: currentOptions.intervalMs } : {}),
        ...(currentOptions.adminKeys ? { adminKeys: true } : {}),
        onProgress: (update) =>
          write({ phase: 'running', id, status: update.status, message: update.message, detail: update.detail, progress: update.progress }),
      });
      const final = current.read(status, id);
      write({
        phase: final.phase === 'decision' ? 'decision' : 'done',
        id,
        status,
        message: final.message,
        detail: final.detail,
        decision: final.decision,
      });
    } catch (error) {
      write((previous) => ({ ...previous, phase: 'failed', id, error, message: messageOf(error, previous.message) }));
    }
  }, []);

  const watch = useCallback(
    (id: JobId<J>) => {
      const { controller, write } = begin();
      write({ phase: 'running', id, message: '' });
      void poll(id, controller, write);
    },
    [begin, poll],
  );

  const start = useCallback(
    (input: JobStartInput<J>) => {
      const { job: current, client: currentClient, options: currentOptions } = latest.current;
      if (!current.start) throw new DsmValidationError(`The job ${current.name} has no start operation; use watch(id).`);
      const { controller, write } = begin();
      write({ phase: 'starting', message: '' });
      const startOptions = { signal: controller.signal, ...(currentOptions.adminKeys ? { adminKeys: true } : {}) };
      current.start.run(currentClient, input, startOptions).then(
        (id: JobId<J>) => {
          write({ phase: 'running', id, message: '' });
          return poll(id, controller, write);
        },
        (error: unknown) => write({ phase: 'failed', error, message: messageOf(error, '') }),
      );
    },
    [begin, poll],
  );

  const answer = useCallback(
    (reply: JobAnswerOf<J>) => {
      const { job: current, client: currentClient, options: currentOptions } = latest.current;
      const decided = stateRef.current;
      if (decided.phase !== 'decision' || decided.id === undefined) throw new DsmValidationError('The job does not wait for a decision.');
      if (!current.answer)
        throw new DsmValidationError(`The decisions of the job ${current.name} cannot be sent: the platform offers no call for them.`);
      const id = decided.id;
      const { controller, write } = begin();
      write((previous) => ({ ...previous, phase: 'running', decision: undefined }));
      const sendOptions = { signal: controller.signal, ...(currentOptions.adminKeys ? { adminKeys: true } : {}) };
      current.answer.send(currentClient, decided.decision, reply, sendOptions).then(
        () => poll(id, controller, write),
        (error: unknown) => write((previous) => ({ ...previous, phase: 'failed', error, message: messageOf(error, previous.message) })),
      );
    },
    [begin, poll],
  );

  const cancel = useCallback(() => {
    const controller = run.current;
    if (!controller) return;
    run.current = null;
    controller.abort();
    setState((previous) => (previous.phase === 'idle' ? previous : { ...previous, phase: 'cancelled' }));
  }, []);

  // Unmounting stops the polling.
  useEffect(
    () => () => {
      run.current?.abort();
      run.current = null;
    },
    [],
  );

  return { ...state, start, watch, answer, cancel };
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
