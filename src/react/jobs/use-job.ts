/**
 * `useJob(jobs.campaignCreate)`: runs one long job of the catalogue from a component. Nothing is sent on
 * render: `start(input)` calls the job's start operation (a mutation that makes the job's cache entry),
 * `watch(id)` (or the `id` option) follows a job started elsewhere. The job's state is the query of
 * `jobQueryOptions`, so every component that watches the same job shares one poll, and the job and its
 * state outlive the component that started it. While it runs, the hook exposes what a progress bar needs
 * (phase, progress, message) and, when the job waits for the user, what a decision dialog needs
 * (`decision`, answered with `answer`). `cancel()` stops the polling for every watcher.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { DsmClient } from '../../client.js';
import type { DsmError } from '../../errors.js';
import type { JobAnswerOf, JobId, JobStartInput } from '../../jobs/job-definition.js';
import { useDsmClient } from '../dsm-context.js';
import { useJobActions, type LocalJobState } from './job-actions.js';
import {
  jobQueryOptions,
  type AnyJob,
  type JobQueryInit,
  type JobQueryOptions,
  type JobSnapshot,
  type JobStatusView,
} from './job-query.js';

/** Where the hook stands: `idle` before anything was asked, `cancelled` after `cancel()`. */
export type UseJobPhase = 'idle' | 'starting' | 'running' | 'decision' | 'done' | 'failed' | 'cancelled';

export interface UseJobState<J> extends JobStatusView<J> {
  readonly phase: UseJobPhase;
  readonly id?: JobId<J>;
  /** Why the job failed: a DsmJobError (the job's failed state), or the error of a call (start, poll, answer, timeout). */
  readonly error?: unknown;
  /** The name the application gave the job (the `label` option), kept with its state. */
  readonly label?: string;
}

export interface UseJobResult<J> extends UseJobState<J> {
  /** Starts the job with the start operation's input, then polls it. Throws a DsmValidationError for a job without a start operation. */
  start: (input: JobStartInput<J>) => void;
  /** Polls a job started elsewhere (an upload, another tab, another component). */
  watch: (id: JobId<J>) => void;
  /** Sends the user's answer to the decision, then polls on. */
  answer: (answer: JobAnswerOf<J>) => void;
  /** Stops polling (for every component that watches the job); the phase becomes 'cancelled'. */
  cancel: () => void;
}

export interface UseJobOptions<J = unknown> extends JobQueryInit {
  /** Watches this job from the first render (a list of jobs, a second view of a job started elsewhere). */
  id?: JobId<J>;
  /** A client other than the provider's. */
  client?: DsmClient;
}

const IDLE = { phase: 'idle', message: '' } as const;

export function useJob<J extends AnyJob>(job: J, options: UseJobOptions<J> = {}): UseJobResult<J> {
  const contextClient = useDsmClient();
  const { id: givenId, client: givenClient, ...init } = options;
  const client = givenClient ?? contextClient;
  // The job this hook follows: the one it started or was told to watch, else the `id` option.
  const [target, setTarget] = useState<{ readonly id: JobId<J> } | undefined>(undefined);
  const id = target ? target.id : givenId;
  // No observer at all while idle: an idle hook sends nothing and leaves no entry in the cache.
  const queries: JobQueryOptions<J>[] = id === undefined ? [] : [jobQueryOptions(client, job, id, init)];
  const [query] = useQueries({ queries }) as UseQueryResult<JobSnapshot<J>, DsmError>[];
  const actions = useJobActions(job, client, init, setTarget);
  const state = stateOf<J>(id, query, actions.local);
  const stateRef = useRef(state);
  stateRef.current = state;

  const answer = useCallback((reply: JobAnswerOf<J>) => actions.answer(stateRef.current, reply), [actions.answer]);
  const cancel = useCallback(() => actions.cancel(stateRef.current), [actions.cancel]);
  return { ...state, start: actions.start, watch: actions.watch, answer, cancel };
}

function stateOf<J>(
  id: JobId<J> | undefined,
  query: UseQueryResult<JobSnapshot<J>, DsmError> | undefined,
  local: LocalJobState,
): UseJobState<J> {
  if (local.kind === 'cancelled') return { phase: 'cancelled', message: '' };
  if (local.kind === 'starting') return { phase: 'starting', message: '' };
  if (local.kind === 'failed') return { phase: 'failed', error: local.error, message: local.error.message };
  if (id === undefined || !query) return IDLE;
  const data = query.data;
  const known = {
    id,
    message: data?.message ?? '',
    ...(data?.status !== undefined ? { status: data.status } : {}),
    ...(data?.detail !== undefined ? { detail: data.detail } : {}),
    ...(data?.progress !== undefined ? { progress: data.progress } : {}),
    ...(data?.label !== undefined ? { label: data.label } : {}),
  };
  if (query.isError) return { ...known, phase: 'failed', error: query.error, message: messageOf(query.error, known.message) };
  if (local.kind === 'answering') return { ...known, phase: 'running' };
  if (!data) return { ...known, phase: 'running' };
  return {
    ...known,
    phase: data.phase,
    ...(data.decision !== undefined ? { decision: data.decision } : {}),
    ...(data.error !== undefined ? { error: data.error } : {}),
  };
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
