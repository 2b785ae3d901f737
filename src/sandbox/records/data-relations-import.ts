/**
 * Data-relation imports. The sandbox receives no files: the file an import key stands for is a CSV of
 * orders (the columns below, rows made up from the key, the same for the same key) for the `Orders`
 * relation of the campaign (the path's, else the first). The mappings call proposes a relation column per
 * file column; the import stores the mapped values (a known customer's row is updated, a new one inserted)
 * and keeps the counts for the result call.
 */
import type { components } from '../../../generated/schema.js';
import { seededRandom } from '../demo-data/random.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import {
  columnIndex,
  type DataRelationRecord,
  type DataRelationValue,
  primaryIndex,
  relationNamed,
  rowsById,
  saveRelation,
} from './data-relations.js';
import { columnValue } from './data-relations-values.js';

type Mapping = components['schemas']['DataRelationImportColumnMapping'];
export type ImportResult = components['schemas']['DataRelationImportResult'];

const IMPORT_RELATION = 'Orders';
/** The file's columns and the relation columns the mappings call proposes for them. */
const IMPORT_FILE_COLUMNS: readonly (readonly [string, string | null])[] = [
  ['Kundennummer', 'DSM_CustomerID'],
  ['Artikel', 'Product'],
  ['Menge', 'Quantity'],
  ['Bemerkung', null],
];
export const IMPORT_FILE_ROWS = 12;
const PRODUCTS = ['Gartenstuhl Aluminium', 'Sonnenschirm 3 m', 'Dachbox 420 l'];

export const importRelation = (store: SandboxStore, campaignId: number): DataRelationRecord =>
  relationNamed(store, campaignId, IMPORT_RELATION);

export function proposedMappings(relation: DataRelationRecord): Mapping[] {
  const names = new Set(relation.columns.map((column) => column.name));
  return IMPORT_FILE_COLUMNS.map(([fileColumn, target]) => ({
    fileColumn,
    dataRelationColumn: target && names.has(target) ? target : null,
  }));
}

/** The file's rows for a key: existing customers (some with an order already) and their orders. */
function fileRows(store: SandboxStore, key: string): DataRelationValue[][] {
  const contacts = store.contacts.all();
  const random = seededRandom([...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 11));
  if (contacts.length === 0) return [];
  return Array.from({ length: IMPORT_FILE_ROWS }, (_, i) => [
    contacts[random.int(0, contacts.length - 1)]!.dsm_CustomerId,
    random.pick(PRODUCTS),
    random.int(1, 9),
    `Zeile ${i + 1}`,
  ]);
}

/** The relation column index of each file column (undefined: skipped), checked against file and relation. */
export function checkMappings(relation: DataRelationRecord, mappings: unknown): (number | undefined)[] {
  const list = (Array.isArray(mappings) ? mappings : []) as Partial<Mapping>[];
  const targets: (number | undefined)[] = IMPORT_FILE_COLUMNS.map(() => undefined);
  for (const mapping of list.slice(0, IMPORT_FILE_COLUMNS.length * 4)) {
    const at = IMPORT_FILE_COLUMNS.findIndex(([name]) => name.toLowerCase() === String(mapping?.fileColumn ?? '').toLowerCase());
    if (at < 0) throw new SandboxRefusal(`There is no column named '${String(mapping?.fileColumn)}' in the import file.`);
    targets[at] = mapping.dataRelationColumn ? columnIndex(relation, mapping.dataRelationColumn) : undefined;
  }
  const primary = primaryIndex(relation);
  if (!targets.includes(primary)) throw new SandboxRefusal(`The primary column '${relation.columns[primary]!.name}' is not mapped.`);
  return targets;
}

/** Stores the key's file through the mappings; a row whose value a column cannot hold fails alone. */
export function runImport(
  store: SandboxStore,
  relation: DataRelationRecord,
  key: string,
  targets: readonly (number | undefined)[],
): ImportResult {
  const primary = primaryIndex(relation);
  const byId = rowsById(relation);
  const result = { insertedRows: 0, updatedRows: 0, failedRows: 0, errors: [] as string[] };
  fileRows(store, key).forEach((values, n) => {
    try {
      const id = String(columnValue(relation.columns[primary]!, values[targets.indexOf(primary)], true));
      const row = [...(byId.get(id) ?? relation.columns.map(() => null))];
      targets.forEach((target, i) => {
        if (target !== undefined) row[target] = columnValue(relation.columns[target]!, values[i], true);
      });
      if (byId.has(id)) result.updatedRows++;
      else result.insertedRows++;
      byId.set(id, row);
    } catch (error) {
      result.failedRows++;
      result.errors.push(`Zeile ${n + 1}: ${(error as Error).message}`);
    }
  });
  saveRelation(store, relation, { rows: [...byId.values()] });
  return result;
}
