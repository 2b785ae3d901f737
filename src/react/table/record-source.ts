/**
 * What a record table needs of the place its rows come from and go to: columns, a page, the count, one
 * saved value, deleted records, and the wording of a failed save. The sources: contacts
 * (`contacts-source.ts`), campaign templates (`template-source.ts`), document templates
 * (`document-template-source.ts`) and data relations (`data-relation-source.ts`).
 */
import type { DsmClient } from '../../client.js';
import type { ColumnDefinition } from '../../models/column-model.js';

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
  /**
   * False when `loadPage` does not read the columns, so the page, the columns and the count are read at once rather
   * than the page after the columns. Unset, the page waits for the columns (they are its third argument).
   */
  readonly pageNeedsColumns?: boolean;
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
