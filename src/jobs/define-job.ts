/**
 * How the catalogue writes a job: an entry over the contract's operation descriptors (its start, its status
 * operation, where the id travels, its timing and its reader), turned into a {@link JobDefinition} by `defineJob`.
 */
import type { OperationId } from '../../generated/routes.js';
import type { OperationInput } from '../operation.js';
import type { CallInput, CallResult } from '../operation-types.js';
import type { JobAnswer, JobDefinition, JobOperation, JobReading, JobStart, JobTiming } from './job-definition.js';

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

/** Where the id travels in the status call: the parameter's name, written once, and the input it makes. */
export interface JobIdPlace<Id, In> {
  readonly parameter: string;
  input(id: Id): In;
}

/** Reads a status; `job` is the job's name for the errors it throws. */
export type JobReader<Id, D> = (status: unknown, id: Id, job: string) => JobReading<D>;

/** One entry of the catalogue, typed by its status operation: `id` must build that operation's input. */
export interface JobEntry<KS extends OperationId, Id, I, D, A> {
  readonly start?: JobStart<I, Id>;
  readonly status: JobOperation<KS>;
  readonly id: JobIdPlace<Id, CallInput<KS>>;
  readonly timing: JobTiming;
  readonly read: JobReader<Id, D>;
  readonly answer?: JobAnswer<D, A>;
}

/**
 * A job definition from its entry; the definition's status type is the status operation's result. The
 * entry comes as a function, built on first use, so that a bundler leaves out every entry an
 * application does not use (its operations and readers with it).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineJob<const N extends string, KS extends OperationId, Id, I = never, D = never, A = never>(
  name: N,
  entry: () => JobEntry<KS, Id, I, D, A>,
): JobDefinition<Id, CallResult<KS>, I, D, A> & { readonly name: N } {
  let built: JobEntry<KS, Id, I, D, A> | undefined;
  const of = () => (built ??= entry());
  return {
    name,
    get start() {
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
  };
}
