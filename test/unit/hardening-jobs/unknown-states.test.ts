/**
 * A job status the SDK cannot read ends the wait at once with a DsmJobError (reason 'malformed'), never
 * polls on until the time limit; a callback that fails ends it with the job's typed error (reason
 * 'callback', what it threw as `cause`).
 */
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../../../src/client.js';
import { DsmApiError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { classifyJobState, isJobDone, JOB_STATE_RULES, type JobStateSchema } from '../../../src/jobs/job-states.js';
import { pollUntil } from '../../../src/jobs/poll.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';

const UNKNOWN_STATES: [what: string, state: unknown][] = [
  ['a number the contract does not list', 999],
  ['a negative number', -7],
  ['a state as text', '1'],
  ['an object', {}],
  ['a fraction', 2.5],
  ['null', null],
];

/** Every rule whose contract lists all of its states. */
const CLOSED = (Object.keys(JOB_STATE_RULES) as JobStateSchema[]).filter(
  (schema) => (JOB_STATE_RULES[schema] as { states?: unknown }).states,
);

describe('classifyJobState refuses a state it cannot read', () => {
  it('most rules list their states', () => expect(CLOSED.length).toBeGreaterThanOrEqual(10));

  describe.each(CLOSED)('%s', (schema) => {
    it.each(UNKNOWN_STATES)('%s: a DsmJobError (malformed), not running', (_, state) => {
      expect(() => classifyJobState(JOB_STATE_RULES[schema], state as number)).toThrow(DsmJobError);
      expect(() => isJobDone(JOB_STATE_RULES[schema], state as number)).toThrow(expect.objectContaining({ reason: 'malformed' }));
    });
  });

  it.each(UNKNOWN_STATES.filter(([, state]) => typeof state !== 'number' || !Number.isInteger(state)))(
    'an open rule (any other whole number is running) still refuses %s',
    (_, state) => {
      expect(() => classifyJobState(JOB_STATE_RULES.CampaignCreationFinalState, state as number)).toThrow(DsmJobError);
    },
  );
});

/** A client whose status call answers `status`, counting requests. */
function serverAnswering(status: (path: string) => unknown) {
  let sent = 0;
  const fetch = async (request: Request) => {
    sent += 1;
    const responseObject = status(new URL(request.url).pathname);
    return new Response(JSON.stringify({ state: 0, responseObject }), { headers: { 'Content-Type': 'application/json' } });
  };
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch: fetch as never });
  return { client, sent: () => sent };
}

describe('a poll over the contract’s rules ends at the first unknown state', () => {
  it.each(UNKNOWN_STATES)('%s: rejected with the malformed DsmJobError after one read', async (_, state) => {
    const server = serverAnswering(() => ({ state }));
    const done = pollUntil(
      (signal) => server.client.send<{ state: number }>(jobs.fontRestore.status, jobs.fontRestore.statusInput('f'), { signal }),
      {
        intervalMs: 1,
        timeout: 60_000,
        isFinal: (status) => isJobDone(JOB_STATE_RULES.FontImportState, status.state),
      },
    );
    await expect(done).rejects.toMatchObject({ kind: 'job', reason: 'malformed' });
    expect(server.sent()).toBe(1);
  });

  it.each(UNKNOWN_STATES)('waitForJob on the image import, %s: malformed at once', async (_, state) => {
    const server = serverAnswering(() => ({ state }));
    await expect(waitForJob(server.client, jobs.imageImport, 'imp', { intervalMs: 1, timeout: 60_000 })).rejects.toMatchObject({
      reason: 'malformed',
    });
    expect(server.sent()).toBe(1);
  });
});

const NAME_CLASH = { state: 2, progressDetail: 8, errorCode: 9 };

describe('a callback that fails ends the wait with the job’s typed error', () => {
  const boom = new TypeError('callback bug');
  it.each<[string, () => unknown]>([
    [
      'onDecision throws',
      () => {
        throw boom;
      },
    ],
    ['onDecision rejects', () => Promise.reject(boom)],
    ['onDecision rejects with a non-error', () => Promise.reject({ why: 'no' })],
  ])('%s: DsmJobError, reason callback, cause kept', async (_, onDecision) => {
    const server = serverAnswering((path) => (path.includes('continueimport') ? { state: 1 } : NAME_CLASH));
    const error = await waitForJob(server.client, jobs.campaignTemplateImport, 'imp', {
      intervalMs: 1,
      onDecision: onDecision as never,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmJobError);
    expect(error).toMatchObject({ reason: 'callback', job: 'campaignTemplateImport' });
    expect((error as Error).message).not.toContain('[object');
    expect(JSON.stringify(error)).toContain('callback');
  });

  it('an answer of the wrong shape (not a list of choices) is the job’s typed error, nothing more is sent', async () => {
    const decision = { state: 1001, importId: 'imp', templates: [{ id: 1 }] };
    const server = serverAnswering(() => decision);
    const error = await waitForJob(server.client, jobs.documentTemplateImport, 'imp', {
      intervalMs: 1,
      onDecision: (() => 5) as never,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'job', reason: 'callback' });
    expect(server.sent()).toBe(1);
  });

  it('an answer the server refuses stays the API error it is', async () => {
    const failing = createDsmClient({
      targetSystem: 'demo.example.com',
      fetch: (async (request: Request) =>
        new URL(request.url).pathname.includes('continueimport')
          ? new Response(JSON.stringify({ state: 1, failureMessage: 'Import gone.' }))
          : new Response(JSON.stringify({ state: 0, responseObject: NAME_CLASH }))) as never,
    });
    const error = await waitForJob(failing, jobs.campaignTemplateImport, 'imp', {
      intervalMs: 1,
      onDecision: () => ({ overwrite: true as const }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmApiError);
  });

  it('a throwing onProgressError ends the poll with the typed error, its cause kept', async () => {
    let reads = 0;
    const error = await pollUntil(async () => ++reads, {
      intervalMs: 1,
      isFinal: (count) => count > 3,
      onProgress: () => {
        throw new Error('progress bug');
      },
      onProgressError: () => {
        throw boom;
      },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'job', reason: 'callback' });
    expect((error as Error).cause).toBe(boom);
    expect(reads).toBe(1);
  });

  it('an isFinal that throws something untyped is a malformed status', async () => {
    const error = await pollUntil(async () => 1, {
      intervalMs: 1,
      isFinal: () => {
        throw new RangeError('reader bug');
      },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'job', reason: 'malformed' });
  });
});
