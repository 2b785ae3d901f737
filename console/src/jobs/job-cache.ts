/**
 * The console keeps no list of its own: every job a screen starts or follows is an entry of the query cache under
 * `['dsm', 'jobs', name, id]` (useJob), so it outlives the screen. The Jobs screen lists those entries; a job that
 * ends reads its area again, whichever screen is open; a new connection stops following the old server's jobs.
 */
import { jobs, type JobDefinition, type JobName } from '@dsm/sdk';
import type { JobSnapshot } from '@dsm/sdk/react';
import { useQueryClient, type Query, type QueryCache, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = JobDefinition<any, any, any, any, any>;

/** One job the cache holds: its catalogue name and id. */
export interface CachedJob {
  readonly name: JobName;
  readonly id: unknown;
}

const JOBS_KEY = ['dsm', 'jobs'] as const;

/** The catalogue's definition of a cached job, or undefined for an entry the catalogue does not know. */
export const jobNamed = (name: unknown): AnyJob | undefined =>
  typeof name === 'string' && Object.hasOwn(jobs, name) ? (jobs[name as JobName] as AnyJob) : undefined;

const snapshotOf = (query: Query) => query.state.data as JobSnapshot<unknown> | undefined;

/** The jobs the cache holds, newest first (a job is listed once its entry holds a state). */
function listed(cache: QueryCache): CachedJob[] {
  return cache
    .findAll({ queryKey: JOBS_KEY })
    .filter((query) => jobNamed(query.queryKey[2]) !== undefined && snapshotOf(query) !== undefined)
    .map((query, order) => ({ query, order, since: snapshotOf(query)!.since }))
    .sort((a, b) => b.since - a.since || b.order - a.order)
    .map(({ query }) => ({ name: query.queryKey[2] as JobName, id: query.queryKey[3] }));
}

/** Every job in the cache, kept up to date by a subscription to the cache. */
export function useCachedJobs(): readonly CachedJob[] {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  // A string snapshot: the list changes only when a job is added, removed, or first holds a state.
  const text = useSyncExternalStore(subscribe, () => JSON.stringify(listed(cache)));
  return useMemo(() => JSON.parse(text) as CachedJob[], [text]);
}

/** When a job ends, its area is read again (an import added contacts, a creation a campaign), on any screen. */
export function useRefreshWhenJobsEnd(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
        const job = jobNamed(event.query.queryKey[2]);
        if (event.query.queryKey[1] !== 'jobs' || !job || snapshotOf(event.query)?.phase !== 'done') return;
        void queryClient.invalidateQueries({ queryKey: ['dsm', job.status.area] });
      }),
    [queryClient],
  );
}

/**
 * A new connection: the old server's data goes, and the jobs stay listed, but a job still running there is no
 * longer followed (its status lives on the old server): it shows as cancelled.
 */
export function forgetServerData(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey: JOBS_KEY })) {
    const snapshot = snapshotOf(query);
    if (!snapshot || query.state.status === 'error' || (snapshot.phase !== 'running' && snapshot.phase !== 'decision')) continue;
    void query.cancel();
    queryClient.setQueryData(query.queryKey, { ...snapshot, phase: 'cancelled' });
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'jobs' || snapshotOf(query) === undefined });
  queryClient.getMutationCache().clear();
}
