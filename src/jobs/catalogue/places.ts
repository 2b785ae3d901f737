/** Where a job's id comes from in a start's answer, and where it travels in the status call. */
import type { JobIdPlace } from '../define-job.js';
import type { JobTiming } from '../job-definition.js';
import { POLL_INTERVAL_MS, TOLERATED_POLL_FAILURES } from '../poll.js';

/** The start's answer is the id itself. */
export const idOf = (result: unknown) => result as string;

/** The id is the path value `parameter`. */
export const inPath = /* @__NO_SIDE_EFFECTS__ */ <P extends string>(parameter: P): JobIdPlace<string, { path: Record<P, string> }> => ({
  parameter,
  input: (id) => ({ path: { [parameter]: id } }) as { path: Record<P, string> },
});

/** The id is the body field `parameter`. */
export const inBody = /* @__NO_SIDE_EFFECTS__ */ <P extends string>(parameter: P): JobIdPlace<string, { body: Record<P, string> }> => ({
  parameter,
  input: (id) => ({ body: { [parameter]: id } }) as { body: Record<P, string> },
});

/** The interval of every job the platform's documentation gives none for: one poll a second (chosen by this SDK). */
export const CHOSEN_INTERVAL_MS = 1000;

/** A job the platform's documentation gives a poll interval for (named by key, so an unused entry costs nothing). */
type DocumentedPoll = keyof typeof POLL_INTERVAL_MS;

/** Interval and tolerance both given by the platform's documentation (0: it gives no tolerance). */
export const documented = /* @__NO_SIDE_EFFECTS__ */ (poll: DocumentedPoll, toleratedFailures: number): JobTiming => ({
  intervalMs: POLL_INTERVAL_MS[poll],
  intervalFrom: 'platform',
  toleratedFailures,
  toleranceFrom: 'platform',
});

/** A documented interval; the tolerance chosen by this SDK as the platform documents it for its imports. */
export const documentedInterval = /* @__NO_SIDE_EFFECTS__ */ (poll: DocumentedPoll): JobTiming => ({
  intervalMs: POLL_INTERVAL_MS[poll],
  intervalFrom: 'platform',
  toleratedFailures: TOLERATED_POLL_FAILURES,
  toleranceFrom: 'sdk',
});

/** The platform's documentation gives 500 ms and five tolerated failed polls for renders, replaces and imports. */
export const documentedImport = /* @__NO_SIDE_EFFECTS__ */ (poll: DocumentedPoll): JobTiming => documented(poll, TOLERATED_POLL_FAILURES);

/** Where the documentation is silent: one poll a second, five tolerated failed polls as for the documented imports. */
export const CHOSEN_TIMING: JobTiming = {
  intervalMs: CHOSEN_INTERVAL_MS,
  intervalFrom: 'sdk',
  toleratedFailures: TOLERATED_POLL_FAILURES,
  toleranceFrom: 'sdk',
};
