/**
 * The database area's state and lookups: the databases of the account a call acts on (the sandbox's own
 * are `store.databases`, those of the other demo accounts live here), the stored column mappings, the
 * upload keys, and a database found by id or name the way every database call names it.
 */
import type { components } from '../../../generated/schema.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from '../demo-data/shared-names.js';
import { campaignBySelector } from './campaigns.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { DatabaseRecord } from '../store/records.js';
import { Table } from '../store/table.js';
import { sequentialId } from '../values.js';

type Schemas = components['schemas'];

/** A stored column mapping of an account; `databaseId` ties it to a database (its `columnMappings`), null when free. */
export type ColumnMappingRecord = Schemas['DatabaseColumnMapping'] & {
  mappingId: number;
  mappingName: string;
  accountId: number;
  databaseId: number | null;
};
/** A database of one of the other demo accounts. */
export type AccountDatabaseRecord = DatabaseRecord & { accountId: number };

export interface DatabaseAreaDemo {
  otherAccountDatabases: AccountDatabaseRecord[];
  columnMappings: ColumnMappingRecord[];
}

export interface DatabaseAreaStore {
  /** The databases of every account but the sandbox's own (whose are `store.databases`). */
  accounts: Map<number, Table<DatabaseRecord>>;
  columnMappings: Table<ColumnMappingRecord>;
  /** How often each account's upload key was renewed. */
  uploadKeyRenewals: Map<number, number>;
}

export function createDatabaseArea(demo: DatabaseAreaDemo): DatabaseAreaStore {
  const accounts = new Map<number, Table<DatabaseRecord>>();
  for (const { accountId } of DEMO_ACCOUNTS.slice(1)) {
    const rows = demo.otherAccountDatabases.filter((row) => row.accountId === accountId);
    accounts.set(accountId, new Table<DatabaseRecord>((row) => row.databaseId, rows));
  }
  return { accounts, columnMappings: new Table((row) => row.mappingId, demo.columnMappings), uploadKeyRenewals: new Map() };
}

/** The account an admin variant names (its path value), the sandbox's own without one; an unknown account is refused. */
export function accountIdOf(value: string | number | undefined | null): number {
  if (value === undefined || value === null || value === '') return DEMO_ACCOUNT_ID;
  const id = Number(value);
  if (!DEMO_ACCOUNTS.some((account) => account.accountId === id))
    throw new SandboxRefusal(`There is no account with id '${quoted(value)}'.`);
  return id;
}

/** The databases of an account. */
export function databasesOf(store: SandboxStore, accountId: number = DEMO_ACCOUNT_ID): Table<DatabaseRecord> {
  return accountId === DEMO_ACCOUNT_ID ? store.databases : store.databaseArea.accounts.get(accountId)!;
}

export type CampaignSelector = { campaignId?: number | null; campaignName?: string | null } | null | undefined;
export type DatabaseSelector = { databaseId?: number | null; databaseName?: string | null } | null | undefined;

export function findDatabase(table: Table<DatabaseRecord>, selector: DatabaseSelector): DatabaseRecord | undefined {
  if (typeof selector?.databaseId === 'number' && selector.databaseId > 0) return table.get(selector.databaseId);
  const name = selector?.databaseName?.trim().toLowerCase();
  return name ? table.index('name', (row) => row.databaseName.toLowerCase()).get(name) : undefined;
}

/** The database the selector names; refused when none is named or it does not exist. */
export function databaseOf(table: Table<DatabaseRecord>, selector: DatabaseSelector): DatabaseRecord {
  given(selector?.databaseId || selector?.databaseName, "databaseId' or 'databaseName");
  const database = findDatabase(table, selector);
  if (database) return database;
  if (typeof selector?.databaseId === 'number' && selector.databaseId > 0)
    throw new SandboxRefusal(`There is no database with id '${selector.databaseId}'.`);
  throw new SandboxRefusal(`There is no database named '${quoted(selector?.databaseName)}'.`);
}

/** The demo databases' record counts (a new database holds none until an import or a sample record). */
const DEMO_RECORD_COUNTS = new Map([
  [12, 12_400],
  [15, 4650],
  [17, 1200],
]);

export const recordCountOf = (database: DatabaseRecord): number =>
  typeof database.recordCount === 'number' ? database.recordCount : (DEMO_RECORD_COUNTS.get(database.databaseId) ?? 0);

/** A database as the calls answer it: its mappings are the stored ones tied to it, its record count beside. */
export function databaseView(store: SandboxStore, database: DatabaseRecord, accountId = DEMO_ACCOUNT_ID): Schemas['Database'] {
  const columnMappings = store.databaseArea.columnMappings
    .all()
    .filter((mapping) => mapping.accountId === accountId && mapping.databaseId === database.databaseId)
    .map(mappingView);
  return { ...structuredClone(database), columnMappings, recordCount: recordCountOf(database) };
}

export const mappingView = ({ databaseId: _databaseId, ...mapping }: ColumnMappingRecord): Schemas['DatabaseColumnMapping'] =>
  structuredClone(mapping);

/** The account's upload key: a new one after each renewal, the same on every run. */
export function uploadKeyOf(store: SandboxStore, accountId: number): string {
  const renewals = store.databaseArea.uploadKeyRenewals.get(accountId) ?? 0;
  return sequentialId('upload', accountId * 10_000 + renewals + 1).replaceAll('-', '');
}

/** The columns every uploaded database file has (the sandbox keeps no files: one sheet, these headers). */
export const FILE_COLUMNS = ['Anrede', 'Vorname', 'Nachname', 'E-Mail', 'PLZ'] as const;
/** The rows of an uploaded database file. */
export const FILE_ROWS = 1200;

/** The campaign a selector names (the campaigns area's reading). */
export const campaignOf = (store: SandboxStore, selector: CampaignSelector) => campaignBySelector(store, selector);

/** The database a campaign uses. */
export function campaignDatabase(store: SandboxStore, selector: CampaignSelector): DatabaseRecord {
  const campaign = campaignOf(store, selector);
  const database = campaign.databaseId === null ? undefined : store.databases.get(campaign.databaseId);
  if (!database) throw new SandboxRefusal(`The campaign '${campaign.name}' has no database.`);
  return database;
}
