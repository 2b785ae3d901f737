/**
 * Every job of the SDK's catalogue, run against the sandbox through the SDK's own `waitForJob`: started
 * with the contract's example input (a job without a start operation is watched under the contract's
 * example id, which the sandbox has not seen), it shows running statuses whose progress never goes
 * back and ends in its final state: done, or the decision the job asks for.
 */
import { describe, expect, it } from 'vitest';
import { jobs, type JobName } from '../../../src/jobs/catalogue.js';
import { progressFraction, type JobDefinition } from '../../../src/jobs/job-definition.js';
import { waitForJob, type JobUpdate } from '../../../src/jobs/wait-for-job.js';
import { replies } from '../../../src/sandbox/context.js';
import { jobHandlers, statusScript } from '../../../src/sandbox/jobs/index.js';
import { createStore } from '../../../src/sandbox/store/index.js';
import { adminKeysFor, GENEROUS_TIMEOUT_MS, sandboxHarness, startOrWatch, TEST_INTERVAL_MS } from './sandbox-harness.js';

const { sandbox, dsm } = sandboxHarness();
type AnyJob = JobDefinition<any, any, any, any, any>;

describe.each(Object.keys(jobs) as JobName[])('%s in the sandbox', (job) => {
  it(
    'runs to its final state through waitForJob',
    async () => {
      const definition = jobs[job] as AnyJob;
      const id = await startOrWatch(dsm, sandbox.store, job);
      expect(id).toBeDefined();
      const updates: JobUpdate<unknown, unknown>[] = [];
      const status = await waitForJob(dsm, definition, id, {
        ...adminKeysFor(job),
        intervalMs: TEST_INTERVAL_MS,
        onProgress: (update) => updates.push(update),
      });

      const expected = statusScript(job).decision(id) === undefined ? 'done' : 'decision';
      expect(definition.read(status, id).phase).toBe(expected);
      expect(updates.at(-1)?.phase).toBe(expected);
      expect(updates.slice(0, -1).every((update) => update.phase === 'running')).toBe(true);
      const positions = updates.filter((update) => update.phase === 'running').map((update) => progressFraction(update.progress) ?? 0);
      positions.slice(1).forEach((position, i) => expect(position).toBeGreaterThanOrEqual(positions[i]!));
    },
    GENEROUS_TIMEOUT_MS,
  );
});

describe('the job handlers', () => {
  it('answer every start, status and decision operation of the catalogue', () => {
    const handlers = jobHandlers({ store: createStore(), speed: 1, now: () => new Date(), reply: replies, takeScenario: () => undefined });
    const operations = Object.values(jobs as Record<string, AnyJob>).flatMap((job) => [
      job.start?.operation.id,
      job.status.id,
      ...(job.answer?.operations ?? []).map((operation) => operation.id),
    ]);
    const missing = operations.filter((operationId) => operationId !== undefined && !Object.hasOwn(handlers, operationId));
    expect(missing).toEqual([]);
  });
});
