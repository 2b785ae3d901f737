/**
 * The dashboard's view of the campaign databases: the records of a database are contacts of the store
 * (Kunden2026 the contacts of the batches Default and API, Messe-Leads those of the fair leads batch,
 * Newsletter those who opted in; a database created later starts empty), shown in the database's columns
 * behind the primary column DSM_CustomerID. Counts derive from those records, so they never exceed them.
 */
import type { components } from '../../../generated/schema.js';
import { campaignById, campaignByName } from '../records/campaigns.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { ContactRecord, DatabaseRecord } from '../store/records.js';

/** A column as the dashboard shows it (`DashboardColumnDefinition`, every field set). */
type Column = Required<components['schemas']['DashboardColumnDefinition']>;
type Cell = string | number | boolean | null;
type DatabaseSelector = { databaseName?: string | null; databaseId?: number | null } | null | undefined;
type CampaignSelector = { campaignId?: number | null; campaignName?: string | null } | null | undefined;

export const PRIMARY_COLUMN = 'DSM_CustomerID';

const MEMBERS: ReadonlyMap<number, (contact: ContactRecord) => boolean> = new Map([
  [12, (contact: ContactRecord) => contact.dsm_BatchId === 1 || contact.dsm_BatchId === 2],
  [15, (contact: ContactRecord) => contact.dsm_BatchId === 7],
  [17, (contact: ContactRecord) => contact.optIn === true],
]);

/** The database a request names, else the database of the campaign it names; refused when neither or unknown. */
export function dashboardDatabase(store: SandboxStore, database: DatabaseSelector, campaign?: CampaignSelector): DatabaseRecord {
  if (typeof database?.databaseId === 'number') {
    const found = store.databases.get(database.databaseId);
    if (!found) throw new SandboxRefusal(`There is no database ${database.databaseId}.`);
    return found;
  }
  if (database?.databaseName) {
    const wanted = database.databaseName.toLowerCase();
    const found = store.databases.all().find((row) => row.databaseName.toLowerCase() === wanted);
    if (!found) throw new SandboxRefusal(`There is no database "${database.databaseName}".`);
    return found;
  }
  const owner = campaignOf(store, campaign);
  if (!owner) throw new SandboxRefusal("No 'database' parameter provided.");
  const found = owner.databaseId === null ? undefined : store.databases.get(owner.databaseId);
  if (!found) throw new SandboxRefusal(`The campaign '${owner.name}' has no database.`);
  return found;
}

export function campaignOf(store: SandboxStore, campaign: CampaignSelector) {
  if (typeof campaign?.campaignId === 'number') return campaignById(store, campaign.campaignId, 'campaignId');
  if (!campaign?.campaignName) return undefined;
  const found = campaignByName(store, campaign.campaignName);
  if (!found) throw new SandboxRefusal(`There is no campaign named '${campaign.campaignName}'.`);
  return found;
}

/** The contacts that are the database's records, by customer id. */
export function recordsOf(store: SandboxStore, database: DatabaseRecord): ContactRecord[] {
  const member = MEMBERS.get(database.databaseId);
  return member ? store.contacts.all().filter(member) : [];
}

export function columnsOf(database: DatabaseRecord): Column[] {
  return [
    { name: PRIMARY_COLUMN, type: 'int', isPrimaryColumn: true },
    ...(database.columns ?? []).map((column) => ({
      name: column.columnName ?? '',
      type: column.dataType ?? 'nvarchar',
      isPrimaryColumn: false,
    })),
  ];
}

/** A column of the database by name (any letter case); the primary column included. */
export function columnOf(database: DatabaseRecord, name: string): Column {
  const column = columnsOf(database).find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  if (!column) throw new SandboxRefusal(`Invalid column name '${name}'.`);
  return column;
}

/** A contact's value in a column as a table cell: a mail address, country or language as its stored value. */
export function cellOf(contact: ContactRecord, column: Column): Cell {
  if (column.isPrimaryColumn) return contact.dsm_CustomerId;
  const key = Object.keys(contact).find((field) => field.toLowerCase() === column.name.toLowerCase());
  const value = key === undefined ? null : (contact as Record<string, unknown>)[key];
  if (value !== null && typeof value === 'object') return ((value as { value?: unknown }).value as Cell) ?? null;
  return (value as Cell) ?? null;
}

/**
 * The records a filter selects: `Column = 'value'` (also `!=`, `<>`, `like '%x%'`) compares one column,
 * any other text is looked for in every column.
 */
export function filtered(rows: ContactRecord[], database: DatabaseRecord, filter: string | null | undefined): ContactRecord[] {
  const text = filter?.trim();
  if (!text) return rows;
  if (text.length > 500) throw new SandboxRefusal('The filter is too long.');
  const match = /^\[?(\w+)\]?\s*(=|!=|<>|like)\s*'?(.*?)'?$/i.exec(text);
  if (match) {
    const column = columnOf(database, match[1]!);
    const operator = match[2]!.toLowerCase();
    const wanted = match[3]!.toLowerCase();
    const test = (cell: Cell) => {
      const value = String(cell ?? '').toLowerCase();
      if (operator === 'like') return new RegExp(`^${wanted.split('%').slice(0, 8).map(literal).join('.*')}$`, 's').test(value);
      return operator === '=' ? value === wanted : value !== wanted;
    };
    return rows.filter((row) => test(cellOf(row, column)));
  }
  const wanted = text.toLowerCase();
  const columns = columnsOf(database);
  return rows.filter((row) =>
    columns.some((column) =>
      String(cellOf(row, column) ?? '')
        .toLowerCase()
        .includes(wanted),
    ),
  );
}

const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number from 0 to 1 fixed by the words given: the same inputs give the same share on every call. */
export function share(...parts: readonly (string | number)[]): number {
  let hash = 2166136261;
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 4294967296;
}
