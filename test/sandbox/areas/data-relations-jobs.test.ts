/**
 * Data-relation exports through the SDK against the sandbox: every export form (visitor, campaign path,
 * admin settings, admin campaign) runs as a job the export status call follows to its file; an export of
 * a relation or campaign the platform would not find is refused and starts nothing.
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox({ speed: 12 });
const dsm = demoClient();
const fast = { intervalMs: 20 };
const campaign = () => sandbox.store.campaigns.all()[0]!;
const refused = async (call: Promise<unknown>, message: string) => expect(await refusalOf(call)).toBe(message);

describe('data relation exports', () => {
  it('the visitor export runs to a file named after the relation and format', async () => {
    const progressId = await dsm.call('dataRelationsExport', { body: { dataRelationName: 'Vouchers', exportFormat: 'xlsx' } });
    const status = await waitForJob(dsm, jobs.dataRelationExport, progressId, fast);
    expect(status).toMatchObject({ progressId, isFinished: true, progress: 100 });
    expect(status.downloadUrl).toMatch(/\/Vouchers\.xlsx$/);
  });

  it('the campaign, admin and admin campaign exports count the rows their filter selects', async () => {
    const filter = 'Quantity >= 3';
    const rows = await dsm.call('dataRelationsCountForCampaign', {
      path: { campaignName: campaign().name, name: 'Orders' },
      body: { filter },
    });
    const started = [
      await dsm.call('dataRelationsExportForCampaign', {
        path: { campaignName: campaign().name },
        body: { dataRelationName: 'Orders', additionalFilter: filter, exportFormat: 'csv' },
      }),
      await dsm.call('dataRelationsAdminExport', { body: { campaignName: campaign().name, tableName: 'Orders', query: { filter } } }),
      await dsm.call('dataRelationsAdminCampaignExport', {
        body: { campaign: { campaignId: campaign().id }, dataRelationName: 'Orders', additionalFilter: filter, exportFormat: 'csv' },
      }),
    ];
    for (const progressId of started) {
      const status = await waitForJob(dsm, jobs.dataRelationExport, progressId, fast);
      expect(status).toMatchObject({ isFinished: true, rowCount: rows });
      expect(status.downloadUrl).toMatch(new RegExp(`/${campaign().id}/Orders\\.csv$`));
    }
  });

  it('refuses a relation, campaign or contact the platform would not find', async () => {
    await refused(
      dsm.call('dataRelationsExport', { body: { dataRelationName: 'Nope', exportFormat: 'csv' } }),
      "There is no data relation named 'Nope'.",
    );
    await refused(
      dsm.call('dataRelationsExportForCampaign', {
        path: { campaignName: 'Nope' },
        body: { dataRelationName: 'Orders', exportFormat: 'csv' },
      }),
      "There is no campaign named 'Nope'.",
    );
    await refused(
      dsm.call('dataRelationsAdminCampaignExport', {
        body: { campaign: { campaignName: campaign().name }, dsmCustomerId: 1, dataRelationName: 'Orders', exportFormat: 'csv' },
      }),
      "There is no contact with id '1'.",
    );
  });
});

describe('data relation imports', () => {
  const mappings = [
    { fileColumn: 'Kundennummer', dataRelationColumn: 'DSM_CustomerID' },
    { fileColumn: 'Menge', dataRelationColumn: 'Quantity' },
  ];

  it('proposes mappings, imports the file into the relation and reports what it did', async () => {
    const proposed = await dsm.call('dataRelationsImportMappings', { path: { key: 'file-1' } });
    expect(proposed.map((m) => m.dataRelationColumn)).toEqual(['DSM_CustomerID', 'Product', 'Quantity', null]);
    const before = await dsm.call('dataRelationsCount', { path: { name: 'Orders' }, body: {} });
    await refused(dsm.call('dataRelationsImportResult', { path: { key: 'file-1' } }), "There is no finished import with key 'file-1'.");
    await dsm.call('dataRelationsImportStart', { path: { key: 'file-1' }, body: mappings });
    await waitForJob(dsm, jobs.dataRelationImport, 'file-1', fast);
    const result = await dsm.call('dataRelationsImportResult', { path: { key: 'file-1' } });
    expect(result.insertedRows! + result.updatedRows!).toBe(12);
    expect(await dsm.call('dataRelationsCount', { path: { name: 'Orders' }, body: {} })).toBe(before + result.insertedRows!);
  });

  it('the campaign form imports at once; unknown file or relation columns and a missing primary column are refused', async () => {
    const path = { campaignName: campaign().name, key: 'file-2' };
    await dsm.call('dataRelationsImportStartForCampaign', { path, body: mappings });
    expect(await dsm.call('dataRelationsImportStatusForCampaign', { path })).toMatchObject({ isFinished: true, max: 12 });
    await refused(
      dsm.call('dataRelationsImportStart', { path: { key: 'x' }, body: [{ fileColumn: 'Nope', dataRelationColumn: null }] }),
      "There is no column named 'Nope' in the import file.",
    );
    await refused(
      dsm.call('dataRelationsImportStart', { path: { key: 'x' }, body: [{ fileColumn: 'Menge', dataRelationColumn: 'Nope' }] }),
      "There is no column named 'Nope' in data relation 'Orders'.",
    );
    await refused(
      dsm.call('dataRelationsImportStart', { path: { key: 'x' }, body: [{ fileColumn: 'Menge', dataRelationColumn: 'Quantity' }] }),
      "The primary column 'DSM_CustomerID' is not mapped.",
    );
  });
});
