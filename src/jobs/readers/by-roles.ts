/**
 * The readers the generated catalogue (generated/jobs.ts) gives a job by its status fields' roles
 * (`x-dsm-job-fields`): a numeric state read by the contract's rules with its enumeration's texts, or an
 * `isFinished` flag with a percentage, an error and a message field.
 */
import type { JobReader } from '../define-job.js';
import { readByStateRules, readFinishedFlag, type StateRules } from './shared.js';

/** A reader of a numeric state by these rules and texts. */
export const stateReader =
  /* @__NO_SIDE_EFFECTS__ */
    (rules: StateRules): JobReader<unknown, never> =>
    (status, _id, job) =>
      readByStateRules(job, rules, status);

/** A reader of an `isFinished` status with the fields given. */
export const flagReader =
  /* @__NO_SIDE_EFFECTS__ */
    (fields?: Parameters<typeof readFinishedFlag>[2]): JobReader<unknown, never> =>
    (status, _id, job) =>
      readFinishedFlag(job, status, fields);
