/**
 * Status readers shared by the catalogue: each turns a status into a {@link JobReading} and refuses a
 * status it cannot read with a DsmJobError (reason 'malformed'), so a broken status never polls on.
 */
import { stateMessage, UNKNOWN_STATE, type MessageTable } from '../../messages/index.js';
import { classifyJobState, type JobOutcome, type JobStateRule } from '../job-states.js';
import { DsmJobError } from '../job-error.js';
import type { JobProgress, JobReading } from '../job-definition.js';

export type StatusRecord = Readonly<Record<string, unknown>>;

export function malformed(job: string, status: unknown, message = 'The job status cannot be read.', state?: unknown): DsmJobError {
  return new DsmJobError(message, { job, reason: 'malformed', status, state });
}

/** The status as an object; null, an array or a scalar is malformed. */
export function asRecord(job: string, status: unknown): StatusRecord {
  if (typeof status !== 'object' || status === null || Array.isArray(status)) throw malformed(job, status);
  return status as StatusRecord;
}

/** The status's numeric `state` (or the field given); anything else is malformed. */
export function numericState(job: string, status: unknown, field = 'state'): { record: StatusRecord; state: number } {
  const record = asRecord(job, status);
  const state = record[field];
  if (typeof state !== 'number' || !Number.isInteger(state)) throw malformed(job, status, UNKNOWN_STATE, state);
  return { record, state };
}

export const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A progress from the fields a status carries: `percentage`/`progress` (0-100) and `current`/`max`. */
export function progressOf(record: StatusRecord, percentField?: 'percentage' | 'progress'): JobProgress | undefined {
  const percent = percentField ? numberOf(record[percentField]) : undefined;
  const current = numberOf(record.current);
  const max = numberOf(record.max);
  if (percent === undefined && (current === undefined || max === undefined)) return undefined;
  return {
    ...(percent !== undefined ? { percent } : {}),
    ...(current !== undefined && max !== undefined ? { current, max } : {}),
  };
}

/** A done job is all the way through, whatever its last status said of its progress. */
const COMPLETE: JobProgress = Object.freeze({ percent: 100 });

/** A reading without undefined fields; a done one is complete (`progressFraction` gives 1). */
export function reading<D>(
  phase: JobReading<D>['phase'],
  message: string,
  extra: Omit<JobReading<D>, 'phase' | 'message'> = {},
): JobReading<D> {
  const result: { -readonly [K in keyof JobReading<D>]: JobReading<D>[K] } = { phase, message };
  if (extra.detail !== undefined) result.detail = extra.detail;
  const progress = phase === 'done' ? COMPLETE : extra.progress;
  if (progress !== undefined) result.progress = progress;
  if (extra.decision !== undefined) result.decision = extra.decision;
  return result;
}

/** The rules of a job whose numeric state comes from a known list: the model's state rule plus texts. */
export interface StateRules extends JobStateRule {
  /** Every state the job can report, with its text; any other state is malformed ('Unknown state.'). */
  readonly messages: MessageTable;
  /** The field with a percentage, when the status carries one. */
  readonly percentField?: 'percentage' | 'progress';
  /** The field with further text ('detail' or 'message'). */
  readonly detailField?: string;
  /** The field whose text says why the job failed: a failure reads it instead of the state's text when it has one. */
  readonly errorField?: string;
}

const PHASE_OF_OUTCOME = { running: 'running', finished: 'done', failed: 'failed', needsDecision: 'decision' } as const satisfies Record<
  JobOutcome,
  JobReading['phase']
>;

/** Reads a numeric-state status by its rules: decision first, then failure, then done; otherwise running. */
export function readByStateRules(job: string, rules: StateRules, status: unknown): JobReading<never> {
  const { record, state } = numericState(job, status);
  if (!Object.hasOwn(rules.messages, state)) throw malformed(job, status, UNKNOWN_STATE, state);
  const phase = PHASE_OF_OUTCOME[classifyJobState(rules, state)];
  const detail = rules.detailField ? textOf(record[rules.detailField]) : undefined;
  const progress = phase === 'running' ? progressOf(record, rules.percentField) : undefined;
  const error = phase === 'failed' && rules.errorField ? textOf(record[rules.errorField]) : undefined;
  return reading(phase, error ?? stateMessage(rules.messages, state), { detail, progress });
}

/**
 * Reads a status that says `isFinished` (the platform's documentation gives no states for these): failed when it carries
 * an error message, done when finished, otherwise running with its percentage or count.
 */
export function readFinishedFlag(
  job: string,
  status: unknown,
  fields: { percentField?: 'percentage' | 'progress'; errorField?: string; messageField?: string } = {},
): JobReading<never> {
  const record = asRecord(job, status);
  if (typeof record.isFinished !== 'boolean') throw malformed(job, status);
  const error = fields.errorField ? textOf(record[fields.errorField]) : undefined;
  const message = (fields.messageField ? textOf(record[fields.messageField]) : undefined) ?? '';
  if (error !== undefined) return reading('failed', error);
  if (record.isFinished) return reading('done', message);
  return reading('running', message, { progress: progressOf(record, fields.percentField) });
}
