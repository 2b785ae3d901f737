/**
 * What `useJob` does to a job: start it (a mutation whose answer makes the job's cache entry), watch an id,
 * answer a decision (a mutation; the job is read again at once when the answer arrived), and cancel (the
 * query's read in flight is aborted and the entry says 'cancelled', so no watcher polls it again).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { DsmClient } from '../../client.js';
import { DsmValidationError, type DsmError } from '../../errors.js';
import type { JobAnswerOf, JobDecision, JobId, JobStartInput } from '../../jobs/job-definition.js';
import { abortError } from '../../jobs/poll.js';
import { jobQueryKey, type AnyJob, type JobQueryInit, type JobSnapshot } from './job-query.js';
import type { UseJobState } from './use-job.js';

interface StartVariables {
  readonly input: unknown;
  readonly signal: AbortSignal;
}

interface AnswerVariables {
  readonly id: unknown;
  readonly decision: unknown;
  readonly reply: unknown;
}

const ACTIVE: ReadonlySet<string> = new Set(['starting', 'running', 'decision']);

/**
 * What the hook itself knows before the cache says it: a start or an answer in flight, a failed or cancelled
 * start. Every change renders the hook, and a render reads the job's entry as the cache holds it now.
 */
export type LocalJobState =
  | { readonly kind: 'none' | 'starting' | 'answering' | 'cancelled' }
  | { readonly kind: 'failed'; readonly error: DsmError };

export function useJobActions<J extends AnyJob>(
  job: J,
  client: DsmClient,
  init: JobQueryInit,
  setTarget: (target: { readonly id: JobId<J> } | undefined) => void,
) {
  const queryClient = useQueryClient();
  const latest = useRef({ job, client, init });
  latest.current = { job, client, init };
  // The start in flight; a new start, a watch or cancel aborts it, and an aborted start writes nothing.
  const startRun = useRef<AbortController | null>(null);
  const [local, setLocal] = useState<LocalJobState>({ kind: 'none' });
  const adminOf = (current: JobQueryInit) => (current.adminKeys ? { adminKeys: true } : {});

  // The job's entry, made at once (lists of jobs show it before its first read), and stale: the first watcher reads it now.
  const makeEntry = useCallback(
    (id: JobId<J>) => {
      const { job: current, init: currentInit } = latest.current;
      const key = jobQueryKey(current, id);
      if (queryClient.getQueryData(key) !== undefined) return;
      const label = currentInit.label !== undefined ? { label: currentInit.label } : {};
      queryClient.setQueryData<JobSnapshot<J>>(key, { phase: 'running', id, message: '', since: Date.now(), ...label });
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    },
    [queryClient],
  );

  const starting = useMutation<JobId<J>, DsmError, StartVariables>({
    retry: false,
    // A start cancelled before its turn sends nothing.
    mutationFn: async ({ input, signal }) => {
      if (signal.aborted) throw abortError();
      return (await latest.current.job.start!.run(latest.current.client, input, { signal, ...adminOf(latest.current.init) })) as JobId<J>;
    },
    onSuccess: (id, { signal }) => {
      if (signal.aborted) return;
      startRun.current = null;
      makeEntry(id);
      setTarget({ id });
      setLocal({ kind: 'none' });
    },
    onError: (error, { signal }) => {
      if (signal.aborted) return;
      startRun.current = null;
      setLocal({ kind: 'failed', error });
    },
  });

  const answering = useMutation<void, DsmError, AnswerVariables>({
    retry: false,
    mutationFn: ({ decision, reply }) =>
      latest.current.job.answer!.send(
        latest.current.client,
        decision as JobDecision<J>,
        reply as JobAnswerOf<J>,
        adminOf(latest.current.init),
      ),
    onSuccess: (_, { id }) => {
      const key = jobQueryKey(latest.current.job, id);
      // The wait starts again, as a new wait would: the time the user took to decide does not count.
      const answered = { phase: 'running', decision: undefined, since: Date.now() } as const;
      queryClient.setQueryData<JobSnapshot<J>>(key, (previous) => previous && { ...previous, ...answered });
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      setLocal({ kind: 'none' });
    },
    onError: (error, { id }) => {
      const key = jobQueryKey(latest.current.job, id);
      queryClient.setQueryData<JobSnapshot<J>>(
        key,
        (previous) => previous && { ...previous, phase: 'failed', error, message: error.message },
      );
      setLocal({ kind: 'none' });
    },
  });
  const { mutate: mutateStart } = starting;
  const { mutate: mutateAnswer } = answering;

  const stopStart = useCallback(() => {
    startRun.current?.abort();
    startRun.current = null;
  }, []);

  const start = useCallback(
    (input: JobStartInput<J>) => {
      const current = latest.current.job;
      if (!current.start) throw new DsmValidationError(`The job ${current.name} has no start operation; use watch(id).`);
      stopStart();
      const controller = new AbortController();
      startRun.current = controller;
      setLocal({ kind: 'starting' });
      setTarget(undefined);
      mutateStart({ input, signal: controller.signal });
    },
    [mutateStart, setTarget, stopStart],
  );

  const watch = useCallback(
    (id: JobId<J>) => {
      stopStart();
      setLocal({ kind: 'none' });
      makeEntry(id);
      setTarget({ id });
    },
    [makeEntry, setTarget, stopStart],
  );

  const answer = useCallback(
    (state: UseJobState<J>, reply: JobAnswerOf<J>) => {
      const current = latest.current.job;
      if (state.phase !== 'decision' || state.id === undefined) throw new DsmValidationError('The job does not wait for a decision.');
      if (!current.answer)
        throw new DsmValidationError(`The decisions of the job ${current.name} cannot be sent: the platform offers no call for them.`);
      setLocal({ kind: 'answering' });
      mutateAnswer({ id: state.id, decision: state.decision, reply });
    },
    [mutateAnswer],
  );

  const cancel = useCallback(
    (state: UseJobState<J>) => {
      // A start in flight, even one asked for in the same event as this cancel.
      if (startRun.current) {
        stopStart();
        setLocal({ kind: 'cancelled' });
        return;
      }
      if (!ACTIVE.has(state.phase) || state.id === undefined) return;
      const id = state.id;
      const key = jobQueryKey(latest.current.job, id);
      // Aborts the read in flight (and a tolerated failure's wait) first, then settles the entry: nothing polls it again.
      void queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<JobSnapshot<J>>(key, (previous) => ({
        ...(previous ?? { id, message: '', since: Date.now() }),
        phase: 'cancelled',
      }));
      setLocal({ kind: 'none' }); // renders the hook, which reads the entry as it is now
    },
    [queryClient, stopStart],
  );

  return { start, watch, answer, cancel, local };
}
