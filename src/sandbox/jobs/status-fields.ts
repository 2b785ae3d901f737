/**
 * The fields of a status besides its state: progress that grows with the run, a result that appears
 * when the job is done, ids that name the job. The shape is the contract example's; only the fields
 * the example carries are written.
 */
import { CAMPAIGN_CREATION_PERCENT_STEPS } from '../../messages/campaign-creation.js';

export type StatusRecord = Record<string, unknown>;

/** Where a status stands: `t` is the share of the run behind it (0-1), `within` the share of the current step. */
export interface StatusMoment {
  readonly phase: 'running' | 'done' | 'decision' | 'failed';
  readonly t: number;
  readonly within: number;
}

const PERCENT_FIELDS = ['percentage', 'progress'] as const;
const COUNT_FIELDS = [
  ['current', 'max'],
  ['processedRecords', 'totalRecords'],
] as const;
/** Results that only a finished job has (the file to download). */
const RESULT_FIELDS = ['downloadUrl', 'resultUrl', 'fileUrl'] as const;
/** Texts that explain a failure: empty unless the job failed (a numeric `message` is a campaign creation step instead). */
const FAILURE_FIELDS = ['errorMessage', 'message', 'detail'] as const;
/** The fields a status may name its job by (the id parameter of its status operation). */
const ID_FIELDS = ['id', 'key', 'importId', 'exportId', 'progressId', 'processingId', 'statusId', 'deletionId', 'uploadID'] as const;

const has = (status: StatusRecord, field: string) => Object.hasOwn(status, field);

/**
 * Writes the job's id into the field that names it: the field of the id parameter's name, else an
 * import's `importId` (a document template import is read by `id` and names itself `importId`).
 */
export function writeId(status: StatusRecord, idParameter: string, id: unknown): void {
  if (typeof id !== 'string' && typeof id !== 'number') return;
  const field = ID_FIELDS.find((name) => name === idParameter && has(status, name)) ?? (has(status, 'importId') ? 'importId' : undefined);
  if (field === undefined) return;
  // A number travels as text in a path (`-1`, `1e3` too): the status keeps the contract's type, never text for a number.
  if (typeof status[field] === 'string') status[field] = String(id);
  else if (typeof status[field] !== 'number') status[field] = id;
  else if (typeof id === 'number' || (id.trim() !== '' && Number.isSafeInteger(Number(id)))) status[field] = Number(id);
}

/** Writes progress, result and failure fields for a moment of the run. */
export function writeProgress(status: StatusRecord, example: StatusRecord, { phase, t, within }: StatusMoment): void {
  const share = phase === 'done' ? 1 : Math.min(1, Math.max(0, t));
  for (const field of PERCENT_FIELDS) if (has(status, field)) status[field] = Math.round(share * 100);
  for (const [current, max] of COUNT_FIELDS) {
    if (!has(status, current) || !has(status, max)) continue;
    const total = typeof example[max] === 'number' && example[max] > 0 ? example[max] : 100;
    status[max] = total;
    status[current] = Math.round(share * total);
  }
  if (has(status, 'isFinished')) status.isFinished = phase === 'done' || phase === 'failed';
  if (phase !== 'done') for (const field of RESULT_FIELDS) if (has(status, field)) status[field] = null;
  // A failure and a decision say why in their texts; a running or done job has none.
  if (phase === 'running' || phase === 'done') {
    for (const field of FAILURE_FIELDS) if (has(status, field) && typeof status[field] !== 'number') status[field] = null;
    if (has(status, 'errorDetails')) status.errorDetails = [];
  }
  writeStepPercent(status, phase, within);
}

/** A campaign creation step that reports a percentage carries it as text in `messageDetail`. */
function writeStepPercent(status: StatusRecord, phase: StatusMoment['phase'], within: number): void {
  if (!has(status, 'messageDetail') || phase === 'failed') return;
  const step = status.message;
  const percentStep = phase === 'running' && typeof step === 'number' && CAMPAIGN_CREATION_PERCENT_STEPS.includes(step);
  status.messageDetail = percentStep ? String(Math.round(Math.min(1, Math.max(0, within)) * 100)) : null;
}

/** The id the scripts write into statuses of their own, to ask the catalogue's reader what a status means. */
export const PROBE_ID = 'sandbox-probe';
