/** createSandbox's demo size: as many contacts as asked, the same ones on every build, and a refusal of a size it cannot use. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DsmConfigError } from '../../src/errors.js';
import { buildDemoData } from '../../src/sandbox/demo-data/index.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { demoClient } from './support.js';

describe('createSandbox demo size', () => {
  const sandbox = createSandbox({ demo: { contacts: 3000 } });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('holds as many contacts as asked, and as many again after a reset', async () => {
    await expect(demoClient().call('contactsCount')).resolves.toBe(3000);
    sandbox.reset();
    expect(sandbox.store.contacts.all()).toHaveLength(3000);
  });

  it('starts a larger demo with the contacts of the default one', () => {
    const small = buildDemoData(1200).contacts;
    expect(buildDemoData(1500).contacts.slice(0, 1200)).toEqual(small);
  });

  it.each([-1, 1.5, 2_000_000, Number.NaN])('refuses %s contacts, naming the option', (contacts) => {
    expect(() => createSandbox({ demo: { contacts } })).toThrow(DsmConfigError);
    expect(() => createSandbox({ demo: { contacts } })).toThrow(/'demo\.contacts'/);
  });
});
