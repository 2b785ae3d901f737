/**
 * A sandbox behind msw's `setupServer` and a client signed with the sandbox's demo keys: nothing
 * answers but the sandbox's own handlers. The job pace is fast; polls use a short interval so a run
 * shows several statuses.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { OperationId } from '../../../generated/operation-ids.js';
import { createDsmClient, type DsmClient } from '../../support/full-client.js';
import { jobs, type JobName } from '../../../src/jobs/catalogue.js';
import type { JobDefinition } from '../../../src/jobs/job-definition.js';
import { createSandbox, SANDBOX_DEMO_KEYS, type SandboxStore } from '../../../src/sandbox/index.js';
import { operationCases } from '../../support/contract-examples.js';

/** Runs take 3 s at speed 1: at 12 a job runs 250 ms. */
export const TEST_SPEED = 12;
/** Polls every 20 ms instead of the platform's 250-1000 ms. */
export const TEST_INTERVAL_MS = 20;
/** Test timeouts are generous: a loaded machine may delay every timer. */
export const GENEROUS_TIMEOUT_MS = 30_000;

export function sandboxHarness(speed = TEST_SPEED) {
  const sandbox = createSandbox({ speed });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandbox.reset();
    sandbox.scenarios.clear();
  });
  afterAll(() => server.close());
  // Loopback and a port nothing listens on: should a request escape the sandbox, it stays on this machine.
  const dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: 9, ...SANDBOX_DEMO_KEYS });
  return { sandbox, server, dsm };
}

let cases: Map<OperationId, ReturnType<typeof operationCases>[number]> | undefined;

/** The contract's example input of an operation: its path values and body. */
export function exampleInput(operationId: OperationId): { path?: Record<string, unknown>; body?: unknown } {
  cases ??= new Map(
    operationCases(new URL('../../../generated/openapi.json', import.meta.url).pathname).map((c) => [c.operationId as OperationId, c]),
  );
  const operation = cases.get(operationId);
  if (!operation) throw new Error(`No contract operation '${operationId}'.`);
  return {
    ...(Object.keys(operation.pathParams).length ? { path: operation.pathParams } : {}),
    ...(operation.exampleBody !== undefined ? { body: structuredClone(operation.exampleBody) } : {}),
  };
}

type AnyJob = JobDefinition<any, any, any, any, any>;

/** The start input: the contract's example, with names no seeded campaign or database has, of a template the sandbox has. */
function startInput(job: JobName, store: SandboxStore) {
  const input = exampleInput(jobs[job].start!.operation.id);
  if (job === 'campaignCreate') Object.assign(input.body as object, { campaignTemplateId: store.templates.all()[0]!.id });
  if (job === 'campaignCreate' || job === 'campaignCopy') Object.assign(input.body as object, { campaignName: `SandboxJobs${job}` });
  if (job === 'databaseCreateFromFile') Object.assign(input.body as object, { newDatabaseName: 'SandboxJobsDatabase' });
  return input;
}

/**
 * The call options of a job of the admin variants (system admins only): signed with the admin key pair, as a
 * system admin's calls are in the sandbox.
 */
export function adminKeysFor(job: JobName): { adminKeys?: true } {
  const definition = jobs[job] as AnyJob;
  return definition.start?.operation.adminOnly || definition.status.adminOnly ? { adminKeys: true } : {};
}

/**
 * The id of a job to wait for: started with the contract's example input, or, for a job no operation
 * starts, the contract's example id of its status call (an id the sandbox has not seen).
 */
export async function startOrWatch(dsm: DsmClient, store: SandboxStore, job: JobName): Promise<unknown> {
  const definition = jobs[job] as AnyJob;
  if (definition.start) return definition.start.run(dsm, startInput(job, store), adminKeysFor(job));
  // The id's value in the example's path or body; a compound id ('type, file') is the example's path values.
  const { path = {}, body } = exampleInput(definition.status.id);
  const fields = (body ?? {}) as Record<string, unknown>;
  return path[definition.idParameter] ?? fields[definition.idParameter] ?? path;
}
