/**
 * The statuses one job goes through in the sandbox, read from the contract alone (generated/job-facts.ts):
 * the status example's shape with the state fields of each running step, of the done status and of each
 * documented outcome, and the progress, id and text fields by their roles. A status that maps each id of a
 * list to an entry of its own (renders) finishes the ids one after another.
 */
import { JOB_FACTS, type JobFactName, type JobFacts } from '../../../generated/job-facts.js';
import type { OperationId } from '../../../generated/operation-ids.js';
import { exampleReply } from '../../msw/handlers.js';
import { type StatusMoment, type StatusRecord, writeFailureText, writeId, writeNoProgress, writeProgress } from './status-fields.js';

const FINAL: StatusMoment = { phase: 'done', t: 1, within: 1 };
const idList = (ids: unknown): string[] => (Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);

export class StatusScript {
  readonly facts: JobFacts;
  readonly steps: number;
  readonly #example: StatusRecord;

  constructor(readonly job: JobFactName) {
    this.facts = JOB_FACTS[job];
    const example = exampleReply(this.facts.status as OperationId).responseObject as unknown as StatusRecord;
    this.#example = this.facts.perId ? ((Object.values(example)[0] ?? {}) as StatusRecord) : example;
    this.steps = this.facts.running.length;
  }

  /** The status at share `t` of the run (0 ≤ t < 1). */
  running(t: number, id: unknown): unknown {
    if (this.facts.perId) return this.#entries(id, Math.floor(Math.max(0, t) * idList(id).length));
    const position = Math.min(1, Math.max(0, t)) * this.steps;
    const index = Math.min(this.steps - 1, Math.floor(position));
    return this.#status(this.facts.running[index]!, id, { phase: 'running', t, within: position - index });
  }

  done(id: unknown): unknown {
    return this.facts.perId ? this.#entries(id, idList(id).length) : this.#status(this.facts.done, id, FINAL);
  }

  /** The name of the job's first decision outcome, or of its first failure; undefined when it has none. */
  first(phase: 'decision' | 'failed'): string | undefined {
    return Object.entries(this.facts.outcomes).find(([, outcome]) => outcome.phase === phase)?.[0];
  }

  /** The status that asks for the user's decision at share `t`; undefined when the job has no decision outcome. */
  decision(id: unknown, t = 1): unknown {
    const name = this.first('decision');
    return name && this.#status(this.facts.outcomes[name]!.fields, id, { phase: 'decision', t, within: 1 });
  }

  /** The status of a documented outcome by its name, with `text` in its message, error or details field. */
  outcome(name: string, id: unknown, text?: string): unknown {
    const outcome = this.facts.outcomes[name];
    if (!outcome) throw new Error(`The job '${this.job}' has no outcome '${name}'.`);
    const status = this.#status(outcome.fields, id, { ...FINAL, phase: outcome.phase }) as StatusRecord;
    writeFailureText(status, this.facts, text);
    return status;
  }

  /** The status of an id no run had: the job's not-found outcome, with no progress (none of the example's). */
  neverStarted(name: string, id: unknown): unknown {
    const status = this.outcome(name, id) as StatusRecord;
    writeNoProgress(status, this.facts);
    return status;
  }

  #status(fields: Readonly<StatusRecord>, id: unknown, moment: StatusMoment): unknown {
    const status: StatusRecord = { ...structuredClone(this.#example), ...fields };
    writeId(status, this.facts, id);
    writeProgress(status, this.facts, this.#example, moment);
    return status;
  }

  /** One entry per id: the first `finished` ids done, the others running. */
  #entries(ids: unknown, finished: number): unknown {
    const list = idList(ids);
    const entry = (fields: Readonly<StatusRecord>) => ({ ...structuredClone(this.#example), ...fields });
    const last = list.length - 1;
    return Object.fromEntries(
      list.map((id, index) => [id, entry(index < Math.min(finished, last + 1) ? this.facts.done : this.facts.running[0]!)]),
    );
  }
}

const scripts = new Map<JobFactName, StatusScript>();

/** The status script of a job (derived once, then kept). */
export function statusScript(job: JobFactName): StatusScript {
  let script = scripts.get(job);
  if (!script) scripts.set(job, (script = new StatusScript(job)));
  return script;
}
