/**
 * The database area through the SDK against the sandbox: what a create, delete, truncate, column,
 * group, mapping or login call writes is what the reads show afterwards, admin variants act on their
 * account, jobs follow the store, and what the platform refuses is refused with its message.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox, demoClient, refusalOf } from '../support.js';

const { sandbox } = useSandbox({ speed: 1000 });
const dsm = demoClient();

const refused = async (call: Promise<unknown>, message: string) => expect(await refusalOf(call)).toBe(message);
const names = async () => (await dsm.call('databaseGetAllDatabases')).map((database) => database.databaseName);
/** Polls a status call until `done` says so (the sandbox runs at a high speed: a few polls). */
async function until<T>(read: () => Promise<T>, done: (status: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const status = await read();
    if (done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('The job did not end.');
}

describe('databases: create, read, exists, delete', () => {
  it('a created database is listed, read by name and id, and exists; a taken name is refused', async () => {
    const created = await dsm.call('databaseCreateDatabase', {
      body: {
        databaseName: 'Winterleads',
        useDefaultColumns: true,
        createDummyRecord: true,
        columnsToCreate: [{ columnName: 'kundennummer' }],
      },
    });
    expect(await names()).toContain('Winterleads');
    const byName = await dsm.call('databaseGetDatabase', { body: { databaseName: 'winterleads' } });
    expect(byName).toEqual(await dsm.call('databaseGetDatabase', { body: { databaseId: created.databaseId! } }));
    expect(byName.columns?.map((column) => column.columnName)).toEqual(['firstName', 'lastName', 'eMail', 'kundennummer']);
    expect(await dsm.call('databaseExists', { body: { databaseName: 'Winterleads' } })).toBe(true);
    const info = await dsm.call('databaseDbInfo', { body: { database: { databaseName: 'Winterleads' } } });
    expect(info.recordCount).toBe(1);
    await refused(dsm.call('databaseCreateDatabase', { body: { databaseName: 'Kunden2026' } }), 'A database of that name already exists.');
  });

  it('a deleted database is gone from list, read and exists; an unknown one is refused', async () => {
    expect(await dsm.call('databaseDelete', { body: { databaseId: 15, databaseName: 'Messe-Leads' } })).toBe(true);
    expect(await names()).not.toContain('Messe-Leads');
    expect(await dsm.call('databaseExists', { body: { databaseName: 'Messe-Leads' } })).toBe(false);
    await refused(dsm.call('databaseGetDatabase', { body: { databaseId: 15 } }), "There is no database with id '15'.");
    await refused(dsm.call('databaseDelete', { body: { databaseName: 'Messe-Leads' } }), "There is no database named 'Messe-Leads'.");
  });

  it('admin variants act on the named account; an unknown account is refused', async () => {
    // With the admin pair, as the `…ForAccount` variants are signed.
    const existsFor = (accountId: number, databaseName: string) =>
      dsm.call('databaseExistsForAccount', { path: { accountId }, body: { databaseName } }, { adminKeys: true });
    expect(await existsFor(1043, 'Kunden2026')).toBe(false);
    expect(await existsFor(1043, 'Agenturkunden')).toBe(true);
    await dsm.call('databaseDeleteForAccount', { path: { accountId: 1043 }, body: { databaseName: 'Agenturkunden' } }, { adminKeys: true });
    expect(await existsFor(1043, 'Agenturkunden')).toBe(false);
    expect(await names()).toContain('Kunden2026');
    await refused(existsFor(999, 'Kunden2026'), "There is no account with id '999'.");
  });

  it('truncate empties a database; ensure lead adds the standard columns', async () => {
    await dsm.call('databaseCreateDatabase', {
      body: { databaseName: 'Leer', useDefaultColumns: false, columnsToCreate: [{ columnName: 'eMail' }] },
    });
    expect(await dsm.call('databaseTruncate', { body: { databaseName: 'Kunden2026' } })).toBe(true);
    expect((await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount).toBe(0);
    await dsm.call('databaseEnsureLead', { body: { databaseName: 'Leer' } });
    const columns = (await dsm.call('databaseGetDatabase', { body: { databaseName: 'Leer' } })).columns?.map((column) => column.columnName);
    expect(columns).toEqual(['eMail', 'firstName', 'lastName']);
    await refused(dsm.call('databaseTruncate', { body: { databaseName: 'Nirgends' } }), "There is no database named 'Nirgends'.");
  });
});

describe("a campaign's database", () => {
  it('changes to the new database by id or name; an unknown database is refused', async () => {
    const campaign = sandbox.store.campaigns.get(4711)!;
    await dsm.call('databaseChangeCampaignDatabase', { body: { campaignId: 4711, newDatabaseName: 'Newsletter' } });
    expect((await dsm.call('databaseGetCampaignDatabase', { body: { campaignName: campaign.name } })).databaseName).toBe('Newsletter');
    await dsm.call('databaseChangeCampaignDatabase', { body: { campaignName: campaign.name, newDatabaseId: 15 } });
    expect((await dsm.call('databaseGetCampaignDatabase', { body: { campaignId: 4711 } })).databaseId).toBe(15);
    await refused(
      dsm.call('databaseChangeCampaignDatabase', { body: { campaignId: 4711, newDatabaseId: 99 } }),
      "There is no database with id '99'.",
    );
    await refused(dsm.call('databaseGetCampaignDatabase', { body: { campaignId: 1 } }), 'There is no campaign with id 1.');
  });
});

describe('columns, groups, mappings and login settings', () => {
  it('simple columns, groups and a renamed group show in the database and its column names', async () => {
    await dsm.call('databaseCreateSimpleColumns', {
      body: { database: { databaseName: 'Kunden2026' }, columns: [{ columnName: 'bonuspunkte', dataType: 'int', groupName: 'Treue' }] },
    });
    expect(await dsm.call('databaseGetColumnNames', { body: { name: 'Kunden2026' } })).toContain('bonuspunkte');
    await dsm.call('databaseSetGroup', { body: { database: { databaseId: 12 }, columnName: 'city', groupName: 'Ort' } });
    await dsm.call('databaseSetGroups', { body: { database: { databaseId: 12 }, groups: [{ columnName: 'zipCode', groupName: 'Ort' }] } });
    await dsm.call('databaseRenameGroup', { body: { database: { databaseId: 12 }, oldName: 'Ort', newName: 'Anschrift' } });
    const database = await dsm.call('databaseGetDatabase', { body: { databaseId: 12 } });
    expect(database.groups?.map((group) => group.groupName)).toEqual(['Person', 'Adresse', 'Treue', 'Anschrift']);
    expect(database.columns?.filter((column) => column.groupName === 'Anschrift').map((column) => column.columnName)).toEqual([
      'zipCode',
      'city',
    ]);
    await refused(
      dsm.call('databaseCreateSimpleColumns', { body: { database: { databaseId: 12 }, columns: [{ columnName: 'city' }] } }),
      "There is already a column named 'city' in the database 'Kunden2026'.",
    );
    await refused(
      dsm.call('databaseSetGroup', { body: { database: { databaseId: 12 }, columnName: 'fax', groupName: 'X' } }),
      "There is no column named 'fax' in the database 'Kunden2026'.",
    );
  });

  it('a stored column mapping is listed until deleted; a taken name and an unknown id are refused', async () => {
    const created = await dsm.call('databaseCreateColumnMapping', {
      body: { mappingName: 'Newsletter-Import', columnMappings: [{ databaseColumn: 'eMail', fileColumn: 'Mail' }] },
    });
    const listed = await dsm.call('databaseGetColumnMappings', { body: {} });
    expect(listed).toContainEqual(created);
    expect(await dsm.call('databaseGetColumnMappings', { body: { mappingId: created.mappingId! } })).toEqual([created]);
    await refused(
      dsm.call('databaseCreateColumnMapping', { body: { mappingName: 'crm-export' } }),
      "There is already a column mapping named 'crm-export'.",
    );
    await dsm.call('databaseDeleteColumnMapping', { body: { mappingId: created.mappingId! } });
    expect((await dsm.call('databaseGetColumnMappings', { body: {} })).map((row) => row.mappingId)).not.toContain(created.mappingId);
    await refused(
      dsm.call('databaseDeleteColumnMapping', { body: { mappingId: created.mappingId! } }),
      `There is no column mapping with id '${created.mappingId}'.`,
    );
    expect(await dsm.call('databaseGetColumnMappingsForAccount', { path: { accountId: 1043 }, body: {} }, { adminKeys: true })).toEqual([
      expect.objectContaining({ mappingName: 'Agentur-Import', accountId: 1043 }),
    ]);
  });

  it('the password column and rebuilt login settings show in getlplogin', async () => {
    await dsm.call('databaseCreateSimpleColumns', { body: { database: { databaseId: 15 }, columns: [{ columnName: 'lpPasswort' }] } });
    await dsm.call('databaseChangePasswordColumn', { body: { database: { databaseName: 'Messe-Leads' }, columnName: 'lpPasswort' } });
    // The platform's client documents the id as text.
    await dsm.call('databaseChangePasswordColumn', {
      body: { database: { databaseId: '15', databaseName: '' }, columnName: 'lpPasswort' },
    });
    const { serverKey, threadId } = await dsm.call('databaseRecreateLpLogins', {
      body: {
        databaseName: 'Messe-Leads',
        lpLoginMode: 4,
        loginFieldPart1: 'lastName',
        loginFieldSeperator: '-',
        loginFieldPart2: 'firstName',
      },
    });
    expect(await dsm.call('databaseGetLpLogin', { body: { databaseId: 15 } })).toEqual({
      lpLoginMode: 4,
      loginFieldPart1: 'lastName',
      loginFieldSeperator: '-',
      loginFieldPart2: 'firstName',
      passwordDBFieldName: 'lpPasswort',
    });
    const status = await until(
      () => dsm.call('databaseCreateLpLoginStatus', { path: { serverKey, threadId } }),
      (s) => s.isFinished === true,
    );
    expect(status.max).toBe(4650);
    await refused(
      dsm.call('databaseChangePasswordColumn', { body: { database: { databaseId: 15 }, columnName: 'fehlt' } }),
      "There is no column named 'fehlt' in the database 'Messe-Leads'.",
    );
  });

  it('a renewed upload key differs from the one before', async () => {
    const first = await dsm.call('databaseRefreshUploadKey');
    const second = await dsm.call('databaseRefreshUploadKey');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});

describe('database jobs', () => {
  it('an import from a file adds its rows and mapped columns; the import status follows it to finished', async () => {
    const before = (await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount!;
    const upload = await dsm.call('databaseImportDatabaseFromFile', {
      body: { db: 'Kunden2026', fileName: 'messe.xlsx', columnMappings: [{ databaseColumn: 'anrede', fileColumn: 'Anrede' }] },
    });
    expect(upload.state).toBe(1);
    const status = await until(
      () => dsm.call('databaseImportStatus', { body: { ManagerId: upload.managerId!, ThreadId: upload.threadId! } }),
      (s) => s.state !== 2 && s.state !== 5,
    );
    expect(status.state).toBe(3);
    expect((await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount).toBe(before + 1200);
    expect(await dsm.call('databaseGetColumnNames', { body: { Id: 12 } })).toContain('anrede');
    const unknownManager = {
      db: 'Kunden2026',
      fileName: 'x.csv',
      managerId: 'no-such-manager',
      columnMappings: [{ databaseColumn: 'eMail', fileColumn: 'E-Mail' }],
    };
    // An upload manager that does not exist: the upload's answer says so (state managerIdDoesNotExist), no job starts.
    expect(await dsm.call('databaseImportDatabaseFromFile', { body: unknownManager })).toMatchObject({ state: 10 });
    await refused(
      dsm.call('databaseImportDatabaseFromFile', { body: { db: 'Nirgends', fileName: 'x.csv', columnMappings: [] } }),
      "There is no database named 'Nirgends'.",
    );
  });

  it('status reads of a manager id that does not exist report managerIdDoesNotExist', async () => {
    expect(await dsm.call('databaseImportStatus', { body: { ManagerId: 'no-such', ThreadId: 3 } })).toMatchObject({ state: 1 });
    expect(await dsm.call('databaseCreationStatus', { body: { ManagerId: 'no-such', StatusType: 0 } })).toMatchObject({ state: 1 });
    expect(await dsm.call('databaseCreationStatus', { body: { ManagerId: 'no-such', StatusType: 1 } })).toMatchObject({ state: 1 });
  });

  it('an export names the database in its file; an unknown database is refused', async () => {
    const id = await dsm.call('databaseExportDatabase', { body: { databaseName: 'Newsletter', exportAsCsv: true } });
    const status = await until(
      () => dsm.call('databaseExportDatabaseStatus', { body: { id } }),
      (s) => s.isFinished === true,
    );
    expect(status.downloadUrl).toMatch(/\/Newsletter\.csv$/);
    await refused(dsm.call('databaseExportDatabase', { body: { databaseId: 404 } }), "There is no database with id '404'.");
  });
});

describe('reads the contract leaves open answer from the store', () => {
  it('event groups, environment data, usage and column names agree with the databases and campaigns', async () => {
    expect(await dsm.call('databaseGetEventGroups', { body: { databaseId: 12, eventTypeNumeric: 7 } })).toEqual(['Formulare']);
    expect(await dsm.call('databaseGetEventGroups', { body: { campaignId: 4711 } })).toEqual(['Logins', 'E-Mail', 'Formulare']);
    const campaign = sandbox.store.campaigns.get(4711)!;
    const environment = (await dsm.call('databaseEnvironmentMetadata', { body: { campaignId: 4711 } })) as unknown as Record<
      string,
      Record<string, string>
    >;
    expect(environment.de).toMatchObject({ campaignName: campaign.displayName, accountName: 'AutohausNord' });
    const all = await dsm.call('databaseGetAllDatabases');
    const usage = await dsm.call('databaseDbInfo', { body: {} });
    expect(usage.databaseCount).toBe(all.length);
    expect(usage.recordCount).toBe(12_400 + 4650 + 1200);
    expect((await dsm.call('databaseDbInfoForAccount', { path: { accountId: 1044 }, body: {} }, { adminKeys: true })).databaseCount).toBe(
      1,
    );
    expect(await dsm.call('databaseGetColumnNames', { body: { fileName: 'messe.xlsx', tableName: 'Tabelle1' } })).toContain('Nachname');
    await refused(dsm.call('databaseGetEventGroups', { body: { databaseName: 'Nirgends' } }), "There is no database named 'Nirgends'.");
  });

  it("a database created from a file for another account is that account's; a variable replacement needs a database", async () => {
    const upload = await dsm.call(
      'databaseCreateDatabaseFromFileForAccount',
      {
        path: { accountId: 1043 },
        body: { fileName: 'agentur.csv', newDatabaseName: 'Agenturleads', sendWithAdminKeys: true },
      },
      { adminKeys: true },
    );
    await until(
      () => dsm.call('databaseCreationStatus', { body: { ManagerId: upload.managerId!, StatusType: 0 } }),
      (s) => s.state === 3,
    );
    expect(
      await dsm.call(
        'databaseExistsForAccount',
        { path: { accountId: 1043 }, body: { databaseName: 'Agenturleads' } },
        { adminKeys: true },
      ),
    ).toBe(true);
    expect(await dsm.call('databaseExists', { body: { databaseName: 'Agenturleads' } })).toBe(false);
    const keys = await dsm.call('databaseVariableReplace', {
      body: { database: { databaseId: 17 }, columnName: 'eMail', value: '{eMail}' },
    });
    const status = await until(
      () => dsm.call('databaseVariableReplaceStatus', { body: keys }),
      (s) => s.isFinished === true,
    );
    expect(status.max).toBe(1200);
    await refused(
      dsm.call('databaseVariableReplace', { body: { database: { databaseId: 99 }, columnName: 'eMail', value: 'x' } }),
      "There is no database with id '99'.",
    );
  });
});
