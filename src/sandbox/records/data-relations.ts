/**
 * Data relations as the sandbox keeps them: per campaign (or account-wide), each with its column
 * definitions (the primary column first, by default `DSM_CustomerID`), its rows as value arrays in column
 * order, its button actions and the events recorded through it. Lookups ignore letter case, as the
 * platform's names do; views are the contract's shapes.
 */
import type { components } from '../../../generated/schema.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

type Schemas = components['schemas'];
export type DataRelationValue = string | number | boolean | null;
export type DataRelationRow = readonly DataRelationValue[];

/** The primary column a relation has unless it says otherwise. */
export const DEFAULT_PRIMARY_COLUMN = 'DSM_CustomerID';

/** The relation types the platform offers, with the parameters each takes (the metadata calls list them). */
export const RELATION_TYPES = [
  { relationType: 'Database', displayName: 'Datenbank', version: 1, parameterNames: ['connection'] },
  { relationType: 'Scripting', displayName: 'Skript', version: 2, parameterNames: ['script', 'timeout'] },
] as const;

/** The data types a new column may have, in a relation that supports column creation. */
export const COLUMN_DATA_TYPES = ['nvarchar', 'int', 'bigint', 'decimal', 'bit', 'datetime'] as const;

export interface DataRelationColumnRecord {
  readonly name: string;
  /** `nvarchar`, `int`, `bigint`, `decimal`, `bit`, `datetime` or `select`. */
  readonly type: string;
  readonly length: number | null;
  readonly isPrimaryColumn: boolean;
  /** A select column's values. */
  readonly options?: readonly string[];
}

export type DataRelationEventRecord = {
  readonly leadID: number | null;
  readonly eventName: string | null;
  readonly occuredOnUTC: string;
  readonly context: string | null;
  readonly destination: string | null;
  readonly message: string | null;
};

export interface DataRelationRecord {
  readonly id: number;
  /** The campaign it belongs to (by id, so a renamed campaign keeps it); null for an account-wide relation. */
  readonly campaignId: number | null;
  readonly name: string;
  readonly relationType: 'Database' | 'Scripting';
  readonly tableName: string;
  readonly columns: readonly DataRelationColumnRecord[];
  readonly rows: readonly DataRelationRow[];
  /** Button actions by name; one that names a column sets it to `value` in the record its parameters name. */
  readonly buttonActions: readonly { readonly name: string; readonly column?: string; readonly value?: DataRelationValue }[];
  readonly events: readonly DataRelationEventRecord[];
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** Only a Database relation is written to and grows columns; a Scripting relation is read-only. */
export const isWritable = (relation: DataRelationRecord) => relation.relationType === 'Database';

export { campaignNamed } from './campaigns.js';

/** The relations a campaign's pages see: its own, then the account-wide ones; `null` gives the account-wide ones only. */
export function relationsOf(store: SandboxStore, campaignId: number | null): DataRelationRecord[] {
  const rows = store.dataRelations.all();
  const own = campaignId === null ? [] : rows.filter((row) => row.campaignId === campaignId);
  return [...own, ...rows.filter((row) => row.campaignId === null)];
}

/** The relation named `name` (its name or table name) in the campaign's scope, or the platform's refusal. */
export function relationNamed(store: SandboxStore, campaignId: number | null, name: string | null | undefined): DataRelationRecord {
  const wanted = given(name, 'name');
  const scope = relationsOf(store, campaignId);
  const relation = scope.find((row) => same(row.name, wanted)) ?? scope.find((row) => same(row.tableName, wanted));
  if (!relation) throw new SandboxRefusal(`There is no data relation named '${wanted}'.`);
  return relation;
}

export function columnIndex(relation: DataRelationRecord, name: string | null | undefined): number {
  const wanted = given(name, 'column');
  const index = relation.columns.findIndex((column) => same(column.name, wanted));
  if (index < 0) throw new SandboxRefusal(`There is no column named '${wanted}' in data relation '${relation.name}'.`);
  return index;
}

export const primaryIndex = (relation: DataRelationRecord) =>
  Math.max(
    0,
    relation.columns.findIndex((column) => column.isPrimaryColumn),
  );

/** The rows by their primary-column value (as text, so `5012` and `'5012'` are the same record). */
export function rowsById(relation: DataRelationRecord): Map<string, DataRelationRow> {
  const primary = primaryIndex(relation);
  return new Map(relation.rows.map((row) => [String(row[primary]), row]));
}

export const noRecord = (relation: DataRelationRecord, id: unknown) =>
  new SandboxRefusal(`There is no record with id '${String(id)}' in data relation '${relation.name}'.`);

export function definitionView(store: SandboxStore, relation: DataRelationRecord): Schemas['DataRelationDefinition'] {
  const campaignName = relation.campaignId === null ? null : (store.campaigns.get(relation.campaignId)?.name ?? null);
  return { name: relation.name, campaignName, relationType: relation.relationType, tableName: relation.tableName };
}

export const columnView = (column: DataRelationColumnRecord): Schemas['DataRelationColumn'] => ({
  name: column.name,
  type: column.type,
  isPrimaryColumn: column.isPrimaryColumn,
});

export const fieldView = (column: DataRelationColumnRecord): Schemas['DataRelationFieldInfo'] => ({
  name: column.name,
  type: column.type,
  length: column.length,
  isNullable: !column.isPrimaryColumn,
  isPrimaryColumn: column.isPrimaryColumn,
});

/** The relation with some of its parts changed, put back in the store. */
export function saveRelation(store: SandboxStore, relation: DataRelationRecord, change: Partial<DataRelationRecord>): DataRelationRecord {
  const next = Object.freeze({ ...relation, ...change });
  store.dataRelations.replace(next);
  return next;
}
