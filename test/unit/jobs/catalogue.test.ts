/** The job catalogue: every definition names real operations, the documented timing, and reads statuses as the platform's documentation says. */
import { describe, expect, it } from 'vitest';
import { operations as routes } from '../../../generated/operations/index.js';
import type { OperationId } from '../../../generated/operation-ids.js';
import { CHOSEN_INTERVAL_MS, jobs } from '../../../src/jobs/catalogue.js';
import { IMAGE_IMPORT_DECISION_NOTE } from '../../../src/jobs/decisions.js';
import * as jobsEntry from '../../../src/jobs/index.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { progressFraction } from '../../../src/jobs/job-definition.js';

const definitions = Object.entries(jobs);
const pathParameters = (operationId: OperationId) => [...routes[operationId].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The jobs the catalogue must hold at least. */
const REQUIRED = [
  'campaignTemplateImport',
  'campaignCreate',
  'campaignCopy',
  'simpleStatistics',
  'render',
  'documentReplace',
  'documentImport',
  'imageImport',
  'documentTemplateImport',
  'contactImport',
  'contactFileUpload',
  'duplicateProcessing',
  'databaseCreateFromFile',
  'databaseImportFromFile',
  'databaseExport',
  'lpLoginCreation',
  'variableReplace',
  'skinExportByName',
  'resourceZipImport',
  'dataRelationImport',
  'dataRelationExport',
  'fontRestore',
  'databaseSync',
  'unsubscriberImport',
  'unsubscriberExport',
  'contactsExport',
  'dashboardDatabaseExport',
  'translationsExport',
  'translationsImport',
  'migrationPackage',
  'migration',
  'adminStatistics',
  'accountDeletion',
  'resourceImport',
  'databaseRecordUpdate',
  'unsubscriberImportForAccount',
];

describe('the job catalogue', () => {
  it('holds every required job', () => {
    expect(Object.keys(jobs)).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('exports every job alone as `<name>Job`, the same definition as in the table', () => {
    const exported = jobsEntry as unknown as Record<string, unknown>;
    for (const [key, job] of definitions) expect(exported[`${key}Job`], key).toBe(job);
    const alone = Object.keys(exported).filter((name) => name.endsWith('Job') && !['waitForJob', 'defineJob'].includes(name));
    expect(alone.sort()).toEqual(definitions.map(([key]) => `${key}Job`).sort());
  });

  it.each(definitions)('%s names real operations and sends its id where the status call takes it', (key, job) => {
    expect(job.name).toBe(key);
    // Every operation a job sends is the contract's descriptor of that id.
    for (const operation of [job.status, ...(job.start ? [job.start.operation] : []), ...(job.answer?.operations ?? [])]) {
      expect(operation).toEqual(routes[operation.id]);
    }
    const sample =
      key === 'render'
        ? ['r-1']
        : key.match(/lpLogin/)
          ? { serverKey: 'k', threadId: 3 }
          : key.match(/variableReplace/)
            ? { processingKey: 'p', serverKey: 'k' }
            : key.match(/databaseImportFromFile/)
              ? { managerId: 'm', threadId: 4 }
              : key === 'contactFileUpload'
                ? 12
                : key === 'resourceImport'
                  ? { type: 'image', file: 'logo[ptrt]png' }
                  : key === 'unsubscriberImportForAccount'
                    ? { importId: 'i', accountId: 1042 }
                    : 'id-1';
    const input = job.statusInput(sample as never) as { path?: Record<string, unknown>; body?: unknown };
    const expectedPath = pathParameters(job.status.id);
    expect(Object.keys(input.path ?? {}).sort()).toEqual([...expectedPath].sort());
    expect(input.body === undefined).toBe(routes[job.status.id].body === undefined);
  });

  it('polls at the documented intervals, and once a second where the platform’s documentation gives none', () => {
    const intervals = Object.fromEntries(definitions.map(([key, job]) => [key, [job.intervalMs, job.toleratedFailures]]));
    expect(intervals).toMatchObject({
      campaignTemplateImport: [750, 5],
      campaignCreate: [500, 0],
      campaignCopy: [500, 0],
      simpleStatistics: [250, 0],
      render: [500, 5],
      documentReplace: [500, 5],
      documentImport: [500, 5],
      imageImport: [500, 5],
      documentTemplateImport: [500, 5],
      contactImport: [750, 5],
      databaseExport: [CHOSEN_INTERVAL_MS, 5],
    });
    expect(CHOSEN_INTERVAL_MS).toBe(1000);
    // The interval is the platform's exactly when the SDK did not choose it.
    for (const [, job] of definitions) expect(job.timing.intervalFrom === 'sdk').toBe(job.intervalMs === CHOSEN_INTERVAL_MS);
    expect(jobs.campaignCreate.timing).toEqual({
      intervalMs: 500,
      intervalFrom: 'platform',
      toleratedFailures: 0,
      toleranceFrom: 'platform',
    });
    expect(jobs.contactImport.timing).toMatchObject({ intervalFrom: 'platform', toleranceFrom: 'sdk' });
  });
});

describe('what a status means', () => {
  it('campaign creation: the platform’s progress messages, percent on the two steps that carry it, 2 done, 3 failed', () => {
    const read = (status: unknown) => jobs.campaignCreate.read(status, 's');
    // The status names its step of the 17 (started 0 .. importingSets 15, then finished 19): the progress says which.
    expect(read({ state: 1, message: 1 })).toEqual({ phase: 'running', message: 'unzipping', progress: { step: { index: 1, count: 17 } } });
    expect(read({ state: 1, message: 8 })).toEqual({
      phase: 'running',
      message: 'registering resources',
      progress: { step: { index: 8, count: 17 } },
    });
    expect(read({ state: 1, message: 13, messageDetail: '40' })).toEqual({
      phase: 'running',
      message: 'waiting for resource check-ins',
      progress: { percent: 40, step: { index: 13, count: 17 } },
    });
    expect(progressFraction(read({ state: 1, message: 13, messageDetail: '40' }).progress)).toBeCloseTo(13.4 / 17);
    expect(read({ state: 1, message: 15, messageDetail: '75' })).toMatchObject({ message: 'importing sets', progress: { percent: 75 } });
    expect(read({ state: 2, message: 19 })).toEqual({ phase: 'done', message: 'finished', progress: { percent: 100 } });
    expect(read({ state: 3, message: 30, messageDetail: 'Sommer Fest' })).toMatchObject({
      phase: 'failed',
      message: "The campaign name 'Sommer Fest' contains invalid characters (like spaces or special signs). Please choose another one.",
    });
    expect(read({ state: 3, message: 99 })).toMatchObject({ phase: 'failed', message: 'Unknown message: 99' });
    expect(() => read({ state: 'x' })).toThrow(DsmJobError);
  });

  it('template import: progress detail while running, a name clash asks overwrite or new name, other codes fail', () => {
    const read = (status: unknown) => jobs.campaignTemplateImport.read(status, 'imp-9');
    expect(read({ state: 0 })).toEqual({ phase: 'running', message: 'Import started', progress: { step: { index: 0, count: 9 } } });
    expect(read({ state: 1, progressDetail: 5 })).toEqual({
      phase: 'running',
      message: 'Reading info.bin',
      progress: { step: { index: 5, count: 9 } },
    });
    expect(read({ state: 1, progressDetail: 42 }).progress).toBeUndefined(); // a step the platform’s documentation does not list: no share claimed
    expect(read({ state: 2, errorCode: 0 })).toEqual({ phase: 'done', message: '', progress: { percent: 100 } });
    expect(read({ state: 2, errorCode: 9 })).toMatchObject({
      phase: 'decision',
      decision: { kind: 'overwriteOrNewName', importId: 'imp-9' },
    });
    expect(read({ state: 2, errorCode: 6 })).toEqual({
      phase: 'failed',
      message: 'Could not find info.bin file. Maybe this is not a campaign template.',
    });
    expect(read({ state: 2, errorCode: 2 })).toMatchObject({ message: 'Could not find status. Please try to upload again.' });
    expect(() => read({ state: 7 })).toThrow('Unknown state.');
  });

  it('contact import: progress detail and count, the platform’s errors with their details', () => {
    const read = (status: unknown) => jobs.contactImport.read(status, 'c');
    expect(read({ state: 0, progressDetail: 0 })).toEqual({ phase: 'running', message: 'Preparing import job' });
    expect(read({ state: 1, progressDetail: 3, current: 20, max: 80 })).toEqual({
      phase: 'running',
      message: 'Importing contacts',
      progress: { current: 20, max: 80 },
    });
    expect(read({ state: 2, errorCode: 0 })).toMatchObject({ phase: 'done' });
    expect(read({ state: 2, errorCode: 3, errorDetails: ['404 Not Found'] })).toEqual({
      phase: 'failed',
      message: 'Could not download the data file: 404 Not Found',
    });
    expect(read({ state: 2, errorCode: 1 })).toMatchObject({ message: 'Unknown error. Please contact the support.' });
  });

  it('document replace: percentage and detail while waiting for check-ins, done at 500, failed from 1000', () => {
    const read = (status: unknown) => jobs.documentReplace.read(status, 'r');
    expect(read({ state: 200, percentage: 30, detail: 'logo.png' })).toMatchObject({
      phase: 'running',
      progress: { percent: 30 },
      detail: 'logo.png',
    });
    expect(read({ state: 500 })).toMatchObject({ phase: 'done', message: 'Finished.' });
    expect(read({ state: 1000 })).toEqual({ phase: 'failed', message: 'Could not find status. Please retry.' });
    expect(read({ state: 2001 })).toMatchObject({ phase: 'failed' });
  });

  it('document import: the platform’s texts of 101-103', () => {
    const read = (status: unknown) => jobs.documentImport.read(status, 'd');
    expect(read({ state: 100 })).toMatchObject({ phase: 'done' });
    expect(read({ state: 101 }).message).toBe('Could not find status. Please retry.');
    expect(read({ state: 102 }).message).toBe("Could not find document xml. The docml file name must be 'document.xml'.");
    expect(read({ state: 103 }).message).toBe('Could not create campaign. A campaign with the provided name already exists.');
  });

  it('image and document template imports: 1001 asks for decisions', () => {
    expect(jobs.imageImport.read({ state: 1001 }, 'i')).toMatchObject({
      phase: 'decision',
      message: 'User interaction needed. Please send your decisions.',
      decision: { kind: 'imageImport', importId: 'i', note: IMAGE_IMPORT_DECISION_NOTE },
    });
    expect(jobs.imageImport.answer).toBeUndefined(); // the platform offers no call that answers it
    const template = { id: 4, name: 'Flyer' };
    expect(jobs.documentTemplateImport.read({ state: 1001, templates: [template] }, 't')).toMatchObject({
      phase: 'decision',
      decision: { kind: 'documentTemplates', importId: 't', templates: [template] },
    });
    expect(jobs.documentTemplateImport.read({ state: 1002 }, 't')).toMatchObject({ phase: 'failed' });
    expect(jobs.imageImport.read({ state: 101 }, 'i')).toMatchObject({ phase: 'running', message: 'Converting files.' });
  });

  it('render: done when every id is at 2, 3 or 4; counts the finished ones', () => {
    const read = (status: unknown) => jobs.render.read(status, ['a', 'b']);
    expect(read({ a: { state: 2 } })).toEqual({ phase: 'running', message: '', progress: { current: 1, max: 2 } });
    expect(read({ a: { state: 3 }, b: { state: 4 } })).toMatchObject({ phase: 'done' });
    expect(() => read({ a: null })).toThrow(DsmJobError);
  });

  it('jobs with isFinished: percent while running, failed with the error message, done when finished', () => {
    const read = (status: unknown) => jobs.databaseExport.read(status, 'e');
    expect(read({ isFinished: false, progress: 45 })).toEqual({ phase: 'running', message: '', progress: { percent: 45 } });
    expect(read({ isFinished: true, downloadUrl: 'x' })).toEqual({ phase: 'done', message: '', progress: { percent: 100 } });
    expect(read({ isFinished: true, errorMessage: 'Disk full' })).toEqual({ phase: 'failed', message: 'Disk full' });
    expect(jobs.lpLoginCreation.read({ isFinished: false, current: 3, max: 9 }, { serverKey: 'k', threadId: 1 })).toMatchObject({
      progress: { current: 3, max: 9 },
    });
  });

  it('state-list jobs: skin export, database sync, unsubscriber export, database import', () => {
    expect(jobs.skinExportByName.read({ state: 0, message: 'No skin' }, 's')).toMatchObject({ phase: 'failed', detail: 'No skin' });
    expect(jobs.skinExportByName.read({ state: 3 }, 's')).toMatchObject({ phase: 'done' });
    expect(jobs.databaseSync.read({ state: 1 }, 'k')).toMatchObject({ phase: 'running' });
    expect(jobs.unsubscriberExport.read({ state: -1 }, 'x')).toMatchObject({ phase: 'failed' });
    expect(jobs.unsubscriberExport.read({ state: 0 }, 'x')).toMatchObject({ phase: 'failed' });
    expect(jobs.databaseCreateFromFile.read({ state: 2, current: 1, max: 4 }, 'm')).toMatchObject({
      phase: 'running',
      progress: { current: 1, max: 4 },
    });
    expect(jobs.databaseCreateFromFile.read({ state: 6 }, 'm')).toMatchObject({ phase: 'failed', message: 'The job failed.' });
  });
});

describe('resource import, database record updates, unsubscriber import of an account', () => {
  it('resource import: the file named by type and marker name; 0 queued and 2 processing run, 3 done, 1 failed with the status’s own message', () => {
    const id = { type: 'image', file: 'logo[ptrt]png' };
    expect(jobs.resourceImport.statusInput(id)).toEqual({ path: { type: 'image', file: 'logo[ptrt]png' } });
    const read = (status: unknown) => jobs.resourceImport.read(status, id);
    expect(read({ state: 0 })).toMatchObject({ phase: 'running', message: 'The import waits to be run.' });
    expect(read({ state: 2 })).toMatchObject({ phase: 'running', message: 'The import is running.' });
    expect(read({ state: 3 })).toMatchObject({ phase: 'done', message: 'The import has finished.' });
    expect(read({ state: 1, message: 'Could not check in the file.' })).toMatchObject({
      phase: 'failed',
      message: 'Could not check in the file.',
    });
    expect(read({ state: 1, message: null })).toMatchObject({ phase: 'failed', message: 'The import failed.' });
    expect(() => read({ state: 'x' })).toThrow(DsmJobError);
  });

  it('record updates: the creation status with status type 1, read as a database import', () => {
    expect(jobs.databaseRecordUpdate.statusInput('m-1')).toEqual({ body: { ManagerId: 'm-1', StatusType: 1 } });
    expect(jobs.databaseCreateFromFile.statusInput('m-1')).toEqual({ body: { ManagerId: 'm-1', StatusType: 0 } });
    expect(jobs.databaseRecordUpdate.read({ state: 2, current: 3, max: 9 }, 'm-1')).toMatchObject({
      phase: 'running',
      progress: { current: 3, max: 9 },
    });
    expect(jobs.databaseRecordUpdate.read({ state: 3 }, 'm-1')).toMatchObject({ phase: 'done' });
    expect(jobs.databaseRecordUpdate.read({ state: 6 }, 'm-1')).toMatchObject({ phase: 'failed', message: 'The job failed.' });
  });

  it('unsubscriber import of an account: started by the account-scoped add, followed by import and account id', async () => {
    const start = jobs.unsubscriberImportForAccount.start!;
    expect(start.operation.id).toBe('emailAddUnsubscribersForAccount');
    const sent: unknown[] = [];
    const client = {
      send: async (operation: { id: string }, ...rest: unknown[]) => (sent.push([operation.id, ...rest]), 'imp-7'),
    } as never;
    const id = await start.run(client, { path: { accountId: 1042 }, body: { emailAddresses: ['a@example.com'] } }, { adminKeys: true });
    expect(id).toEqual({ importId: 'imp-7', accountId: 1042 });
    expect(sent[0]).toEqual([
      'emailAddUnsubscribersForAccount',
      { path: { accountId: 1042 }, body: { emailAddresses: ['a@example.com'] } },
      { adminKeys: true },
    ]);
    expect(jobs.unsubscriberImportForAccount.statusInput(id)).toEqual({ path: { importId: 'imp-7', accountId: 1042 } });
    expect(jobs.unsubscriberImportForAccount.read({ isFinished: false }, id)).toMatchObject({ phase: 'running' });
    expect(jobs.unsubscriberImportForAccount.read({ isFinished: true }, id)).toMatchObject({ phase: 'done' });
  });
});

describe('progressFraction', () => {
  it.each([
    [undefined, undefined],
    [{}, undefined],
    [{ percent: 45 }, 0.45],
    [{ current: 20, max: 80 }, 0.25],
    [{ current: 5, max: 0 }, undefined],
    [{ step: { index: 4, count: 8 } }, 0.5],
    [{ percent: 50, step: { index: 3, count: 4 } }, 0.875],
    [{ current: 120, max: 100 }, 1],
  ])('%j reads %s', (progress, fraction) => {
    expect(progressFraction(progress)).toBe(fraction);
  });
});
