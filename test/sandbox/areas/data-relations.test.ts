/**
 * Data relations for visitors, cookies and the campaign database, through the SDK against the sandbox:
 * what a write stores is what the reads show (also through the campaign form of the path), and unknown
 * relations, records and columns are refused with the platform's messages.
 */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const first = () => sandbox.store.campaigns.all()[0]!.name;
const refused = async (call: Promise<unknown>, message: string) => expect(await refusalOf(call)).toBe(message);

describe('data relations (visitor): reads', () => {
  it('lists the campaign relations, their columns and rows, counts and pages agree', async () => {
    const relations = await dsm.call('dataRelationsMetadata');
    expect(relations.map((r) => r.name)).toEqual(['Orders', 'Vouchers', 'Stores', 'Dealers']);
    expect(relations[0]!.campaignName).toBe(first());
    const columns = await dsm.call('dataRelationsColumns', { path: { name: 'Orders' } });
    expect(columns[0]).toEqual({ name: 'DSM_CustomerID', type: 'int', isPrimaryColumn: true });
    const count = await dsm.call('dataRelationsCount', { path: { name: 'Orders' }, body: {} });
    const all = await dsm.call('dataRelationsList', { path: { name: 'Orders' }, body: { perPage: 500 } });
    expect(all.rows).toHaveLength(count);
    const page2 = await dsm.call('dataRelationsList', { path: { name: 'Orders' }, body: { currentPage: 2, perPage: 3 } });
    expect(page2.rows).toEqual(all.rows!.slice(3, 6));
  });

  it('filters, orders, picks columns and counts distinct rows', async () => {
    const all = (await dsm.call('dataRelationsList', { path: { name: 'Orders' }, body: { perPage: 500 } })).rows!;
    const big = all.filter((row) => (row[2] as number) >= 3);
    const query = { filter: 'Quantity >= 3', orderBy: ['Quantity'], descendingSortOrder: true, columns: ['DSM_CustomerID', 'Quantity'] };
    const found = await dsm.call('dataRelationsList', { path: { name: 'Orders' }, body: query });
    expect(found.columns!.map((c) => c.name)).toEqual(['DSM_CustomerID', 'Quantity']);
    expect(found.rows!.map((row) => row[1])).toEqual(big.map((row) => row[2]).sort((a, b) => Number(b) - Number(a)));
    expect(await dsm.call('dataRelationsCount', { path: { name: 'Orders' }, body: { filter: 'Quantity >= 3' } })).toBe(big.length);
    const distinct = await dsm.call('dataRelationsCount', {
      path: { name: 'Orders' },
      body: { columns: ['Quantity'], mode: 'datadistinct' },
    });
    expect(distinct).toBe(new Set(all.map((row) => row[2])).size);
  });
});

describe('data relations (visitor): writes show in the reads', () => {
  it('create, update, increase and delete', async () => {
    const path = { name: 'Orders' };
    const created = await dsm.call('dataRelationsCreate', {
      path,
      body: { columns: ['Product', 'Quantity'], rows: [['Dachbox 420 l', 2]] },
    });
    const id = created.rows![0]![0] as number;
    expect(created.rows![0]).toEqual([id, 'Dachbox 420 l', 2, null, null]);
    await dsm.call('dataRelationsUpdate', { path, body: { columns: ['DSM_CustomerID', 'Quantity'], rows: [[id, 7]] } });
    await dsm.call('dataRelationsIncrease', { path, body: { recordIds: [id] } });
    const read = await dsm.call('dataRelationsList', { path, body: { filter: `DSM_CustomerID = ${id}` } });
    expect(read.rows).toEqual([[id, 'Dachbox 420 l', 8, null, null]]);
    await dsm.call('dataRelationsDeleteById', { path: { name: 'Orders', recordId: id } });
    expect(await dsm.call('dataRelationsCount', { path, body: { filter: `DSM_CustomerID = ${id}` } })).toBe(0);
  });

  it('columns: create shows in the columns, delete removes it; the primary column is not deleteable', async () => {
    await dsm.call('dataRelationsCreateColumn', { path: { name: 'Orders', column: 'Comment', dataType: 'nvarchar', length: 200 } });
    expect((await dsm.call('dataRelationsColumns', { path: { name: 'Orders' } })).map((c) => c.name)).toContain('Comment');
    expect(await dsm.call('dataRelationsDeleteableColumns', { path: { name: 'Orders' } })).toEqual([
      'Product',
      'Quantity',
      'OrderDate',
      'Confirmed',
      'Comment',
    ]);
    await dsm.call('dataRelationsDeleteColumn', { path: { name: 'Orders', column: 'Comment' } });
    expect((await dsm.call('dataRelationsColumns', { path: { name: 'Orders' } })).map((c) => c.name)).not.toContain('Comment');
  });

  it('the campaign form of the path addresses the named campaign', async () => {
    const other = sandbox.store.campaigns.all()[1]!.name;
    const path = { campaignName: other, name: 'Vouchers' };
    const before = await dsm.call('dataRelationsCountForCampaign', { path, body: {} });
    await dsm.call('dataRelationsCreateForCampaign', { path, body: { columns: ['DSM_CustomerID', 'Code'], rows: [[999999, 'V-NEW']] } });
    expect(await dsm.call('dataRelationsCountForCampaign', { path, body: {} })).toBe(before + 1);
    await dsm.call('dataRelationsDeleteForCampaign', { path, body: [999999] });
    expect(await dsm.call('dataRelationsCountForCampaign', { path, body: {} })).toBe(before);
  });
});

describe('data relations (visitor): refusals', () => {
  it('refuses an unknown relation, record, column and campaign', async () => {
    await refused(dsm.call('dataRelationsColumns', { path: { name: 'Nope' } }), "There is no data relation named 'Nope'.");
    await refused(
      dsm.call('dataRelationsDeleteById', { path: { name: 'Orders', recordId: 1 } }),
      "There is no record with id '1' in data relation 'Orders'.",
    );
    await refused(
      dsm.call('dataRelationsDeleteColumn', { path: { name: 'Orders', column: 'Nope' } }),
      "There is no column named 'Nope' in data relation 'Orders'.",
    );
    await refused(dsm.call('dataRelationsMetadataForCampaign', { path: { campaignName: 'Nope' } }), "There is no campaign named 'Nope'.");
  });

  it('refuses a primary value in use, the primary column and a read-only relation', async () => {
    const [row] = (await dsm.call('dataRelationsList', { path: { name: 'Orders' }, body: { perPage: 1 } })).rows!;
    await refused(
      dsm.call('dataRelationsCreate', { path: { name: 'Orders' }, body: { columns: ['DSM_CustomerID'], rows: [[row![0]!]] } }),
      `There is already a record with id '${row![0]}' in data relation 'Orders'.`,
    );
    await refused(
      dsm.call('dataRelationsDeleteColumn', { path: { name: 'Orders', column: 'DSM_CustomerID' } }),
      "The primary column 'DSM_CustomerID' cannot be deleted.",
    );
    await refused(dsm.call('dataRelationsDelete', { path: { name: 'Stores' }, body: [1] }), "The data relation 'Stores' is read-only.");
    expect(await dsm.call('dataRelationsUserRights', { path: { name: 'Stores' } })).toMatchObject({ canRead: true, canDelete: false });
    expect(await dsm.call('dataRelationsDataTypes4ColumnCreation', { path: { name: 'Stores' } })).toEqual([]);
  });
});

describe('cookies and the campaign database', () => {
  it('cookies set are the cookies read; null removes one', async () => {
    await dsm.call('dataRelationsSetCookies', {
      body: [
        { name: 'store', value: 'Kiel' },
        { name: 'banner', value: 'hidden' },
      ],
    });
    await dsm.call('dataRelationsSetCookies', { body: [{ name: 'banner', value: null }] });
    expect(await dsm.call('dataRelationsGetCookies')).toEqual({ store: 'Kiel' });
  });

  it('update then get shows the values, increase adds, unknown columns are refused', async () => {
    await dsm.call('campaignDatabaseUpdate', { body: { FavouriteStore: 'Kiel', LoyaltyPoints: 100 } });
    await dsm.call('campaignDatabaseIncrease', { path: { columnName: 'LoyaltyPoints', integerValue: 25 } });
    expect(await dsm.call('campaignDatabaseGet', { body: ['LoyaltyPoints', 'FavouriteStore'] })).toEqual({
      LoyaltyPoints: 125,
      FavouriteStore: 'Kiel',
    });
    await refused(dsm.call('campaignDatabaseGet', { body: ['Nope'] }), "There is no column named 'Nope' in the campaign database.");
    await refused(
      dsm.call('campaignDatabaseIncrease', { path: { columnName: 'FavouriteStore', integerValue: 1 } }),
      "The column 'FavouriteStore' is not a numeric column.",
    );
  });
});

describe('the visitor a designer client names', () => {
  const contact = () => sandbox.store.contacts.all()[11]!;
  const visitor = () =>
    demoClient({ designer: { customerId: contact().dsm_CustomerId, campaignName: sandbox.store.campaigns.all()[1]!.name } });

  it('reads the relations of the header campaign and its own campaign-database record and cookies', async () => {
    const relations = await visitor().call('dataRelationsMetadata');
    expect(relations[0]!.campaignName).toBe(sandbox.store.campaigns.all()[1]!.name);
    const record = await visitor().call('campaignDatabaseGet', { body: ['LoyaltyPoints', 'firstName'] });
    expect(record).toEqual({ LoyaltyPoints: contact().loyaltyPoints, firstName: contact().firstName });
    await visitor().call('campaignDatabaseIncrease', { path: { columnName: 'VisitCount', integerValue: 2 } });
    expect(await visitor().call('campaignDatabaseGet', { body: ['VisitCount'] })).toEqual({ VisitCount: 2 });
    expect(await dsm.call('campaignDatabaseGet', { body: ['VisitCount'] })).toEqual({ VisitCount: 0 });
    await visitor().call('dataRelationsSetCookies', { body: [{ name: 'seen', value: 'yes' }] });
    expect(await dsm.call('dataRelationsGetCookies')).toEqual({});
    expect(
      await visitor().call('dataRelationsGetCookiesForCampaign', { path: { campaignName: sandbox.store.campaigns.all()[1]!.name } }),
    ).toEqual({
      seen: 'yes',
    });
  });

  it('keeps select columns with escaped values', async () => {
    await dsm.call('dataRelationsCreateColumn', {
      path: { name: 'Vouchers', column: 'Channel', dataType: 'select[Print_,Mail,Web]', length: 0 },
    });
    const [row] = (await dsm.call('dataRelationsList', { path: { name: 'Vouchers' }, body: { perPage: 1 } })).rows!;
    await dsm.call('dataRelationsUpdate', {
      path: { name: 'Vouchers' },
      body: { columns: ['DSM_CustomerID', 'Channel'], rows: [[row![0]!, 'Print,Mail']] },
    });
    const read = await dsm.call('dataRelationsList', {
      path: { name: 'Vouchers' },
      body: { filter: `Channel = 'Print,Mail'`, columns: ['Channel'] },
    });
    expect(read.rows).toEqual([['Print,Mail']]);
  });
});
