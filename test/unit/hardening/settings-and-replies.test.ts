/**
 * Settings a request cannot carry are refused when the client is made, a clock that cannot sign is a
 * configuration error (never a network failure tried again), per-call headers are checked before
 * sending, one signal serves any number of calls, and every reply that breaks the contract is a typed
 * error whose text is readable and whose JSON is bounded.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DsmApiError, DsmConfigError, DsmHttpError, DsmValidationError } from '../../../src/errors.js';
import { queryRetryDelay, shouldRetryQuery } from '../../../src/react/query-defaults.js';
import { createDsmClient } from '../../support/full-client.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';

const SECRET = 'S3CR3T-never-shown';
const base = { targetSystem: 'demo.example.com', publicKey: 'pub', privateKey: 'priv' };

function refusal(config: object): DsmConfigError {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
  try {
    createDsmClient({ ...config, fetch: recorder.fetch } as never);
  } catch (error) {
    expect(error).toBeInstanceOf(DsmConfigError);
    expect(recorder.exchanges).toHaveLength(0);
    return error as DsmConfigError;
  }
  throw new Error('expected createDsmClient to refuse the configuration');
}

const UNSENDABLE: [what: string, value: string][] = [
  ['a CR/LF and a header of its own', `${SECRET}\r\nX-Evil: 1`],
  ['a line feed', `${SECRET}\nmore`],
  ['a NUL', `${SECRET}\0`],
  ['a tab at the end', `${SECRET}\t`],
  ['a space in front', ` ${SECRET}`],
  ['a character beyond Latin-1', `${SECRET}€`],
  ['a control character', `${SECRET}\u0007`],
];
const KEY_SETTINGS = ['publicKey', 'privateKey', 'adminPublicKey', 'adminPrivateKey', 'sourcePublicKey'] as const;

describe('a setting no request header can carry is refused when the client is made', () => {
  describe.each(UNSENDABLE)('with %s', (_, value) => {
    it.each(KEY_SETTINGS)('`%s`: a DsmConfigError naming it, never showing the value', (name) => {
      const error = refusal({ ...base, [name]: value });
      expect(error.message).toContain(`\`${name}\``);
      for (const shown of [error.message, JSON.stringify(error), String(error)]) expect(shown).not.toContain(SECRET);
    });

    it('`designer.campaignName`: a DsmConfigError naming designer', () => {
      const error = refusal({ ...base, designer: { campaignName: value } });
      expect(error.message).toContain('`designer`');
      expect(JSON.stringify(error)).not.toContain(SECRET);
    });
  });

  it.each<[string, unknown]>([
    ['a number', 5],
    ['true', true],
    ['an array', []],
    ['an empty object', {}],
    ['text', 'Summer'],
    ['neither a customer nor a campaign', { customerId: null, campaignName: null }],
    ['a negative customer id', { customerId: -4 }],
    ['a fractional customer id', { customerId: 4.5 }],
    ['a customer id as text', { customerId: '4' }],
  ])('`designer` as %s is refused', (_, designer) => {
    expect(refusal({ ...base, designer }).message).toContain('`designer`');
  });

  it.each<[string, object]>([
    ['a customer', { customerId: 4714 }],
    ['a campaign with spaces and Latin-1 letters', { campaignName: 'Sommer Aktion Ü' }],
    ['both', { customerId: 7, campaignName: 'Summer-3' }],
  ])('a designer with %s is taken', (_, designer) => {
    expect(() => createDsmClient({ ...base, designer })).not.toThrow();
  });
});

describe('a clock that cannot sign is a configuration error, and nothing is sent', () => {
  it.each<[string, () => Date]>([
    [
      'throws',
      () => {
        throw new Error('clock broken');
      },
    ],
    ['gives a year after 9999', () => new Date(Date.UTC(10_000, 0, 1))],
    ['gives a year before 0', () => new Date(-62_167_219_200_001)],
    ['gives an invalid date', () => new Date(Number.NaN)],
    ['gives no date', () => 'now' as never],
  ])('a `now` that %s: DsmConfigError, not retried by the query defaults', async (_, now) => {
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
    const client = createDsmClient({ ...base, now, fetch: recorder.fetch });
    const error = await client.call('contactsCount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmConfigError);
    expect(shouldRetryQuery(0, error)).toBe(false);
    expect(recorder.exchanges).toHaveLength(0);
  });

  it.each([
    ['the first instant of year 0', -62_167_219_200_000, '0000-01-01 00:00:00Z'],
    ['the last second of 9999', Date.UTC(9999, 11, 31, 23, 59, 59), '9999-12-31 23:59:59Z'],
  ])('%s still signs', async (_, ms, stamp) => {
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
    const client = createDsmClient({ ...base, now: () => new Date(ms), fetch: recorder.fetch });
    await client.call('contactsCount');
    expect(recorder.exchanges[0]!.request.headers.get('X-DSM-Time')).toBe(stamp);
  });
});

describe('a raw call with a header no request can carry sends nothing', () => {
  it.each<[string, object]>([
    ['a value with CR/LF', { headers: { 'X-Trace': `a\r\nX-Evil: ${SECRET}` } }],
    ['a value with NUL', { headers: [['X-Trace', `a\0${SECRET}`]] }],
    ['a name with a space', { headers: { 'X Trace': '1' } }],
    ['a path-parameter header with a line feed', { params: { header: { 'X-Trace': `a\n${SECRET}` } } }],
  ])('%s: a DsmValidationError that does not quote the value', async (_, init) => {
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
    const client = createDsmClient({ ...base, fetch: recorder.fetch });
    const error = await (client.raw.GET as (path: string, init: object) => Promise<unknown>)('/api/contacts/count', init).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DsmValidationError);
    expect((error as Error).message).not.toContain(SECRET);
    expect(recorder.exchanges).toHaveLength(0);
  });
});

describe('one signal for many calls at once', () => {
  it('50 concurrent calls add one listener to it, leave none, and print no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const client = createDsmClient({ ...base, fetch: recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 })).fetch });
    const signal = new AbortController().signal;
    const calls = Array.from({ length: 50 }, () => client.call('contactsCount', undefined, { signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getEventListeners(signal, 'abort').length).toBeLessThanOrEqual(1);
    await Promise.all(calls);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('warning', onWarning);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('aborting it ends every call in flight with an aborted DsmNetworkError', async () => {
    const client = createDsmClient({ ...base, fetch: () => new Promise<never>(() => {}) });
    const controller = new AbortController();
    const calls = Array.from({ length: 20 }, () => client.call('contactsCount', undefined, { signal: controller.signal }).catch((e) => e));
    controller.abort();
    for (const error of await Promise.all(calls)) expect(error).toMatchObject({ kind: 'network', aborted: true });
  });
});

const clientAnswering = (reply: () => Response) => createDsmClient({ ...base, fetch: recordingFetch(reply).fetch });

describe('a failureMessage that is not text', () => {
  it.each<[string, unknown, string]>([
    ['an object', { code: 5, text: 'Contact locked' }, 'Contact locked'],
    ['a number', 42, '42'],
    ['a list', ['first', 'second'], 'second'],
    ['true', true, 'true'],
  ])('%s: a readable message (never [object Object]), the value kept on the error', async (_, failureMessage, readable) => {
    for (const status of [200, 500]) {
      const client = clientAnswering(() => envelopeReply({ state: 1, failureMessage, failureDetail: null }, { status }));
      const error = (await client.call('contactsCount').catch((e: unknown) => e)) as DsmApiError | DsmHttpError;
      expect(error).toBeInstanceOf(status === 200 ? DsmApiError : DsmHttpError);
      expect(error.message).toContain(readable);
      expect(error.message).not.toContain('[object');
      expect(error.envelope?.failureMessage).toEqual(failureMessage);
    }
  });
});

describe('a 2xx reply that breaks the contract is the same typed error on every surface', () => {
  it.each<[string, () => Response]>([
    ['not JSON', () => new Response('<html>maintenance</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['JSON but no envelope', () => envelopeReply([1, 2, 3])],
    ['JSON with a length header', () => new Response('{oops', { status: 200, headers: { 'Content-Length': '5' } })],
  ])('%s: call() and raw both reject with the DsmHttpError call() gives', async (_, reply) => {
    const client = clientAnswering(reply);
    const viaCall = await client.call('contactsCount').catch((e: unknown) => e);
    const viaRaw = await client.raw.GET('/api/contacts/count').catch((e: unknown) => e);
    expect(viaCall).toBeInstanceOf(DsmHttpError);
    expect(viaRaw).toBeInstanceOf(DsmHttpError);
    expect((viaRaw as Error).message).toBe((viaCall as Error).message);
  });

  it('raw still gives an envelope as data, and a text reply when asked for text', async () => {
    expect((await clientAnswering(() => envelopeReply({ state: 0, responseObject: 7 })).raw.GET('/api/contacts/count')).data).toEqual({
      state: 0,
      responseObject: 7,
    });
    const asText = await clientAnswering(() => new Response('plain', { status: 200 })).raw.GET('/api/contacts/count', { parseAs: 'text' });
    expect(asText.data).toBe('plain');
  });
});

describe('Retry-After and the query defaults', () => {
  const busy = (retryAfter?: string) =>
    new DsmHttpError('Busy', new Response(null, { status: 503, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }), undefined);

  it.each<[string, unknown, number, number]>([
    ['seconds', busy('3'), 0, 3000],
    ['zero seconds', busy('0'), 2, 0],
    ['more than the cap', busy('3600'), 0, 30_000],
    ['a date in the past', busy('Wed, 21 Oct 2015 07:28:00 GMT'), 0, 0],
    ['nonsense: the back-off', busy('soon'), 1, 2000],
    ['no header: the back-off', busy(), 2, 4000],
    ['not an HTTP error: the back-off', new Error('x'), 0, 1000],
    ['a long back-off stays capped', busy(), 10, 30_000],
  ])('%s', (_, error, failures, delay) => {
    expect(queryRetryDelay(failures, error)).toBe(delay);
  });

  it('a date in the future waits until then (bounded)', () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    const delay = queryRetryDelay(0, busy(inTenSeconds));
    expect(delay).toBeGreaterThan(5000);
    expect(delay).toBeLessThanOrEqual(10_000);
  });
});

describe('an error whose reply data is deep or large still writes as JSON', () => {
  const deep = (levels: number) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < levels; i++) value = { next: value };
    return value;
  };

  it.each<[string, unknown]>([
    ['nested 100,000 levels deep', deep(100_000)],
    ['a list nested 100,000 levels deep', JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)],
    ['a text of ten million characters', 'x'.repeat(10_000_000)],
    ['a hundred thousand entries', Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))],
  ])('failureDetail %s: JSON.stringify works and stays small', async (_, failureDetail) => {
    const error = new DsmApiError({ state: 1, failureMessage: 'No.', failureDetail }, new Response(null));
    const json = JSON.stringify(error);
    expect(JSON.parse(json)).toMatchObject({ name: 'DsmApiError', message: 'No.' });
    expect(json.length).toBeLessThan(2_000_000);
  });

  it('a `__proto__` key in the reply stays data and reaches no prototype', () => {
    const failureDetail = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const copy = JSON.parse(JSON.stringify(new DsmApiError({ state: 1, failureDetail }, new Response(null))));
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(copy.failureDetail)).toBe(Object.prototype);
    expect(copy.failureDetail.a).toBe(1);
  });
});
