/** The typed error of a long job that failed or reported a status the SDK cannot read. */
import { bounded, DsmError } from '../errors.js';

export type JobErrorReason =
  /** The job reached a failed state; `message` is the platform's text for it. */
  | 'failed'
  /** The status was not what the job's status call answers (null, no state, an unknown state). */
  | 'malformed'
  /** The start call answered that the job was not started (for example a database upload state other than accepted). */
  | 'rejected'
  /** The job kept asking for decisions beyond the limit of one wait (`MAX_JOB_DECISIONS`). */
  | 'decisionLimit'
  /** A callback of the wait (`onDecision`, `onProgressError`) or the answer it gave failed; `cause` is what it threw. */
  | 'callback';

export class DsmJobError extends DsmError {
  readonly kind = 'job' as const;
  override readonly name = 'DsmJobError';
  constructor(
    message: string,
    readonly details: {
      /** The job's name in the catalogue. */
      readonly job: string;
      readonly reason: JobErrorReason;
      /** The status's state (number or text) when it has one. */
      readonly state?: unknown;
      /** The status as the server sent it. */
      readonly status?: unknown;
    },
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
  get job(): string {
    return this.details.job;
  }
  get reason(): JobErrorReason {
    return this.details.reason;
  }
  get state(): unknown {
    return this.details.state;
  }
  get status(): unknown {
    return this.details.status;
  }
  override toJSON() {
    return { ...super.toJSON(), job: this.job, reason: this.reason, state: bounded(this.state) };
  }
}
