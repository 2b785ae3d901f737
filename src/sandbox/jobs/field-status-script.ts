/**
 * The statuses of a job whose status has state fields, derived from the catalogue and the contract:
 * the contract's example gives the shape, its enumerations (in the contract's order) give the candidate states, and
 * the catalogue's own reader says which of them are running, done, failed or ask for a decision.
 * Running steps are the running states in order, then the steps of the last running state; a job's
 * run walks through them while its progress fields grow.
 */
import { jobs, type JobName } from '../../jobs/catalogue.js';
import type { JobDefinition, JobPhase, JobReading } from '../../jobs/job-definition.js';
import { exampleReply } from '../../msw/handlers.js';
import { PROBE_ID, writeId, writeProgress, type StatusMoment, type StatusRecord } from './status-fields.js';
import type { StatusShape } from './status-shapes.js';
import type { StatusScript } from './status-script.js';

/** The values of the state fields of one status. */
type Frame = Readonly<StatusRecord>;

const START: StatusMoment = { phase: 'running', t: 0, within: 0 };
/** The end of a run: a job that says `isFinished` says so here, whatever its state then means. */
const FINAL: StatusMoment = { phase: 'done', t: 1, within: 1 };

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

export class FieldScript implements StatusScript {
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
