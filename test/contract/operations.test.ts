/**
 * Every operation of the contract, called through the SDK against the Prism mock with its example
 * input. Prism validates each request against the contract (a violation fails the call) and answers
 * with the operation's example, which must come back unwrapped.
 */
import { describe, expect, inject, it } from 'vitest';
import type { OperationId } from '../../generated/operation-ids.js';
import { createDsmClient } from '../support/full-client.js';
import { DsmHttpError } from '../../src/errors.js';
import { operationCases } from '../support/contract-examples.js';
import { dsmHeaderNames, recordingFetch } from '../support/recording-fetch.js';

const port = inject('mockPort');
const cases = operationCases(inject('bundlePath'));
const mockConfig = { targetSystem: '127.0.0.1', protocol: 'http' as const, port };
// Admin keys too: admin-variant examples carry `sendWithAdminKeys: true`.
const keys = {
  publicKey: 'pub-contract-tests',
  privateKey: 'priv-contract-tests',
  adminPublicKey: 'admin-pub-tests',
  adminPrivateKey: 'admin-priv-tests',
};

describe('every operation against the mock', () => {
  it('finds the operations in the bundle', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('$operationId: $method $path', async (operation) => {
    const { fetch, exchanges } = recordingFetch();
    const client = createDsmClient({ ...mockConfig, ...keys, fetch });
    const call = client.call as (id: OperationId, input: object) => Promise<unknown>;

    const result = await call(operation.operationId as OperationId, { path: operation.pathParams, body: operation.exampleBody });

    expect(exchanges).toHaveLength(1);
    const { request, response } = exchanges[0]!;
    expect(request.method).toBe(operation.method.toUpperCase());
    expect(response!.status).toBeGreaterThanOrEqual(200);
    expect(response!.status).toBeLessThan(300);
    expect(response!.headers.get('sl-violations')).toBeNull();
    expect(dsmHeaderNames(request).length > 0).toBe(operation.signed);
    expect(result).toEqual(operation.expectedResult);
  });
});

describe('security against the mock', () => {
  const signed = cases.find((c) => c.signed && c.method === 'get' && Object.keys(c.pathParams).length === 0)!;
  const unsigned = cases.find((c) => !c.signed)!;

  it('refuses a signed operation sent without keys', async () => {
    const client = createDsmClient(mockConfig);
    const call = client.call as (id: OperationId, input: object) => Promise<unknown>;
    const error = await call(signed.operationId as OperationId, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).status).toBe(401);
  });

  it('accepts an unsigned operation sent without keys', async () => {
    const { fetch, exchanges } = recordingFetch();
    const client = createDsmClient({ ...mockConfig, fetch });
    const call = client.call as (id: OperationId, input: object) => Promise<unknown>;
    await expect(call(unsigned.operationId as OperationId, { path: unsigned.pathParams, body: unsigned.exampleBody })).resolves.toEqual(
      unsigned.expectedResult,
    );
    expect(dsmHeaderNames(exchanges[0]!.request)).toEqual([]);
  });

  it('rejects a request that violates the contract', async () => {
    const client = createDsmClient({ ...mockConfig, ...keys });
    // The SDK's own checks pass it (they do not type-check bodies); the mock refuses the string size.
    const error = await client.call('contactsGet', { body: { start: 0, size: 'fifty' as unknown as number } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).status).toBeGreaterThanOrEqual(400);
  });
});

describe('the other surfaces reach the mock too', () => {
  const client = createDsmClient({ ...mockConfig, ...keys });
  const countCase = cases.find((c) => c.operationId === 'contactsCount')!;

  it('raw openapi-fetch calls are signed and typed', async () => {
    const { data, response } = await client.raw.GET('/api/contacts/count');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ state: 0, responseObject: countCase.expectedResult });
  });

  it('generated functions unwrap', async () => {
    const { contactsCount } = await import('../../generated/functions/index.js');
    await expect(contactsCount({ client })).resolves.toEqual(countCase.expectedResult);
  });
});
