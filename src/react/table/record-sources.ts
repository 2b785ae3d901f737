/**
 * Where a record table's rows come from and go to: contacts, campaign templates (`template-source.ts`)
 * and the records of a data relation. Each
 * source loads columns, a page and the count, saves one value and deletes records, and words its save
 * failures as the platform's client does.
 */
import {
  contactsAdditionalColumns,
  contactsCount,
  contactsCountWithQuery,
  contactsDelete,
  contactsGet,
  contactsUpdateField,
} from '../../../generated/functions/contacts.js';
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
import type { DataRelationColumn, DataRelationRecords, DataRelationValue, Query } from '../../../generated/model/index.js';
import type { DsmClient } from '../../client.js';
import { DsmApiError, DsmHttpError } from '../../errors.js';
import { contactColumnModel, CONTACT_PRIMARY_COLUMN, type ColumnDefinition, type ColumnType } from '../../models/column-model.js';
import { DEFAULT_QUERY_SIZE, standardQuery } from '../../models/query.js';

/** A row as the table holds it: values by column name. */
export type TableRecord = Record<string, unknown>;

export interface PageRequest {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
}

export interface RecordSource {
  /** The API area of its records: the table's cache entries are under `['dsm', area]`. */
  readonly area: string;
  /** Identifies the source in the query cache, within its area. */
  readonly key: readonly unknown[];
  readonly defaultPageSize: number;
  loadColumns(client: DsmClient, signal?: AbortSignal): Promise<ColumnDefinition[]>;
  loadPage(client: DsmClient, page: PageRequest, columns: readonly ColumnDefinition[], signal?: AbortSignal): Promise<TableRecord[]>;
  count(client: DsmClient, signal?: AbortSignal): Promise<number>;
  /** Saves one value of one record (the record as it was before the edit, so the source can send the whole row). */
  saveValue(client: DsmClient, edit: ValueEdit): Promise<void>;
  deleteRecords(client: DsmClient, ids: readonly number[]): Promise<boolean>;
  /** The alert text of a failed save, as the platform's client words it for this source. */
  saveFailureMessage(error: unknown): string;
}

export interface ValueEdit {
  readonly record: TableRecord;
  readonly columns: readonly ColumnDefinition[];
  readonly primary: ColumnDefinition;
  readonly column: ColumnDefinition;
  readonly value: unknown;
}

/**
 * A failed contact save: 'Failed to save contact: [detail]message' when the server
 * reported a failure (the detail in brackets when there is one), otherwise 'Failed to save contact.'.
 */
export function contactSaveFailureMessage(error: unknown): string {
  if (error instanceof DsmApiError || (error instanceof DsmHttpError && error.envelope?.state === 1)) {
    const envelope = error instanceof DsmApiError ? error.envelope : error.envelope!;
    const message = typeof envelope.failureMessage === 'string' ? envelope.failureMessage : '';
    const raw = envelope.failureDetail;
    const detail = raw === null || raw === undefined || raw === '' ? '' : `[${typeof raw === 'string' ? raw : JSON.stringify(raw)}]`;
    if (message || detail) return `Failed to save contact: ${detail}${message}`;
  }
  return 'Failed to save contact.';
}

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

/**
 * What a contacts table shows: the columns, order and conditions of a contacts query, typed as the
 * call takes it. The table pages it (start and size are its own); what is left out is the standard query's.
 */
export type ContactsQuery = Omit<Query, 'start' | 'size'>;

export interface ContactsSourceOptions {
  withAdditionalColumns?: boolean;
  /** Filters and sorts the contacts; the count is then the query's (contactsCountWithQuery). */
  query?: ContactsQuery;
}

/** The account's contacts: the standard query (or the given one) a page at a time, one field saved with updatefield. */
export function contactsSource(options: ContactsSourceOptions = {}): RecordSource {
  const withAdditional = options.withAdditionalColumns ?? true;
  const { query } = options;
  const body = (start: number, size: number): Query => ({ ...standardQuery(), ...query, start, size });
  return {
    area: 'contacts',
    key: ['contacts', withAdditional, query ?? null],
    defaultPageSize: DEFAULT_QUERY_SIZE,
    async loadColumns(client, signal) {
      const additional = withAdditional ? await contactsAdditionalColumns({ client, signal }) : [];
      return contactColumnModel(additional).map((column) =>
        column.name === CONTACT_PRIMARY_COLUMN ? { ...column, primary: true } : column,
      );
    },
    async loadPage(client, { pageIndex, pageSize }, _columns, signal) {
      return (await contactsGet(body(pageIndex * pageSize, pageSize), { client, signal })) as TableRecord[];
    },
    count: (client, signal) =>
      query ? contactsCountWithQuery(body(0, DEFAULT_QUERY_SIZE), { client, signal }) : contactsCount({ client, signal }),
    async saveValue(client, { record, primary, column, value }) {
      const customerId = record[primary.name] as number;
      await contactsUpdateField({ customerId, fieldName: column.name, value }, { client });
    },
    deleteRecords: (client, ids) => contactsDelete([...ids], { client }),
    saveFailureMessage: contactSaveFailureMessage,
  };
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
      // The contract of this branch still types the columns as definitions; the contract branch types them as names.
      const body = toRecords(columns, [{ ...record, [column.name]: value }]) as unknown as DataRelationRecords;
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

export {
  campaignTemplatesSource,
  templateSaveFailureMessage,
  CAMPAIGN_TEMPLATE_COLUMNS,
  COULD_NOT_SAVE_VALUE,
  DEFAULT_TEMPLATE_PAGE_SIZE,
} from './template-source.js';
