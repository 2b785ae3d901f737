/** The client's transport: URL composition, signing decisions, unwrapping and typed errors (stub fetch). */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contactsCount, contactsFilterGet, contactsGet } from '../../generated/functions/index.js';
import { createDsmClient, type DsmClient } from '../support/full-client.js';
import { resolveTarget, type DsmConfig } from '../../src/config.js';
import { DsmApiError, DsmConfigError, DsmHttpError, DsmNetworkError, DsmValidationError, type DsmError } from '../../src/errors.js';
import { NO_CLIENT_MESSAGE } from '../../src/functions.js';
import { RequestSigner } from '../../src/signing/signer.js';
import { dsmHeaderNames, envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { signingVectors } from '../support/fixtures.js';

const SECRET = 'priv-TOP-SECRET-4c24b84792ea';
const ADMIN_SECRET = 'admin-priv-TOP-SECRET-99';
const base: DsmConfig = {
  targetSystem: 'demo.example.com/portal',
  publicKey: 'pub-1',
  privateKey: SECRET,
  now: () => new Date('2026-05-01T04:52:56Z'),
};

function clientWith(
  config: Partial<DsmConfig>,
  answer: (request: Request) => Response | Promise<Response> = () => envelopeReply({ state: 0, responseObject: 42 }),
) {
  const recorder = recordingFetch(answer);
  return { client: createDsmClient({ ...base, ...config, fetch: recorder.fetch }), exchanges: recorder.exchanges };
}

async function failure(promise: Promise<unknown>): Promise<DsmError> {
  try {
    await promise;
  } catch (error) {
    return error as DsmError;
  }
  throw new Error('expected the call to fail');
}

describe('target resolution', () => {
  it.each([
    [{ targetSystem: 'Demo.Example.com' }, 'demo.example.com', '', 'https://demo.example.com'],
    [{ targetSystem: 'demo.example.com/Sub/Dir', port: 8443 }, 'demo.example.com', '/Sub/Dir', 'https://demo.example.com:8443/Sub/Dir'],
    [{ targetSystem: 'localhost/portal/', protocol: 'http' as const }, 'localhost', '/portal', 'http://localhost/portal'],
  ])('%j', (config, host, directory, baseUrl) => {
    expect(resolveTarget(config)).toEqual({ host, directory, baseUrl });
  });

  it('has no target without a target system', () => {
    expect(resolveTarget({})).toBeUndefined();
    expect(resolveTarget({ targetSystem: '  ' })).toBeUndefined();
  });
});

describe('before any network traffic', () => {
  it('refuses a call without a target system', async () => {
    const { client, exchanges } = clientWith({ targetSystem: undefined });
    const error = await failure(client.call('contactsCount'));
    expect(error).toBeInstanceOf(DsmConfigError);
    expect(error.message).toBe('No target system configured (`targetSystem`).');
    await expect(client.raw.GET('/api/contacts/count')).rejects.toBeInstanceOf(DsmConfigError);
    expect(exchanges).toHaveLength(0);
  });

  it('refuses admin-key requests without both admin keys, with the protocol messages', async () => {
    const noAdmin = clientWith({});
    expect((await failure(noAdmin.client.call('contactsCount', undefined, { adminKeys: true }))).message).toBe(
      'No admin public key provided',
    );
    const publicOnly = clientWith({ adminPublicKey: 'admin-pub' });
    expect((await failure(publicOnly.client.call('contactsCount', undefined, { adminKeys: true }))).message).toBe(
      'No admin private key provided',
    );
    const viaBody = clientWith({ adminPublicKey: 'admin-pub' });
    const error = await failure(
      viaBody.client.call('bucketsStartWorkflow', {
        body: { workflowGuid: '3b1f6c2a-8d4e-4f7a-9c21-5e6d7f8a9b01', sendWithAdminKeys: true },
      }),
    );
    expect(error).toBeInstanceOf(DsmConfigError);
    expect(noAdmin.exchanges.length + publicOnly.exchanges.length + viaBody.exchanges.length).toBe(0);
  });

  it('refuses a POST without its model, in every surface', async () => {
    const { client, exchanges } = clientWith({});
    for (const attempt of [
      client.call('contactsGet', undefined as never),
      contactsGet(undefined as never, { client }),
      client.raw.POST('/api/contacts/get', {} as never),
    ]) {
      const error = await failure(attempt);
      expect(error).toBeInstanceOf(DsmValidationError);
      expect(error.message).toBe('You must provide a model.');
    }
    expect(exchanges).toHaveLength(0);
  });

  it.each([
    [{}, 'Please provide an url where to download the database file.'],
    [{ url: 'files.example.com/leads.csv' }, 'Please specifiy the protocol (http, https, ftp).'],
    [{ url: 'https://files.example.com/leads.xlsx' }, 'Only csv files are supported right now. Please save the database file as csv.'],
  ])('checks the import URL %j', async (body, message) => {
    const { client, exchanges } = clientWith({});
    const error = await failure(client.call('contactsImportFromUrl', { body: body as never }));
    expect(error).toBeInstanceOf(DsmValidationError);
    expect(error.message).toBe(message);
    expect((error as DsmValidationError).operationId).toBe('contactsImportFromUrl');
    expect(exchanges).toHaveLength(0);
  });

  it('accepts a valid import URL', async () => {
    const { client, exchanges } = clientWith({}, () => envelopeReply({ state: 0, responseObject: 'import-1' }));
    for (const url of ['https://files.example.com/leads.csv', 'ftp://files.example.com/a.CSV', 'http://x/y.csv']) {
      await expect(client.call('contactsImportFromUrl', { body: { url } })).resolves.toBe('import-1');
    }
    expect(exchanges).toHaveLength(3);
  });

  it('refuses an operation the contract does not have', async () => {
    const { client, exchanges } = clientWith({});
    const error = await failure((client.call as (id: string) => Promise<unknown>)('contactsExplode'));
    expect(error).toBeInstanceOf(DsmValidationError);
    expect(error.message).toBe("Unknown operation 'contactsExplode'.");
    expect(exchanges).toHaveLength(0);
  });

  it('a generated function without a client says so', async () => {
    const error = await failure((contactsCount as (options?: unknown) => Promise<unknown>)());
    expect(error).toBeInstanceOf(DsmConfigError);
    expect(error.message).toBe(NO_CLIENT_MESSAGE);
  });
});

describe('what goes on the wire', () => {
  it('signs with the configured keys, JSON bodies in UTF-8, with credentials', async () => {
    const { client, exchanges } = clientWith({});
    await client.call('contactsGet', { body: { size: 50, start: 0 } });
    const sent = exchanges[0]!.request;
    expect(sent.url).toBe('https://demo.example.com/portal/api/contacts/get');
    expect(sent.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('X-DSM-Id')).toBe('pub-1');
    expect(await sent.text()).toBe('{"size":50,"start":0}');
  });

  it('uses the admin keys when a call asks for them, and for the body flag', async () => {
    const { client, exchanges } = clientWith({ adminPublicKey: 'admin-pub', adminPrivateKey: ADMIN_SECRET });
    await client.call('contactsCount', undefined, { adminKeys: true });
    await client.call('bucketsStartWorkflow', {
      body: { workflowGuid: '3b1f6c2a-8d4e-4f7a-9c21-5e6d7f8a9b01', sendWithAdminKeys: true },
    });
    await client.call('contactsCount');
    expect(exchanges.map((e) => e.request.headers.get('X-DSM-Id'))).toEqual(['admin-pub', 'admin-pub', 'pub-1']);
    expect(await exchanges[1]!.request.text()).toContain('"sendWithAdminKeys":true');
  });

  it('honours the body flag only on POST operations whose request model carries it', async () => {
    const { client, exchanges } = clientWith({ adminPublicKey: 'admin-pub', adminPrivateKey: ADMIN_SECRET });
    // The Query model of contactsGet has no such field: the flag travels but selects nothing.
    await client.call('contactsGet', { body: { size: 5, sendWithAdminKeys: true } as never });
    expect(exchanges.map((e) => e.request.headers.get('X-DSM-Id'))).toEqual(['pub-1']);
  });

  it('sends unsigned operations without any X-DSM-* header, even with keys configured', async () => {
    const { client, exchanges } = clientWith({
      adminPublicKey: 'a',
      adminPrivateKey: 'b',
      sourcePublicKey: 'Src-1',
      designer: { customerId: 4, campaignName: 'S' },
    });
    await client.call('smartCampaignLogin', { body: { login: 'jane', password: 'pw' } });
    expect(dsmHeaderNames(exchanges[0]!.request)).toEqual([]);
  });

  it('sends unsigned requests when no keys are configured', async () => {
    const { client, exchanges } = clientWith({ publicKey: undefined, privateKey: undefined });
    await client.call('contactsCount');
    expect(dsmHeaderNames(exchanges[0]!.request)).toEqual([]);
  });

  it('percent-encodes path parameters the same way in every surface, and signs what it sends', async () => {
    const { client, exchanges } = clientWith({});
    await client.call('contactsFilterGet', { path: { name: 'Hot / new?' } });
    await contactsFilterGet('Hot / new?', { client });
    await client.raw.GET('/api/contacts/filter/get/{name}', { params: { path: { name: 'Hot / new?' } } });
    const urls = exchanges.map((e) => e.request.url);
    expect(new Set(urls)).toEqual(new Set(['https://demo.example.com/portal/api/contacts/filter/get/Hot%20%2F%20new%3F']));
    expect(new Set(exchanges.map((e) => e.request.headers.get('X-DSM-Signature'))).size).toBe(1);
  });
});

describe('path parameters', () => {
  it("writes the resource markers and percent-encodes them as the platform's client: case-7's request through call()", async () => {
    const vector = signingVectors().find((v) => v.name === 'case-7')!;
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: true }));
    const client = createDsmClient({ ...vector.config, fetch: recorder.fetch, now: () => new Date(vector.now) });
    // The file name as given, and already marked: the same request.
    await client.call('resourcesDeleteForCampaign', { path: { type: '1', campaign: 'Summer', file: 'logo.png' } });
    await client.call('resourcesDeleteForCampaign', { path: { type: '1', campaign: 'Summer', file: 'logo[ptrt]png' } });
    const [first, second] = recorder.exchanges.map((e) => e.request);
    const sentPath = vector.path.replace('logo[ptrt]png', 'logo%5Bptrt%5Dpng');
    expect(first!.url).toBe(vector.expected.url.replace(vector.path, sentPath));
    expect(second!.url).toBe(first!.url);
    const target = resolveTarget(vector.config)!;
    const signer = new RequestSigner(vector.config, { host: target.host, sourcePublicKey: null, designer: vector.config.designer });
    const signedPath = `${target.directory}${sentPath}`;
    const headers = await signer.sign({ method: 'GET', signedPath, body: '', instant: new Date(vector.now) });
    for (const sent of [first!, second!]) expect(sent.headers.get('X-DSM-Signature')).toBe(headers['X-DSM-Signature']);
    // The vector's literal spelling signs differently: the signature follows the bytes sent.
    expect(headers['X-DSM-Signature']).not.toBe(vector.expected.headers['X-DSM-Signature']);
  });

  it('refuses a missing path parameter with the platform’s wording', async () => {
    const { client, exchanges } = clientWith({});
    const error = await failure(client.call('contactsDeleteById', { path: {} as never }));
    expect(error).toBeInstanceOf(DsmValidationError);
    expect(error.message).toBe("No 'id' parameter provided.");
    expect(exchanges).toHaveLength(0);
  });
});

describe('replies', () => {
  it('unwraps the responseObject of a success envelope', async () => {
    const { client } = clientWith({}, () =>
      envelopeReply({ state: 0, responseObject: [{ id: 1, name: 'Default' }], failureMessage: null }),
    );
    await expect(client.call('contactsBatches')).resolves.toEqual([{ id: 1, name: 'Default' }]);
    await expect(contactsCount({ client })).resolves.toEqual([{ id: 1, name: 'Default' }]);
  });

  it('turns state 1 into a DsmApiError that keeps the envelope and the reply', async () => {
    const envelope = { state: 1, responseObject: null, failureMessage: 'Contact not found.', failureDetail: 'id 5012' };
    const { client } = clientWith({}, () => envelopeReply(envelope));
    const error = (await failure(client.call('contactsDeleteById', { path: { id: 5012 } }))) as DsmApiError;
    expect(error).toBeInstanceOf(DsmApiError);
    expect(error.message).toBe('Contact not found.');
    expect(error.failureMessage).toBe('Contact not found.');
    expect(error.failureDetail).toBe('id 5012');
    expect(error.envelope).toEqual(envelope);
    expect(error.status).toBe(200);
  });

  it('reports an HTTP failure with the envelope message when there is one', async () => {
    const envelope = { state: 1, responseObject: null, failureMessage: 'The request signature is not valid.', failureDetail: null };
    const { client } = clientWith({}, () => envelopeReply(envelope, { status: 401, statusText: 'Unauthorized' }));
    const error = (await failure(client.call('contactsCount'))) as DsmHttpError;
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error.message).toBe('The request signature is not valid.');
    expect(error.status).toBe(401);
    expect(error.envelope).toEqual(envelope);
  });

  it('reports an HTTP failure with the status text otherwise', async () => {
    const { client } = clientWith({}, () => new Response('<html>proxy error</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await failure(client.call('contactsCount'))) as DsmHttpError;
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBe('<html>proxy error</html>');
    expect(error.response.status).toBe(502);
  });

  it('reports a 2xx reply that is not an envelope', async () => {
    const { client } = clientWith({}, () => new Response('plain text', { status: 200 }));
    const error = await failure(client.call('contactsCount'));
    expect(error).toBeInstanceOf(DsmHttpError);
    expect(error.message).toBe('The reply is not a response envelope (HTTP 200).');
  });

  it('wraps a network failure in a DsmNetworkError with the cause', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = clientWith({}, () => Promise.reject(cause));
    const error = (await failure(client.call('contactsCount'))) as DsmNetworkError;
    expect(error).toBeInstanceOf(DsmNetworkError);
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('fetch failed');
  });

  it('reports an aborted call as aborted', async () => {
    const controller = new AbortController();
    const client = createDsmClient({ ...base, fetch: (input) => globalThis.fetch(input as Request) });
    controller.abort();
    const error = (await failure(client.call('contactsCount', undefined, { signal: controller.signal }))) as DsmNetworkError;
    expect(error).toBeInstanceOf(DsmNetworkError);
    expect(error.aborted).toBe(true);
  });
});

describe('secrets', () => {
  const secretConfig = { adminPublicKey: 'admin-pub', adminPrivateKey: ADMIN_SECRET };
  const shows = (value: unknown) =>
    [String(value), JSON.stringify(value), inspect(value, { depth: 6 }), (value as Error).stack ?? ''].join('\n');

  it('never appear in any error, its text or its JSON form', async () => {
    const errors: DsmError[] = [];
    const replies = [
      () => envelopeReply({ state: 1, failureMessage: 'nope', failureDetail: null }),
      () => envelopeReply({ state: 1, failureMessage: 'denied' }, { status: 403, statusText: 'Forbidden' }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const reply of replies)
      errors.push(await failure(clientWith(secretConfig, reply).client.call('contactsCount', undefined, { adminKeys: true })));
    errors.push(await failure(clientWith({ targetSystem: undefined }).client.call('contactsCount')));
    errors.push(await failure(clientWith({}).client.call('contactsCount', undefined, { adminKeys: true })));
    errors.push(await failure(clientWith({}).client.call('contactsImportFromUrl', { body: { url: '' } })));
    expect(errors.map((e) => e.kind).sort()).toEqual(['api', 'config', 'config', 'http', 'network', 'validation']);
    for (const error of errors) {
      expect(shows(error)).not.toContain(SECRET);
      expect(shows(error)).not.toContain(ADMIN_SECRET);
    }
  });

  it('never appear when the client is printed', () => {
    const client: DsmClient = createDsmClient({ ...base, ...secretConfig });
    expect(shows(client)).not.toContain(SECRET);
    expect(shows(client)).not.toContain(ADMIN_SECRET);
    expect(client.config.privateKey).toBe('[redacted]');
    expect(client.config.publicKey).toBe('pub-1');
  });
});
