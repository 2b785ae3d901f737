/**
 * What the writing data-relation calls do to a relation: store rows (update: the primary column names an
 * existing record; create: a new one, numbered after the highest when the primary value is left out),
 * delete and increase records, add and remove columns. Every row is checked before any is stored, so a
 * refused call changes nothing.
 */
import type { components } from '../../../generated/schema.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import {
  COLUMN_DATA_TYPES,
  columnIndex,
  columnView,
  type DataRelationColumnRecord,
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
export function counterIndex(relation: DataRelationRecord): number {
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

/** A select column's values from `select[a,b]` or `select[key;label,...]` (`_` escapes the next character). */
function selectOptions(type: string): string[] | undefined {
  const match = /^select\[(.*)\]$/is.exec(type);
  if (!match) return undefined;
  const options: string[] = [];
  let item = '';
  let key: string | undefined;
  const body = match[1]!;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '_' && i + 1 < body.length) item += body[++i];
    else if (char === ';' && key === undefined) [key, item] = [item, ''];
    else if (char === ',') {
      options.push(key ?? item);
      item = '';
      key = undefined;
    } else item += char;
  }
  if (body.length) options.push(key ?? item);
  return options;
}

export function createColumn(
  store: SandboxStore,
  relation: DataRelationRecord,
  name: string | undefined,
  dataType: string | undefined,
  length: unknown,
) {
  writable(relation);
  const text = given(name, 'column').trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(text)) throw new SandboxRefusal(`Invalid column name '${text}'.`);
  if (relation.columns.some((column) => column.name.toLowerCase() === text.toLowerCase()))
    throw new SandboxRefusal(`There is already a column named '${text}' in data relation '${relation.name}'.`);
  const type = given(dataType, 'dataType').trim();
  const options = selectOptions(type);
  const known = COLUMN_DATA_TYPES.find((candidate) => candidate === type.toLowerCase());
  if (!known && !options) throw new SandboxRefusal(`Invalid data type '${type}'.`);
  const size = Number(length ?? 0);
  if (!Number.isInteger(size) || size < 0) throw new SandboxRefusal(`Invalid length '${String(length)}'.`);
  const column: DataRelationColumnRecord = options
    ? { name: text, type: 'select', length: null, isPrimaryColumn: false, options }
    : { name: text, type: known!, length: known === 'nvarchar' ? size || null : null, isPrimaryColumn: false };
  saveRelation(store, relation, { columns: [...relation.columns, column], rows: relation.rows.map((row) => [...row, null]) });
}

export function deleteColumn(store: SandboxStore, relation: DataRelationRecord, name: string | undefined): void {
  const index = columnIndex(writable(relation), name);
  if (relation.columns[index]!.isPrimaryColumn)
    throw new SandboxRefusal(`The primary column '${relation.columns[index]!.name}' cannot be deleted.`);
  const without = <T>(items: readonly T[]) => items.filter((_, i) => i !== index);
  saveRelation(store, relation, { columns: without(relation.columns), rows: relation.rows.map(without) });
}

/** The columns a delete may remove: every column but the primary one (none of a read-only relation). */
export const deleteableColumns = (relation: DataRelationRecord) =>
  isWritable(relation) ? relation.columns.filter((column) => !column.isPrimaryColumn).map((column) => column.name) : [];

/** The types a new column may have; none where the relation cannot grow columns (so the list tells). */
export const dataTypesFor = (relation: DataRelationRecord): string[] => (isWritable(relation) ? [...COLUMN_DATA_TYPES] : []);
