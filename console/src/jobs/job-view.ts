/**
 * How a job's useJob state reads on screen: the message line under its progress bar, the bar's value,
 * and whether it was refused before anything was sent. The words are the SDK's (the platform's); the
 * console only adds the count or percentage the status carries and a summary of what a finished job
 * produced.
 */
import { DsmValidationError, progressFraction, type JobProgress, type JobName } from '@dsm/sdk';
import type { UseJobPhase } from '@dsm/sdk/react';

export interface JobView {
  readonly name: string;
  readonly phase: UseJobPhase;
  readonly id?: unknown;
  readonly status?: unknown;
  readonly message: string;
  readonly progress?: JobProgress;
  readonly error?: unknown;
}

type StatusRecord = Record<string, unknown>;
const recordOf = (status: unknown): StatusRecord => (status && typeof status === 'object' ? (status as StatusRecord) : {});
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const sentence = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** What a finished job produced, for the jobs the console starts; others show the SDK's message. */
const DONE: Partial<Record<JobName, (status: StatusRecord, message: string) => string>> = {
  contactImportFromUrl: (status) => `Imported ${numberOf(status.current) ?? numberOf(status.max) ?? 0} contacts`,
  campaignTemplateImport: () => 'Template imported',
  simpleStatistics: (status) => `Visitors ${numberOf(status.visitors) ?? 0}, responders ${numberOf(status.responders) ?? 0}`,
};

/**
 * What a job waiting for a decision asks of the user, for the decisions the console answers; the contract's
 * text of the state describes the state for developers ("the user must choose…"), not the choice.
 */
const ASKS: Partial<Record<JobName, string>> = {
  campaignTemplateImport: 'A template with this name exists: overwrite it, or import it under a new name.',
};

/** The message line of a job. */
export function jobText(job: JobView): string {
  switch (job.phase) {
    case 'idle':
    case 'starting':
      return 'Starting';
    case 'cancelled':
      return job.message ? `Cancelled (${job.message})` : 'Cancelled';
    case 'done':
      return DONE[job.name as JobName]?.(recordOf(job.status), job.message) ?? (sentence(job.message) || 'Finished');
    case 'failed':
      return job.message || 'The job failed.';
    case 'decision':
      return ASKS[job.name as JobName] ?? (sentence(job.message) || 'Waiting for a decision');
    case 'running': {
      const text = sentence(job.message) || 'Running';
      const { percent, current, max } = job.progress ?? {};
      if (current !== undefined && max !== undefined && max > 0) return `${text} (${current} of ${max})`;
      if (percent !== undefined) return `${text} (${percent} %)`;
      return text;
    }
  }
}

/** The progress bar's value (0-100), or undefined when the status says nothing of how far the job is. */
export function jobPercent(job: JobView): number | undefined {
  const fraction = progressFraction(job.progress);
  return fraction === undefined ? undefined : Math.round(fraction * 100);
}

/** Refused by the SDK's checks before anything was sent: no job was started. */
export function isRefused(job: JobView): boolean {
  return job.phase === 'failed' && job.id === undefined && job.error instanceof DsmValidationError;
}

/** Still polling (or starting): the cancel button applies. */
export function isActive(job: JobView): boolean {
  return job.phase === 'starting' || job.phase === 'running' || job.phase === 'decision';
}
