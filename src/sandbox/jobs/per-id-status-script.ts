import { jobs, type JobName } from '../../jobs/catalogue.js';
import type { JobDefinition } from '../../jobs/job-definition.js';
import { exampleReply } from '../../msw/handlers.js';
import { PROBE_ID, type StatusRecord } from './status-fields.js';
import type { StatusScript } from './status-script.js';

/**
 * A status that maps each id of a list to its own entry (document renders): the ids finish one after
 * another. The entry states are the contract example's, read by the catalogue's reader one id at a time.
 */
export class PerIdScript implements StatusScript {
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
