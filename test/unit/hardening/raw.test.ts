/**
 * Where and how a request is sent is the client's. A raw call that sets its own base URL, path or
 * query serialiser, body serialiser, fetch, Request class, middleware, redirect mode or query
 * parameters is refused with a DsmValidationError, and `send()` takes only the contract's operation
 * descriptors (not a copy, a look-alike or anything else). Nothing is sent in any of these cases.
 */
import { describe, expect, it } from 'vitest';
import { contactsCount, contactsFilterGet } from '../../../generated/operations/contacts.js';
import { operations } from '../../../generated/operations/index.js';
import { createDsmClient } from '../../support/full-client.js';
import { DsmValidationError } from '../../../src/errors.js';
import type { Operation } from '../../../src/operation.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';

function clientWithRecorder() {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'pub', privateKey: 'priv', fetch: recorder.fetch });
  return { client, exchanges: recorder.exchanges };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

type RawMethod = (path: unknown, init?: unknown) => Promise<unknown>;
const otherFetch = (() => Promise.resolve(envelopeReply({ state: 0, responseObject: 'elsewhere' }))) as typeof fetch;

const OVERRIDES: [option: string, init: Record<string, unknown>][] = [
  ['baseUrl', { baseUrl: 'https://evil.test' }],
  ['baseUrl (same host, other scheme)', { baseUrl: 'http://demo.example.com' }],
  ['pathSerializer', { pathSerializer: () => 'https://evil.test/api/contacts/count' }],
  ['querySerializer (function)', { querySerializer: () => 'a=1' }],
  ['querySerializer (options)', { querySerializer: { array: { style: 'form', explode: false } } }],
  ['bodySerializer', { bodySerializer: () => '{"other":true}' }],
  ['fetch', { fetch: otherFetch }],
  ['Request', { Request: class extends Request {} }],
  ['middleware', { middleware: [{ onRequest: () => undefined }] }],
  ['redirect: follow', { redirect: 'follow' }],
  ['redirect: manual', { redirect: 'manual' }],
  ['params.query', { params: { query: { id: 1 } } }],
  ['params.query (empty)', { params: { query: {} } }],
];

describe('raw calls cannot choose where or how they are sent', () => {
  it.each(OVERRIDES)('refuses %s, on GET, POST and request(), sending nothing', async (_, init) => {
    const { client, exchanges } = clientWithRecorder();
    const raw = client.raw as unknown as Record<string, RawMethod> & {
      request: (method: string, path: string, init: unknown) => Promise<unknown>;
    };
    const attempts = [
      raw.GET!('/api/contacts/count', init),
      raw.POST!('/api/contacts/count', { ...init, body: { wheres: [] } }),
      raw.request('get', '/api/contacts/count', init),
    ];
    for (const attempt of attempts) expect(await failure(attempt)).toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });

  it('still sends a raw call with its own headers, signal and path values', async () => {
    const { client, exchanges } = clientWithRecorder();
    const { data } = await client.raw.GET('/api/contacts/filter/get/{name}', {
      params: { path: { name: 'Hot' }, header: { 'X-Trace': 't-1' } } as never,
      signal: new AbortController().signal,
    });
    expect(data).toEqual({ state: 0, responseObject: 1 });
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.request.url).toBe('https://demo.example.com/api/contacts/filter/get/Hot');
    expect(exchanges[0]!.request.headers.get('X-Trace')).toBe('t-1');
    expect(exchanges[0]!.request.headers.get('X-DSM-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('every verb of raw goes through the same checks (the contract has only GET and POST)', async () => {
    const { client, exchanges } = clientWithRecorder();
    const raw = client.raw as unknown as Record<string, RawMethod>;
    for (const verb of ['PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE']) {
      expect({ verb, error: await failure(raw[verb]!('/api/contacts/count', { baseUrl: 'https://evil.test' })) }).toEqual({
        verb,
        error: expect.any(DsmValidationError),
      });
      expect({ verb, error: await failure(raw[verb]!('/api/contacts/count')) }).toEqual({ verb, error: expect.any(DsmValidationError) });
    }
    expect(exchanges).toHaveLength(0);
  });
});

describe('send() takes only the contract operations', () => {
  const realOperation = contactsFilterGet;
  const LOOK_ALIKES: [kind: string, operation: unknown][] = [
    ['a copy of a contract operation', { ...realOperation }],
    ['a copy pointing elsewhere', { ...realOperation, path: '/api/admin/{name}' }],
    ['a copy that drops the signing', { ...contactsCount, unsigned: true }],
    [
      'an object made up from scratch',
      { id: 'contactsCount', method: 'GET', path: '/api/contacts/count', kind: 'query', area: 'contacts' },
    ],
    ['an object inheriting from a contract operation', Object.create(contactsCount)],
    ['a JSON round trip of an operation', JSON.parse(JSON.stringify(contactsCount))],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'contactsCount'],
    ['a number', 42],
  ];

  it.each(LOOK_ALIKES)('refuses %s with a DsmValidationError, sending nothing', async (_, operation) => {
    const { client, exchanges } = clientWithRecorder();
    const send = client.send as (operation: unknown, input?: unknown) => Promise<unknown>;
    expect(await failure(send(operation, { path: { name: 'Hot' } }))).toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });

  it('accepts the descriptors of the generated area modules and of the whole table alike', async () => {
    const { client, exchanges } = clientWithRecorder();
    await client.send(contactsCount);
    await client.send((operations as Record<string, Operation>).contactsCount!);
    expect(exchanges).toHaveLength(2);
  });

  it('a contract operation cannot be changed after the fact', () => {
    expect(Object.isFrozen(contactsFilterGet)).toBe(true);
    expect(Object.isFrozen(contactsFilterGet.params)).toBe(true);
    expect(() => {
      (contactsFilterGet as { path: string }).path = '/api/admin/{name}';
    }).toThrow(TypeError);
    expect(contactsFilterGet.path).toBe('/api/contacts/filter/get/{name}');
  });
});

describe('a raw call’s adminKeys option', () => {
  it('is true or false, or the call is refused before anything is sent', async () => {
    const { client, exchanges } = clientWithRecorder();
    const raw = client.raw as unknown as Record<string, RawMethod>;
    for (const adminKeys of ['yes', 1, null])
      expect(await failure(raw.GET!('/api/contacts/count', { adminKeys }))).toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });
});
