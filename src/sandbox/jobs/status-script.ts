/**
 * The statuses one job of the catalogue goes through in the sandbox: most jobs answer one status
 * whose state fields move (`field-status-script.ts`); a status that maps each id of a list to its own
 * entry finishes the ids one after another (`per-id-status-script.ts`).
 */
import type { JobName } from '../../jobs/catalogue.js';
import { FieldScript } from './field-status-script.js';
import { PerIdScript } from './per-id-status-script.js';
import type { StatusRecord } from './status-fields.js';
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
