/**
 * Contacts end to end through the SDK against the sandbox: counts, pages and queries agree, every
 * comparer filters as its name says (checked against the full list read through the SDK), and inserts,
 * updates and deletes show in every read.
 */
import { describe, expect, it } from 'vitest';
import type { Contact, QueryOrder, QueryWhere } from '../../generated/model/index.js';
import { DsmApiError } from '../../src/errors.js';
import { buildDemoData } from '../../src/sandbox/demo-data/index.js';
import { demoClient, useSandbox } from './support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();

async function everyContact(): Promise<Contact[]> {
  const count = await dsm.call('contactsCount');
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(count / 200) }, (_, i) => dsm.call('contactsListPage', { path: { start: i * 200, size: 200 } })),
  );
  return pages.flat();
}

describe('contacts: counts, lists and pages agree', () => {
  it('holds about 1,200 demo contacts, every one with an id, a name, a city and the additional columns', async () => {
    const all = await everyContact();
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(all.length).toBe(await dsm.call('contactsCount'));
    expect(new Set(all.map((c) => c.dsm_CustomerId)).size).toBe(all.length);
    const ids = all.map((c) => c.dsm_CustomerId!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const columns = (await dsm.call('contactsAdditionalColumns')).map((column) => column.columnName!);
    expect(columns.length).toBeGreaterThan(0);
    for (const contact of all) {
      expect(contact.firstName && contact.lastName && contact.city && contact.createdOn).toBeTruthy();
      for (const column of columns) expect(contact).toHaveProperty(column);
    }
  });

  it('the first page, the page from a start and a sized page are slices of the same list', async () => {
    const all = await everyContact();
    expect(await dsm.call('contactsList')).toEqual(all.slice(0, 50));
    expect(await dsm.call('contactsListFrom', { path: { start: 100 } })).toEqual(all.slice(100, 150));
    expect(await dsm.call('contactsListPage', { path: { start: all.length - 7, size: 50 } })).toEqual(all.slice(-7));
    expect(await dsm.call('contactsGet', { body: { start: 50, size: 25 } })).toEqual(all.slice(50, 75));
  });

  it('is the same on every start: the demo data built afresh equals the one served', () => {
    const fresh = buildDemoData();
    expect(fresh.contacts).toEqual(sandbox.store.contacts.all());
    expect(fresh).toEqual(buildDemoData());
  });
});

describe('contacts: queries', () => {
  const cases: [string, QueryWhere, (c: Contact) => boolean][] = [
    ['equals', { columnName: 'city', comparer: 0, value: 'hamburg' }, (c) => c.city === 'Hamburg'],
    ['equalsNot', { columnName: 'city', comparer: 1, value: 'Hamburg' }, (c) => c.city !== 'Hamburg'],
    ['startsWith', { columnName: 'lastName', comparer: 2, value: 'sch' }, (c) => c.lastName!.toLowerCase().startsWith('sch')],
    ['endsWith', { columnName: 'firstName', comparer: 3, value: 'a' }, (c) => c.firstName!.toLowerCase().endsWith('a')],
    ['contains', { columnName: 'eMail', comparer: 4, value: 'example.org' }, (c) => Boolean(c.eMail?.value?.includes('example.org'))],
    ['greaterThan', { columnName: 'rating', comparer: 5, value: '1' }, (c) => c.rating! > 1],
    ['lowerThan', { columnName: 'companyEmployees', comparer: 6, value: '2' }, (c) => c.companyEmployees! < 2],
    [
      'greaterThanOrEquals',
      { columnName: 'createdOn', comparer: 7, value: '2026-01-01' },
      (c) => Date.parse(c.createdOn!) >= Date.parse('2026-01-01'),
    ],
    ['lowerThanOrEquals', { columnName: 'loyaltyPoints', comparer: 8, value: '1000' }, (c) => (c.loyaltyPoints as number) <= 1000],
  ];

  it.each(cases)('%s selects exactly the contacts it names, and the count agrees', async (_name, where, expected) => {
    const all = await everyContact();
    const wanted = all.filter(expected).map((c) => c.dsm_CustomerId);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(all.length);
    const query = { wheres: [where], start: 0, size: 5000 };
    const found = await dsm.call('contactsGet', { body: query });
    expect(found.map((c) => c.dsm_CustomerId)).toEqual(wanted);
    expect(await dsm.call('contactsCountWithQuery', { body: query })).toBe(wanted.length);
  });

  it('combines wheres left to right with and/or', async () => {
    const all = await everyContact();
    const wheres: QueryWhere[] = [
      { columnName: 'city', comparer: 0, value: 'Berlin', logicComparer: 0 },
      { columnName: 'city', comparer: 0, value: 'Wien', logicComparer: 1 },
      { columnName: 'rating', comparer: 0, value: '2', logicComparer: 0 },
    ];
    const found = await dsm.call('contactsGet', { body: { wheres, size: 5000 } });
    const wanted = all.filter((c) => (c.city === 'Berlin' || c.city === 'Wien') && c.rating === 2);
    expect(found.map((c) => c.dsm_CustomerId)).toEqual(wanted.map((c) => c.dsm_CustomerId));
  });

  it('orders by several columns, then by id, and pages the ordered list', async () => {
    const orders: QueryOrder[] = [
      { columnName: 'city', orderMode: 1 },
      { columnName: 'LASTNAME', orderMode: 0 },
    ];
    const all = await dsm.call('contactsGet', { body: { orders, size: 5000 } });
    const key = (c: Contact) => [c.city!.toLowerCase(), c.lastName!.toLowerCase(), c.dsm_CustomerId!] as const;
    for (let i = 1; i < all.length; i++) {
      const [cityA, nameA, idA] = key(all[i - 1]!);
      const [cityB, nameB, idB] = key(all[i]!);
      expect(cityA > cityB || (cityA === cityB && (nameA < nameB || (nameA === nameB && idA < idB)))).toBe(true);
    }
    expect(await dsm.call('contactsGet', { body: { orders, start: 120, size: 30 } })).toEqual(all.slice(120, 150));
  });

  it('returns only the columns asked for', async () => {
    const rows = await dsm.call('contactsGet', { body: { columns: [{ columnName: 'dsm_CustomerID' }, { columnName: 'city' }], size: 3 } });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['city', 'dsm_CustomerId']);
  });

  it('applies a predefined filter (unsubscribers: opted out)', async () => {
    const all = await everyContact();
    const found = await dsm.call('contactsGet', {
      body: { wheres: [{ columnName: 'firstName', comparer: 0, predefined: 19, value: '' }], size: 5000 },
    });
    expect(found.map((c) => c.dsm_CustomerId)).toEqual(all.filter((c) => c.optOut === true).map((c) => c.dsm_CustomerId));
  });

  it('refuses an unknown column with the platform failure envelope', async () => {
    const error = await dsm
      .call('contactsGet', { body: { wheres: [{ columnName: 'shoeSize', comparer: 0, value: '42' }] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmApiError);
    expect((error as DsmApiError).message).toBe("Invalid column name 'shoeSize'.");
  });
});

describe('contacts: changes show in every read', () => {
  it('inserts a contact with a new id, and counts, pages and queries see it', async () => {
    const before = await dsm.call('contactsCount');
    const maxId = Math.max(...sandbox.store.contacts.all().map((c) => c.dsm_CustomerId));
    const created = await dsm.call('contactsInsert', {
      body: { firstName: 'Erika', lastName: 'Mustermann', city: 'Kassel', eMail: { value: 'erika@example.com' } },
    });
    expect(created.dsm_CustomerId).toBeGreaterThan(maxId);
    expect(created).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      city: 'Kassel',
      lpLogin: `EM${created.dsm_CustomerId}`,
      dsm_BatchId: 2,
    });
    expect(created.eMail).toMatchObject({ localPart: 'erika', domainPart: 'example.com', value: 'erika@example.com' });
    expect(await dsm.call('contactsCount')).toBe(before + 1);
    const lastPage = await dsm.call('contactsListFrom', { path: { start: before } });
    expect(lastPage).toEqual([created]);
    const found = await dsm.call('contactsGet', { body: { wheres: [{ columnName: 'city', comparer: 0, value: 'Kassel' }] } });
    expect(found).toEqual([created]);
  });

  it('updates a whole contact and one field; read-only fields stay', async () => {
    const [first] = await dsm.call('contactsListPage', { path: { start: 0, size: 1 } });
    // The update takes the standard columns only (the contract's ContactInput); the account's own columns are left out.
    const { customerNumber: _number, loyaltyPoints: _points, ...standard } = first as Record<string, unknown>;
    expect(await dsm.call('contactsUpdate', { body: { ...standard, city: 'Lübeck', lpLogin: 'HACKED' } })).toBe(true);
    expect(await dsm.call('contactsUpdateField', { body: { customerId: first!.dsm_CustomerId!, fieldName: 'rating', value: '2' } })).toBe(
      true,
    );
    const [after] = await dsm.call('contactsListPage', { path: { start: 0, size: 1 } });
    expect(after).toMatchObject({ dsm_CustomerId: first!.dsm_CustomerId, city: 'Lübeck', rating: 2, lpLogin: first!.lpLogin });
    const refused = await dsm
      .call('contactsUpdateField', { body: { customerId: first!.dsm_CustomerId!, fieldName: 'lpLogin', value: 'X' } })
      .catch((e: unknown) => e);
    expect((refused as DsmApiError).message).toBe("The column 'lpLogin' is read-only.");
  });

  it('deletes one contact and several; an unknown id deletes none', async () => {
    const [a, b, c, d] = await dsm.call('contactsListPage', { path: { start: 0, size: 4 } });
    const before = await dsm.call('contactsCount');
    expect(await dsm.call('contactsDeleteById', { path: { id: a!.dsm_CustomerId! } })).toBe(true);
    expect(await dsm.call('contactsDeleteById', { path: { id: a!.dsm_CustomerId! } })).toBe(false);
    expect(await dsm.call('contactsDelete', { body: [b!.dsm_CustomerId!, c!.dsm_CustomerId!] })).toBe(true);
    expect(await dsm.call('contactsCount')).toBe(before - 3);
    const refused = await dsm.call('contactsDelete', { body: [d!.dsm_CustomerId!, 99] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DsmApiError);
    expect(await dsm.call('contactsCount')).toBe(before - 3);
    expect((await dsm.call('contactsList'))[0]).toEqual(d);
  });

  it('reset() brings back the demo data', async () => {
    const before = await dsm.call('contactsList');
    await dsm.call('contactsDeleteById', { path: { id: before[0]!.dsm_CustomerId! } });
    sandbox.reset();
    expect(await dsm.call('contactsList')).toEqual(before);
  });
});
