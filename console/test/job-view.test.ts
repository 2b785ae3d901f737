/** How a job's useJob state reads on screen: the SDK's words, the count or percentage, the bar's value. */
import { DsmValidationError, jobs } from '@dsm/sdk';
import { describe, expect, it } from 'vitest';
import { isActive, isRefused, jobPercent, jobText, type JobView } from '../src/jobs/job-view';

const create = (change: Partial<JobView>): JobView => ({ name: jobs.campaignCreate.name, phase: 'running', message: '', ...change });
/** A job as useJob shows it: the status read by the SDK's catalogue (message and progress). */
const polled = (job: typeof jobs.campaignCreate | typeof jobs.campaignTemplateImport, status: unknown): JobView => {
  const { phase, message, progress } = job.read(status as never, 'job-1');
  return { name: job.name, phase, status, message, ...(progress && { progress }) };
};

describe('job view', () => {
  it('reads a campaign creation as the platform words its steps, the bar by the steps behind it', () => {
    const unzipping = polled(jobs.campaignCreate, { state: 1, message: 1 });
    const checkins = polled(jobs.campaignCreate, { state: 1, message: 13, messageDetail: '40' });
    expect(jobText(unzipping)).toBe('Unzipping');
    expect(jobText(checkins)).toBe('Waiting for resource check-ins (40 %)');
    expect(jobPercent(unzipping)).toBe(Math.round((1 / 17) * 100));
    expect(jobPercent(checkins)).toBe(Math.round((13.4 / 17) * 100)); // 13 of 17 steps behind it, and 40 % of the 14th
    expect(jobPercent(checkins)).toBeGreaterThan(jobPercent(polled(jobs.campaignCreate, { state: 1, message: 13 }))!);
    expect(jobText(create({ phase: 'done', message: 'finished' }))).toBe('Finished');
    // The done status says nothing of progress; the SDK's reading of it is complete.
    expect(jobPercent(polled(jobs.campaignCreate, { state: 2, message: 19 }))).toBe(100);
    expect(jobText(create({ phase: 'failed', message: "The campaign name 'Summer' is already taken. Please choose another name." }))).toBe(
      "The campaign name 'Summer' is already taken. Please choose another name.",
    );
    expect(jobText(create({ phase: 'cancelled', message: 'reading databases' }))).toBe('Cancelled (reading databases)');
  });

  it('counts a contact import and says how many contacts it imported', () => {
    const running = {
      name: jobs.contactImportFromUrl.name,
      phase: 'running',
      message: 'Importing contacts',
      progress: { current: 50, max: 200 },
    } as const;
    expect(jobText(running)).toBe('Importing contacts (50 of 200)');
    expect(jobPercent(running)).toBe(25);
    expect(jobText({ ...running, phase: 'done', message: '', status: { state: 2, current: 200, max: 200 } })).toBe('Imported 200 contacts');
  });

  it("moves a template import bar by its progress details and asks its decision in the user's words", () => {
    const at = (progressDetail: number) => jobPercent(polled(jobs.campaignTemplateImport, { state: 1, progressDetail }));
    expect(at(4)).toBeGreaterThan(at(1)!);
    expect(at(8)).toBe(Math.round((8 / 9) * 100));
    expect(jobText({ name: jobs.campaignTemplateImport.name, phase: 'done', message: '' })).toBe('Template imported');
    expect(
      jobText({ name: jobs.campaignTemplateImport.name, phase: 'decision', message: 'A template with this name exists; the user must…' }),
    ).toBe('A template with this name exists: overwrite it, or import it under a new name.');
    expect(
      jobText({ name: jobs.imageImport.name, phase: 'decision', message: 'User interaction needed. Please send your decisions.' }),
    ).toBe('User interaction needed. Please send your decisions.');
  });

  it('summarises simple statistics and leaves a bar without progress empty', () => {
    const done = {
      name: jobs.simpleStatistics.name,
      phase: 'done',
      message: '',
      status: { isFinished: true, visitors: 987, responders: 143 },
    } as const;
    expect(jobText(done)).toBe('Visitors 987, responders 143');
    expect(jobPercent({ ...done, phase: 'running' })).toBeUndefined();
  });

  it('tells a start the SDK refused (nothing sent) from a job that failed', () => {
    const refused = create({
      phase: 'failed',
      error: new DsmValidationError('Please specifiy the protocol (http, https, ftp).', 'contactsImportFromUrl'),
    });
    expect(isRefused(refused)).toBe(true);
    expect(isRefused({ ...refused, id: 'abc' })).toBe(false);
    expect(isRefused(create({ phase: 'failed', error: new Error('down') }))).toBe(false);
    expect([isActive(create({ phase: 'decision' })), isActive(create({ phase: 'done' }))]).toEqual([true, false]);
  });
});
