/**
 * The job catalogue: one entry per long job of the platform, generated from the contract (`x-dsm-job` on the
 * operation that starts a job, `x-dsm-job-fields` on its status schema) into generated/jobs.ts. Each names its
 * start and status operations, where the id travels, its timing and what every status means. Run one with
 * `waitForJob(client, jobs.campaignCreate, id)` or `useJob`; an application that runs a single job can
 * import its entry alone (`campaignCreateJob`) and leave the others out of its bundle.
 */
export { jobs, type JobName } from '../../generated/jobs.js';

/**
 * The interval of every job the platform's documentation gives none for: one poll a second, chosen by this SDK
 * (the contract's `x-dsm-job.poll` says `intervalFrom: sdk` for those).
 */
export const CHOSEN_INTERVAL_MS = 1000;
