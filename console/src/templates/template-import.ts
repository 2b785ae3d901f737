/**
 * What a campaign template import status says (seed 001 §4 progress details, §8 template import errors;
 * the texts the seeds leave out are the contract's enum descriptions).
 */
export interface TemplateImportStatus {
  state: number;
  progressDetail?: number;
  errorCode?: number;
}

/** Template import states (contract): queued 0, running 1, completed 2. */
export const TEMPLATE_IMPORT_COMPLETED = 2;
/** errorCode 9: the user must choose overwrite or a new name, then continue the import. */
export const NEEDS_DECISION = 9;

const STEPS = [
  'Import started',
  'Extracting file',
  'Extracted file',
  'Extracting campaign information',
  'Inserting campaign template',
  'Reading info.bin',
  'Read info.bin',
  'Checking file system for campaign template',
  'Moving campaign template files',
];

const ERRORS = [
  'No error.',
  'Unknown error.',
  'Could not find status. Please try to upload again.',
  'Could not load the status.',
  'Could not create a temporary directory.',
  'Could not extract the template zip file.',
  'Could not find info.bin file. Maybe this is not a campaign template.',
  'Could not check for the info.bin file.',
  'Could not read the info.bin file.',
  'A template with this name exists: choose overwrite or a new name.',
  'Could not check whether the template directory exists.',
  'Could not move the template directory.',
  'Could not store the template information.',
];

export type TemplateImportReading =
  | { kind: 'running'; progress: number; message: string }
  | { kind: 'finished'; message: string }
  | { kind: 'needsDecision'; message: string }
  | { kind: 'failed'; message: string };

export function readTemplateImport(status: TemplateImportStatus): TemplateImportReading {
  if (status.state !== TEMPLATE_IMPORT_COMPLETED) {
    const step = status.progressDetail ?? 0;
    return { kind: 'running', progress: Math.min(step, STEPS.length - 1) / STEPS.length, message: STEPS[step] ?? `Step ${step}` };
  }
  const code = status.errorCode ?? 0;
  if (code === 0) return { kind: 'finished', message: 'Template imported' };
  if (code === NEEDS_DECISION) return { kind: 'needsDecision', message: ERRORS[code]! };
  return { kind: 'failed', message: ERRORS[code] ?? `Unknown error ${code}.` };
}
