/**
 * Jobs follow the sandbox's clock (here one the test moves by hand, at the platform's pace, speed 1):
 * a few seconds per job, progress that grows with the platform's messages as the clock moves, and
 * the result in the store at the end, not before.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDsmClient } from '../../support/full-client.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { progressFraction } from '../../../src/jobs/job-definition.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { replies } from '../../../src/sandbox/context.js';
import { jobHandlers, RUN_MS_AT_SPEED_1 } from '../../../src/sandbox/jobs/index.js';
import { createStore } from '../../../src/sandbox/store/index.js';

let clock = Date.now();
const sandbox = createSandbox({ speed: 1, now: () => new Date(clock) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: 9, ...SANDBOX_DEMO_KEYS });

describe('a job on the sandbox clock', () => {
  it('runs a few seconds at speed 1', () => {
    expect(RUN_MS_AT_SPEED_1).toBeGreaterThanOrEqual(1000);
    expect(RUN_MS_AT_SPEED_1).toBeLessThanOrEqual(10_000);
  });

  it('reports growing progress with the platform messages as the clock moves, then done with the new campaign', async () => {
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 3, campaignName: 'ClockCampaign' } });
    const readings = [];
    for (let step = 0; step < 10; step += 1) {
      readings.push(jobs.campaignCreate.read(await dsm.call('campaignsGetCreateStatus', { path: { statusId } }), statusId));
      clock += RUN_MS_AT_SPEED_1 / 10;
    }
    expect(readings.every((reading) => reading.phase === 'running')).toBe(true);
    const shares = readings.map((reading) => progressFraction(reading.progress)!);
    shares.slice(1).forEach((share, i) => expect(share).toBeGreaterThan(shares[i]!));
    expect(new Set(readings.map((reading) => reading.message)).size).toBeGreaterThan(5);
    expect(readings[0]!.message).toBe('started');
    expect(sandbox.store.campaigns.all().some((campaign) => campaign.name === 'ClockCampaign')).toBe(false);

    const done = jobs.campaignCreate.read(await dsm.call('campaignsGetCreateStatus', { path: { statusId } }), statusId);
    expect(done).toMatchObject({ phase: 'done', message: 'finished' });
    expect(sandbox.store.campaigns.all().some((campaign) => campaign.name === 'ClockCampaign')).toBe(true);
  });

  it('at speed Infinity is done at its first status', async () => {
    const store = createStore();
    const handlers = jobHandlers({ store, speed: Infinity, now: () => new Date(clock), reply: replies, takeScenario: () => undefined });
    const request = (operationId: string, input: { params?: Record<string, string>; body?: unknown }) =>
      ({ operationId, params: input.params ?? {}, body: input.body, request: new Request('http://127.0.0.1/') }) as never;
    const started = (await handlers.campaignsCreate!(
      request('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: 'InstantCampaign' } }),
    )) as { responseObject: string };
    const statusId = started.responseObject;
    const { responseObject } = (await handlers.campaignsGetCreateStatus!(
      request('campaignsGetCreateStatus', { params: { statusId } }),
    )) as { responseObject: unknown };
    expect(jobs.campaignCreate.read(responseObject as never, statusId).phase).toBe('done');
    expect(store.campaigns.all().some((campaign) => campaign.name === 'InstantCampaign')).toBe(true);
  });
});
