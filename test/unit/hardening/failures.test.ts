// @vitest-environment jsdom
/**
 * Every public function fails the same way: a rejected promise with a typed DsmError, never a
 * synchronous throw and never an untyped TypeError, and nothing is sent. The stream-image URL encodes
 * names as well as values, so no name can add a pair or cut the seal off.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as functions from '../../../generated/functions/index.js';
import { contactsCount } from '../../../generated/operations/contacts.js';
import { createDsmClient, type DsmClient } from '../../support/full-client.js';
import { DsmConfigError, DsmError, DsmValidationError } from '../../../src/errors.js';
import { sendOperation } from '../../../src/functions.js';
import { createStreamImageUrl, sealParameters } from '../../../src/models/stream-image.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';
import { SURFACES, sendThrough } from '../../support/surfaces.js';

function clientWithRecorder() {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'pub', privateKey: 'priv', fetch: recorder.fetch });
  return { client, exchanges: recorder.exchanges };
}

/** Calls `run`, which must not throw, and resolves to what its promise rejected with. */
async function rejection(run: () => unknown): Promise<unknown> {
  let result: unknown;
  expect(() => {
    result = run();
  }).not.toThrow();
  expect(result).toBeInstanceOf(Promise);
  return (result as Promise<unknown>).then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

type Loose = (...args: unknown[]) => Promise<unknown>;
const fn = (id: string) => (functions as unknown as Record<string, Loose>)[id]!;

describe('generated functions with a bad client', () => {
  const BAD_OPTIONS: [kind: string, options: unknown][] = [
    ['no options', undefined],
    ['null options', null],
    ['a number for options', 5],
    ['a string for options', 'client'],
    ['client: {}', { client: {} }],
    ['client: null', { client: null }],
    ['client: a number', { client: 5 }],
    ['client: a string', { client: 'dsm' }],
    ['client with a send that is not a function', { client: { send: 'no' } }],
    ['client: an array', { client: [] }],
  ];
  /** Without path values, with path values, with a body. */
  const CALLS: [id: string, args: unknown[]][] = [
    ['contactsCount', []],
    ['contactsFilterGet', ['Hot']],
    ['contactsCountWithQuery', [{ wheres: [] }]],
  ];

  it.each(CALLS.flatMap(([id, args]) => BAD_OPTIONS.map(([kind, options]) => [id, kind, args, options] as const)))(
    '%s with %s: a rejected DsmConfigError',
    async (id, _, args, options) => {
      const error = await rejection(() => fn(id)(...args, options));
      expect(error).toBeInstanceOf(DsmConfigError);
    },
  );

  it('sendOperation itself, with a bad client or none', async () => {
    for (const options of [undefined, null, {}, { client: {} }]) {
      expect(await rejection(() => (sendOperation as Loose)(contactsCount, {}, options))).toBeInstanceOf(DsmConfigError);
    }
  });
});

describe('send(), call() and raw with input of the wrong kind', () => {
  const CASES: [kind: string, run: (client: DsmClient) => unknown][] = [
    ['send(null)', (c) => (c.send as Loose)(null)],
    ['send(undefined)', (c) => (c.send as Loose)(undefined)],
    ['send(op, null)', (c) => (c.send as Loose)(contactsCount, null)],
    ['send(op, 5)', (c) => (c.send as Loose)(contactsCount, 5)],
    ['send(op, {}, null)', (c) => (c.send as Loose)(contactsCount, {}, null)],
    ['send(op, {}, { signal: "x" })', (c) => (c.send as Loose)(contactsCount, {}, { signal: 'x' })],
    ['call(123)', (c) => (c.call as Loose)(123)],
    ['call(null)', (c) => (c.call as Loose)(null)],
    ['call(undefined)', (c) => (c.call as Loose)(undefined)],
    ['call({})', (c) => (c.call as Loose)({})],
    ['call(Symbol())', (c) => (c.call as Loose)(Symbol('contactsCount'))],
    ["call('toString')", (c) => (c.call as Loose)('toString')],
    ["call('__proto__')", (c) => (c.call as Loose)('__proto__')],
    ["call('contactsCount', null)", (c) => (c.call as Loose)('contactsCount', null)],
    ["call('contactsCount', 'x')", (c) => (c.call as Loose)('contactsCount', 'x')],
    ["call('contactsCount', undefined, null)", (c) => (c.call as Loose)('contactsCount', undefined, null)],
    ['a GET with a body through call()', (c) => (c.call as Loose)('contactsCount', { body: { a: 1 } })],
    ['raw.GET(path, null)', (c) => (c.raw.GET as Loose)('/api/contacts/count', null)],
    ['raw.GET(path, 5)', (c) => (c.raw.GET as Loose)('/api/contacts/count', 5)],
    ['raw.GET(path, "x")', (c) => (c.raw.GET as Loose)('/api/contacts/count', 'x')],
    ['raw.GET(path, [])', (c) => (c.raw.GET as Loose)('/api/contacts/count', [])],
    ['raw.GET(null)', (c) => (c.raw.GET as Loose)(null)],
    ['raw.GET(123)', (c) => (c.raw.GET as Loose)(123)],
    ['raw.GET(Symbol())', (c) => (c.raw.GET as Loose)(Symbol('path'))],
    ['raw.GET(a full URL)', (c) => (c.raw.GET as Loose)('https://evil.test/api/contacts/count')],
    ['raw.GET(path, { params: null })', (c) => (c.raw.GET as Loose)('/api/contacts/count', { params: null })],
    ['raw.GET(path, { params: { path: 5 } })', (c) => (c.raw.GET as Loose)('/api/contacts/filter/get/{name}', { params: { path: 5 } })],
    ['raw.GET(path, { signal: "x" })', (c) => (c.raw.GET as Loose)('/api/contacts/count', { signal: 'x' })],
    ['raw.GET(path, { body })', (c) => (c.raw.GET as Loose)('/api/contacts/count', { body: { a: 1 } })],
    ['raw.POST(path, { body: a BigInt })', (c) => (c.raw.POST as Loose)('/api/contacts/count', { body: { size: 1n } })],
    ['raw.request(5, path)', (c) => (c.raw.request as Loose)(5, '/api/contacts/count')],
    ['raw.request(null, path)', (c) => (c.raw.request as Loose)(null, '/api/contacts/count')],
    ["raw.request('get', path, null)", (c) => (c.raw.request as Loose)('get', '/api/contacts/count', null)],
  ];

  it.each(CASES)('%s: a rejected DsmValidationError, nothing sent', async (_, run) => {
    const { client, exchanges } = clientWithRecorder();
    const error = await rejection(() => run(client));
    expect(error).toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });
});

describe('awkward values on every surface', () => {
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  const VALUES: [kind: string, operationId: string, input: { path?: Record<string, unknown>; body?: unknown }][] = [
    ['a symbol path value', 'contactsFilterGet', { path: { name: Symbol('x') } }],
    ['an object path value', 'contactsFilterGet', { path: { name: { toString: () => 'Hot' } } }],
    ['a function path value', 'contactsFilterGet', { path: { name: () => 'Hot' } }],
    ['a NaN path value', 'contactsDeleteById', { path: { id: Number.NaN } }],
    ['a lone surrogate path value', 'contactsFilterGet', { path: { name: '\uD800' } }],
    // A mutation: a query hook puts its input in the query key, which React Query hashes first.
    ['a BigInt in the body', 'contactsFilterSave', { body: { name: 'Hot', size: 1n } }],
    ['a circular body', 'contactsFilterSave', { body: circular }],
    ['a Map for the body', 'contactsFilterSave', { body: new Map([['name', 'Hot']]) }],
  ];

  it.each(SURFACES.flatMap((surface) => VALUES.map((row) => [surface, ...row] as const)))(
    '%s, %s: a DsmValidationError, nothing sent',
    async (surface, _, id, input) => {
      const { client, exchanges } = clientWithRecorder();
      const error = await sendThrough(surface, client, id, input).then(
        () => 'resolved',
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DsmValidationError);
      expect(error).toBeInstanceOf(DsmError);
      expect(exchanges).toHaveLength(0);
    },
  );
});

describe('the stream-image URL', () => {
  const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
  const base = { baseUrl: 'https://img.example.org/dsm', sharedSecret: 'secret', authenticationCode: 'AC-1' };
  const pairsOf = (url: string) => [...new URL(url).searchParams.entries()].map(([name, value]) => ({ name, value }));

  it.each([
    ['a second ac', 'x=1&ac'],
    ['a second ac, encoded by the caller', 'x%3D1%26ac'],
    ['a fragment that would cut the seal off', 'img#'],
    ['a fragment in the middle', 'a#b'],
    ['a query mark', 'a?b'],
    ['an equals sign', 'a=b'],
    ['a plus sign', 'a+b'],
    ['a space', 'a b'],
    ['non-ASCII text', 'bild-ä'],
  ])('a name with %s is encoded: the server reads back exactly the sealed pairs, seal last but two', (_, name) => {
    const parameters = [
      { name, value: 'v&ac=evil#' },
      { name: 'img', value: 'a.png' },
    ];
    const url = createStreamImageUrl({ ...base, parameters });
    const sealed = sealParameters({ ...base, parameters });
    expect(pairsOf(url)).toEqual(sealed);
    expect(new URL(url).hash).toBe('');
    expect(pairsOf(url).filter((pair) => pair.name === 'ac')).toEqual([{ name: 'ac', value: 'AC-1' }]);
    // The seal is over the names and values as the server reads them.
    expect(sealed.find((pair) => pair.name === 'seal')!.value).toBe(md5Upper(`${name}v&ac=evil#imga.pngacAC-1secret`));
  });

  it('plain names are written as the platform client writes them', () => {
    const url = createStreamImageUrl({ ...base, parameters: [{ name: 'img', value: 'a b.png' }] });
    expect(url.startsWith('https://img.example.org/dsm/streamimage.aspx?img=a%20b.png&ac=AC-1&seal=')).toBe(true);
  });

  it.each(['ac', 'AC', 'seal', 'Seal', 'sealMethod', 'SEALTYPE'])(
    'a parameter named %j (one the seal adds) is a DsmValidationError',
    (name) => {
      expect(() => createStreamImageUrl({ ...base, parameters: [{ name, value: 'x' }] })).toThrow(DsmValidationError);
      expect(() => sealParameters({ ...base, parameters: [{ name, value: 'x' }] })).toThrow(DsmValidationError);
    },
  );

  it.each<[string, unknown]>([
    ['an empty name', { ...base, parameters: [{ name: '', value: 'x' }] }],
    ['a lone surrogate in a name', { ...base, parameters: [{ name: '\uD800', value: 'x' }] }],
    ['a lone surrogate in a value', { ...base, parameters: [{ name: 'img', value: '\uDC00' }] }],
    ['a number for a value', { ...base, parameters: [{ name: 'img', value: 5 }] }],
    ['null for a parameter', { ...base, parameters: [null] }],
    ['no parameters list', { ...base, parameters: 'img=a.png' }],
    ['no secret', { ...base, sharedSecret: undefined, parameters: [] }],
    ['a base URL with a fragment', { ...base, baseUrl: 'https://img.example.org/#', parameters: [] }],
    ['a base URL with a query', { ...base, baseUrl: 'https://img.example.org/?x=', parameters: [] }],
    ['a javascript: base URL', { ...base, baseUrl: 'javascript:alert(1)//', parameters: [] }],
    ['null', null],
  ])('%s is a DsmValidationError, not a TypeError or URIError', (_, input) => {
    expect(() => createStreamImageUrl(input as never)).toThrow(DsmValidationError);
  });
});
