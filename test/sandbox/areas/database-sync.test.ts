/**
 * Database synchronisation through the SDK against the sandbox: the external source's tables and
 * columns, stored settings read back as mappings, an import that switches the sync on and leaves a
 * log, the on/off flag, failed tasks that are repeated or deleted, and the refusals of what is unknown.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox, demoClient, refusalOf } from '../support.js';

useSandbox({ speed: 1000 });
const dsm = demoClient();

const refused = async (call: Promise<unknown>, message: string) => expect(await refusalOf(call)).toBe(message);
async function finished(key: string) {
  for (let i = 0; i < 200; i++) {
    const status = await dsm.call('databaseSyncSyncStatus', { path: { key } });
    if (status.state === 2 || status.state === 3) return status;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('The synchronisation did not end.');
}
const settings = { type: 'SqlServer', settings: { userName: 'sync_user', password: 'Geheim!2026' } };

describe('the external data source', () => {
  it('lists its tables and a table’s columns; an unknown table is refused', async () => {
    const tables = await dsm.call('databaseSyncTables', { body: settings });
    expect(tables).toContain('dbo.Kunden');
    const columns = await dsm.call('databaseSyncColumns', { path: { table: tables[0]! }, body: settings });
    expect(columns).toContain('Vorname');
    await refused(
      dsm.call('databaseSyncColumns', { path: { table: 'dbo.Fehlt' }, body: settings }),
      "There is no table named 'dbo.Fehlt' in the data source.",
    );
  });

  it('validates settings against the source table and the database', async () => {
    const body = { ...settings, tableName: 'dbo.Kunden', databaseName: 'Messe-Leads' };
    const good = [{ dataSourceColumnName: 'Vorname', contactColumnName: 'firstName' }];
    const bad = [{ dataSourceColumnName: 'Fehlt', databaseColumnName: 'eMail' }];
    expect(await dsm.call('databaseSyncValidateSettings', { body: { ...body, columnMappings: good } })).toBe(true);
    expect(await dsm.call('databaseSyncValidateSettings', { body: { ...body, columnMappings: bad } })).toBe(false);
    await refused(
      dsm.call('databaseSyncValidateSettings', { body: { ...body, databaseName: 'Nirgends' } }),
      "There is no database named 'Nirgends'.",
    );
  });
});

describe('a synchronisation', () => {
  it('an import stores its settings, switches the sync on, fills the database and leaves a log', async () => {
    expect(await dsm.call('databaseSyncSynchronized', { path: { database: 'Messe-Leads' } })).toBe(false);
    const mappings = [{ dataSourceColumnName: 'Nachname', contactColumnName: 'lastName' }];
    const logsBefore = await dsm.call('databaseSyncSyncLogs');
    const key = await dsm.call('databaseSyncImport', {
      body: { ...settings, tableName: 'dbo.Kunden', databaseName: 'Messe-Leads', columnMappings: mappings },
    });
    expect(await finished(key)).toMatchObject({ state: 2 });
    expect(await dsm.call('databaseSyncSynchronized', { path: { database: 'Messe-Leads' } })).toBe(true);
    expect(
      await dsm.call('databaseSyncColumnMappings', { path: { table: 'dbo.Kunden', database: 'Messe-Leads' }, body: settings }),
    ).toEqual(mappings);
    const logs = await dsm.call('databaseSyncSyncLogs');
    expect(logs).toHaveLength(logsBefore.length + 1);
    const log = logs.at(-1)! as { fileName: string; processingKey: string };
    expect(await dsm.call('databaseSyncLogFileDetail', { body: { fileName: log.fileName } })).toMatchObject({
      databaseName: 'Messe-Leads',
      inserted: 480,
    });
    expect(await dsm.call('databaseSyncLogFileContent', { body: { processingKey: log.processingKey } })).toContain('Messe-Leads');
  });

  it('changed settings are read back; a disabled sync is off and cannot be started', async () => {
    const mappings = [{ dataSourceColumnName: 'E-Mail', databaseColumnName: 'eMail' }];
    await dsm.call('databaseSyncChangeSettings', {
      body: { databaseName: 'Kunden2026', tableName: 'dbo.Kunden', columnMappings: mappings },
    });
    expect(await dsm.call('databaseSyncColumnMappings', { path: { table: 'dbo.Kunden', database: 'Kunden2026' }, body: settings })).toEqual(
      mappings,
    );
    const props = [{ dataSourceColumnName: 'Newsletter', databaseColumnName: 'eMail' }];
    await dsm.call('databaseSyncChangeColumnProps', {
      body: { databaseName: 'Kunden2026', columnMappings: props, synchronizedFields: ['eMail'] },
    });
    expect(await dsm.call('databaseSyncColumnMappings', { path: { table: 'dbo.Kunden', database: 'Kunden2026' }, body: settings })).toEqual(
      props,
    );
    await refused(
      dsm.call('databaseSyncChangeColumnProps', { body: { databaseName: 'Newsletter', columnMappings: props } }),
      "The database 'Newsletter' is not synchronized.",
    );
    expect(await finished(await dsm.call('databaseSyncSync', { path: { database: 'Kunden2026' } }))).toMatchObject({ state: 2 });
    await dsm.call('databaseSyncDisableSync', { path: { database: 'Kunden2026' } });
    expect(await dsm.call('databaseSyncSynchronized', { path: { database: 'Kunden2026' } })).toBe(false);
    await refused(dsm.call('databaseSyncSync', { path: { database: 'Kunden2026' } }), "The database 'Kunden2026' is not synchronized.");
    await refused(dsm.call('databaseSyncSynchronized', { path: { database: 'Nirgends' } }), "There is no database named 'Nirgends'.");
  });

  it('a deleted database takes its synchronisation and tasks with it', async () => {
    await dsm.call('databaseDelete', { body: { databaseName: 'Kunden2026' } });
    await dsm.call('databaseCreateDatabase', { body: { databaseName: 'Kunden2026' } });
    expect(await dsm.call('databaseSyncSynchronized', { path: { database: 'Kunden2026' } })).toBe(false);
    expect(await dsm.call('databaseSyncSyncCounters', { body: { databaseName: 'Kunden2026' } })).toEqual({
      queued: 0,
      processing: 0,
      finished: 0,
      failed: 0,
    });
  });

  it('admin variants act on their account', async () => {
    const path = { accountId: 1043 };
    const body = { ...settings, tableName: 'dbo.Kunden', databaseName: 'Agenturkunden', sendWithAdminKeys: true };
    expect(await finished(await dsm.call('databaseSyncImportForAccount', { path, body }, { adminKeys: true }))).toMatchObject({ state: 2 });
    expect(
      await dsm.call('databaseSyncSynchronizedForAccount', { path: { database: 'Agenturkunden', accountId: 1043 } }, { adminKeys: true }),
    ).toBe(true);
    expect(await dsm.call('databaseSyncSynchronized', { path: { database: 'Kunden2026' } })).toBe(true);
    expect((await dsm.call('databaseSyncSyncLogsForAccount', { path }, { adminKeys: true })).map((log) => log.fileName)).toEqual([
      expect.stringMatching(/^sync-Agenturkunden-/),
    ]);
    expect(
      await dsm.call('databaseSyncSynchronizedForAccount', { path: { database: 'Kunden2026', accountId: 1042 } }, { adminKeys: true }),
    ).toBe(true);
    await refused(
      dsm.call('databaseSyncSynchronizedForAccount', { path: { database: 'Kunden2026', accountId: 1043 } }, { adminKeys: true }),
      "There is no database named 'Kunden2026'.",
    );
  });
});

describe('failed tasks', () => {
  it('counters, repeat and delete agree', async () => {
    const body = { databaseName: 'Kunden2026' };
    expect(await dsm.call('databaseSyncSyncCounters', { body })).toEqual({ queued: 1, processing: 0, finished: 1, failed: 2 });
    const failed = await dsm.call('databaseSyncGetFailedTasks', { body });
    expect(failed.map((task) => task.id)).toEqual([881, 882]);
    await dsm.call('databaseSyncRepeatFailedTasks', { body: { ...body, taskIds: [881] } });
    await dsm.call('databaseSyncDeleteFailedTasks', { body: { ...body, taskIds: [882] } });
    expect(await dsm.call('databaseSyncGetFailedTasks', { body })).toEqual([]);
    expect(await dsm.call('databaseSyncSyncCounters', { body })).toEqual({ queued: 2, processing: 0, finished: 1, failed: 0 });
    const usage = await dsm.call('databaseDbInfo', { body: { database: { databaseName: 'Kunden2026' }, retrieveSyncCounters: true } });
    expect(usage).toMatchObject({ syncCounters: { queued: 2, processing: 0, finished: 1, failed: 0 } });
    await refused(
      dsm.call('databaseSyncDeleteFailedTasks', { body: { ...body, taskIds: [882] } }),
      "There is no failed task with id '882'.",
    );
  });
});
