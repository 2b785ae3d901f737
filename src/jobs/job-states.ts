/**
 * Where a long-running job stands, read from its numeric state. One classifier over the contract's
 * rules (`x-dsm-job-states` on each job-state schema, generated into `JOB_STATE_RULES`).
 */
import { failureText } from '../errors.js';
import { DsmJobError } from './job-error.js';

export { JOB_STATE_RULES, type JobStateSchema } from '../../generated/job-states.js';

export type JobOutcome = 'running' | 'finished' | 'failed' | 'needsDecision';

/**
 * How to read the states of one kind of job. The checks run in this order: decision states, failure,
 * completion; anything else is running.
 */
export interface JobStateRule {
  /** Every state the job can report, when the contract lists them all; absent, any whole number is read by the rules below. */
  readonly states?: readonly number[];
  /** States in which the user must send decisions before the job goes on. */
  readonly decisionStates?: readonly number[];
  /** States that are failures. */
  readonly failedStates?: readonly number[];
  /** A state at or above this is a failure. */
  readonly failedFrom?: number;
  /** States in which the job is done. */
  readonly finishedStates?: readonly number[];
  /** A state at or above this is done (a failure, if one of the failure rules says so). */
  readonly finishedFrom?: number;
}

/**
 * Reads a job state with the rule of its kind of job, e.g. `classifyJobState(JOB_STATE_RULES.ImageImportState, state)`.
 * A state that is not a whole number, or not one of the rule's `states`, throws a DsmJobError (reason 'malformed'):
 * a status the SDK cannot read never counts as running.
 */
export function classifyJobState(rule: JobStateRule, state: number, job = ''): JobOutcome {
  if (!Number.isInteger(state) || (rule.states && !rule.states.includes(state)))
    throw new DsmJobError(`The job status cannot be read: unknown state ${failureText(state)}.`, { job, reason: 'malformed', state });
  if (rule.decisionStates?.includes(state)) return 'needsDecision';
  if (rule.failedStates?.includes(state) || (rule.failedFrom !== undefined && state >= rule.failedFrom)) return 'failed';
  if (rule.finishedStates?.includes(state) || (rule.finishedFrom !== undefined && state >= rule.finishedFrom)) return 'finished';
  return 'running';
}

/** True once polling can stop: the job finished, failed or waits for a decision. */
export function isJobDone(rule: JobStateRule, state: number): boolean {
  return classifyJobState(rule, state) !== 'running';
}
