/**
 * Every documented end of every job, forced through the sandbox's scenarios and seen by the SDK's own
 * `waitForJob`: each failure rejects with a DsmJobError carrying the platform's message for it (the
 * contract's text, its placeholder filled with the scenario's message); a job whose status cannot say a
 * failure rejects with the platform's failure envelope. A status read of an id never started answers as
 * the platform does, and a job whose input names nothing fails with the documented error.
 */
import { describe, expect, it } from 'vitest';
import { JOB_FACTS, type JobFactName } from '../../../generated/job-facts.js';
import { DsmError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import type { JobDefinition } from '../../../src/jobs/job-definition.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { STATUS_NOT_FOUND } from '../../../src/sandbox/jobs/index.js';
import { adminKeysFor, exampleInput, GENEROUS_TIMEOUT_MS, sandboxHarness, startOrWatch, TEST_INTERVAL_MS } from './sandbox-harness.js';

const { sandbox, dsm } = sandboxHarness();
const fast = { intervalMs: TEST_INTERVAL_MS };
type AnyJob = JobDefinition<any, any, any, any, any>;
const NAMES = Object.keys(JOB_FACTS) as JobFactName[];
const TEXT = 'Sommerfest';

/** The message the platform shows for a failure: its text with the argument filled, or the status's own text. */
function expectedMessage(job: JobFactName, outcome: string): string {
  const facts = JOB_FACTS[job];
  const label = facts.outcomes[outcome]!.message;
  if (label === undefined || facts.fields.error !== undefined) return TEXT;
  return label.replace('{0}', TEXT).replace('{details}', TEXT);
}

const failures = NAMES.flatMap((job) =>
  Object.entries(JOB_FACTS[job].outcomes)
    .filter(([, outcome]) => outcome.phase === 'failed')
    .map(([outcome]) => [job, outcome] as const),
);
const silent = NAMES.filter((job) => !Object.values(JOB_FACTS[job].outcomes).some((outcome) => outcome.phase === 'failed'));

describe('a forced failure', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('is documented for nearly every job', () => {
    expect(failures.length).toBeGreaterThan(80);
  });

  it.each(failures)('%s ends in %s with the platform’s message', async (job, outcome) => {
    sandbox.scenarios.next({ job, outcome, failureMessage: TEXT });
    const id = await startOrWatch(dsm, sandbox.store, job);
    const waiting = waitForJob(dsm, jobs[job] as AnyJob, id, { ...fast, ...adminKeysFor(job) });
    await expect(waiting).rejects.toSatisfy((error) => error instanceof DsmJobError && error.reason === 'failed');
    await expect(waiting).rejects.toThrow(expectedMessage(job, outcome));
  });

  it('of a campaign creation without a text names the campaign, as the platform does', async () => {
    sandbox.scenarios.next({ job: 'campaignCreate', outcome: 'destinationNameAlreadyTaken' });
    const id = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: 'Herbstfest2027' } });
    await expect(waitForJob(dsm, jobs.campaignCreate, id, fast)).rejects.toThrow(
      "The campaign name 'Herbstfest2027' is already taken. Please choose another name.",
    );
  });

  it.each(silent)('%s, whose status says no failure, answers the failure envelope', async (job) => {
    sandbox.scenarios.next({ job, outcome: 'failed', failureMessage: TEXT });
    const id = await startOrWatch(dsm, sandbox.store, job);
    const waiting = waitForJob(dsm, jobs[job] as AnyJob, id, { ...fast, ...adminKeysFor(job) });
    await expect(waiting).rejects.toSatisfy((error) => error instanceof DsmError && !(error instanceof DsmJobError));
    await expect(waiting).rejects.toThrow(TEXT);
  });
});

describe('a forced end that is no failure', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('runs a document template import that would ask for decisions to done', async () => {
    sandbox.scenarios.next({ job: 'documentTemplateImport', outcome: 'finished' });
    const id = await startOrWatch(dsm, sandbox.store, 'documentTemplateImport');
    const status = await waitForJob(dsm, jobs.documentTemplateImport, id as string, fast);
    expect(jobs.documentTemplateImport.read(status, id as string).phase).toBe('done');
  });

  it('asks for a decision with the fields the scenario gives', async () => {
    sandbox.scenarios.next({ job: 'imageImport', decision: { detail: 'Pick the images to keep.' } });
    const id = await startOrWatch(dsm, sandbox.store, 'imageImport');
    const status = await waitForJob(dsm, jobs.imageImport, id as string, fast);
    expect(jobs.imageImport.read(status, id as string)).toMatchObject({
      phase: 'decision',
      decision: { detail: 'Pick the images to keep.' },
    });
  });
});

/** The contract's example id of a job's status call: one no start of a fresh sandbox gave. */
function exampleId(job: JobFactName): unknown {
  const { id, status } = JOB_FACTS[job];
  const input = exampleInput(status as never);
  const source = (id.in === 'path' ? input.path : input.body) as Record<string, unknown>;
  if (id.name !== undefined) return source[id.name];
  return Object.fromEntries(Object.entries(id.names ?? {}).map(([key, name]) => [key, source[name]]));
}

const started = NAMES.filter((job) => JOB_FACTS[job].start !== undefined);

describe('a status read of an id never started', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it.each(started)('%s answers as the platform does', async (job) => {
    const facts = JOB_FACTS[job];
    const waiting = waitForJob(dsm, jobs[job] as AnyJob, exampleId(job), { ...fast, ...adminKeysFor(job) });
    const message = facts.notFound ? facts.outcomes[facts.notFound]!.message! : STATUS_NOT_FOUND;
    await expect(waiting).rejects.toThrow(message);
    await expect(waiting).rejects.toSatisfy((error) => error instanceof DsmJobError === (facts.notFound !== undefined));
  });

  it.each(started.filter((job) => JOB_FACTS[job].notFound !== undefined))('%s shows no progress of a run that never was', async (job) => {
    const { status, fields, percentSteps } = JOB_FACTS[job];
    const reply = (await dsm.call(status as never, exampleInput(status as never) as never, adminKeysFor(job))) as Record<string, unknown>;
    const progress = [fields.current, fields.max, percentSteps ? undefined : fields.percent].filter(
      (field): field is string => typeof field === 'string' && typeof reply[field] === 'number',
    );
    for (const field of progress) expect(reply[field], field).toBe(0);
  });

  it('of a database import reports managerIdDoesNotExist', async () => {
    const status = await dsm.call('databaseImportStatus', { body: { ManagerId: 'no-such-manager', ThreadId: 1 } });
    expect(status).toMatchObject({ state: 1 });
  });
});

describe('a job whose input names nothing', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('a document replace in a campaign that does not exist fails as the platform reports it', async () => {
    const statusId = await jobs.documentReplace.start.run(dsm, { body: { campaignId: 999_999, documentId: 7, documentTemplateId: 52 } });
    await expect(waitForJob(dsm, jobs.documentReplace, statusId, fast)).rejects.toThrow('Could not find the campaign.');
  });
});
