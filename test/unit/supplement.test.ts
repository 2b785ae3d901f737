/**
 * Every operation ../shared/protocol/supplement.md lists is in the contract as a POST to its prefix plus
 * the name, and refuses a call without a body with the supplement's message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations as routes } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/routes.js';
import { createDsmClient } from '../../src/client.js';
import { DsmValidationError } from '../../src/errors.js';
import { recordingFetch } from '../support/recording-fetch.js';
import { SHARED_DIR } from '../support/shared.js';

const supplement = readFileSync(`${SHARED_DIR}protocol/supplement.md`, 'utf8');

/** `## \`POST /api/buckets/{name}\` (50)` followed by a line of back-quoted names. */
function listedOperations(): { path: string; section: string }[] {
  const operations: { path: string; section: string }[] = [];
  for (const match of supplement.matchAll(/^## `POST (\/api\/[^`]+)\/\{name\}` \((\d+)\)\n\n(.+)$/gm)) {
    const [, prefix, count, line] = match;
    const names = [...line!.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!);
    expect(names, prefix).toHaveLength(Number(count));
    for (const name of names) operations.push({ path: `${prefix}/${name}`, section: prefix! });
  }
  return operations;
}

const byPath = new Map(Object.entries(routes).map(([id, route]) => [`${route.method} ${route.path}`, id as OperationId]));
const listed = listedOperations();

describe('supplement operations', () => {
  it('lists the five sections and 84 names', () => {
    expect(new Set(listed.map((op) => op.section)).size).toBe(5);
    expect(listed).toHaveLength(84);
  });

  it.each(listed)('POST $path is in the contract and needs a model', async ({ path }) => {
    const operationId = byPath.get(`POST ${path}`);
    expect(operationId, path).toBeDefined();
    expect(routes[operationId!].body).toBe('required');
    const { fetch, exchanges } = recordingFetch();
    const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch });
    const error = await client.call(operationId! as 'bucketsCreateWorkflow', undefined as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmValidationError);
    expect((error as Error).message).toBe('You must provide a model.');
    expect(exchanges).toHaveLength(0);
  });

  it.each([
    ['GET', '/api/campaignTemplates/targetaudiences'],
    ['GET', '/api/campaignTemplates/outboundchannels'],
  ])('%s %s (not in the seeds) is in the contract', (method, path) => {
    expect(byPath.get(`${method} ${path}`)).toBeDefined();
  });
});
