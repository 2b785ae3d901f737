/** `sandbox.scenarios`: a forced failure or delay on the next matching call, once, and refusals of what cannot be. */
import { describe, expect, it } from 'vitest';
import { DsmApiError, DsmConfigError } from '../../src/errors.js';
import { createSandbox, MAX_QUEUED_SCENARIOS } from '../../src/sandbox/index.js';
import { demoClient, useSandbox } from './support.js';

const { sandbox } = useSandbox();

describe('sandbox.scenarios', () => {
  it('fails the next matching call with the platform’s failure envelope, once', async () => {
    const dsm = demoClient();
    sandbox.scenarios.next({ operationId: 'contactsCount', failureMessage: 'The database is being rebuilt.' });
    await expect(dsm.call('contactsBatches')).resolves.toBeInstanceOf(Array); // another operation
    const failed = dsm.call('contactsCount');
    await expect(failed).rejects.toBeInstanceOf(DsmApiError);
    await expect(failed).rejects.toThrow('The database is being rebuilt.');
    await expect(dsm.call('contactsCount')).resolves.toBeGreaterThan(0);
  });

  it('answers with the envelope itself: state 1, the message, HTTP 200', async () => {
    sandbox.scenarios.next({ failureMessage: 'Any call fails once.' });
    const response = await demoClient().raw.GET('/api/contacts/count');
    expect(response.response.status).toBe(200);
    expect(response.data ?? response.error).toEqual({ state: 1, failureMessage: 'Any call fails once.', failureDetail: null });
  });

  it('delays the next matching call and then answers as before', async () => {
    sandbox.scenarios.next({ operationId: 'contactsCount', delayMs: 50 });
    const started = performance.now();
    await expect(demoClient().call('contactsCount')).resolves.toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('takes scenarios in the order they were queued and forgets them on clear() and reset()', async () => {
    const dsm = demoClient();
    sandbox.scenarios.next({ operationId: 'contactsCount', failureMessage: 'first' });
    sandbox.scenarios.next({ operationId: 'contactsCount', failureMessage: 'second' });
    await expect(dsm.call('contactsCount')).rejects.toThrow('first');
    sandbox.scenarios.clear();
    await expect(dsm.call('contactsCount')).resolves.toBeGreaterThan(0);
    sandbox.scenarios.next({ operationId: 'contactsCount', failureMessage: 'third' });
    sandbox.reset();
    await expect(dsm.call('contactsCount')).resolves.toBeGreaterThan(0);
  });

  it('leaves a job’s outcome and decision to its runner: a plain call does not take them', async () => {
    sandbox.scenarios.next({ operationId: 'contactsCount', outcome: 'couldNotFindInfoBin' });
    await expect(demoClient().call('contactsCount')).resolves.toBeGreaterThan(0);
  });

  it('keeps each sandbox’s scenarios to itself', async () => {
    const other = createSandbox();
    other.scenarios.next({ failureMessage: 'only the other sandbox' });
    await expect(demoClient().call('contactsCount')).resolves.toBeGreaterThan(0);
  });

  it.each([
    [{ operationId: 'contactsCountt', failureMessage: 'x' }, "there is no operation 'contactsCountt'"],
    [{ operationId: 'contactsCount' }, 'say what should happen'],
    [{ operationId: 'contactsCount', delayMs: -1 }, "'delayMs'"],
    [{ operationId: 'contactsCount', delayMs: Number.POSITIVE_INFINITY }, "'delayMs'"],
    [{ operationId: 'contactsCount', failureMessage: '' }, "'failureMessage'"],
    [{ operationId: 'contactsCount', failureMesage: 'x' }, "unknown field 'failureMesage'"],
    [null, 'expected an object'],
    [{ job: 'templateImprot', outcome: 'finished' }, "there is no job 'templateImprot'"],
    [
      { job: 'campaignTemplateImport', outcome: 'couldNotFindInfoBn' },
      "'couldNotFindInfoBn' is not an outcome of 'campaignTemplateImport'",
    ],
    [{ operationId: 'campaignsCreate', outcome: 'noSuchEnd' }, "'noSuchEnd' is not an outcome of 'campaignCreate'"],
  ])('refuses %o with a DsmConfigError naming what is wrong', (scenario, message) => {
    const next = () => sandbox.scenarios.next(scenario as never);
    expect(next).toThrow(DsmConfigError);
    expect(next).toThrow(message);
  });

  it('keeps the queue bounded', () => {
    for (let i = 0; i < MAX_QUEUED_SCENARIOS; i++) sandbox.scenarios.next({ operationId: 'contactsCount', delayMs: 0 });
    expect(() => sandbox.scenarios.next({ operationId: 'contactsCount', delayMs: 0 })).toThrow(/already queued/);
  });
});
