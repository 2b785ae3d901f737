/**
 * The statuses one job goes through, derived from the catalogue and the contract: the contract's
 * example gives the shape, its enumerations (in the contract's order) give the candidate states, and
 * the catalogue's own reader says which of them are running, done, failed or ask for a decision.
 * Running steps are the running states in order, then the steps of the last running state; a job's
 * run walks through them while its progress fields grow.
 */
import { jobs, type JobName } from '../../jobs/catalogue.js';
import type { JobDefinition, JobPhase, JobReading } from '../../jobs/job-definition.js';
import { exampleReply } from '../../msw/handlers.js';
import { writeId, writeProgress, type StatusMoment, type StatusRecord } from './status-fields.js';
import { STATUS_SHAPES, type StatusShape } from './status-shapes.js';

export interface StatusScript {
  readonly job: JobName;
  /** How many running steps the job shows. */
  readonly steps: number;
  /** The status at share `t` of the run (0 ≤ t < 1). */
  running(t: number, id: unknown): unknown;
  done(id: unknown): unknown;
  /** The status that asks for the user's decision at share `t` (progress stays there); undefined when the reader knows none. */
  decision(id: unknown, t?: number): unknown;
  /** The job's first failed state, with `fields` (a message code and its argument) written over it. */
  failed(id: unknown, fields?: StatusRecord): unknown;
}

/** The values of the state fields of one status. */
type Frame = Readonly<StatusRecord>;

const START: StatusMoment = { phase: 'running', t: 0, within: 0 };
/** The end of a run: a job that says `isFinished` says so here, whatever its state then means. */
const FINAL: StatusMoment = { phase: 'done', t: 1, within: 1 };
const PROBE_ID = 'sandbox-probe';

const values = (enumeration: StatusShape['state']) => (enumeration ? Object.values(enumeration) : [undefined]);
const last = <T>(list: readonly T[]): T => list[list.length - 1]!;

/** A frame's fields, leaving out those the shape does not have. */
function frame(shape: StatusShape, state: unknown, step: unknown, outcome?: unknown): Frame {
  return {
    ...(state !== undefined && { state }),
    ...(shape.step && { [shape.step.field]: step }),
    ...(shape.outcome && outcome !== undefined && { [shape.outcome.field]: outcome }),
  };
}

class FieldScript implements StatusScript {
  readonly steps: number;
  readonly #job: JobDefinition<any, any, any, any, any>;
  readonly #example: StatusRecord;
  readonly #running: readonly Frame[];
  readonly #final: Partial<Record<JobPhase, Frame>>;

  constructor(
    readonly job: JobName,
    shape: StatusShape,
  ) {
    this.#job = jobs[job];
    this.#example = exampleReply(this.#job.status.id).responseObject as StatusRecord;
    const steps = values(shape.step?.values);
    const states = shape.state ? values(shape.state) : [this.#example.state];
    this.#final = {};
    for (const outcome of values(shape.outcome?.values)) {
      for (const state of states) {
        const candidate = frame(shape, state, last(steps), outcome);
        const phase = this.#phaseOf(candidate, FINAL);
        if (phase !== 'unreadable') this.#final[phase] ??= candidate;
      }
    }
    if (!this.#final.done) throw new Error(`The sandbox finds no done state for the job '${job}'.`);
    let runningStates = (shape.runningOrder ?? states).filter((state) => this.#phaseOf(frame(shape, state, steps[0])) === 'running');
    // A state enumeration of final states only (campaign creation): the example shows a running one.
    if (runningStates.length === 0) runningStates = [this.#example.state];
    const frames = [
      ...runningStates.map((state) => frame(shape, state, steps[0])),
      ...steps.slice(1).map((step) => frame(shape, last(runningStates), step)),
    ];
    // A step that says what the done status says (campaign creation's 'finished') is not a running step.
    const doneMessage = this.#read(this.#final.done, FINAL)?.message;
    this.#running = frames.filter((candidate) => {
      const reading = this.#read(candidate);
      return reading?.phase === 'running' && !(doneMessage && reading.message === doneMessage);
    });
    if (this.#running.length === 0) throw new Error(`The sandbox finds no running state for the job '${job}'.`);
    this.steps = this.#running.length;
  }

  running(t: number, id: unknown): unknown {
    const position = Math.min(1, Math.max(0, t)) * this.steps;
    const index = Math.min(this.steps - 1, Math.floor(position));
    return this.#status(this.#running[index]!, id, { phase: 'running', t, within: position - index });
  }

  done(id: unknown): unknown {
    return this.#status(this.#final.done!, id, FINAL);
  }

  decision(id: unknown, t = 1): unknown {
    const decision = this.#final.decision;
    return decision && this.#status(decision, id, { phase: 'decision', t, within: 1 });
  }

  failed(id: unknown, fields: StatusRecord = {}): unknown {
    const failed = this.#final.failed;
    if (!failed) throw new Error(`The job '${this.job}' has no failed state.`);
    return { ...(this.#status(failed, id, { ...FINAL, phase: 'failed' }) as StatusRecord), ...fields };
  }

  #status(fields: Frame, id: unknown, moment: StatusMoment): unknown {
    const status: StatusRecord = { ...structuredClone(this.#example), ...fields };
    writeId(status, this.#job.idParameter, id);
    writeProgress(status, this.#example, moment);
    return status;
  }

  /** What the catalogue's reader makes of these state fields at this moment. */
  #phaseOf(fields: Frame, moment: StatusMoment = START): JobPhase | 'unreadable' {
    return this.#read(fields, moment)?.phase ?? 'unreadable';
  }

  /** The reading; undefined for state fields the reader refuses (a state it does not know). */
  #read(fields: Frame, moment: StatusMoment = START): JobReading<unknown> | undefined {
    try {
      return this.#job.read(this.#status(fields, PROBE_ID, moment), PROBE_ID);
    } catch {
      return undefined;
    }
  }
}

/**
 * A status that maps each id of a list to its own entry (document renders): the ids finish one after
 * another. The entry states are the contract example's, read by the catalogue's reader one id at a time.
 */
class PerIdScript implements StatusScript {
  readonly steps: number = 1;
  readonly #job: JobDefinition<any, any, any, any, any>;
  readonly #runningEntry: StatusRecord;
  readonly #doneEntry: StatusRecord;

  constructor(readonly job: JobName) {
    this.#job = jobs[job];
    const entries = Object.values(exampleReply(this.#job.status.id).responseObject as Record<string, StatusRecord>);
    const phaseOf = (entry: StatusRecord) => this.#job.read({ [PROBE_ID]: entry }, [PROBE_ID]).phase;
    const running = entries.find((entry) => phaseOf(entry) === 'running');
    const done = entries.find((entry) => phaseOf(entry) === 'done');
    if (!running || !done) throw new Error(`The contract's example of '${this.#job.status.id}' lacks a running or a done entry.`);
    this.#runningEntry = running;
    this.#doneEntry = done;
  }

  running(t: number, ids: unknown): unknown {
    const list = idList(ids);
    const finished = Math.min(list.length - 1, Math.floor(Math.max(0, t) * list.length));
    return Object.fromEntries(list.map((id, index) => [id, structuredClone(index < finished ? this.#doneEntry : this.#runningEntry)]));
  }

  done(ids: unknown): unknown {
    return Object.fromEntries(idList(ids).map((id) => [id, structuredClone(this.#doneEntry)]));
  }

  decision(): unknown {
    return undefined;
  }

  failed(): unknown {
    throw new Error(`The job '${this.job}' has no failed state.`);
  }
}

const idList = (ids: unknown): string[] => (Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);

const scripts = new Map<JobName, StatusScript>();

/** The status script of a job of the catalogue (derived once, then kept). */
export function statusScript(job: JobName): StatusScript {
  let script = scripts.get(job);
  if (!script) {
    const shape: StatusShape = STATUS_SHAPES[job];
    script = shape.perId ? new PerIdScript(job) : new FieldScript(job, shape);
    scripts.set(job, script);
  }
  return script;
}
