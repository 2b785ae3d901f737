/**
 * Every job ends: against servers that never let go (a decision asked again and again, a status that
 * stays running, failures in between, a user who never answers, a call that never answers), each
 * wait ends with a typed error, waits the job's interval between rounds, and sends a bounded number
 * of requests. Fake timers: the counts, not the wall clock, carry the assertions.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDsmClient } from '../../../src/client.js';
import { DsmValidationError } from '../../../src/errors.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { pollUntil } from '../../../src/jobs/poll.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { MAX_JOB_DECISIONS, waitForJob } from '../../../src/jobs/wait-for-job.js';
import { dsmHandlers } from '../../../src/msw/index.js';

type Answer = (path: string, body: unknown) => unknown;

/** A signed client whose fetch answers at once (a resolved promise, no timer), logging each request with its time. */
function serverThat(answer: Answer) {
  const log: Array<{ path: string; at: number }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    log.push({ path, at: Date.now() });
    const text = await request.text();
    const responseObject = answer(path, text ? JSON.parse(text) : undefined);
    if (responseObject instanceof Response) return responseObject;
    if (responseObject instanceof Promise) return responseObject as Promise<never>; // never answers, ignores the signal
    return new Response(JSON.stringify({ state: 0, responseObject, failureMessage: null, failureDetail: null }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createDsmClient({
    targetSystem: 'demo.example.com',
    publicKey: 'p',
    privateKey: 'k',
    fetch: fetch as typeof globalThis.fetch,
    timeout: 0,
  });
  const count = (part: string) => log.filter((entry) => entry.path.includes(part)).length;
  return { client, log, count };
}

const NAME_CLASH = { state: 2, progressDetail: 8, errorCode: 9 } as const;
const TEMPLATE_DECISION = { state: 1001, importId: 'imp', templates: [{ id: 1, name: 'A' }] };
const unavailable = () => new Response('busy', { status: 503, statusText: 'Service Unavailable' });

describe('decision loops end at the decision limit, one interval apart', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    {
      what: 'a template import that answers every new name with another name clash',
      job: jobs.campaignTemplateImport,
      id: 'imp',
      answer: ((path) => (path.includes('continueimport') ? { state: 1 } : NAME_CLASH)) as Answer,
      onDecision: () => ({ newName: 'again' }),
      statusPath: 'getimportstatus',
      answerPath: 'continueimport',
      answersPerDecision: 1,
    },
    {
      what: 'a document template import that asks for its template again and again',
      job: jobs.documentTemplateImport,
      id: 'imp',
      answer: ((path) => (path.includes('continueimport') ? true : TEMPLATE_DECISION)) as Answer,
      onDecision: (decision: { templates: readonly { id?: number }[] }) =>
        decision.templates.map((template) => ({ template, overwrite: true })),
      statusPath: 'getimportstatus',
      answerPath: 'continueimport',
      answersPerDecision: 1,
    },
  ])(
    '$what: a DsmJobError naming the limit after $answersPerDecision answer(s) per decision',
    async ({ job, id, answer, onDecision, statusPath, answerPath, answersPerDecision }) => {
      const server = serverThat(answer);
      const done = waitForJob(server.client, job as typeof jobs.campaignTemplateImport, id, {
        onDecision: onDecision as never,
        timeout: Infinity,
      });
      const assertion = expect(done).rejects.toSatisfy(
        (error) => error instanceof DsmJobError && error.reason === 'decisionLimit' && error.message.includes(String(MAX_JOB_DECISIONS)),
      );
      await vi.runAllTimersAsync();
      await assertion;
      expect(MAX_JOB_DECISIONS).toBe(100);
      expect(server.count(answerPath)).toBe(MAX_JOB_DECISIONS * answersPerDecision);
      expect(server.count(statusPath)).toBe(MAX_JOB_DECISIONS + 1);
      // Between an answer and the next poll the wait waits the job's interval on a timer.
      const polls = server.log.filter((entry) => !entry.path.includes(answerPath)).map((entry) => entry.at);
      const gaps = polls.slice(1).map((at, index) => at - polls[index]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(job.intervalMs);
      // Nothing is sent once the wait has ended.
      const sent = server.log.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.log.length).toBe(sent);
    },
  );

  it('a decision limit is not reached by a job that asks a few times and then finishes', async () => {
    let asked = 0;
    const server = serverThat((path) =>
      path.includes('continueimport') ? { state: 1 } : asked++ < 3 ? NAME_CLASH : { state: 2, errorCode: 0 },
    );
    const done = waitForJob(server.client, jobs.campaignTemplateImport, 'imp', { onDecision: () => ({ overwrite: true as const }) });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ state: 2, errorCode: 0 });
    expect(server.count('continueimport')).toBe(3);
  });
});

describe('waits that never finish end with their time limit or the caller’s abort', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  const table = [
    {
      what: 'a campaign creation that stays running',
      start: (client: ReturnType<typeof serverThat>['client'], options: object) => waitForJob(client, jobs.campaignCreate, 'st', options),
      answer: (() => ({ state: 1, message: 5 })) as Answer,
      interval: jobs.campaignCreate.intervalMs,
    },
    {
      what: 'a render whose polls fail every other time (within the tolerance)',
      start: (client: ReturnType<typeof serverThat>['client'], options: object) => waitForJob(client, jobs.render, ['r1'], options),
      answer: ((): Answer => {
        let n = 0;
        return () => (n++ % 2 ? unavailable() : { r1: { state: 1 } });
      })(),
      interval: jobs.render.intervalMs,
    },
    {
      what: 'a template import whose user never answers the decision',
      start: (client: ReturnType<typeof serverThat>['client'], options: object) =>
        waitForJob(client, jobs.campaignTemplateImport, 'imp', { ...options, onDecision: () => new Promise<never>(() => {}) }),
      answer: (() => NAME_CLASH) as Answer,
      interval: jobs.campaignTemplateImport.intervalMs,
    },
    {
      what: 'a template import whose answer call never gets a reply (a fetch ignoring its signal)',
      start: (client: ReturnType<typeof serverThat>['client'], options: object) =>
        waitForJob(client, jobs.campaignTemplateImport, 'imp', { ...options, onDecision: () => ({ overwrite: true as const }) }),
      answer: ((path) => (path.includes('continueimport') ? new Promise(() => {}) : NAME_CLASH)) as Answer,
      interval: jobs.campaignTemplateImport.intervalMs,
    },
  ];

  it.each(table)(
    '$what: DsmTimeoutError at the overall limit, with at most one request per interval',
    async ({ start, answer, interval }) => {
      const server = serverThat(answer);
      const timeout = 30_000;
      const done = start(server.client, { timeout });
      let settled = false;
      done.catch(() => (settled = true));
      await vi.advanceTimersByTimeAsync(timeout - 1);
      expect(settled).toBe(false);
      const assertion = expect(done).rejects.toMatchObject({ kind: 'timeout', timeoutMs: timeout });
      await vi.advanceTimersByTimeAsync(1);
      await assertion;
      expect(server.log.length).toBeLessThanOrEqual(timeout / interval + 2);
      const sent = server.log.length;
      await vi.advanceTimersByTimeAsync(10 * timeout);
      expect(server.log.length).toBe(sent);
    },
  );

  it.each(table)('$what: the caller’s abort ends it at once, whatever the round', async ({ start, answer }) => {
    const server = serverThat(answer);
    const controller = new AbortController();
    const done = start(server.client, { signal: controller.signal, timeout: 0 });
    const assertion = expect(done).rejects.toMatchObject({ kind: 'network', aborted: true });
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await assertion;
    const sent = server.log.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.log.length).toBe(sent);
  });
});

describe('with a fetch that answers at once and real timers, the time limit still fires', () => {
  it.each([
    ['a status that stays running', jobs.campaignCreate, 'st', (() => ({ state: 1, message: 5 })) as Answer, undefined],
    [
      'a decision asked for ever',
      jobs.campaignTemplateImport,
      'imp',
      ((path) => (path.includes('continueimport') ? { state: 1 } : NAME_CLASH)) as Answer,
      () => ({ overwrite: true as const }),
    ],
  ])('%s, interval 0: ends (timeout or decision limit) with a bounded number of requests', async (_what, job, id, answer, onDecision) => {
    const server = serverThat(answer);
    const done = waitForJob(server.client, job as typeof jobs.campaignTemplateImport, id as string, {
      intervalMs: 0,
      timeout: 200,
      ...(onDecision ? { onDecision } : {}),
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toSatisfy((e) => (e as { kind?: string }).kind === 'timeout' || (e as DsmJobError).reason === 'decisionLimit');
    // Each round waits on a real timer: far from the thousands of requests a microtask loop sends.
    expect(server.log.length).toBeLessThan(2_000);
  });
});

describe('through the SDK’s own MSW handlers (answers without a timer), real timers', () => {
  const server = setupServer();
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  // Loopback and a port nothing listens on: should a request escape the handlers, it stays on this machine.
  const client = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: 9, publicKey: 'p', privateKey: 'k' });

  it('a template import that keeps asking: the wait ends, far below a request per millisecond', async () => {
    server.use(...dsmHandlers({ overrides: { campaignTemplatesGetImportStatus: { responseObject: NAME_CLASH } } }));
    const error = await waitForJob(client, jobs.campaignTemplateImport, 'imp', {
      intervalMs: 0,
      timeout: 300,
      onDecision: () => ({ newName: 'again' }),
    }).catch((e: unknown) => e);
    expect(error).toSatisfy((e) => (e as { kind?: string }).kind === 'timeout' || (e as DsmJobError).reason === 'decisionLimit');
    expect(requests.filter((path) => path.includes('continueimport')).length).toBeLessThanOrEqual(MAX_JOB_DECISIONS);
  });

  it('a status that stays running ends with DsmTimeoutError', async () => {
    server.use(...dsmHandlers({ overrides: { campaignsGetCreateStatus: { responseObject: { state: 1, message: 5 } } } }));
    const error = await waitForJob(client, jobs.campaignCreate, 'st', { intervalMs: 0, timeout: 300 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 300 });
    expect(requests.length).toBeLessThan(2_000);
  });
});

describe('bad loop settings are refused, not looped on', () => {
  it.each([[NaN], [-1], [1.5], [Infinity]])(
    'pollUntil toleratedFailures %s: a DsmValidationError, nothing read',
    async (toleratedFailures) => {
      const read = vi.fn(async () => 1);
      await expect(pollUntil(read, { intervalMs: 1, isFinal: () => true, toleratedFailures })).rejects.toBeInstanceOf(DsmValidationError);
      expect(read).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a text', 'r1'],
    ['a number', 7],
    ['null', null],
    ['an object', { r1: 1 }],
  ])(
    'render ids that are %s (a start reply that is not a list): refused before a poll is sent, and unreadable by the reader',
    async (_what, ids) => {
      const server = serverThat(() => ({ r1: { state: 1 } }));
      await expect(waitForJob(server.client, jobs.render, ids as never)).rejects.toBeInstanceOf(DsmValidationError);
      expect(server.log).toHaveLength(0);
      expect(() => jobs.render.read({ r1: { state: 2 } }, ids as never)).toThrow(DsmJobError);
    },
  );
});
