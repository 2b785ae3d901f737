/**
 * What the SDK knows about one long job: how it is started, how its status is read, how often, how
 * many failed polls are tolerated, and what each status means. The catalogue (`jobs`) holds one
 * definition per job; `waitForJob` and `useJob` run any of them.
 */
import type { OperationId } from '../../generated/operation-ids.js';
import type { DsmClient } from '../client.js';
import type { Operation } from '../operation.js';

/** Where a job stands: still running, waiting for the user's decision, done, or failed. */
export type JobPhase = 'running' | 'decision' | 'done' | 'failed';

/**
 * How far a running job is, as far as its status says: a percentage, or a count of a maximum, and for
 * the jobs that name the step they are at, which step of how many (`percent` is then that step's own).
 */
export interface JobProgress {
  /** 0-100. */
  readonly percent?: number;
  readonly current?: number;
  readonly max?: number;
  /** The step the status names, 0-based, of `count` steps in the documented order (campaign creation, template import). */
  readonly step?: { readonly index: number; readonly count: number };
}

/** The share of the job behind it, 0-1, from its progress: steps (with the step's own percentage), a count or a percentage. */
export function progressFraction(progress: JobProgress | undefined): number | undefined {
  if (!progress) return undefined;
  const { percent, current, max, step } = progress;
  if (step && step.count > 0) return Math.min(1, (step.index + (percent ?? 0) / 100) / step.count);
  if (current !== undefined && max !== undefined && max > 0) return Math.min(1, current / max);
  return percent === undefined ? undefined : Math.min(1, percent / 100);
}

/** What one status means. */
export interface JobReading<D = unknown> {
  readonly phase: JobPhase;
  /** The platform's text for this status ('' when neither the platform nor the status has one). */
  readonly message: string;
  /** Further text the status carries (a detail, the server's own message). */
  readonly detail?: string;
  /** How far the job is, as far as its status says; a done reading's is complete (`progressFraction` gives 1). */
  readonly progress?: JobProgress;
  /** What the user must decide (phase 'decision' only). */
  readonly decision?: D;
}

/** Options of every call a job makes. */
export interface JobCallOptions {
  signal?: AbortSignal;
  /** Sign with the admin keys (admin variants, other accounts). */
  adminKeys?: boolean;
}

/** The client as jobs use it: only `send`, with the operation descriptors of generated/operations/. */
export type JobClient = Pick<DsmClient, 'send'>;

/** An operation descriptor of the contract (generated/operations/), typed by its id. */
export type JobOperation<K extends OperationId = OperationId> = Operation & { readonly id: K };

/** Where a poll interval or a tolerance comes from: the platform's documentation, or this SDK's choice where it is silent. */
export type TimingSource = 'platform' | 'sdk';

/** How often a job's status is read and how many failed reads in a row it tolerates, with where each comes from. */
export interface JobTiming {
  readonly intervalMs: number;
  readonly intervalFrom: TimingSource;
  readonly toleratedFailures: number;
  readonly toleranceFrom: TimingSource;
}

/** How a job is started: one operation, and where the job's id is in its answer (or its input). */
export interface JobStart<Input, Id> {
  readonly operation: JobOperation;
  run(client: JobClient, input: Input, options?: JobCallOptions): Promise<Id>;
}

/** How a decision is answered. */
export interface JobAnswer<D, A> {
  /** The operations the answer is sent with. */
  readonly operations: readonly JobOperation[];
  send(client: JobClient, decision: D, answer: A, options?: JobCallOptions): Promise<void>;
}

/**
 * A job's status once it is done: the fields its status schema names as the job's result
 * (`x-dsm-job-fields.result`, empty while the job runs) are there, no longer null or absent.
 */
export type JobDone<S, K extends keyof S = never> = [K] extends [never] ? S : S & { readonly [P in K]-?: NonNullable<S[P]> };

/**
 * `R`: the status a done job answers (`JobDone<S, ...>` for the jobs whose status names result
 * fields; `S` otherwise), what `waitForJob` resolves with.
 */
export interface JobDefinition<Id = unknown, S = unknown, StartInput = never, D = never, A = never, R = S> {
  readonly name: string;
  /** Absent when no operation of the contract starts the job (an upload starts it): only watch an id. */
  readonly start?: JobStart<StartInput, Id>;
  readonly status: JobOperation;
  /** Where the id travels in the status call, as the contract names it (the sandbox finds the id by it). */
  readonly idParameter: string;
  statusInput(id: Id): object;
  /** `timing.intervalMs`. */
  readonly intervalMs: number;
  /** `timing.toleratedFailures`. */
  readonly toleratedFailures: number;
  readonly timing: JobTiming;
  /** What a status means. Throws a DsmJobError (reason 'malformed') for a status it cannot read. */
  read(status: unknown, id: Id): JobReading<D>;
  readonly answer?: JobAnswer<D, A>;
  /** The status fields that hold the job's result once it is done (`x-dsm-job-fields.result`); absent when it names none. */
  readonly resultFields?: readonly string[];
  /** Type carrier only: the status the status call answers. */
  readonly __status?: S;
  /** Type carrier only: the status of the job once it is done. */
  readonly __done?: R;
}

// Methods (not function properties) above keep a definition assignable to JobDefinition<any, ...>.

/** The id type of a job definition. */
export type JobId<J> = J extends JobDefinition<infer Id, any, any, any, any> ? Id : never;
/** The status type of a job definition. */
export type JobStatus<J> = J extends JobDefinition<any, infer S, any, any, any> ? S : never;
/** The start input type of a job definition. */
export type JobStartInput<J> = J extends JobDefinition<any, any, infer I, any, any> ? I : never;
/** The decision type of a job definition. */
export type JobDecision<J> = J extends JobDefinition<any, any, any, infer D, any> ? D : never;
/** The status a job definition's job answers once it is done, its result fields there. */
export type JobResult<J> = J extends JobDefinition<any, any, any, any, any, infer R> ? R : never;
/** The answer type of a job definition. */
export type JobAnswerOf<J> = J extends JobDefinition<any, any, any, any, infer A> ? A : never;
