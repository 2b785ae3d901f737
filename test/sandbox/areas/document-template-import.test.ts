/** A document template import through the SDK against the sandbox: its end overwrites or adds the template as decided. */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox({ speed: 12 });
const dsm = demoClient();
const fast = { intervalMs: 20 };
const named = async (name: string) =>
  (await dsm.call('documentTemplatesGetByQuery', { body: { wheres: [{ columnName: 'name', comparer: 0, value: name }] } }))[0];

describe('document template import', { timeout: 30_000 }, () => {
  it('asks about the template whose name exists, and overwrites it when told so', async () => {
    const before = await dsm.call('documentTemplatesCountByQuery', { body: {} });
    const status = await waitForJob(dsm, jobs.documentTemplateImport, 'overwrite-import', {
      ...fast,
      onDecision: (decision) =>
        decision.templates.map((template) => ({ template, overwrite: true, displayName: 'Mailing A4 Frühling (neu)' })),
    });
    expect(status.state).toBe(500);
    expect(await dsm.call('documentTemplatesCountByQuery', { body: {} })).toBe(before);
    expect(await named('Mailing-A4-Fruehling')).toMatchObject({ id: 52, displayName: 'Mailing A4 Frühling (neu)' });
  });

  it('adds it under a new name when told so', async () => {
    const before = await dsm.call('documentTemplatesCountByQuery', { body: {} });
    await waitForJob(dsm, jobs.documentTemplateImport, 'new-name-import', {
      ...fast,
      onDecision: (decision) => decision.templates.map((template) => ({ template, overwrite: false, name: 'Mailing-A4-Sommer' })),
    });
    expect(await dsm.call('documentTemplatesCountByQuery', { body: {} })).toBe(before + 1);
    expect(await named('Mailing-A4-Sommer')).toMatchObject({ name: 'Mailing-A4-Sommer', isApproved: false });
    expect(await named('Mailing-A4-Fruehling')).toMatchObject({ id: 52, displayName: 'Mailing A4 Frühling' });
  });
});
