/** Buckets through the SDK against the sandbox: workflows created, built, connected, run and deleted; unknown ones refused. */
import { describe, expect, it } from 'vitest';
import { DsmApiError } from '../../../src/errors.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();
const UNKNOWN = '99999999-0000-4000-8000-000000000000';

describe('workflows', () => {
  it('createWorkflow on a store database shows in workflows, overview and the campaign’s list; deleteWorkflow removes it', async () => {
    const created = await dsm.call('bucketsCreateWorkflow', { body: { name: 'Messe-Nachfassen', campaignId: 4713, leadsTableId: 15 } });
    expect(created).toMatchObject({
      name: 'Messe-Nachfassen',
      leadsTableId: 15,
      databaseName: 'Messe-Leads',
      campaignId: 4713,
      isRunning: false,
      bucketCount: 0,
    });
    const onDatabase = await dsm.call('bucketsWorkflows', { path: { leadsTableId: 15 } });
    expect(onDatabase.map((row) => row.name)).toEqual(['Messe-Nachfassen']);
    expect(
      (await dsm.call('bucketsWorkflowsForCampaign', { path: { leadsTableId: 15, campaignId: 4713 } })).map((row) => row.workflowGuid),
    ).toEqual([created.workflowGuid]);
    expect(await dsm.call('bucketsWorkflowsForCampaign', { path: { leadsTableId: 15, campaignId: 4716 } })).toEqual([]);
    expect((await dsm.call('bucketsWorkflowsOverview', { body: {} })).length).toBe(3);
    await dsm.call('bucketsDeleteWorkflow', { body: { workflowGuid: created.workflowGuid } });
    expect(await dsm.call('bucketsWorkflows', { path: { leadsTableId: 15 } })).toEqual([]);
    await expect(dsm.call('bucketsEntities', { path: { workflowGuid: created.workflowGuid! } })).rejects.toThrow(
      `There is no workflow with guid '${created.workflowGuid}'.`,
    );
  });

  it('refuses an unknown database, campaign or workflow, and a taken name', async () => {
    await expect(dsm.call('bucketsCreateWorkflow', { body: { name: 'X', leadsTableId: 99 } })).rejects.toThrow('There is no database 99.');
    await expect(dsm.call('bucketsWorkflows', { path: { leadsTableId: 99 } })).rejects.toThrow('There is no database 99.');
    await expect(dsm.call('bucketsCreateWorkflow', { body: { name: 'X', campaignId: 1 } })).rejects.toThrow(
      'There is no campaign with id 1.',
    );
    await expect(dsm.call('bucketsCreateWorkflow', { body: { name: 'Newsletter-Anmeldung', leadsTableId: 12 } })).rejects.toThrow(
      "There is already a workflow named 'Newsletter-Anmeldung'.",
    );
    await expect(dsm.call('bucketsStartWorkflow', { body: { workflowGuid: UNKNOWN } })).rejects.toThrow(
      `There is no workflow with guid '${UNKNOWN}'.`,
    );
    await expect(dsm.call('bucketsGetAvailableEmails', { path: { campaignId: 1 } })).rejects.toThrow(DsmApiError);
  });

  it('start and stop change the running state; hold, strategy, names and planned runs show in the reads', async () => {
    const created = await dsm.call('bucketsCreateWorkflow', { body: { name: 'Lauf', leadsTableId: 12 } });
    const guid = created.workflowGuid!;
    const read = async () => (await dsm.call('bucketsWorkflows', { path: { leadsTableId: 12 } })).find((row) => row.workflowGuid === guid)!;
    await dsm.call('bucketsStartWorkflow', { body: { workflowGuid: guid } });
    expect((await read()).isRunning).toBe(true);
    await dsm.call('bucketsStopWorkflow', { body: { workflowGuid: guid } });
    expect((await read()).isRunning).toBe(false);
    await dsm.call('bucketsSetIsOnHoldValue', { body: { workflowGuid: guid, isOnHold: true } });
    await expect(dsm.call('bucketsStartWorkflow', { body: { workflowGuid: guid } })).rejects.toThrow("The workflow 'Lauf' is on hold.");
    await dsm.call('bucketsSetExecutionStrategy', { body: { workflowGuid: guid, executionStrategy: 'scheduled' } });
    await dsm.call('bucketsSetWorkflowName', { body: { workflowGuid: guid, name: 'Lauf 2026' } });
    expect(await read()).toMatchObject({ name: 'Lauf 2026', isOnHold: true, executionStrategy: 'scheduled' });
    const date = await dsm.call('bucketsAddOrUpdateExecutionTime', {
      body: { workflowGuid: guid, executionDate: '2026-07-01T06:00:00Z', recurrence: 'weekly' },
    });
    expect(await dsm.call('bucketsReadExecutionDates', { body: { workflowGuid: guid } })).toEqual([date]);
    await dsm.call('bucketsDeleteExecutionDate', { body: { workflowGuid: guid, id: date.id } });
    expect(await dsm.call('bucketsReadExecutionDates', { body: { workflowGuid: guid } })).toEqual([]);
    await expect(dsm.call('bucketsDeleteExecutionDate', { body: { workflowGuid: guid, id: date.id } })).rejects.toThrow(
      `There is no execution date with id '${date.id}'.`,
    );
  });
});

describe('entities, connections and buckets', () => {
  it('added entities show in entities; connect shows in connections; deleteEntity removes it and its connections', async () => {
    const { workflowGuid } = await dsm.call('bucketsCreateWorkflow', { body: { name: 'Graph', leadsTableId: 12 } });
    const guid = workflowGuid!;
    const filter = await dsm.call('bucketsAddFilter', {
      body: { workflowGuid: guid, typeName: 'ColumnFilter', name: 'Stadt', x: 10, y: 20 },
    });
    const bucket = await dsm.call('bucketsAddBucket', { body: { workflowGuid: guid, name: 'Treffer', x: 200, y: 20 } });
    const action = await dsm.call('bucketsAddAction', { body: { workflowGuid: guid, typeName: 'SendMail', name: 'Mail', x: 400, y: 20 } });
    expect((await dsm.call('bucketsEntities', { path: { workflowGuid: guid } })).map((row) => row.name)).toEqual([
      'Stadt',
      'Treffer',
      'Mail',
    ]);
    expect((await dsm.call('bucketsWorkflows', { path: { leadsTableId: 12 } })).find((row) => row.workflowGuid === guid)?.bucketCount).toBe(
      1,
    );
    const link = { workflowGuid: guid, sourceEntityGuid: filter.entityGuid!, targetEntityGuid: bucket.entityGuid! };
    expect(await dsm.call('bucketsConnect', { body: { ...link, channel: 'true' } })).toEqual({
      ...link,
      workflowGuid: undefined,
      channel: 'true',
      delay: 0,
    });
    await dsm.call('bucketsConnect', {
      body: { workflowGuid: guid, sourceEntityGuid: bucket.entityGuid!, targetEntityGuid: action.entityGuid! },
    });
    await expect(dsm.call('bucketsConnect', { body: link })).rejects.toThrow("The entities 'Stadt' and 'Treffer' are already connected.");
    await dsm.call('bucketsSetConnectionDelay', { body: { ...link, delay: 60 } });
    expect((await dsm.call('bucketsConnections', { path: { workflowGuid: guid } }))[0]).toMatchObject({ channel: 'true', delay: 60 });
    await dsm.call('bucketsConfigureEntity', {
      body: { workflowGuid: guid, entityGuid: filter.entityGuid!, parameters: { columnName: 'city', comparer: 'equals', value: 'Kiel' } },
    });
    const ui = await dsm.call('bucketsGetUiParameters', { path: { entityGuid: filter.entityGuid! } });
    expect(ui.find((row) => row.name === 'value')?.value).toBe('Kiel');
    await expect(
      dsm.call('bucketsConfigureEntity', {
        body: { workflowGuid: guid, entityGuid: filter.entityGuid!, parameters: { columnName: 'nope' } },
      }),
    ).rejects.toThrow("Invalid column name 'nope'.");
    await dsm.call('bucketsDeleteEntity', { body: { workflowGuid: guid, entityGuid: bucket.entityGuid! } });
    expect((await dsm.call('bucketsEntities', { path: { workflowGuid: guid } })).map((row) => row.name)).toEqual(['Stadt', 'Mail']);
    expect(await dsm.call('bucketsConnections', { path: { workflowGuid: guid } })).toEqual([]);
    await expect(dsm.call('bucketsDisconnect', { body: link })).rejects.toThrow(DsmApiError);
  });

  it('customers added to a bucket count in the bucket lists and the dashboard; removed ones no longer', async () => {
    const buckets = await dsm.call('bucketsDatabaseWorkflowBuckets', { path: { leadsTableId: 12 } });
    const fresh = buckets.find((row) => row.name === 'Neu angemeldet')!;
    const rows = await dsm.call('dashboardSmartCampaignGetRecords', { body: { database: { databaseId: 12 }, recordsPerPage: 1000 } });
    const inBucket = await dsm.call('dashboardSmartCampaignGetRecords', {
      body: { database: { databaseId: 12 }, bucketGuid: fresh.bucketGuid, recordsPerPage: 1000 },
    });
    const outside = rows.rows!.map((row) => row[0] as number).find((id) => !inBucket.rows!.some((row) => row[0] === id))!;
    await dsm.call('bucketsAddCustomerToBucket', {
      body: { workflowGuid: fresh.workflowGuid, bucketGuid: fresh.bucketGuid, customerId: outside },
    });
    const counts = await dsm.call('bucketsGetBucketCounts', { body: { workflowGuid: fresh.workflowGuid } });
    expect(counts.find((row) => row.bucketGuid === fresh.bucketGuid)?.count).toBe(fresh.customerCount! + 1);
    await dsm.call('bucketsRemoveCustomerFromBucket', {
      body: { workflowGuid: fresh.workflowGuid, bucketGuid: fresh.bucketGuid, customerId: outside },
    });
    expect(
      (await dsm.call('bucketsDatabaseWorkflowBuckets', { path: { leadsTableId: 12 } })).find((row) => row.name === 'Neu angemeldet')
        ?.customerCount,
    ).toBe(fresh.customerCount);
    await expect(
      dsm.call('bucketsRemoveCustomerFromBucket', {
        body: { workflowGuid: fresh.workflowGuid, bucketGuid: fresh.bucketGuid, customerId: outside },
      }),
    ).rejects.toThrow(`The customer ${outside} is not in the bucket 'Neu angemeldet'.`);
    await expect(
      dsm.call('bucketsAddCustomerToBucket', { body: { workflowGuid: fresh.workflowGuid, bucketGuid: fresh.bucketGuid, customerId: 1 } }),
    ).rejects.toThrow("There is no record with id 1 in database 'Kunden2026'.");
  });

  it('lists the store’s databases, a campaign’s media and the editor’s types', async () => {
    const databases = await dsm.call('bucketsDatabases');
    expect(databases.map((row) => row.databaseName)).toEqual(['Kunden2026', 'Messe-Leads', 'Newsletter']);
    const media = await dsm.call('bucketsGetAvailableMedia', { path: { campaignId: 4711 } });
    const mails = await dsm.call('bucketsGetAvailableEmails', { path: { campaignId: 4711 } });
    expect(media).toEqual(expect.arrayContaining(mails));
    expect(mails).toEqual([{ id: 101, name: 'Welcome mail', displayName: 'Welcome mail', mediaType: 3 }]);
    expect(await dsm.call('bucketsGetAvailableSms', { path: { campaignId: 4712 } })).toEqual([
      { id: 113, name: 'Reminder SMS', displayName: 'Reminder SMS', mediaType: 5 },
    ]);
    expect((await dsm.call('bucketsFilters')).every((row) => row.category === 'filter')).toBe(true);
    expect((await dsm.call('bucketsEntityInfo')).length).toBeGreaterThan((await dsm.call('bucketsActions')).length);
  });
});
