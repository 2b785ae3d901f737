/**
 * Every job started from the console, in one place. A screen asks for a job of the SDK's catalogue
 * (`start(label, jobs.campaignCreate, input)` or `watch(label, jobs.campaignTemplateImport, id)`); the
 * provider mounts one host per job, and each host runs its job on `useJob`. The hosts live above the
 * screens, so a job goes on (and stays listed) when the user moves to another screen.
 */
import type { JobDefinition, JobId, JobProgress, JobStartInput } from '@dsm/sdk';
import { useJob, type UseJobPhase } from '@dsm/sdk/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob = JobDefinition<any, any, any, any, any>;

/** A job as the console shows it: useJob's state, its label, and its cancel and answer. */
export interface ConsoleJob {
  readonly key: number;
  readonly label: string;
  /** The catalogue name (`campaignCreate`, …). */
  readonly name: string;
  readonly phase: UseJobPhase;
  readonly id?: unknown;
  readonly status?: unknown;
  readonly message: string;
  readonly detail?: string;
  readonly progress?: JobProgress;
  readonly decision?: unknown;
  readonly error?: unknown;
  cancel(): void;
  answer(answer: unknown): void;
}

interface JobRequest {
  readonly key: number;
  readonly label: string;
  readonly job: AnyJob;
  readonly begin: { readonly start: unknown } | { readonly watch: unknown };
}

interface ConsoleJobs {
  /** The newest first. */
  readonly jobs: readonly ConsoleJob[];
  /** Starts a job with its start operation's input; returns the job's key in the list. */
  start<J extends AnyJob>(label: string, job: J, input: JobStartInput<J>): number;
  /** Follows a job started elsewhere (an upload) by its id; returns the job's key in the list. */
  watch<J extends AnyJob>(label: string, job: J, id: JobId<J>): number;
}

const JobsContext = createContext<ConsoleJobs | null>(null);

/** Must sit inside the DsmProvider: the hosts' useJob calls use its client. */
export function ConsoleJobsProvider(props: { children: ReactNode }) {
  const [requests, setRequests] = useState<JobRequest[]>([]);
  const [states, setStates] = useState<Record<number, ConsoleJob>>({});
  const nextKey = useRef(1);

  const add = useCallback((label: string, job: AnyJob, begin: JobRequest['begin']) => {
    const key = nextKey.current++;
    setRequests((list) => [{ key, label, job, begin }, ...list]);
    return key;
  }, []);
  const start = useCallback(<J extends AnyJob>(label: string, job: J, input: JobStartInput<J>) => add(label, job, { start: input }), [add]);
  const watch = useCallback(<J extends AnyJob>(label: string, job: J, id: JobId<J>) => add(label, job, { watch: id }), [add]);
  const report = useCallback((job: ConsoleJob) => setStates((previous) => ({ ...previous, [job.key]: job })), []);

  const jobs = useMemo(() => requests.flatMap((request) => states[request.key] ?? []), [requests, states]);
  const value = useMemo<ConsoleJobs>(() => ({ jobs, start, watch }), [jobs, start, watch]);
  return (
    <JobsContext.Provider value={value}>
      {requests.map((request) => (
        <JobHost key={request.key} request={request} report={report} />
      ))}
      {props.children}
    </JobsContext.Provider>
  );
}

/** Runs one job on useJob and reports its state to the list; renders nothing. */
function JobHost(props: { request: JobRequest; report(job: ConsoleJob): void }) {
  const { request, report } = props;
  const job = useJob(request.job);
  const { start, watch, cancel, answer } = job;

  useEffect(() => {
    // A task later, so that React's development check (mount, unmount, mount) starts the job once:
    // useJob stops its run on unmount, and the first timer is cleared before it fires.
    const timer = setTimeout(() => ('start' in request.begin ? start(request.begin.start as never) : watch(request.begin.watch as never)));
    return () => clearTimeout(timer);
  }, [request, start, watch]);

  const { phase, id, status, message, detail, progress, decision, error } = job;
  useEffect(() => {
    report({
      key: request.key,
      label: request.label,
      name: request.job.name,
      phase,
      id,
      status,
      message,
      ...(detail !== undefined ? { detail } : {}),
      ...(progress !== undefined ? { progress } : {}),
      decision,
      error,
      cancel,
      answer: answer as (answer: unknown) => void,
    });
  }, [report, request, phase, id, status, message, detail, progress, decision, error, cancel, answer]);
  return null;
}

export function useConsoleJobs(): ConsoleJobs {
  const jobs = useContext(JobsContext);
  if (!jobs) throw new Error('useConsoleJobs outside <ConsoleJobsProvider>.');
  return jobs;
}

/** The job with this key, once its host has reported (undefined before). */
export function useConsoleJob(key: number | null): ConsoleJob | undefined {
  const { jobs } = useConsoleJobs();
  return key === null ? undefined : jobs.find((job) => job.key === key);
}
