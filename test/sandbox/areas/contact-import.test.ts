/**
 * Contacts imported from a list or a URL, read back through the SDK: each is stored whole, as an
 * inserted contact is (login, batch, time stamps, the select columns and `doubleOptIn` at their defaults).
 */
import { describe, expect, it } from 'vitest';
import type { Contact } from '../../../generated/model/index.js';
import { useSandbox, demoClient } from '../support.js';

useSandbox({ speed: 1000 });
const dsm = demoClient();

async function imported(importId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const status = await dsm.call('contactsImportStatus', { path: { importId } });
    if (status.state === 2) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('The import did not end.');
}
const newest = async (count: number): Promise<Contact[]> => {
  const total = await dsm.call('contactsCount');
  return dsm.call('contactsListPage', { path: { start: total - count, size: count } });
};
const DEFAULTS = { state: 0, rating: 0, preferredChannel: 0, jobCategory: 0, creationSource: 0, companyEmployees: 0, doubleOptIn: false };

describe('contact imports', () => {
  it('a listed contact is stored as the same contact inserted would be, in batch 2 without a batch name', async () => {
    const person = { firstName: 'Ida', lastName: 'Imker', city: 'Kiel' };
    const inserted = await dsm.call('contactsInsert', { body: { ...person } });
    await imported(await dsm.call('contactsImport', { body: { contacts: [person] } }));
    const [contact] = await newest(1);
    const without = ({ dsm_CustomerId: _id, lpLogin: _login, createdOn: _c, lastUpdate: _u, ...rest }: Contact) => rest;
    expect(without(contact!)).toEqual(without(inserted));
    expect(contact).toMatchObject({ ...DEFAULTS, dsm_BatchId: 2, lpLogin: `II${contact!.dsm_CustomerId}` });
    expect(contact!.createdOn).toEqual(expect.any(String));
  });

  it('the rows of a file from a URL keep the select columns and doubleOptIn at their defaults, in the named batch', async () => {
    await imported(await dsm.call('contactsImportFromUrl', { body: { url: 'https://files.example.com/leads.csv', batchName: 'Webinar' } }));
    const batch = (await dsm.call('contactsBatches')).find((row) => row.name === 'Webinar');
    const rows = await newest(24);
    for (const contact of rows) expect(contact).toMatchObject({ ...DEFAULTS, dsm_BatchId: batch!.id });
    expect(rows.every((contact) => contact.firstName && contact.lpLogin)).toBe(true);
  });
});
