/**
 * Every operation the platform's documentation only summarises by name (test/fixtures/supplement-operations.json) is in the
 * contract as a POST to its prefix plus the name, and refuses a call without a body with the platform's message.
 */
import { describe, expect, it } from 'vitest';
import { operations as routes } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/operation-ids.js';
import { createDsmClient } from '../support/full-client.js';
import { DsmValidationError } from '../../src/errors.js';
import type { Operation } from '../../src/operation.js';
import { supplementOperations } from '../support/fixtures.js';
import { recordingFetch } from '../support/recording-fetch.js';

const supplement = supplementOperations();
const listed = Object.entries(supplement.postByName).flatMap(([section, names]) =>
  names.map((name) => ({ path: `${section}/${name}`, section })),
);

const byPath = new Map(Object.entries(routes).map(([id, route]) => [`${route.method} ${route.path}`, id as OperationId]));

describe('supplement operations', () => {
  it('lists 84 names in five sections, as many per section as the platform names', () => {
    const counts = Object.fromEntries(Object.entries(supplement.postByName).map(([section, names]) => [section, names.length]));
    expect(counts).toEqual({
      '/api/buckets': 50,
      '/api/smartcampaign': 23,
      '/api/campaign': 6,
      '/api/campaign/orders': 3,
      '/api/smartserver': 2,
    });
    expect(new Set(listed.map((op) => op.path)).size).toBe(84);
  });

  it.each(listed)('POST $path is in the contract and needs a model', async ({ path }) => {
    const operationId = byPath.get(`POST ${path}`);
    expect(operationId, path).toBeDefined();
    const operation: Operation = routes[operationId!];
    expect(operation.body).toBe('required');
    const { fetch, exchanges } = recordingFetch();
    const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch });
    const error = await client.call(operationId! as 'bucketsCreateWorkflow', undefined as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmValidationError);
    expect((error as Error).message).toBe('You must provide a model.');
    expect(exchanges).toHaveLength(0);
  });

  it.each(supplement.alsoNotInSeeds)('%s %s (not in the platform’s documentation) is in the contract', (method, path) => {
    expect(byPath.get(`${method} ${path}`)).toBeDefined();
  });
});
