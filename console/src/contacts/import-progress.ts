/** What a contact import status says (seed 001 §4 progress details, §8 contact import errors). */

export interface ContactImportStatus {
  state: number;
  progressDetail?: number;
  errorCode?: number;
  max?: number;
  current?: number;
  errorDetails?: string[];
}

/** Contact import state (seed 001 §4): queued 0, running 1, completed 2. */
export const CONTACT_IMPORT_COMPLETED = 2;
/** The seeds give no poll interval for contact imports; once a second. */
export const CONTACT_IMPORT_POLL_MS = 1000;

const DETAILS = ['Preparing import job', 'Downloading file', 'Reading contacts', 'Importing contacts'];
const ERRORS: Record<number, string> = {
  1: 'Unknown error. Please contact the support.',
  2: 'Could not find the import status.',
  3: 'Could not download the data file: {details}',
  4: 'Could not import contacts: {details}',
  5: 'Could not load the status.',
};

export function describeImportStatus(status: ContactImportStatus): { progress: number | null; message: string; failed: boolean } {
  const details = (status.errorDetails ?? []).join(' ');
  if (status.errorCode && status.errorCode !== 0) {
    const template = ERRORS[status.errorCode] ?? `Unknown error ${status.errorCode}.`;
    return { progress: null, message: template.replace('{details}', details), failed: true };
  }
  const progress = status.max ? Math.min(1, (status.current ?? 0) / status.max) : null;
  if (status.state === CONTACT_IMPORT_COMPLETED) return { progress: 1, message: `Imported ${status.current ?? status.max ?? 0} contacts`, failed: false };
  const detail = DETAILS[status.progressDetail ?? 0] ?? 'Importing';
  const count = status.max ? ` (${status.current ?? 0} of ${status.max})` : '';
  return { progress, message: `${detail}${count}`, failed: false };
}
