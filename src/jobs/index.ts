/** Long jobs: the catalogue, one way to run any of them, the decision helpers and the polling underneath. */
export { jobs, CHOSEN_INTERVAL_MS, type JobName } from './catalogue.js';
export * from '../../generated/jobs.js';
export {
  type JobPhase,
  type JobProgress,
  progressFraction,
  type JobReading,
  type JobDefinition,
  type JobStart,
  type JobOperation,
  type JobTiming,
  type TimingSource,
  type JobAnswer,
  type JobCallOptions,
  type JobClient,
  type JobId,
  type JobStatus,
  type JobDone,
  type JobResult,
  type JobStartInput,
  type JobDecision,
  type JobAnswerOf,
} from './job-definition.js';
export {
  defineJob,
  startWith,
  startFrom,
  idIn,
  timing,
  type JobEntry,
  type JobIdPlace,
  type JobReader,
  type StartOf,
} from './define-job.js';
export type { IdSource } from './id-source.js';
export { DsmJobError, type JobErrorReason } from './job-error.js';
export {
  type JobOutcome,
  type JobStateRule,
  type JobStateSchema,
  JOB_STATE_RULES,
  classifyJobState,
  isJobDone,
} from './job-states.js';
export { waitForJob, jobFailure, MAX_JOB_DECISIONS, type JobUpdate, type JobWaitResult, type WaitForJobOptions } from './wait-for-job.js';
export {
  type TemplateImportDecision,
  type TemplateImportAnswer,
  type DocumentTemplateImportDecisionRequest,
  type DocumentTemplateChoice,
  IMAGE_IMPORT_DECISION_NOTE,
  type ImageImportDecision,
  continueTemplateImport,
  continueDocumentTemplateImport,
  documentTemplateDecisionBody,
} from './decisions.js';
export { pollUntil, POLL_INTERVAL_MS, TOLERATED_POLL_FAILURES, DEFAULT_POLL_TIMEOUT_MS, type PollOptions } from './poll.js';
