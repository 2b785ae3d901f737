/** The dashboard through the SDK against the sandbox: records of a database page, update and count consistently. */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox } from '../support.js';

const { sandbox } = useSandbox({ speed: Infinity });
const dsm = demoClient();
const kunden = { databaseName: 'Kunden2026' };

describe('dashboard records of a campaign database', () => {
  it('getcolumns are the database’s columns behind DSM_CustomerID; getrecords pages rows in those columns', async () => {
    const columns = await dsm.call('dashboardSmartCampaignGetColumns', { body: { database: kunden } });
    expect(columns.map((column) => column.name)).toEqual(['DSM_CustomerID', 'firstName', 'lastName', 'eMail', 'zipCode', 'city']);
    expect(columns[0]?.isPrimaryColumn).toBe(true);
    const first = await dsm.call('dashboardSmartCampaignGetRecords', { body: { database: kunden, recordsPerPage: 20, currentPage: 1 } });
    const second = await dsm.call('dashboardSmartCampaignGetRecords', {
      body: { database: { databaseId: 12 }, recordsPerPage: 20, currentPage: 2 },
    });
    expect(first.rows).toHaveLength(20);
    expect(first.totalCount).toBe(second.totalCount);
    expect(first.totalCount).toBe(await dsm.call('dashboardSmartCampaignDatabaseCounter', { body: { database: kunden } }));
    const ids = [...first.rows!, ...second.rows!].map((row) => row[0] as number);
    expect(new Set(ids).size).toBe(40);
    const [contact] = await dsm.call('contactsGet', {
      body: { wheres: [{ columnName: 'dsm_CustomerId', comparer: 0, value: String(ids[0]) }] },
    });
    expect(first.rows![0]).toEqual([
      contact!.dsm_CustomerId,
      contact!.firstName,
      contact!.lastName,
      contact!.eMail?.value,
      contact!.zipCode,
      contact!.city,
    ]);
  });

  it('filter and orderBy select and sort the rows; the column counts agree with the rows', async () => {
    const hamburg = await dsm.call('dashboardSmartCampaignGetRecords', {
      body: { database: kunden, filter: "city = 'Hamburg'", orderBy: ['lastName'], recordsPerPage: 1000 },
    });
    expect(hamburg.rows!.length).toBeGreaterThan(0);
    expect(hamburg.rows!.every((row) => row[5] === 'Hamburg')).toBe(true);
    const names = hamburg.rows!.map((row) => String(row[2]));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const counts = await dsm.call('dashboardSmartCampaignGetColumnCounts', { body: { database: kunden, columnName: 'city' } });
    expect(counts.Hamburg).toBe(hamburg.totalCount);
  });

  it('updaterecord changes the value getrecords, the contact and the counts show; unknown records and columns are refused', async () => {
    const page = await dsm.call('dashboardSmartCampaignGetRecords', { body: { database: kunden, recordsPerPage: 1 } });
    const id = page.rows![0]![0] as number;
    await dsm.call('dashboardSmartCampaignUpdateRecord', {
      body: { database: kunden, recordId: id, column: 'city', newValue: 'Flensburg' },
    });
    const after = await dsm.call('dashboardSmartCampaignGetRecords', { body: { database: kunden, filter: "city = 'Flensburg'" } });
    expect(after.rows!.map((row) => row[0])).toContain(id);
    const [changed] = await dsm.call('contactsGet', {
      body: { wheres: [{ columnName: 'dsm_CustomerId', comparer: 0, value: String(id) }] },
    });
    expect(changed?.city).toBe('Flensburg');
    const counts = await dsm.call('dashboardSmartCampaignGetColumnCounts', { body: { database: kunden, columnName: 'city' } });
    expect(counts.Flensburg).toBe(after.totalCount);
    await expect(
      dsm.call('dashboardSmartCampaignUpdateRecord', { body: { database: kunden, recordId: 1, column: 'city', newValue: 'X' } }),
    ).rejects.toThrow("There is no record with id 1 in database 'Kunden2026'.");
    await expect(
      dsm.call('dashboardSmartCampaignUpdateRecord', { body: { database: kunden, recordId: id, column: 'nope', newValue: 'X' } }),
    ).rejects.toThrow("Invalid column name 'nope'.");
    await expect(dsm.call('dashboardSmartCampaignGetRecords', { body: { database: { databaseName: 'Nope' } } })).rejects.toThrow(
      'There is no database "Nope".',
    );
  });

  it('an export of the database finishes with its file; an unknown column is refused', async () => {
    const exportId = await dsm.call('dashboardSmartCampaignExportDatabase', {
      body: { database: kunden, columns: ['city'], fileFormat: 'csv' },
    });
    const status = await dsm.call('dashboardSmartCampaignExportDatabaseStatus', { path: { exportId } });
    expect(status).toMatchObject({ isFinished: true, downloadUrl: 'https://demo.example.com/exports/Kunden2026.csv' });
    await expect(dsm.call('dashboardSmartCampaignExportDatabase', { body: { database: kunden, columns: ['nope'] } })).rejects.toThrow(
      "Invalid column name 'nope'.",
    );
  });
});

describe('dashboard statistics', () => {
  const body = { campaign: { campaignName: 'Fruehjahrsaktion2026' }, eventTypes: [1, 5, 7] as (1 | 5 | 7)[] };

  it('counts never exceed the records; unique ≤ events; a shorter period counts no more', async () => {
    const records = await dsm.call('dashboardSmartCampaignDatabaseCounter', { body });
    const events = await dsm.call('dashboardSmartCampaignGetEventCount', { body });
    const unique = await dsm.call('dashboardSmartCampaignGetUniqueEventCount', { body });
    expect(records).toBeGreaterThan(0);
    expect(events).toBeLessThanOrEqual(records);
    expect(unique).toBeLessThanOrEqual(events);
    const june = await dsm.call('dashboardSmartCampaignGetEventCount', {
      body: { ...body, startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' },
    });
    expect(june).toBeLessThanOrEqual(events);
    expect(await dsm.call('dashboardSmartCampaignGetEventCount', { body })).toBe(events);
    const standard = await dsm.call('dashboardSmartCampaignGetStandardEventCounts', { body });
    for (const count of Object.values(standard)) expect(count).toBeLessThanOrEqual(records);
    const devices = await dsm.call('dashboardSmartCampaignDataRelationValues', {
      body: { campaign: body.campaign, dataRelationName: 'DASHBOARD_DEVICE_STATISTICS' },
    });
    expect(devices.map((entry) => entry.label)).toEqual(['Desktop', 'Smartphone', 'Tablet']);
    expect(devices.reduce((sum, entry) => sum + (entry.value ?? 0), 0)).toBeLessThanOrEqual(records);
    const browsers = await dsm.call('dashboardSmartCampaignDataRelationValues', {
      body: { campaign: body.campaign, dataRelationName: 'DASHBOARD_BROWSER_STATISTICS', maxResults: 2 },
    });
    expect(browsers).toHaveLength(2);
  });

  it('bucket names and counts are those of the campaign’s workflows; getrecords of a bucket shows its customers', async () => {
    expect(await dsm.call('dashboardSmartCampaignBucketNames', { body })).toEqual(['Responder', 'Nicht-Responder']);
    const counts = await dsm.call('dashboardSmartCampaignGetBucketCounts', { body });
    const buckets = await dsm.call('bucketsDatabaseCampaignWorkflowBuckets', { path: { leadsTableId: 12, campaignId: 4711 } });
    const responder = buckets.find((bucket) => bucket.name === 'Responder')!;
    expect(counts.Responder).toBe(responder.customerCount);
    const rows = await dsm.call('dashboardSmartCampaignGetRecords', {
      body: { database: kunden, bucketGuid: responder.bucketGuid, recordsPerPage: 1000 },
    });
    expect(rows.totalCount).toBe(responder.customerCount);
    expect(rows.rows!.every((row) => row[5] === 'Hamburg')).toBe(true);
  });
});

describe('dashboard users', () => {
  it('the users overview lists the dashboard users; one user’s overview agrees; a period counts no more', async () => {
    const users = await dsm.call('dashboardUsersOverview');
    // The dashboard logins where the store keeps them (the accounts area), else the portal users.
    const source =
      (sandbox.store as unknown as { dashboardLogins?: typeof sandbox.store.portalUsers }).dashboardLogins ?? sandbox.store.portalUsers;
    expect(users.map((user) => user.login).sort()).toEqual(
      source
        .all()
        .map((user) => user.login)
        .sort(),
    );
    const one = await dsm.call('dashboardUserOverview', { path: { userId: users[0]!.userId! } });
    expect(one).toEqual(users[0]);
    const june = await dsm.call('dashboardUserOverviewFiltered', {
      path: { userId: one.userId! },
      body: { startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' },
    });
    expect(june.loginCount).toBeLessThanOrEqual(one.loginCount!);
    await expect(dsm.call('dashboardUserOverview', { path: { userId: 9 } })).rejects.toThrow("There is no dashboard user with id '9'.");
    await expect(dsm.call('dashboardExport', { body: { userId: 9 } })).rejects.toThrow("There is no dashboard user with id '9'.");
    const metadata = await dsm.call('dashboardSmartCampaignGetDashboardUserMetadata', { body: {} });
    expect(users.map((user) => user.login)).toContain(metadata.login);
    expect(metadata.campaignIDs!.every((id) => sandbox.store.campaigns.get(id) !== undefined)).toBe(true);
  });
});
