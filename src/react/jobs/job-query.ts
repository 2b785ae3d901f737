/**
 * A job's state lives in the TanStack Query cache under `['dsm', 'jobs', name, id]`. One fetch reads the job's
 * status once; TanStack repeats it at the job's interval (`refetchInterval`) until the job is done, failed or
 * cancelled, or waits for a decision. Every component that watches a job shares its one query: the observers'
 * interval timers restart together on each update, so two watchers still make one request per interval. The entry
 * outlives the component that started the job; a list of jobs reads it with
 * `queryClient.getQueryCache().findAll({ queryKey: ['dsm', 'jobs'] })`.
 */
import { queryOptions, type DataTag, type QueryState, type UseQueryOptions } from '@tanstack/react-query';
import type { DsmError } from '../../errors.js';
import { DsmTimeoutError } from '../../errors.js';
import { isFatalPollError } from '../../jobs/fatal-errors.js';
import type { JobClient, JobDecision, JobDefinition, JobId, JobProgress, JobStatus } from '../../jobs/job-definition.js';
import { checkedInterval, DEFAULT_POLL_TIMEOUT_MS } from '../../jobs/poll.js';
import { jobFailure } from '../../jobs/wait-for-job.js';
import { timeLimit } from '../../transport/deadline.js';

/** Any job of the catalogue. */
export type AnyJob = JobDefinition<any, any, any, any, any>;

/** Where a job stands in the cache; a job whose status or calls failed is the query's error instead. */
export type JobCachePhase = 'running' | 'decision' | 'done' | 'failed' | 'cancelled';

/** A job's latest status and what it means, as the cache holds it and `useJob` shows it. */
export interface JobStatusView<J> {
  readonly status?: JobStatus<J>;
  /** The platform's text for the latest status ('' when there is none). */
  readonly message: string;
  readonly detail?: string;
  readonly progress?: JobProgress;
  /** What the user must decide (phase 'decision'). */
  readonly decision?: JobDecision<J>;
}

/** What the cache holds for one job: its latest status and what it means. */
export interface JobSnapshot<J> extends JobStatusView<J> {
  readonly phase: JobCachePhase;
  readonly id: JobId<J>;
  /** Why the answer to a decision failed (phase 'failed'); a failed status or poll is the query's error. */
  readonly error?: DsmError;
  /** The application's name for the job, for lists of jobs. */
  readonly label?: string;
  /** When watching began or the latest decision was answered (ms since the epoch): the time limit counts from here. */
  readonly since: number;
}

/** `['dsm', 'jobs', name, id]`: invalidate or list every job with `['dsm', 'jobs']`. */
export type JobQueryKey = readonly ['dsm', 'jobs', string, unknown];

export const jobQueryKey = (job: AnyJob, id: unknown): JobQueryKey => ['dsm', 'jobs', job.name, id] as const;

export interface JobQueryInit {
  /**
   * Time limit in ms from `since` (default 30 minutes; 0 or Infinity for none): a read after it that finds the job still
   * running fails it with a DsmTimeoutError. A negative or NaN one fails the job with a DsmValidationError, sending nothing.
   */
  timeout?: number;
  /** Overrides the job's interval. */
  intervalMs?: number;
  /** Sign every call with the admin keys. */
  adminKeys?: boolean;
  /** The application's name for the job, kept with its state. */
  label?: string;
}

export type JobQueryOptions<J> = UseQueryOptions<JobSnapshot<J>, DsmError, JobSnapshot<J>, JobQueryKey> & {
  queryKey: DataTag<JobQueryKey, JobSnapshot<J>, DsmError>;
};

/** Nothing more to read: the job ended, was cancelled, failed, or waits for the user. */
export function isJobSettled(query: { readonly state: QueryState<JobSnapshot<unknown> | undefined, DsmError> }): boolean {
  const { status, data } = query.state;
  return status === 'error' || (data !== undefined && data.phase !== 'running');
}

/** The interval as a timer takes it (TanStack reads 0 as "no interval"); a bad one polls not at all (the read then fails). */
function intervalOf(job: AnyJob, init: JobQueryInit): number | false {
  try {
    return Math.max(1, checkedInterval(init.intervalMs ?? job.intervalMs));
  } catch {
    return false;
  }
}

/** Options for `useQuery`, `useQueries`, `fetchQuery`: one status read per fetch, repeated at the job's interval until settled. */
export function jobQueryOptions<J extends AnyJob>(client: JobClient, job: J, id: JobId<J>, init: JobQueryInit = {}): JobQueryOptions<J> {
  const queryKey = jobQueryKey(job, id);
  const interval = intervalOf(job, init);
  return queryOptions<JobSnapshot<J>, DsmError, JobSnapshot<J>, JobQueryKey>({
    queryKey,
    queryFn: ({ signal, client: queryClient }) =>
      readJob(client, job, id, init, queryClient.getQueryData<JobSnapshot<J>>(queryKey), signal),
    // A settled job is never read again (not on mount, focus or invalidation); a running one is fresh for one interval.
    staleTime: (query) => (isJobSettled(query) ? 'static' : interval || 0),
    refetchInterval: (query) => (isJobSettled(query) ? false : interval),
    refetchIntervalInBackground: true,
    // The job's tolerance: that many failed reads in a row, one interval apart; an error asking again cannot help ends it.
    retry: (failures, error) => !isFatalPollError(error) && failures < job.toleratedFailures,
    retryDelay: interval || 0,
    retryOnMount: false, // a job that failed before its first status stays failed too
    // The job outlives the components that watch it.
    gcTime: Number.POSITIVE_INFINITY,
  }) as JobQueryOptions<J>;
}

/** One status read: what it means, on top of what the cache held. Throws the job's DsmJobError when it failed. */
async function readJob<J extends AnyJob>(
  client: JobClient,
  job: J,
  id: JobId<J>,
  init: JobQueryInit,
  previous: JobSnapshot<J> | undefined,
  signal: AbortSignal,
): Promise<JobSnapshot<J>> {
  checkedInterval(init.intervalMs ?? job.intervalMs);
  const limit = timeLimit(init.timeout ?? DEFAULT_POLL_TIMEOUT_MS);
  const since = previous?.since ?? Date.now();
  const status = (await client.send<unknown>(job.status, job.statusInput(id), {
    signal,
    ...(init.adminKeys ? { adminKeys: true } : {}),
  })) as JobStatus<J>;
  const reading = job.read(status, id);
  if (reading.phase === 'failed') throw jobFailure(job.name, { ...reading, status });
  // Checked after the read: a job watched again long after it started still shows how it ended.
  if (reading.phase === 'running' && limit !== undefined && Date.now() - since >= limit) {
    throw new DsmTimeoutError(limit, `The job did not finish within ${limit} ms.`);
  }
  const label = previous?.label ?? init.label;
  return {
    phase: reading.phase,
    id,
    status,
    message: reading.message,
    since,
    ...(reading.detail !== undefined ? { detail: reading.detail } : {}),
    ...(reading.progress !== undefined ? { progress: reading.progress } : {}),
    ...(reading.decision !== undefined ? { decision: reading.decision as JobDecision<J> } : {}),
    ...(label !== undefined ? { label } : {}),
  };
}
