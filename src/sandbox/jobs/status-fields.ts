/**
 * The fields of a status besides its state, written by the roles the contract gives them
 * (`x-dsm-job-fields`, generated/job-facts.ts): progress that grows with the run, results that appear when
 * the job is done, the id that names the job, and the texts that say why a job failed.
 */
import type { JobFacts } from '../../../generated/job-facts.js';

export type StatusRecord = Record<string, unknown>;

/** Where a status stands: `t` is the share of the run behind it (0-1), `within` the share of the current step. */
export interface StatusMoment {
  readonly phase: 'running' | 'done' | 'decision' | 'failed';
  readonly t: number;
  readonly within: number;
}

const role = (facts: JobFacts, name: string): string | undefined => {
  const field = facts.fields[name];
  return typeof field === 'string' ? field : undefined;
};
const has = (status: StatusRecord, field: string | undefined): field is string => field !== undefined && Object.hasOwn(status, field);
const clamp = (share: number) => Math.min(1, Math.max(0, share));

/**
 * Writes the job's id into the field that names it (the role `id`). A number travels as text in a path (`-1`,
 * `1e3` too): the status keeps the contract's type, never text for a number.
 */
export function writeId(status: StatusRecord, facts: JobFacts, id: unknown): void {
  const field = role(facts, 'id');
  if (!has(status, field) || (typeof id !== 'string' && typeof id !== 'number')) return;
  if (typeof status[field] === 'string') status[field] = String(id);
  else if (typeof status[field] !== 'number') status[field] = id;
  else if (typeof id === 'number' || (id.trim() !== '' && Number.isSafeInteger(Number(id)))) status[field] = Number(id);
}

/** Writes progress, results and texts for a moment of the run. */
export function writeProgress(status: StatusRecord, facts: JobFacts, example: StatusRecord, { phase, t, within }: StatusMoment): void {
  const share = phase === 'done' ? 1 : clamp(t);
  const percent = role(facts, 'percent');
  if (has(status, percent) && !facts.percentSteps) status[percent] = Math.round(share * 100);
  const [current, max] = [role(facts, 'current'), role(facts, 'max')];
  if (has(status, current) && has(status, max)) {
    const total = typeof example[max] === 'number' && example[max] > 0 ? example[max] : 100;
    status[max] = total;
    status[current] = Math.round(share * total);
  }
  if (phase !== 'done') for (const field of [facts.fields.result ?? []].flat()) if (has(status, field)) status[field] = null;
  // A failure and a decision say why in their texts; a running or done job has none.
  if (phase === 'running' || phase === 'done') {
    for (const field of [role(facts, 'message'), role(facts, 'error')]) if (has(status, field)) status[field] = null;
    const details = role(facts, 'details');
    if (has(status, details)) status[details] = [];
  }
  // Steps that carry a percentage carry it as text in their percent field (campaign creation's messageDetail).
  const step = role(facts, 'step');
  if (facts.percentSteps && has(status, percent) && phase !== 'failed' && step) {
    const percentStep = phase === 'running' && facts.percentSteps.includes(status[step] as number);
    status[percent] = percentStep ? String(Math.round(clamp(within) * 100)) : null;
  }
}

/** Writes no progress at all, for the status of a run that never was (the platform could not find it). */
export function writeNoProgress(status: StatusRecord, facts: JobFacts): void {
  const fields = [role(facts, 'current'), role(facts, 'max'), facts.percentSteps ? undefined : role(facts, 'percent')];
  for (const field of fields) if (has(status, field) && typeof status[field] === 'number') status[field] = 0;
}

/** Writes a text that says why the job failed into the status's message, error or details field. */
export function writeFailureText(status: StatusRecord, facts: JobFacts, text: string | undefined): void {
  if (text === undefined) return;
  for (const field of [role(facts, 'message'), role(facts, 'error')]) if (has(status, field)) status[field] = text;
  const details = role(facts, 'details');
  if (has(status, details)) status[details] = [text];
}
