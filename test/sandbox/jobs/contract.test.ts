/**
 * Every reply of the sandbox's jobs validates against the contract: each job of the catalogue runs
 * through Prism's proxy (start, every status it shows, and the decision calls), and no reply carries a
 * violation. The statuses are derived, not copied from the contract's examples, so this is where a
 * derived field of the wrong type would show.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createDsmClient, type DsmClient } from '../../support/full-client.js';
import { jobs, type JobName } from '../../../src/jobs/catalogue.js';
import { continueTemplateImport } from '../../../src/jobs/decisions.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { recordingFetch } from '../../support/recording-fetch.js';
import { startProxiedSandbox } from '../prism-proxy.js';
import { adminKeysFor, startOrWatch } from './sandbox-harness.js';

/** Fast runs and polls: the point is the replies, not the pace. */
const SPEED = 30;
const INTERVAL_MS = 25;

const sandbox = createSandbox({ speed: SPEED });
const recorder = recordingFetch();
let stack: Awaited<ReturnType<typeof startProxiedSandbox>>;
let dsm: DsmClient;

beforeAll(async () => {
  stack = await startProxiedSandbox(inject('bundlePath'), sandbox.handlers);
  dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: stack.port, ...SANDBOX_DEMO_KEYS, fetch: recorder.fetch });
}, 120_000);
afterAll(() => stack?.stop());

/** Every recorded exchange whose reply Prism found in breach of the contract. */
const violations = () =>
  recorder.exchanges.flatMap(({ request, response }) => {
    const found = response?.headers.get('sl-violations');
    return found ? [`${request.method} ${new URL(request.url).pathname}: ${found}`] : [];
  });

describe('the sandbox jobs behind Prism in proxy mode', () => {
  it('answer every start and status call of every job with replies that validate', async () => {
    const failures: string[] = [];
    for (const job of Object.keys(jobs) as JobName[]) {
      const definition = jobs[job] as Parameters<typeof waitForJob>[1];
      await startOrWatch(dsm, sandbox.store, job)
        .then((id) => waitForJob(dsm, definition, id, { intervalMs: INTERVAL_MS, ...adminKeysFor(job) }))
        .catch((error: Error) => failures.push(`${job}: ${error.name}: ${error.message}`));
    }
    expect(failures).toEqual([]);
    expect(recorder.exchanges.length).toBeGreaterThan(2 * Object.keys(jobs).length);
    expect(violations()).toEqual([]);
  }, 240_000);

  it('answer the decision calls and the failed and refused jobs with replies that validate', async () => {
    recorder.exchanges.length = 0;
    await waitForJob(dsm, jobs.campaignTemplateImport, 'contract-import', {
      intervalMs: INTERVAL_MS,
      onDecision: () => ({ newName: 'contract_import' }),
    });
    await waitForJob(dsm, jobs.campaignTemplateImport, 'contract-sync', { intervalMs: INTERVAL_MS });
    await continueTemplateImport(dsm, 'contract-sync', { overwrite: true, sync: true });
    await continueTemplateImport(dsm, 'never-started', { overwrite: true });
    await waitForJob(dsm, jobs.documentTemplateImport, 'contract-documents', {
      intervalMs: INTERVAL_MS,
      onDecision: (decision) => decision.templates.map((template) => ({ template, overwrite: false, name: `${template.name}-2` })),
    });
    const taken = sandbox.store.campaigns.all()[0]!.name;
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: taken } });
    await expect(waitForJob(dsm, jobs.campaignCreate, statusId, { intervalMs: INTERVAL_MS })).rejects.toThrow('is already taken');
    const database = sandbox.store.databases.all()[0]!.databaseName;
    await expect(jobs.databaseCreateFromFile.start!.run(dsm, { body: { fileName: 'x.csv', newDatabaseName: database } })).rejects.toThrow(
      'already exists',
    );
    expect(violations()).toEqual([]);
  }, 120_000);
});
