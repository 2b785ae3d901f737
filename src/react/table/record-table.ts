/**
 * What `useRecordTable` gives a component: the TanStack table with the paging, edit and delete state
 * around it, and the alert texts the platform's client shows for a failed save or delete.
 */
import type { Table } from '@tanstack/react-table';
import type { DsmClient } from '../../client.js';
import type { ColumnDefinition } from '../../models/column-model.js';
import type { TableRecord } from './record-source.js';

/** Saving a value needs a primary column. */
export const NO_PRIMARY_COLUMN = 'No primary column found!';
/**
 * An edit of a column the column model marks read-only. The platform's client offers no such edit and
 * words no message for it, so this is the SDK's own sentence.
 */
export const readOnlyColumn = (columnName: string) => `The column '${columnName}' is read-only.`;
/** A delete call that failed. */
export const UNABLE_TO_DELETE = 'Unable to delete records.';
/** The alert that lists the records not deleted. */
export const unableToDelete = (notDeleted: string) => `Unable to delete records: ${notDeleted}`;

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** The column model entry the table column was made from. */
    definition?: ColumnDefinition;
  }
}

export interface RecordTableAlert {
  readonly message: string;
  /** For a failed delete: the ids that are still there. */
  readonly notDeleted?: readonly number[];
  /** The error behind the alert, when a call failed (its failureMessage, status, …). */
  readonly error?: unknown;
}

export interface UseRecordTableOptions {
  pageSize?: number;
  /** A client other than the provider's. */
  client?: DsmClient;
}

export interface RecordTable {
  /** The TanStack table: headers, rows, cells (each cell renders its display text), pagination. */
  readonly table: Table<TableRecord>;
  readonly columns: readonly ColumnDefinition[];
  readonly rows: readonly TableRecord[];
  readonly total: number | undefined;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly pageCount: number;
  setPageIndex(pageIndex: number): void;
  /** True until the first columns, page and count are there. */
  readonly isLoading: boolean;
  /** True while a read (columns, page or count) is in flight: the first load, paging, `refresh` and the reload after a delete. */
  readonly isFetching: boolean;
  /** Reads the current page and the count again (other pages when shown); resolves when done, a failed read shows in `error`. */
  refresh(): Promise<void>;
  /** The loading error, when loading columns, page or count failed. */
  readonly error: unknown;
  /** The latest message for the user (a failed save or delete); cleared with `dismissAlert`. */
  readonly alert: RecordTableAlert | undefined;
  dismissAlert(): void;
  /**
   * Shows the value at once (a page read in flight is cancelled, so its older answer cannot overwrite it) and saves
   * it; puts the old value back and raises the alert when saving fails; reads the page again once settled.
   * An edit of a read-only column (`editable: false`) rejects with a `DsmValidationError` and sends nothing.
   */
  edit(rowId: string, columnName: string, value: unknown): Promise<boolean>;
  /** Deletes the records; raises the alert for those that were not deleted. Resolves with their ids. */
  deleteRecords(ids: readonly number[]): Promise<number[]>;
  /** The display text of a value of a column. */
  display(columnName: string, value: unknown): string;
}
