/**
 * What the writing data-relation calls do to a relation: store rows (update: the primary column names an
 * existing record; create: a new one, numbered after the highest when the primary value is left out),
 * delete and increase records (columns: `data-relations-columns.ts`). Every row is checked before any is stored, so a
 * refused call changes nothing.
 */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import {
  columnIndex,
  columnView,
  type DataRelationRecord,
  type DataRelationRow,
  type DataRelationValue,
  isWritable,
  noRecord,
  primaryIndex,
  rowsById,
  saveRelation,
} from './data-relations.js';
import { columnValue } from './data-relations-values.js';

type Records = Partial<components['schemas']['DataRelationRecords']>;
type Table = components['schemas']['DataRelationTable'];

const MAX_ROWS = 10_000;

export function tableView(relation: DataRelationRecord, indexes: readonly number[], rows: readonly DataRelationRow[]): Table {
  return { columns: indexes.map((i) => columnView(relation.columns[i]!)), rows: rows.map((row) => [...row]) };
}

export function writable(relation: DataRelationRecord): DataRelationRecord {
  if (!isWritable(relation)) throw new SandboxRefusal(`The data relation '${relation.name}' is read-only.`);
  return relation;
}

/** The request's rows as full rows of the relation (unnamed columns from `base`, else empty). */
function fullRows(
  relation: DataRelationRecord,
  records: Records | undefined,
  base: (values: DataRelationRow) => DataRelationRow | undefined,
  convert: boolean,
) {
  const indexes = (records?.columns ?? []).map((name) => columnIndex(relation, name));
  const rows = records?.rows ?? [];
  if (rows.length > MAX_ROWS) throw new SandboxRefusal(`At most ${MAX_ROWS} rows can be stored at once.`);
  return rows.map((values, n) => {
    if (!Array.isArray(values) || values.length !== indexes.length)
      throw new SandboxRefusal(`Row ${n + 1} has ${Array.isArray(values) ? values.length : 0} values for ${indexes.length} columns.`);
    const row = [...(base(values) ?? relation.columns.map(() => null))] as DataRelationValue[];
    indexes.forEach((index, i) => {
      row[index] = columnValue(relation.columns[index]!, values[i], convert);
    });
    return row;
  });
}

/** Update: every row names an existing record by its primary column; the named columns change. */
export function updateRows(store: SandboxStore, relation: DataRelationRecord, records: Records | undefined, convert = false): void {
  writable(relation);
  const primary = primaryIndex(relation);
  const at = (records?.columns ?? []).findIndex((name) => name.toLowerCase() === relation.columns[primary]!.name.toLowerCase());
  if (at < 0) throw new SandboxRefusal(`The primary column '${relation.columns[primary]!.name}' is missing.`);
  const byId = rowsById(relation);
  const changed = new Map<string, DataRelationRow>();
  const rows = fullRows(
    relation,
    records,
    (values) => {
      const id = String(columnValue(relation.columns[primary]!, values[at], convert));
      const row = changed.get(id) ?? byId.get(id);
      if (!row) throw noRecord(relation, values[at]);
      return row;
    },
    convert,
  );
  for (const row of rows) changed.set(String(row[primary]), row);
  saveRelation(store, relation, { rows: relation.rows.map((row) => changed.get(String(row[primary])) ?? row) });
}

/** Create: new records; a primary value in use is refused, a missing one numbered after the highest. */
export function createRows(store: SandboxStore, relation: DataRelationRecord, records: Records | undefined): Table {
  writable(relation);
  const primary = primaryIndex(relation);
  const taken = rowsById(relation);
  let highest = Math.max(0, ...relation.rows.map((row) => Number(row[primary])).filter(Number.isFinite));
  const numbered = ['int', 'bigint'].includes(relation.columns[primary]!.type);
  const rows = fullRows(relation, records, () => undefined, false);
  for (const row of rows) {
    if (row[primary] === null || row[primary] === undefined) {
      if (!numbered) throw new SandboxRefusal(`The primary column '${relation.columns[primary]!.name}' needs a value.`);
      row[primary] = ++highest;
    }
    if (taken.has(String(row[primary])))
      throw new SandboxRefusal(`There is already a record with id '${String(row[primary])}' in data relation '${relation.name}'.`);
    taken.set(String(row[primary]), row);
    if (typeof row[primary] === 'number') highest = Math.max(highest, row[primary]);
  }
  saveRelation(store, relation, { rows: [...relation.rows, ...rows] });
  return tableView(
    relation,
    relation.columns.map((_, i) => i),
    rows,
  );
}

/** The records' rows; refused, and nothing changed, when one of the ids names none. */
function existing(relation: DataRelationRecord, ids: readonly unknown[]): Set<string> {
  if (ids.length > MAX_ROWS) throw new SandboxRefusal(`At most ${MAX_ROWS} records can be named at once.`);
  const byId = rowsById(relation);
  for (const id of ids) if (!byId.has(String(id))) throw noRecord(relation, id);
  return new Set(ids.map(String));
}

export function deleteRows(store: SandboxStore, relation: DataRelationRecord, ids: readonly unknown[]): void {
  const gone = existing(writable(relation), ids);
  const primary = primaryIndex(relation);
  saveRelation(store, relation, { rows: relation.rows.filter((row) => !gone.has(String(row[primary]))) });
}

/** The column an increase counts up: the relation's first numeric column beside the primary one. */
function counterIndex(relation: DataRelationRecord): number {
  const index = relation.columns.findIndex((column) => !column.isPrimaryColumn && ['int', 'bigint', 'decimal'].includes(column.type));
  if (index < 0) throw new SandboxRefusal(`The data relation '${relation.name}' has no numeric column to increase.`);
  return index;
}

export function increaseRows(store: SandboxStore, relation: DataRelationRecord, ids: readonly unknown[]): void {
  const named = existing(writable(relation), ids);
  const counter = counterIndex(relation);
  const primary = primaryIndex(relation);
  const rows = relation.rows.map((row) =>
    named.has(String(row[primary])) ? row.map((value, i) => (i === counter ? Number(value ?? 0) + 1 : value)) : row,
  );
  saveRelation(store, relation, { rows });
}
