/**
 * The statuses the sandbox derives from the contract for every job, read by the catalogue's own
 * reader (so a reader that misreads a state fails here): running with progress that never goes back and grows where the status can show it, with
 * the platform's messages, then done; a decision where the reader knows one. No clock, no network.
 */
import { describe, expect, it } from 'vitest';
import { jobs, type JobName } from '../../../src/jobs/catalogue.js';
import { progressFraction, type JobReading } from '../../../src/jobs/job-definition.js';
import { UNKNOWN_STATE } from '../../../src/messages/index.js';
import { exampleReply } from '../../../src/msw/index.js';
import { statusScript } from '../../../src/sandbox/jobs/index.js';

const JOB_NAMES = Object.keys(jobs) as JobName[];
/** Every share of a run at which a status is read: fine enough to meet every step of the longest job. */
const SHARES = Array.from({ length: 200 }, (_, i) => i / 200);

const idOf = (job: JobName): unknown => (job === 'render' ? ['r-1', 'r-2', 'r-3'] : `sandbox-${job}`);
const read = (job: JobName, status: unknown) => (jobs[job] as { read(status: unknown, id: unknown): JobReading }).read(status, idOf(job));

/** Where a reading stands: its step (with the step's share), else its count or percentage. */
const positionOf = (reading: JobReading) => progressFraction(reading.progress) ?? -1;

/** The example status shows progress the reader can see: a state, a percentage or a count. */
function canShowProgress(job: JobName): boolean {
  const example = exampleReply(jobs[job].status.id).responseObject as Record<string, unknown>;
  if (job === 'render') return true;
  return ['state', 'percentage', 'progress', 'current'].some((field) => Object.hasOwn(example, field));
}

describe.each(JOB_NAMES)('the sandbox statuses of %s', (job) => {
  const script = statusScript(job);
  const readings = SHARES.map((share) => read(job, script.running(share, idOf(job))));

  it('read as running all through the run, with the platform messages', () => {
    expect(readings.every((reading) => reading.phase === 'running')).toBe(true);
    expect(readings.some((reading) => reading.message === UNKNOWN_STATE)).toBe(false);
  });

  it('never go back, and move on where the status can show it', () => {
    const positions = readings.map(positionOf);
    positions.slice(1).forEach((position, i) => expect(position).toBeGreaterThanOrEqual(positions[i]!));
    const distinct = new Set(readings.map((reading) => `${reading.message}|${positionOf(reading)}`));
    if (canShowProgress(job)) expect(distinct.size).toBeGreaterThan(1);
  });

  it('walk through every running step the script has', () => {
    const messages = new Set(readings.map((reading) => reading.message));
    const steps = new Set(readings.map((reading) => reading.progress?.step?.index));
    expect(Math.max(messages.size, steps.size)).toBeLessThanOrEqual(script.steps);
    if (script.steps > 1) expect(Math.max(messages.size, steps.size)).toBeGreaterThan(1);
  });

  it('end done', () => {
    expect(read(job, script.done(idOf(job))).phase).toBe('done');
  });

  it('ask for a decision exactly where the reader knows one', () => {
    const decision = script.decision(idOf(job));
    if (decision === undefined) return;
    const reading = read(job, decision);
    expect(reading.phase).toBe('decision');
    expect(reading.decision).toBeDefined();
  });
});

describe('the derived statuses', () => {
  it('take the steps in the contract order: a campaign creation reports its steps one after another', () => {
    const script = statusScript('campaignCreate');
    const indexes = SHARES.map((share) => read('campaignCreate', script.running(share, 's')).progress?.step?.index);
    expect(indexes[0]).toBe(0);
    expect(new Set(indexes).size).toBe(script.steps);
  });

  it('ask for the decisions of the template, document template and image imports', () => {
    const asking = JOB_NAMES.filter((job) => statusScript(job).decision(idOf(job)) !== undefined);
    expect(asking.sort()).toEqual(['campaignTemplateImport', 'documentTemplateImport', 'imageImport']);
  });

  it('name the job in the status where the status has a field for its id', () => {
    const status = statusScript('contactsExport').running(0.5, 'exp-42') as Record<string, unknown>;
    expect(status.exportId).toBe('exp-42');
    expect(read('contactsExport', status).progress).toEqual({ percent: 50 });
  });

  it('fail with the outcome a plan names: a taken campaign name reads as the platform says it', () => {
    const status = statusScript('campaignCreate').outcome('destinationNameAlreadyTaken', 's', 'Sommerfest');
    expect(read('campaignCreate', status)).toMatchObject({
      phase: 'failed',
      message: "The campaign name 'Sommerfest' is already taken. Please choose another name.",
    });
  });
});
