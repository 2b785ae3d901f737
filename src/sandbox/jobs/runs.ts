/**
 * The jobs a sandbox runs, found again by what their status call sends: the contract's status input
 * of the job's id (`x-dsm-job.id`), in a canonical form, so a status request finds its run whether a number travels
 * as text (a path) or as a number, and whatever the order of body fields.
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import { JOB_FACTS, type JobFactName } from '../../../generated/job-facts.js';
import type { SandboxContext } from '../context.js';
import { sequentialId } from '../values.js';
import { type StatusInput, statusInputOf } from './job-input.js';
import { Run, RUN_MS_AT_SPEED_1, type RunClock, type RunPlan } from './run.js';
import type { IdSource } from './start-reply.js';

export type { StatusInput } from './job-input.js';

/** Body fields that say how to sign, not which job. */
const SIGNING_FIELDS = new Set(['sendWithAdminKeys']);

/** A canonical text of a status call: its operation, path values as text, body fields sorted. */
export function runKey(statusOperation: OperationId, input: StatusInput): string {
  const path = Object.entries(input.path ?? {})
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  const body =
    input.body && typeof input.body === 'object' && !Array.isArray(input.body)
      ? Object.entries(input.body)
          .filter(([name]) => !SIGNING_FIELDS.has(name))
          .sort(([a], [b]) => (a < b ? -1 : 1))
      : (input.body ?? null);
  return JSON.stringify([statusOperation, path, body]);
}

/**
 * Runs a sandbox keeps. Beyond them the oldest run that has ended is forgotten first (a job still running
 * or waiting for a decision only when none has ended), so a job read again after many newer ones still
 * reads as it ended rather than as a new run.
 */
export const MAX_RUNS = 10_000;

export class JobRuns {
  readonly #runs = new Map<string, Run>();
  /** What running jobs hold until they end (a campaign name being created), so a second job sees it taken. */
  readonly claims = new Set<string>();
  readonly #context: SandboxContext;
  readonly #clock: RunClock;

  constructor(context: SandboxContext) {
    this.#context = context;
    const contacts = context.store.contacts;
    const speed = context.speed > 0 ? context.speed : 1;
    this.#clock = {
      now: () => context.now().getTime(),
      durationMs: RUN_MS_AT_SPEED_1 / speed,
      // A reset puts fresh tables into the same store (values such as the duplicate filter are replaced
      // without a reset): a run of before the reset leaves nothing there.
      alive: () => context.store.contacts === contacts,
    };
  }

  #issued = 0;
  /** A fresh id, the same on every run of the same sequence of calls (see `sequentialId`). */
  readonly nextId = ((kind: 'text' | 'number') => {
    this.#issued += 1;
    return kind === 'number' ? this.#issued : sequentialId('job', this.#issued);
  }) as IdSource;

  get context(): SandboxContext {
    return this.#context;
  }

  /** Starts a run of `job` with this id; its status call finds it. */
  start(job: JobFactName, id: unknown, plan: RunPlan = {}): Run {
    const facts = JOB_FACTS[job];
    return this.#keep(runKey(facts.status as OperationId, statusInputOf(facts, id)), new Run(job, id, plan, this.#clock));
  }

  /** The run a status call asks for. */
  find(statusOperation: OperationId, input: StatusInput): Run | undefined {
    return this.#runs.get(runKey(statusOperation, input));
  }

  /** Starts a run under the key of a status call (a job the sandbox has not seen: watching it starts it). */
  adopt(statusOperation: OperationId, input: StatusInput, job: JobFactName, id: unknown, plan: RunPlan = {}): Run {
    return this.#keep(runKey(statusOperation, input), new Run(job, id, plan, this.#clock));
  }

  #keep(key: string, run: Run): Run {
    this.#runs.delete(key);
    this.#runs.set(key, run);
    if (this.#runs.size > MAX_RUNS) this.#runs.delete(this.#oldestEnded() ?? this.#runs.keys().next().value!);
    return run;
  }

  /** The key of the oldest run that has ended (done or failed). */
  #oldestEnded(): string | undefined {
    for (const [key, run] of this.#runs) if (run.ended) return key;
    return undefined;
  }
}
