/** Readers of the contact jobs with their own status shapes: list imports and file uploads. */
import { ContactImportErrorCode, ContactImportState } from '../../../generated/model/index.js';
import { contactImportErrorMessage, contactImportProgressMessage } from '../../messages/contact-import.js';
import { UNKNOWN_STATE } from '../../messages/format.js';
import type { JobReading } from '../job-definition.js';
import { asRecord, malformed, numericState, reading } from './shared.js';

export function readContactImport(status: unknown, _id: unknown, job: string): JobReading<never> {
  const { record, state } = numericState(job, status);
  if (state === ContactImportState.queued || state === ContactImportState.running) {
    const detail = typeof record.progressDetail === 'number' ? record.progressDetail : 0;
    const current = record.current;
    const max = record.max;
    const progress = typeof current === 'number' && typeof max === 'number' ? { current, max } : undefined;
    return reading('running', contactImportProgressMessage(detail), { progress });
  }
  if (state !== ContactImportState.completed) throw malformed(job, status, UNKNOWN_STATE, state);
  const errorCode = record.errorCode ?? ContactImportErrorCode.none;
  if (errorCode === ContactImportErrorCode.none) return reading('done', '');
  const details = Array.isArray(record.errorDetails) ? record.errorDetails.filter((d): d is string => typeof d === 'string') : [];
  return reading('failed', contactImportErrorMessage(typeof errorCode === 'number' ? errorCode : ContactImportErrorCode.unknown, details));
}

/** Contact file uploads report a text state (the contract's examples: uploaded, importing, finished). */
const FILE_UPLOAD_FAILED_STATES: readonly string[] = ['failed', 'error'];
export function readFileUpload(status: unknown, _id: unknown, job: string): JobReading<never> {
  const record = asRecord(job, status);
  const state = record.state;
  if (typeof state !== 'string') throw malformed(job, status, UNKNOWN_STATE, state);
  const lower = state.toLowerCase();
  if (lower === 'finished') return reading('done', state);
  if (FILE_UPLOAD_FAILED_STATES.includes(lower)) return reading('failed', state);
  return reading('running', state);
}
