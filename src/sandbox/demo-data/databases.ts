/**
 * The database area's demo rows beside the catalogue's databases (`catalogue.ts`, the sandbox's own
 * account): the databases of the other demo accounts and the stored column mappings of every account.
 */
import type { AccountDatabaseRecord, ColumnMappingRecord, DatabaseAreaDemo } from '../records/databases.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from './shared-names.js';

/** The upload managers of files uploaded before the sandbox started, whose record updates can be followed. */
export const DEMO_UPLOAD_MANAGER_IDS: readonly string[] = ['5e0c7a12-9b3f-4d21-8f6a-0b2c4d6e8f10'];

const column = (columnName: string, groupName: string, length = 100) => ({ columnName, dataType: 'nvarchar', length, groupName });

function otherAccountDatabases(): AccountDatabaseRecord[] {
  const [, agency, travel] = DEMO_ACCOUNTS;
  const base = { columnMappings: [], lpLoginMode: 0 as const, loginFieldPart1: null, loginFieldSeperator: null, loginFieldPart2: null };
  return [
    {
      ...base,
      accountId: agency!.accountId,
      databaseId: 31,
      databaseName: 'Agenturkunden',
      columns: [column('firstName', 'Person'), column('lastName', 'Person'), column('eMail', 'Person', 200)],
      groups: [{ groupName: 'Person' }],
      passwordDBFieldName: null,
      recordCount: 860,
    },
    {
      ...base,
      accountId: travel!.accountId,
      databaseId: 41,
      databaseName: 'Reisekunden',
      columns: [column('lastName', 'Person'), column('eMail', 'Person', 200), column('city', 'Adresse')],
      groups: [{ groupName: 'Person' }, { groupName: 'Adresse' }],
      passwordDBFieldName: null,
      recordCount: 2310,
    },
  ];
}

function columnMappings(): ColumnMappingRecord[] {
  return [
    {
      mappingId: 3,
      mappingName: 'CRM-Export',
      accountId: DEMO_ACCOUNT_ID,
      databaseId: 12,
      columnMappings: [
        { databaseColumn: 'firstName', fileColumn: 'Vorname' },
        { databaseColumn: 'lastName', fileColumn: 'Nachname' },
      ],
    },
    {
      mappingId: 5,
      mappingName: 'Messe-Import',
      accountId: DEMO_ACCOUNT_ID,
      databaseId: null,
      columnMappings: [{ databaseColumn: 'eMail', fileColumn: 'E-Mail' }],
    },
    {
      mappingId: 4,
      mappingName: 'Agentur-Import',
      accountId: DEMO_ACCOUNTS[1]!.accountId,
      databaseId: 31,
      columnMappings: [{ databaseColumn: 'eMail', fileColumn: 'Mail' }],
    },
  ];
}

export function demoDatabaseArea(): DatabaseAreaDemo {
  return { otherAccountDatabases: otherAccountDatabases(), columnMappings: columnMappings() };
}
