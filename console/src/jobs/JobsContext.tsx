/**
 * Every job started from the console, in one place: its progress, message, outcome and a cancel
 * (AbortController). `useJob` from `@dsm/sdk/react` will drive the polling once it is merged; this
 * registry only keeps what the jobs screen shows.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type JobStatus = 'running' | 'finished' | 'failed' | 'cancelled';

export interface ConsoleJob {
  id: number;
  label: string;
  status: JobStatus;
  /** 0..1 when known. */
  progress: number | null;
  message: string;
  cancel(): void;
}

export interface JobReport {
  progress?: number | null;
  message?: string;
}

type Runner = (report: (update: JobReport) => void, signal: AbortSignal) => Promise<string | void>;

interface Jobs {
  jobs: ConsoleJob[];
  start(label: string, run: Runner): number;
}

const JobsContext = createContext<Jobs | null>(null);
let nextId = 1;

export function JobsProvider(props: { children: ReactNode }) {
  const [jobs, setJobs] = useState<ConsoleJob[]>([]);
  const patch = (id: number, change: Partial<ConsoleJob>) => setJobs((list) => list.map((job) => (job.id === id ? { ...job, ...change } : job)));

  const start = useCallback((label: string, run: Runner) => {
    const id = nextId++;
    const controller = new AbortController();
    const cancel = () => controller.abort();
    setJobs((list) => [{ id, label, status: 'running', progress: null, message: 'Started', cancel }, ...list]);
    run((update) => patch(id, { ...(update.progress !== undefined ? { progress: update.progress } : {}), ...(update.message !== undefined ? { message: update.message } : {}) }), controller.signal)
      .then((message) => patch(id, { status: 'finished', progress: 1, message: message || 'Finished' }))
      .catch((error: unknown) =>
        patch(id, controller.signal.aborted ? { status: 'cancelled', message: 'Cancelled' } : { status: 'failed', message: error instanceof Error ? error.message : 'Failed' }),
      );
    return id;
  }, []);

  const value = useMemo(() => ({ jobs, start }), [jobs, start]);
  return <JobsContext.Provider value={value}>{props.children}</JobsContext.Provider>;
}

export function useJobs(): Jobs {
  const jobs = useContext(JobsContext);
  if (!jobs) throw new Error('useJobs outside <JobsProvider>.');
  return jobs;
}
