/**
 * Where a long-running job stands, read from its numeric state. One classifier,
 * one rule per kind of job.
 */
import { CampaignCreationFinalState } from '../../generated/model/index.js';

export type JobOutcome = 'running' | 'finished' | 'failed' | 'needsDecision';

/**
 * How to read the states of one kind of job. The checks run in this order: decision states, failure,
 * completion; anything else is running.
 */
export interface JobStateRule {
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

/** Reads a job state with the rule of its kind of job. */
export function classifyJobState(rule: JobStateRule, state: number): JobOutcome {
  if (rule.decisionStates?.includes(state)) return 'needsDecision';
  if (rule.failedStates?.includes(state) || (rule.failedFrom !== undefined && state >= rule.failedFrom)) return 'failed';
  if (rule.finishedStates?.includes(state) || (rule.finishedFrom !== undefined && state >= rule.finishedFrom)) return 'finished';
  return 'running';
}

/** True once polling can stop: the job finished, failed or waits for a decision. */
export function isJobDone(rule: JobStateRule, state: number): boolean {
  return classifyJobState(rule, state) !== 'running';
}

/** The rule of each kind of job. */
export const JOB_STATE_RULES = {
  /** Campaign create, copy or import: 2 finished, 3 failed, anything else running. */
  campaignCreation: { finishedStates: [CampaignCreationFinalState.finished], failedStates: [CampaignCreationFinalState.failed] },
  /**
   * Document render: done at 2, 3 or 4. The platform's documentation does not say which of these are failures, so all
   * three read as finished; look at the entry's other fields for the result.
   */
  render: { finishedStates: [2, 3, 4] },
  /** Document replace: done at 500 or more (500 finished), failed at 1000 or more. */
  documentReplace: { finishedFrom: 500, failedFrom: 1000 },
  /** Document import: done at 100 or more (100 completed), failed above 100. */
  documentImport: { finishedFrom: 100, failedFrom: 101 },
  /** Image import: final at 500 or more, 1001 needs the user's decisions, other states from 1000 failed. */
  imageImport: { finishedFrom: 500, failedFrom: 1000, decisionStates: [1001] },
  /** Document template import: same rules as the image import. */
  documentTemplateImport: { finishedFrom: 500, failedFrom: 1000, decisionStates: [1001] },
} as const satisfies Record<string, JobStateRule>;

export type JobKind = keyof typeof JOB_STATE_RULES;

export const campaignCreationOutcome = (state: number): JobOutcome => classifyJobState(JOB_STATE_RULES.campaignCreation, state);
export const renderOutcome = (state: number): JobOutcome => classifyJobState(JOB_STATE_RULES.render, state);
export const documentReplaceOutcome = (state: number): JobOutcome => classifyJobState(JOB_STATE_RULES.documentReplace, state);
export const documentImportOutcome = (state: number): JobOutcome => classifyJobState(JOB_STATE_RULES.documentImport, state);
export const imageImportOutcome = (state: number): JobOutcome => classifyJobState(JOB_STATE_RULES.imageImport, state);
export const documentTemplateImportOutcome = (state: number): JobOutcome => classifyJobState(JOB_STATE_RULES.documentTemplateImport, state);

export const isCampaignCreationDone = (state: number): boolean => isJobDone(JOB_STATE_RULES.campaignCreation, state);
export const isRenderDone = (state: number): boolean => isJobDone(JOB_STATE_RULES.render, state);
export const isDocumentReplaceDone = (state: number): boolean => isJobDone(JOB_STATE_RULES.documentReplace, state);
export const isDocumentImportDone = (state: number): boolean => isJobDone(JOB_STATE_RULES.documentImport, state);
export const isImageImportDone = (state: number): boolean => isJobDone(JOB_STATE_RULES.imageImport, state);
export const isDocumentTemplateImportDone = (state: number): boolean => isJobDone(JOB_STATE_RULES.documentTemplateImport, state);
