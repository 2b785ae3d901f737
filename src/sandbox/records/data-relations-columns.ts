/**
 * What the column calls do to a data relation: add a column (a type of the list, or a select column
 * `select[...]` as the platform's client writes it), remove one (never the primary one), and the lists
 * that tell which columns may go and which types a new one may have.
 */
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import {
  COLUMN_DATA_TYPES,
  columnIndex,
  type DataRelationColumnRecord,
  type DataRelationRecord,
  isWritable,
  saveRelation,
} from './data-relations.js';
import { writable } from './data-relations-rows.js';

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
