/**
 * Waiting for one job loads that job's operations, never the table of every operation (which only
 * `call()` and `raw` load): an application bundling `waitForJob` and one catalogue entry gets neither
 * generated/operations/index.ts nor the descriptors of the areas no entry it uses touches.
 */
import { describe, expect, it } from 'vitest';
import { initialBundleSize } from '../../bench/bundle-size.js';

const ONE_JOB_APP = `
import { waitForJob, campaignCreateJob } from '@dsm/sdk';
export { waitForJob, campaignCreateJob };
`;

describe('an application that waits for one job', () => {
  it('bundles the job’s own operations and not the table of every operation', async () => {
    // One file (no splitting): what an import() would load on demand counts too.
    const { inputs, sizes } = await initialBundleSize(ONE_JOB_APP, { splitting: false, sizes: true });
    const operationModules = inputs.filter((input) => input.startsWith('generated/operations/'));
    expect(operationModules).toContain('generated/operations/campaigns.ts');
    expect(sizes?.['generated/operations/campaigns.ts']).toBeGreaterThan(0);
    expect(operationModules).not.toContain('generated/operations/index.ts');
    // Neither the other areas' jobs nor the other campaign jobs come along: not the template and image
    // imports (their own operation modules), not the readers by state rules and their message tables.
    expect(operationModules).not.toContain('generated/operations/contacts.ts');
    expect(operationModules).not.toContain('generated/operations/campaign-templates.ts');
    expect(operationModules).not.toContain('generated/operations/images.ts');
    expect(inputs).not.toContain('src/jobs/readers/contacts.ts');
    expect(inputs).not.toContain('src/jobs/readers/rules.ts');
    expect(inputs).not.toContain('src/messages/job-states.ts');
  });

  it('is a real probe: the whole catalogue brings every job area, and `call()` the table', async () => {
    const catalogue = await initialBundleSize(`import { waitForJob, jobs } from '@dsm/sdk';\nexport { waitForJob, jobs };`, {
      splitting: false,
    });
    expect(catalogue.inputs).toContain('generated/operations/contacts.ts');
    expect(catalogue.inputs).toContain('generated/operations/images.ts');
    expect(catalogue.inputs).toContain('src/jobs/readers/rules.ts');
    const withCall = await initialBundleSize(
      `import { createDsmClient } from '@dsm/sdk';\nimport { withCall } from '@dsm/sdk/call';\nexport const call = withCall(createDsmClient()).call;`,
      { splitting: false },
    );
    expect(withCall.inputs).toContain('generated/operations/index.ts');
  });
});
