/** The jobs the contract describes (`x-dsm-job`, `x-dsm-job-fields`): every one generated, and a wrong name fails the generate. */
import { describe, expect, it } from 'vitest';
import { JOB_FACTS } from '../../generated/job-facts.js';
import { listOperations, loadBundle } from '../../scripts/generate/contract.js';
import { jobSpecs } from '../../scripts/generate/job-contract.js';
import { jobs } from '../../src/jobs/catalogue.js';

const bundle = loadBundle();

/** The bundle with one job's extension or fields changed. */
function withChange(change: (bundle: Record<string, any>) => void) {
  const copy = structuredClone(bundle);
  change(copy);
  return () => jobSpecs(copy, listOperations(copy));
}

describe('the contract’s jobs', () => {
  it('are each one entry of the catalogue and of the facts', () => {
    const hosts = listOperations(bundle).filter((op) => op.raw['x-dsm-job']);
    expect(hosts.length).toBe(Object.keys(jobs).length);
    expect(Object.keys(JOB_FACTS).sort()).toEqual(Object.keys(jobs).sort());
    for (const [name, job] of Object.entries(jobs)) {
      expect(job.status.id, name).toBe(JOB_FACTS[name as keyof typeof JOB_FACTS].status);
      expect(job.intervalMs, name).toBe(JOB_FACTS[name as keyof typeof JOB_FACTS].poll.intervalMs);
    }
  });

  it('refuse a status operation the contract lacks', () => {
    const run = withChange((copy) => {
      copy.paths['/api/contacts/import'].post['x-dsm-job'].status = 'contactsImportStatu';
    });
    expect(run).toThrow("contactImport: x-dsm-job.status names no operation 'contactsImportStatu'");
  });

  it('refuse a role naming a field the status lacks, and a result that is not nullable', () => {
    expect(
      withChange((copy) => {
        copy.components.schemas.ContactImportStatus['x-dsm-job-fields'].step = 'progressDetails';
      }),
    ).toThrow("names the field 'progressDetails'");
    expect(
      withChange((copy) => {
        copy.components.schemas.DuplicateProcessingStatus['x-dsm-job-fields'].result = ['duplicateCount'];
      }),
    ).toThrow('not nullable');
  });

  it('refuse a started job that does not say where its id is', () => {
    const run = withChange((copy) => {
      delete copy.paths['/api/contacts/import'].post['x-dsm-job'].from;
    });
    expect(run).toThrow('contactImport: a started job says where its id is');
  });
});
