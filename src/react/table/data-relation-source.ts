/**
 * The records of a data relation of the visitor area as a record table (campaign-scoped when a campaign
 * name is given): 1-based pages, rows as value arrays in column order, the primary column read-only.
 */
import {
  dataRelationsColumns,
  dataRelationsColumnsForCampaign,
  dataRelationsCount,
  dataRelationsCountForCampaign,
  dataRelationsDelete,
  dataRelationsDeleteForCampaign,
  dataRelationsList,
  dataRelationsListForCampaign,
  dataRelationsUpdate,
  dataRelationsUpdateForCampaign,
} from '../../../generated/functions/data-relations.js';
import type { DataRelationColumn, DataRelationValue } from '../../../generated/model/index.js';
import { DsmApiError, DsmHttpError } from '../../errors.js';
import type { ColumnDefinition, ColumnType } from '../../models/column-model.js';
import { DEFAULT_QUERY_SIZE } from '../../models/query.js';
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
  return {
    area: 'data-relations',
    key: ['dataRelation', campaignName ?? null, name],
    defaultPageSize: DEFAULT_QUERY_SIZE,
    async loadColumns(client, signal) {
      const columns = campaignName
        ? await dataRelationsColumnsForCampaign(campaignName, name, { client, signal })
        : await dataRelationsColumns(name, { client, signal });
      return withPrimaryColumn(columns);
    },
    pageNeedsColumns: false,
    async loadPage(client, { pageIndex, pageSize }, _columns, signal) {
      const body = query(pageIndex, pageSize);
      const table = campaignName
        ? await dataRelationsListForCampaign(campaignName, name, body, { client, signal })
        : await dataRelationsList(name, body, { client, signal });
      // Rows are value arrays in the order of the answer's own columns.
      const answerColumns = table.columns ?? [];
      return (table.rows ?? []).map((row) => Object.fromEntries(answerColumns.map((column, index) => [column.name, row[index] ?? null])));
    },
    count: (client, signal) => {
      const body = query(0, DEFAULT_QUERY_SIZE);
      return campaignName
        ? dataRelationsCountForCampaign(campaignName, name, body, { client, signal })
        : dataRelationsCount(name, body, { client, signal });
    },
    async saveValue(client, { record, columns, column, value }) {
      const body = toRecords(columns, [{ ...record, [column.name]: value }]);
      if (campaignName) await dataRelationsUpdateForCampaign(campaignName, name, body, { client });
      else await dataRelationsUpdate(name, body, { client });
    },
    deleteRecords: (client, ids) =>
      campaignName
        ? dataRelationsDeleteForCampaign(campaignName, name, [...ids], { client })
        : dataRelationsDelete(name, [...ids], { client }),
    saveFailureMessage: valueSaveFailureMessage,
  };
}
