/**
 * How the catalogue writes a job: an entry over the contract's operation descriptors (its start, its status
 * operation, where the id travels, its timing and its reader), turned into a {@link JobDefinition} by `defineJob`.
 */
import type { OperationId } from '../../generated/operation-ids.js';
import type { OperationInput } from '../operation.js';
import type { CallInput, CallResult } from '../operation-types.js';
import type { JobAnswer, JobDefinition, JobDone, JobOperation, JobReading, JobStart, JobTiming, TimingSource } from './job-definition.js';
import { DsmJobError } from './job-error.js';
import { idFrom, type IdSource } from './id-source.js';

/** A start by an operation; `idFrom` finds the job's id in the answer or, when the caller gives it, in the input. */
/* @__NO_SIDE_EFFECTS__ */
export function startWith<K extends OperationId, Id>(
  operation: JobOperation<K>,
  idFrom: (result: CallResult<K>, input: CallInput<K>) => Id,
): JobStart<CallInput<K>, Id> {
  return {
    operation,
    run: async (client, input, options) => idFrom(await client.send<CallResult<K>>(operation, input as OperationInput, options), input),
  };
}

/**
 * A start by an operation whose answer (or input) holds the id where the contract's `x-dsm-job.from` says;
 * with `accept`, an answer whose `field` is not `value` started nothing (a DsmJobError, reason 'rejected',
 * with the platform's text for that value).
 */
/* @__NO_SIDE_EFFECTS__ */
export function startFrom<K extends OperationId, Id>(
  operation: JobOperation<K>,
  from: IdSource,
  accept?: { readonly job: string; readonly field: string; readonly value: number; readonly messages: Readonly<Record<number, string>> },
): JobStart<CallInput<K>, Id> {
  return {
    operation,
    run: async (client, input, options) => {
      const result = await client.send<unknown>(operation, input as OperationInput, options);
      const state = (result as Record<string, unknown> | null)?.[accept?.field ?? ''];
      const id = idFrom(from, result, input);
      if (accept && (state !== accept.value || id === undefined)) {
        const known = typeof state === 'number' && Object.hasOwn(accept.messages, state);
        throw new DsmJobError(known ? accept.messages[state]! : 'Unknown state.', {
          job: accept.job,
          reason: 'rejected',
          state,
          status: result,
        });
      }
      return id as Id;
    },
  };
}

/** Where the id travels in the status call: the input's name (or one per key of the id), with the fixed inputs sent beside it. */
/* @__NO_SIDE_EFFECTS__ */
export function idIn<Id>(
  place: 'path' | 'body',
  names: string | Readonly<Record<string, string>>,
  fixed?: Readonly<Record<string, unknown>>,
): JobIdPlace<Id, any> {
  const parameter = typeof names === 'string' ? names : Object.values(names).join(', ');
  return {
    parameter,
    input: (id) => {
      const values =
        typeof names === 'string'
          ? { [names]: id }
          : Object.fromEntries(Object.entries(names).map(([key, name]) => [name, (id as Record<string, unknown>)?.[key]]));
      return { [place]: { ...values, ...fixed } };
    },
  };
}

/** A job's timing as the contract gives it: interval and tolerance, each from the platform's documentation or chosen by the SDK. */
export const timing = (
  intervalMs: number,
  intervalFrom: TimingSource,
  toleratedFailures: number,
  toleranceFrom: TimingSource,
): JobTiming => ({
  intervalMs,
  intervalFrom,
  toleratedFailures,
  toleranceFrom,
});

/** Where the id travels in the status call: the parameter's name, written once, and the input it makes. */
export interface JobIdPlace<Id, In> {
  readonly parameter: string;
  input(id: Id): In;
}

/** Reads a status; `job` is the job's name for the errors it throws. */
export type JobReader<Id, D> = (status: unknown, id: Id, job: string) => JobReading<D>;

/** One entry of the catalogue, typed by its status operation: `id` must build that operation's input. */
export interface JobEntry<KS extends OperationId, Id, I, D, A, R extends keyof CallResult<KS> = never> {
  readonly start?: JobStart<I, Id>;
  /** The status fields that hold the result once the job is done. */
  readonly result?: readonly R[];
  readonly status: JobOperation<KS>;
  readonly id: JobIdPlace<Id, CallInput<KS>>;
  readonly timing: JobTiming;
  readonly read: JobReader<Id, D>;
  readonly answer?: JobAnswer<D, A>;
}

/** A job with a start operation always has its `start`: its type says so. */
export type StartOf<I, Id> = [I] extends [never] ? unknown : { readonly start: JobStart<I, Id> };

/**
 * A job definition from its entry; the definition's status type is the status operation's result. The
 * entry comes as a function, built on first use, so that a bundler leaves out every entry an
 * application does not use (its operations and readers with it).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineJob<
  const N extends string,
  KS extends OperationId,
  Id,
  I = never,
  D = never,
  A = never,
  R extends keyof CallResult<KS> = never,
>(
  name: N,
  entry: () => JobEntry<KS, Id, I, D, A, R>,
): JobDefinition<Id, CallResult<KS>, I, D, A, JobDone<CallResult<KS>, R>> & { readonly name: N } & StartOf<I, Id> {
  let built: JobEntry<KS, Id, I, D, A, R> | undefined;
  const of = () => (built ??= entry());
  const definition: JobDefinition<Id, CallResult<KS>, I, D, A, JobDone<CallResult<KS>, R>> & { readonly name: N } = {
    name,
    get start(): JobStart<I, Id> | undefined {
      return of().start;
    },
    get status() {
      return of().status;
    },
    get idParameter() {
      return of().id.parameter;
    },
    statusInput: (value: Id) => of().id.input(value),
    get intervalMs() {
      return of().timing.intervalMs;
    },
    get toleratedFailures() {
      return of().timing.toleratedFailures;
    },
    get timing() {
      return of().timing;
    },
    read: (value: unknown, jobId: Id) => of().read(value, jobId, name),
    get answer() {
      return of().answer;
    },
    get resultFields(): readonly string[] | undefined {
      return of().result as readonly string[] | undefined;
    },
  };
  // A start is there exactly when the entry has one, which is when its input type I is not `never`.
  return definition as typeof definition & StartOf<I, Id>;
}
