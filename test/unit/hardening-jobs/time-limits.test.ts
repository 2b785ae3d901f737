/**
 * Time limits everywhere (client, per call, raw, pollUntil, waitForJob): 0 and Infinity mean no
 * limit, 2^31 ms or more is capped at 2^31-1 instead of firing at once, a negative or NaN limit is a
 * typed refusal and sends nothing. Fake timers: whether a call has settled is asserted, never how fast.
 */
import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDsmClient } from '../../support/full-client.js';
import { DsmConfigError, DsmTimeoutError, DsmValidationError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { pollUntil } from '../../../src/jobs/poll.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { MAX_TIMER_MS, openScope, timeLimit, withDeadline } from '../../../src/transport/deadline.js';

const DAY = 24 * 60 * 60_000;
const neverAnswers = () => new Promise<Response>(() => {});

function clientWith(timeout?: number | null) {
  const sent: string[] = [];
  const fetch = (request: Request) => {
    sent.push(request.url);
    return neverAnswers();
  };
  const client = createDsmClient({
    targetSystem: 'demo.example.com',
    publicKey: 'p',
    privateKey: 'k',
    fetch: fetch as typeof globalThis.fetch,
    ...(timeout !== undefined ? { timeout } : {}),
  });
  return { client, sent };
}

/** Whether the promise has settled after the timers have run `ms` further. */
async function settledAfter(promise: Promise<unknown>, ms: number) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('the shared limit: timeLimit', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    [0, undefined],
    [Infinity, undefined],
    [1, 1],
    [30_000, 30_000],
    [MAX_TIMER_MS, MAX_TIMER_MS],
    [2 ** 31, MAX_TIMER_MS],
    [Number.MAX_VALUE, MAX_TIMER_MS],
  ])('%s ms → %s', (given, limit) => {
    expect(timeLimit(given)).toBe(limit);
  });

  it.each([[-1], [-Infinity], [NaN], ['100'], [{}], [true], [10n]])('%s is a DsmValidationError', (given) => {
    expect(() => timeLimit(given)).toThrow(DsmValidationError);
  });

  it('MAX_TIMER_MS is the largest delay a timer holds', () => {
    expect(MAX_TIMER_MS).toBe(2 ** 31 - 1);
  });
});

describe('no limit and large limits never end a call early', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['client timeout Infinity', Infinity, {}],
    ['client timeout 0', 0, {}],
    ['client timeout 2^31', 2 ** 31, {}],
    ['client timeout 1e15', 1e15, {}],
    ['call timeout Infinity', undefined, { timeout: Infinity }],
    ['call timeout 0', undefined, { timeout: 0 }],
    ['call timeout 2^31', undefined, { timeout: 2 ** 31 }],
    ['call timeout 2^32 + 5', undefined, { timeout: 2 ** 32 + 5 }],
  ])('%s: still pending after a day', async (_what, clientTimeout, callOptions) => {
    const { client, sent } = clientWith(clientTimeout);
    const call = client.call('contactsCount', undefined, callOptions);
    expect(await settledAfter(call, DAY)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['client', 2 ** 31, {}],
    ['call', undefined, { timeout: 2 ** 40 }],
  ])('a %s limit of 2^31 ms or more ends at 2^31-1 ms with a DsmTimeoutError', async (_what, clientTimeout, callOptions) => {
    const { client } = clientWith(clientTimeout);
    const outcome = client.call('contactsCount', undefined, callOptions).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', timeoutMs: MAX_TIMER_MS });
  });

  it('raw calls follow the client’s limit: Infinity is no limit', async () => {
    const { client } = clientWith(Infinity);
    expect(await settledAfter(client.raw.GET('/api/contacts/count'), DAY)).toBe(false);
  });

  it.each([
    ['Infinity', Infinity],
    ['0', 0],
    ['2^31', 2 ** 31],
  ])('pollUntil with timeout %s keeps polling after a day', async (_what, timeout) => {
    let reads = 0;
    const done = pollUntil(async () => ++reads, { intervalMs: 60_000, isFinal: () => false, timeout });
    expect(await settledAfter(done, DAY)).toBe(false);
    expect(reads).toBe(DAY / 60_000 + 1);
  });

  it.each([
    ['Infinity', Infinity],
    ['0', 0],
    ['2^31', 2 ** 31],
  ])('waitForJob with timeout %s keeps waiting after a day', async (_what, timeout) => {
    const { client } = clientWith(0);
    const done = waitForJob(client, jobs.campaignCreate, 'st', { timeout });
    expect(await settledAfter(done, DAY)).toBe(false);
  });

  it('waitForJob’s default limit (30 minutes) covers the whole wait, not each round', async () => {
    let asked = 0;
    const client = {
      send: async ({ id }: { id: string }) => (id.includes('Continue') ? { state: 1 } : (asked++, { state: 2, errorCode: 9 })),
    } as never;
    const done = waitForJob(client, jobs.campaignTemplateImport, 'imp', {
      onDecision: () => new Promise((r) => setTimeout(() => r({ overwrite: true }), 10 * 60_000)),
    });
    const assertion = expect(done).rejects.toMatchObject({ kind: 'timeout', timeoutMs: 30 * 60_000 });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    await assertion;
    expect(asked).toBe(3);
  });
});

describe('a negative or NaN limit is refused before anything is sent', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it.each([[-1], [NaN], [-Infinity]])('client timeout %s: DsmConfigError', (timeout) => {
    expect(() => createDsmClient({ targetSystem: 'demo.example.com', timeout })).toThrow(DsmConfigError);
  });

  it.each([[-1], [NaN], [-Infinity], ['5' as unknown as number]])(
    'call timeout %s: a rejected DsmValidationError, nothing sent',
    async (timeout) => {
      const { client, sent } = clientWith();
      const call = client.call('contactsCount', undefined, { timeout });
      await expect(call).rejects.toBeInstanceOf(DsmValidationError);
      expect(sent).toHaveLength(0);
    },
  );

  it.each([[-1], [NaN], [-Infinity]])('pollUntil timeout %s: a rejected DsmValidationError, nothing read', async (timeout) => {
    const read = vi.fn(async () => 1);
    await expect(pollUntil(read, { intervalMs: 10, isFinal: () => true, timeout })).rejects.toBeInstanceOf(DsmValidationError);
    expect(read).not.toHaveBeenCalled();
  });

  it.each([[-1], [NaN], [Infinity], [-Infinity]])(
    'pollUntil interval %s: a rejected DsmValidationError, nothing read',
    async (intervalMs) => {
      const read = vi.fn(async () => 1);
      await expect(pollUntil(read, { intervalMs, isFinal: () => true })).rejects.toBeInstanceOf(DsmValidationError);
      expect(read).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['timeout -1', { timeout: -1 }],
    ['timeout NaN', { timeout: NaN }],
    ['intervalMs -5', { intervalMs: -5 }],
    ['intervalMs NaN', { intervalMs: NaN }],
  ])('waitForJob %s: a rejected DsmValidationError, nothing sent', async (_what, options) => {
    const { client, sent } = clientWith();
    await expect(waitForJob(client, jobs.campaignCreate, 'st', options)).rejects.toBeInstanceOf(DsmValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('the shared scope: signal and limit in one place', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('ends with the timeout, then removes its listener from the caller’s signal', async () => {
    const controller = new AbortController();
    const scope = openScope({ signal: controller.signal, timeout: 1_000 });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    const assertion = expect(scope.ended).rejects.toBeInstanceOf(DsmTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
    scope.close();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('an already aborted signal ends the scope at once and the request is never started', async () => {
    const controller = new AbortController();
    controller.abort('gone');
    const run = vi.fn(neverAnswers);
    await expect(withDeadline(run, { signal: controller.signal, timeout: 0 })).rejects.toMatchObject({ kind: 'network', aborted: true });
    expect(run).not.toHaveBeenCalled();
  });

  it('a request that throws synchronously is a rejected DsmNetworkError, and the timer is cleared', async () => {
    const outcome = withDeadline(
      () => {
        throw new Error('boom');
      },
      { timeout: 5_000 },
    );
    await expect(outcome).rejects.toMatchObject({ kind: 'network', message: 'boom' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the signal a fetch is given with a time limit alone', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  /** A client whose fetch keeps its second argument and answers only when told. */
  function holdingClient(timeout: number) {
    const given: { init?: { signal?: AbortSignal } } = {};
    let answer = (_response: Response) => {};
    const fetch = (_request: Request, init?: { signal?: AbortSignal }) => {
      given.init = init;
      return new Promise<Response>((resolve) => (answer = resolve));
    };
    const client = createDsmClient({ targetSystem: 'demo.example.com', fetch: fetch as typeof globalThis.fetch, timeout });
    return { client, given, answer: (response: Response) => answer(response) };
  }

  it.each([
    ['read when the request starts', true],
    ['read only after the limit ran out', false],
  ])('aborts with the DsmTimeoutError when the limit runs out (%s)', async (_, readAtOnce) => {
    const { client, given } = holdingClient(1_000);
    const outcome = client.call('contactsCount').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const early = readAtOnce ? given.init?.signal : undefined;
    expect(early?.aborted ?? false).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(DsmTimeoutError);
    const signal = early ?? given.init?.signal;
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBe(error);
  });

  it('passes on through a fetch that spreads its init, and never aborts once the call has ended', async () => {
    const { client, given, answer } = holdingClient(1_000);
    const outcome = client.call('contactsCount');
    await vi.advanceTimersByTimeAsync(0);
    const spread = { ...given.init };
    answer(new Response(JSON.stringify({ state: 0, responseObject: 3 }), { status: 200 }));
    await expect(outcome).resolves.toBe(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(spread.signal).toBeInstanceOf(AbortSignal);
    expect(spread.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a read that takes over the signal it is given', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('setting signal.onabort and never answering still ends the poll at its limit', async () => {
    const read = (signal: AbortSignal) => {
      signal.onabort = () => {};
      return new Promise<never>(() => {});
    };
    const outcome = pollUntil(read, { intervalMs: 100, isFinal: () => true, timeout: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBeInstanceOf(DsmTimeoutError);
  });
});
