/**
 * Data relations for administrators through the SDK against the sandbox: the settings name a campaign's
 * (or the account's) relation, writes show in the admin reads and in the visitor's, events and button
 * actions are kept, and unknown campaigns, relations, records, columns and types are refused.
 */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const campaign = () => sandbox.store.campaigns.all()[0]!.name;
const settings = (tableName: string, query: object | null = null) => ({
  campaignName: campaign(),
  relationType: 'Database',
  tableName,
  relationParameters: {},
  query,
});
const refused = async (call: Promise<unknown>, message: string) => expect(await refusalOf(call)).toBe(message);
const rowsOf = async (tableName: string, filter: string) =>
  (await dsm.call('dataRelationsAdminList', { body: settings(tableName, { filter, perPage: 500 }) })).rows;

describe('data relations (admin): metadata and reads', () => {
  it('lists the relation types and the campaign relations, as the visitor sees them', async () => {
    const types = await dsm.call('dataRelationsAdminMetadata');
    expect(types.map((t) => t.relationType)).toEqual(['Database', 'Scripting']);
    expect(await dsm.call('dataRelationsAdminMetadataByType', { path: { type: 'scripting' } })).toEqual(types[1]);
    const relations = await dsm.call('dataRelationsAdminCampaignRelations', { path: { campaignName: campaign() } });
    expect(relations.map((r) => r.name)).toEqual(['Orders', 'Vouchers', 'Stores']);
    const visitor = await dsm.call('dataRelationsMetadataForCampaign', { path: { campaignName: campaign() } });
    expect(visitor.slice(0, 3)).toEqual(relations);
    expect(await dsm.call('dataRelationsAdminTableNames', { body: settings('Orders') })).toEqual(['Orders', 'Vouchers', 'Dealers']);
  });

  it('columns, field details, list and count agree with the visitor calls', async () => {
    const columns = await dsm.call('dataRelationsAdminColumns', { body: settings('Orders') });
    expect(columns).toEqual(await dsm.call('dataRelationsColumns', { path: { name: 'Orders' } }));
    const fields = await dsm.call('dataRelationsAdminFieldsInfo', { body: settings('Orders') });
    expect(fields.map((f) => [f.name, f.isPrimaryColumn, f.isNullable])[0]).toEqual(['DSM_CustomerID', true, false]);
    const list = await dsm.call('dataRelationsAdminCampaignList', { body: settings('Orders', { perPage: 500 }) });
    expect(await dsm.call('dataRelationsAdminCount', { body: settings('Orders', {}) })).toBe(list.rows!.length);
    expect(list).toEqual(await dsm.call('dataRelationsList', { path: { name: 'Orders' }, body: { perPage: 500 } }));
  });

  it('a renamed campaign keeps its relations under the new name; a deleted one has none', async () => {
    const { id, name } = sandbox.store.campaigns.all()[0]!;
    const before = await dsm.call('dataRelationsAdminCampaignRelations', { path: { campaignName: name } });
    await dsm.call('campaignsRename', { body: { campaignId: id, campaignName: 'Umbenannt2026', campaignDisplayName: 'Umbenannt' } });
    const after = await dsm.call('dataRelationsAdminCampaignRelations', { path: { campaignName: 'Umbenannt2026' } });
    expect(after).toEqual(before.map((relation) => ({ ...relation, campaignName: 'Umbenannt2026' })));
    await refused(
      dsm.call('dataRelationsAdminCampaignRelations', { path: { campaignName: name } }),
      `There is no campaign named '${name}'.`,
    );
    await dsm.call('campaignsDelete', { path: { id }, body: { deleteEventsMode: 0 } });
    await refused(
      dsm.call('dataRelationsListForCampaign', { path: { campaignName: 'Umbenannt2026', name: 'Orders' } }),
      "There is no campaign named 'Umbenannt2026'.",
    );
  });

  it('an account-wide relation has no campaign name', async () => {
    const dealers = { ...settings('Dealers'), campaignName: null };
    expect(await dsm.call('dataRelationsAdminCount', { body: dealers })).toBe(5);
    await refused(
      dsm.call('dataRelationsAdminColumns', { body: { ...settings('Orders'), campaignName: null } }),
      "There is no data relation named 'Orders'.",
    );
  });
});

describe('data relations (admin): writes', () => {
  it('create, update, update/convert, increase, delete and delete multiple show in the list', async () => {
    const records = {
      columns: ['DSM_CustomerID', 'Product', 'Quantity'],
      rows: [
        [900001, 'Dachbox 420 l', 1],
        [900002, 'Fußmatten Premium', 2],
      ],
    };
    await dsm.call('dataRelationsAdminCreate', { body: { settings: settings('Orders'), records } });
    await dsm.call('dataRelationsAdminUpdate', {
      body: { settings: settings('Orders'), records: { columns: ['DSM_CustomerID', 'Quantity'], rows: [[900001, 4]] } },
    });
    await dsm.call('dataRelationsAdminUpdateConvert', {
      body: { settings: settings('Orders'), records: { columns: ['DSM_CustomerID', 'Confirmed'], rows: [[900002, 'ja']] } },
    });
    await dsm.call('dataRelationsAdminIncrease', { body: { settings: settings('Orders'), recordIds: [900001, 900002] } });
    expect(await rowsOf('Orders', 'DSM_CustomerID >= 900001')).toEqual([
      [900001, 'Dachbox 420 l', 5, null, null],
      [900002, 'Fußmatten Premium', 3, null, true],
    ]);
    await dsm.call('dataRelationsAdminDelete', { path: { recordId: 900001 }, body: settings('Orders') });
    expect(await rowsOf('Orders', 'DSM_CustomerID >= 900001')).toHaveLength(1);
    await dsm.call('dataRelationsAdminCampaignDeleteMultiple', { body: { ...settings('Orders'), recordIds: [900002] } });
    expect(await rowsOf('Orders', 'DSM_CustomerID >= 900001')).toEqual([]);
  });

  it('creates and deletes columns', async () => {
    await dsm.call('dataRelationsAdminCreateColumn', {
      path: { column: 'Size', dataType: 'select[S,M,L]', length: 0 },
      body: { ...settings('Vouchers'), columnName: 'Size' },
    });
    expect(await dsm.call('dataRelationsAdminDeleteableColumns', { body: settings('Vouchers') })).toContain('Size');
    const [id] = (await rowsOf('Vouchers', ''))![0]!;
    await refused(
      dsm.call('dataRelationsAdminUpdate', {
        body: { settings: settings('Vouchers'), records: { columns: ['DSM_CustomerID', 'Size'], rows: [[id!, 'XL']] } },
      }),
      "Value 'XL' is not valid for column 'Size' (select).",
    );
    await dsm.call('dataRelationsAdminDeleteColumn', { path: { column: 'Size' }, body: settings('Vouchers') });
    expect(await dsm.call('dataRelationsAdminDeleteableColumns', { body: settings('Vouchers') })).not.toContain('Size');
  });

  it('keeps events and runs button actions; the debug data shows them', async () => {
    const [row] = (await rowsOf('Orders', 'Confirmed = false'))!;
    const id = row![0] as number;
    await dsm.call('dataRelationsAdminEvent', {
      body: { settings: settings('Orders'), event: { leadID: String(id), eventName: 'Called', occuredOnUTC: '2026-06-14T09:30:00Z' } },
    });
    const result = await dsm.call('dataRelationsAdminCampaignExecute', {
      body: { settings: settings('Orders'), name: 'ConfirmOrder', parameters: { recordId: id } },
    });
    expect(result.reload).toBe(true);
    expect((await rowsOf('Orders', `DSM_CustomerID = ${id}`))![0]![4]).toBe(true);
    const debug = await dsm.call('dataRelationsAdminCampaignDebugData', {
      body: { campaign: { campaignName: campaign() }, dsmCustomerId: id },
    });
    const orders = debug.dataRelations!.find((r) => r.name === 'Orders') as unknown as {
      events: { eventName: string }[];
      record: { Confirmed: boolean };
    };
    expect(orders.events.map((e) => e.eventName)).toEqual(['Called', 'ConfirmOrder']);
    expect(orders.record.Confirmed).toBe(true);
  });
});

describe('data relations (admin): refusals', () => {
  it('refuses unknown campaigns, relations, records, columns, types and button actions', async () => {
    await refused(
      dsm.call('dataRelationsAdminCampaignRelations', { path: { campaignName: 'Nope' } }),
      "There is no campaign named 'Nope'.",
    );
    await refused(dsm.call('dataRelationsAdminMetadataByType', { path: { type: 'Nope' } }), "There is no data relation type named 'Nope'.");
    await refused(dsm.call('dataRelationsAdminCount', { body: settings('Nope', {}) }), "There is no data relation named 'Nope'.");
    await refused(
      dsm.call('dataRelationsAdminDelete', { path: { recordId: 1 }, body: settings('Orders') }),
      "There is no record with id '1' in data relation 'Orders'.",
    );
    await refused(
      dsm.call('dataRelationsAdminList', { body: settings('Orders', { filter: 'Nope = 1' }) }),
      "There is no column named 'Nope' in data relation 'Orders'.",
    );
    await refused(
      dsm.call('dataRelationsAdminCreateColumn', {
        path: { column: 'Product', dataType: 'nvarchar', length: 50 },
        body: settings('Orders'),
      }),
      "There is already a column named 'Product' in data relation 'Orders'.",
    );
    await refused(
      dsm.call('dataRelationsAdminExecute', { body: { settings: settings('Orders'), name: 'Nope', parameters: {} } }),
      "There is no button action named 'Nope' in data relation 'Orders'.",
    );
    await refused(
      dsm.call('dataRelationsAdminCampaignColumns', { body: { ...settings('Orders'), campaignName: null } }),
      "No 'campaignName' parameter provided.",
    );
  });
});
