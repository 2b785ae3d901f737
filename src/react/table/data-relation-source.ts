/**
 * The records of a data relation of the visitor area as a record table (campaign-scoped when a campaign
 * name is given): 1-based pages, rows as value arrays in column order, the primary column read-only.
 */
import type { DataRelationColumn, DataRelationValue } from '../../../generated/model/index.js';
import { DsmApiError, DsmHttpError } from '../../errors.js';
import type { ColumnDefinition, ColumnType } from '../../models/column-model.js';
import { DEFAULT_QUERY_SIZE } from '../../models/query.js';
import type { CallInput } from '../../operation-types.js';
import type { RecordSource, TableRecord } from './record-source.js';

/**
 * A failed save in a data relation table: the failureMessage when the server answered
 * state 1, otherwise the HTTP status text; 'Could not save value.' when there is neither.
 */
export function valueSaveFailureMessage(error: unknown): string {
  if (error instanceof DsmApiError && error.failureMessage) return error.failureMessage;
  if (error instanceof DsmHttpError)
    return error.envelope?.state === 1 && typeof error.envelope.failureMessage === 'string'
      ? error.envelope.failureMessage
      : error.statusText || 'Could not save value.';
  return 'Could not save value.';
}

/** The primary column of a data relation unless it marks another. */
export const DEFAULT_DATA_RELATION_PRIMARY_COLUMN = 'DSM_CustomerID';

const INTEGER_TYPES: readonly string[] = ['int', 'integer', 'bigint', 'smallint', 'tinyint'];
const BOOLEAN_TYPES: readonly string[] = ['bit', 'bool', 'boolean'];

/** A data relation column as a table column: booleans show Yes/No, the primary column is read-only. */
export function dataRelationColumnDefinition(column: DataRelationColumn, primary: boolean): ColumnDefinition {
  const dataType = (column.type ?? '').toLowerCase();
  const type: ColumnType = INTEGER_TYPES.includes(dataType) ? 'nullableInteger' : BOOLEAN_TYPES.includes(dataType) ? 'boolean' : 'string';
  return {
    name: column.name,
    type,
    editable: !primary,
    ...(column.type ? { dataType: column.type } : {}),
    ...(primary ? { primary: true } : {}),
  };
}

/** Marks the primary column: the one the relation marks, else DSM_CustomerID when present (any letter case), else none. */
export function withPrimaryColumn(columns: readonly DataRelationColumn[]): ColumnDefinition[] {
  const marked = columns.find((c) => c.isPrimaryColumn);
  const primaryName =
    marked?.name ?? columns.find((c) => c.name.toLowerCase() === DEFAULT_DATA_RELATION_PRIMARY_COLUMN.toLowerCase())?.name;
  return columns.map((c) => dataRelationColumnDefinition(c, c.name === primaryName));
}

/** The records of a data relation of the visitor area (campaign-scoped when a campaign name is given). */
export function dataRelationSource(name: string, options: { campaignName?: string } = {}): RecordSource {
  const { campaignName } = options;
  const query = (pageIndex: number, pageSize: number) => ({
    filter: null,
    currentPage: pageIndex + 1, // data relation pages are 1-based
    perPage: pageSize,
    columns: null,
    orderBy: null,
    descendingSortOrder: null,
    mode: 'data' as const,
  });
  // The platform's client: an update body names its columns as strings, with one value array per row in that order.
  const toRecords = (columns: readonly ColumnDefinition[], records: readonly TableRecord[]) => ({
    columns: columns.map((c) => c.name),
    rows: records.map((record) => columns.map((c) => (record[c.name] ?? null) as DataRelationValue)),
  });
  // The contract types this body's columns as definitions (`DataRelationTable`); the platform's client sends their names.
  type UpdateBody = CallInput<'dataRelationsUpdate'>['body'];
  return {
    area: 'data-relations',
    key: ['dataRelation', campaignName ?? null, name],
    defaultPageSize: DEFAULT_QUERY_SIZE,
    async loadColumns(client, signal) {
      const columns = campaignName
        ? await client.call('dataRelationsColumnsForCampaign', { path: { campaignName, name } }, { signal })
        : await client.call('dataRelationsColumns', { path: { name } }, { signal });
      return withPrimaryColumn(columns);
    },
    async loadPage(client, { pageIndex, pageSize }, _columns, signal) {
      const body = query(pageIndex, pageSize);
      const table = campaignName
        ? await client.call('dataRelationsListForCampaign', { path: { campaignName, name }, body }, { signal })
        : await client.call('dataRelationsList', { path: { name }, body }, { signal });
      // Rows are value arrays in the order of the answer's own columns.
      const answerColumns = table.columns ?? [];
      return (table.rows ?? []).map((row) => Object.fromEntries(answerColumns.map((column, index) => [column.name, row[index] ?? null])));
    },
    count: (client, signal) => {
      const body = query(0, DEFAULT_QUERY_SIZE);
      return campaignName
        ? client.call('dataRelationsCountForCampaign', { path: { campaignName, name }, body }, { signal })
        : client.call('dataRelationsCount', { path: { name }, body }, { signal });
    },
    async saveValue(client, { record, columns, column, value }) {
      const body = toRecords(columns, [{ ...record, [column.name]: value }]) as unknown as UpdateBody;
      if (campaignName) await client.call('dataRelationsUpdateForCampaign', { path: { campaignName, name }, body });
      else await client.call('dataRelationsUpdate', { path: { name }, body });
    },
    deleteRecords: (client, ids) =>
      campaignName
        ? client.call('dataRelationsDeleteForCampaign', { path: { campaignName, name }, body: [...ids] })
        : client.call('dataRelationsDelete', { path: { name }, body: [...ids] }),
    saveFailureMessage: valueSaveFailureMessage,
  };
}
