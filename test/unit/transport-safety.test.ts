/**
 * What the transport refuses before sending, how long it waits, and how it names each failure:
 * path values stay in their segments, bad values and bodies are validation errors, time limits and
 * aborts end a call even when a custom fetch ignores its signal, and no listener is left behind.
 */
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignTemplatesByName, contactsCount, contactsDeleteById } from '../../generated/functions/index.js';
import { operations } from '../../generated/operations/index.js';
import { createDsmClient } from '../support/full-client.js';
import type { DsmConfig } from '../../src/config.js';
import { DsmConfigError, DsmHttpError, DsmNetworkError, DsmTimeoutError, DsmValidationError } from '../../src/errors.js';
import type { Operation } from '../../src/operation.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';

const base: DsmConfig = {
  targetSystem: 'demo.example.com/portal',
  publicKey: 'pub',
  privateKey: 'priv',
  adminPublicKey: 'apub',
  adminPrivateKey: 'apriv',
};
const allOperations = Object.values(operations as Record<string, Operation>);
const withParams = allOperations.filter((op) => Object.keys(op.params ?? {}).length > 0);

function clientWith(config: Partial<DsmConfig> = {}) {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 'ok' }));
  return { client: createDsmClient({ ...base, fetch: recorder.fetch, ...config }), exchanges: recorder.exchanges };
}

/** Valid path values for an operation, with `name` set to `value`. */
function pathWith(op: Operation, name: string, value: unknown): Record<string, unknown> {
  const path: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(op.params ?? {})) path[key] = type === 'string' ? 'Sommer' : 7;
  path[name] = value;
  return path;
}

const bodyOf = (op: Operation) => (op.body ? {} : undefined);
const call = (client: ReturnType<typeof createDsmClient>, op: Operation, path: Record<string, unknown>) =>
  (client.call as (id: string, input: object) => Promise<unknown>)(op.id, { path, body: bodyOf(op) });

describe('path values stay in their own segment', () => {
  it('a value that is a dot segment is refused for every path parameter of every operation', async () => {
    const { client, exchanges } = clientWith();
    let refused = 0;
    for (const op of withParams) {
      // A resource file name never is one: its dots travel as `[ptrt]` (tested below).
      for (const name of Object.keys(op.params!).filter((param) => !op.resourceNames?.[param])) {
        for (const value of ['.', '..']) {
          const error = await call(client, op, pathWith(op, name, value)).catch((e: unknown) => e);
          expect(error, `${op.id} {${name}} = ${value}`).toBeInstanceOf(DsmValidationError);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(500);
    expect(exchanges).toHaveLength(0);
  });

  it('a resource file name of dots is sent with its markers, in its own segment', async () => {
    const { client, exchanges } = clientWith();
    const marked = withParams.filter((op) => op.resourceNames);
    expect(marked.length).toBeGreaterThanOrEqual(6);
    for (const op of marked) {
      for (const name of Object.keys(op.resourceNames!)) {
        await call(client, op, pathWith(op, name, '..'));
        const segments = new URL(exchanges.at(-1)!.request.url).pathname.replace(/^\/portal/, '').split('/');
        expect(segments[op.path.split('/').indexOf(`{${name}}`)], op.id).toBe('%5Bptrt%5D%5Bptrt%5D');
      }
    }
  });

  it('the sent path has exactly the segments of the template, each value decoding to itself', async () => {
    const awkward = ['a/b', '%2E%2E', 'x?y#z', 'Spring Sale', 'München', '../..', '\\', '[ptrt]'];
    // A directory that itself needs percent-encoding.
    const { client, exchanges } = clientWith({ targetSystem: 'demo.example.com/ordner-ü' });
    const strings = withParams.filter((op) => Object.values(op.params!).includes('string'));
    expect(strings.length).toBeGreaterThan(100);
    for (const op of strings) {
      const name = Object.entries(op.params!).find(([, type]) => type === 'string')![0];
      for (const value of awkward) {
        const before = exchanges.length;
        const error = await call(client, op, pathWith(op, name, value)).then(
          () => undefined,
          (e: unknown) => e,
        );
        // The fake reply ('ok') is not what a reshaped or JSON-text result reads: that refusal comes after sending.
        const unreadableReply = error instanceof DsmHttpError && error.message.startsWith("The reply's");
        if (error && !unreadableReply) {
          // A check of the area may refuse the value; then nothing at all is sent.
          expect(error, `${op.id} ${value}`).toBeInstanceOf(DsmValidationError);
          expect(exchanges.length).toBe(before);
          continue;
        }
        expect(exchanges.length).toBe(before + 1);
        const sent = exchanges.at(-1)!.request;
        const segments = new URL(sent.url).pathname.replace(/^\/ordner-%C3%BC/, '').split('/');
        const template = op.path.split('/');
        expect(segments.length, `${op.id} ${value}`).toBe(template.length);
        expect(decodeURIComponent(segments[template.indexOf(`{${name}}`)]!)).toBe(value);
        expect(sent.headers.get('X-DSM-Signature') !== null).toBe(!op.unsigned);
      }
    }
  });

  it.each([
    ['an object', {}],
    ['an array', ['a']],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a symbol', Symbol('x')],
    ['a boolean', true],
    ['a lone surrogate', '\uD800abc'],
  ])('%s as a path value is refused with a rejected promise, never a throw', async (_, value) => {
    const { client, exchanges } = clientWith();
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = campaignTemplatesByName(value as string, { client });
    }).not.toThrow();
    await expect(promise).rejects.toBeInstanceOf(DsmValidationError);
    expect(() => {
      promise = (client.call as (id: string, input: object) => Promise<unknown>)('campaignTemplatesByName', { path: { name: value } });
    }).not.toThrow();
    await expect(promise).rejects.toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });

  it('5.7 for an integer id is refused on every surface; 5 and "5" are sent', async () => {
    const { client, exchanges } = clientWith();
    await expect(contactsDeleteById(5.7, { client })).rejects.toThrow("Invalid 'id' parameter. Must be an integer.");
    await expect(client.call('contactsDeleteById', { path: { id: 5.7 } })).rejects.toBeInstanceOf(DsmValidationError);
    await expect(client.raw.GET('/api/contacts/delete/{id}', { params: { path: { id: 5.7 } } })).rejects.toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
    await contactsDeleteById(5, { client });
    await client.call('contactsDeleteById', { path: { id: '5' as unknown as number } });
    expect(exchanges.map((e) => new URL(e.request.url).pathname)).toEqual([
      '/portal/api/contacts/delete/5',
      '/portal/api/contacts/delete/5',
    ]);
  });

  it('raw accepts only the contract paths, which begin with /api/', async () => {
    const { client, exchanges } = clientWith();
    const get = client.raw.GET as unknown as (path: string) => Promise<unknown>;
    await expect(get('.evil.example/api/contacts/count')).rejects.toThrow(/Only contract paths \(\/api\/…\) can be sent/);
    await expect(get('//evil.example/api/contacts/count')).rejects.toBeInstanceOf(DsmValidationError);
    await expect(get('/api/no/such/path')).rejects.toThrow('No operation GET /api/no/such/path in the contract.');
    await expect(get('/api/contacts/../admin/systemId')).rejects.toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });
});

describe('configuration', () => {
  it.each([
    'https://demo.example.com',
    'demo.example.com?x=1',
    'demo.example.com#top',
    'user@demo.example.com',
    'demo.example.com\\dir',
    'demo example.com',
    'demo.example.com/my dir',
  ])('refuses the target system %j', (targetSystem) => {
    expect(() => createDsmClient({ targetSystem })).toThrow(DsmConfigError);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a numeric key', { publicKey: 42 }],
    ['a private key object', { privateKey: { secret: 'x' } }],
    ['a port out of range', { port: 70000 }],
    ['a protocol other than http(s)', { protocol: 'ftp' }],
    ['a negative timeout', { timeout: -1 }],
    ['a fetch that is not a function', { fetch: 'fetch' }],
    ['a designer customer id that is text', { designer: { customerId: 'x' } }],
  ])('refuses %s with a DsmConfigError', (_, config) => {
    expect(() => createDsmClient({ ...base, ...config } as DsmConfig)).toThrow(DsmConfigError);
  });

  it.each<[string, () => unknown]>([
    ['an invalid date', () => new Date('not a date')],
    ['a date after year 9999', () => new Date(Date.parse('9999-12-31T23:59:59.999Z') + 1)],
    ['a date a millisecond before year 0', () => new Date(Date.parse('0000-01-01T00:00:00Z') - 1)],
    ['a number', () => Date.now()],
    ['nothing', () => undefined],
    [
      'an error',
      () => {
        throw new Error('no clock');
      },
    ],
  ])('refuses to sign with a clock that gives %s, and sends nothing', async (_, now) => {
    const { client, exchanges } = clientWith({ now: now as () => Date });
    await expect(contactsCount({ client })).rejects.toBeInstanceOf(DsmConfigError);
    expect(exchanges).toHaveLength(0);
  });

  it.each(['0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])('signs at %s, the edge of what X-DSM-Time carries', async (iso) => {
    const { client, exchanges } = clientWith({ now: () => new Date(iso) });
    await contactsCount({ client }).catch(() => undefined);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.request.headers.get('X-DSM-Time')).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 19)}Z`);
  });
});

describe('bodies that are not JSON data', () => {
  const circular: Record<string, unknown> = { a: 1 };
  circular.self = circular;
  it.each<[string, unknown]>([
    ['a circular body', circular],
    ['a BigInt', { size: 10n }],
    [
      'a throwing toJSON',
      {
        toJSON: () => {
          throw new Error('nope');
        },
      },
    ],
    ['FormData', new FormData()],
    ['a Blob', new Blob(['x'])],
    ['a stream', new ReadableStream()],
    ['bytes', new Uint8Array([1, 2])],
  ])('%s is a DsmValidationError and nothing is sent, on call() and raw', async (_, body) => {
    const { client, exchanges } = clientWith();
    await expect(client.call('contactsGet', { body: body as never })).rejects.toBeInstanceOf(DsmValidationError);
    await expect(client.raw.POST('/api/contacts/get', { body: body as never })).rejects.toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });
});

describe('time limits and aborts', () => {
  afterEach(() => vi.useRealTimers());
  const neverAnswers = () => new Promise<Response>(() => undefined); // ignores its signal too

  it('a call ends with DsmTimeoutError after the client timeout, even when fetch ignores the signal', async () => {
    const client = createDsmClient({ ...base, fetch: neverAnswers, timeout: 30 });
    const error = await client.call('contactsCount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmTimeoutError);
    expect((error as DsmTimeoutError).kind).toBe('timeout');
    expect((error as DsmTimeoutError).timeoutMs).toBe(30);
  });

  it('the per-call timeout wins over the client one, on call(), functions and raw', async () => {
    const client = createDsmClient({ ...base, fetch: neverAnswers, timeout: 60_000 });
    await expect(client.call('contactsCount', undefined, { timeout: 20 })).rejects.toBeInstanceOf(DsmTimeoutError);
    await expect(contactsCount({ client, timeout: 20 })).rejects.toBeInstanceOf(DsmTimeoutError);
    const quick = createDsmClient({ ...base, fetch: neverAnswers, timeout: 20 });
    await expect(quick.raw.GET('/api/contacts/count')).rejects.toBeInstanceOf(DsmTimeoutError);
  });

  it('the default time limit is 30 s', async () => {
    vi.useFakeTimers();
    const client = createDsmClient({ ...base, fetch: neverAnswers });
    const outcome = client.call('contactsCount').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(DsmTimeoutError);
  });

  it.each([
    ['abort()', (c: AbortController) => c.abort()],
    ['a timeout reason', (c: AbortController) => c.abort(new DOMException('late', 'TimeoutError'))],
    ['a custom reason', (c: AbortController) => c.abort('user left')],
  ])('an abort by %s rejects at once with aborted true, although fetch ignores the signal', async (_, abort) => {
    const client = createDsmClient({ ...base, fetch: neverAnswers, timeout: 0 });
    const controller = new AbortController();
    const outcome = client.call('contactsCount', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    abort(controller);
    const error = await outcome;
    expect(error).toBeInstanceOf(DsmNetworkError);
    expect((error as DsmNetworkError).aborted).toBe(true);
  });

  it('AbortSignal.timeout() counts as an abort', async () => {
    const client = createDsmClient({ ...base, fetch: neverAnswers, timeout: 0 });
    const error = await contactsCount({ client, signal: AbortSignal.timeout(10) }).catch((e: unknown) => e);
    expect((error as DsmNetworkError).aborted).toBe(true);
  });

  it('one signal reused for 3,000 calls leaves no listener and prints no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const { client } = clientWith();
    const signal = new AbortController().signal;
    for (let i = 0; i < 3000; i++) await client.call('contactsCount', undefined, { signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('warning', onWarning);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });
});

describe('admin keys', () => {
  it('any operation can ask for them through its function options', async () => {
    const { client, exchanges } = clientWith();
    await contactsCount({ client, adminKeys: true });
    expect(exchanges[0]!.request.headers.get('X-DSM-Id')).toBe('apub');
  });
});
