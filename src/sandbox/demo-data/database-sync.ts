/**
 * The demo data's synchronisation: the catalogue's database `Kunden2026` is synchronised with the
 * table `dbo.Kunden` of the account's SQL server, with a few tasks (two failed) and the log of its last run.
 */
import type { DatabaseSyncDemo } from '../records/database-sync.js';
import { sequentialId } from '../values.js';
import { DEMO_ACCOUNT_ID } from './shared-names.js';

export function demoDatabaseSync(): DatabaseSyncDemo {
  const accountId = DEMO_ACCOUNT_ID;
  const databaseName = 'Kunden2026';
  return {
    syncs: [
      {
        id: 1,
        accountId,
        databaseId: 12,
        databaseName,
        enabled: true,
        type: 'SqlServer',
        settings: { userName: 'sync_user', password: null },
        tableName: 'dbo.Kunden',
        lpLoginMode: 4,
        loginFieldPart1: 'lastName',
        loginFieldSeperator: '-',
        loginFieldPart2: 'zipCode',
        columnMappings: [
          { dataSourceColumnName: 'Vorname', contactColumnName: 'firstName' },
          { dataSourceColumnName: 'Nachname', contactColumnName: 'lastName' },
          { dataSourceColumnName: 'E-Mail', contactColumnName: 'eMail' },
          { dataSourceColumnName: 'PLZ', contactColumnName: 'zipCode' },
        ],
        relationFilter: null,
        parameters: { server: 'sql01.intern.example.de', port: '1433' },
        synchronizedFields: ['eMail'],
        subscribedEvents: { EventType7: true, EventType10: true },
      },
    ],
    tasks: [
      {
        id: 881,
        accountId,
        databaseName,
        state: 3,
        customerId: 5012,
        message: 'Timeout while writing to dbo.Kunden.',
        createdOn: '2026-10-28T02:03:11Z',
      },
      {
        id: 882,
        accountId,
        databaseName,
        state: 3,
        customerId: 5013,
        message: 'Timeout while writing to dbo.Kunden.',
        createdOn: '2026-10-28T02:03:12Z',
      },
      { id: 883, accountId, databaseName, state: 2, customerId: 5014, message: null, createdOn: '2026-10-28T02:03:13Z' },
      { id: 884, accountId, databaseName, state: 0, customerId: 5015, message: null, createdOn: '2026-10-28T02:04:00Z' },
    ],
    logs: [
      {
        id: 1,
        accountId,
        databaseName,
        fileName: 'sync-Kunden2026-20261028-1.log',
        processingKey: sequentialId('synclog', 1),
        createdOn: '2026-10-28T02:00:00Z',
        inserted: 120,
        updated: 3412,
        failed: 2,
      },
    ],
  };
}
