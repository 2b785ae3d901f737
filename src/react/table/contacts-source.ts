/**
 * The account's contacts as a record table: the standard query (or the caller's) a page at a time, one
 * field saved with `contactsUpdateField`, save failures worded as the platform's client words them.
 */
import {
  contactsAdditionalColumns,
  contactsCount,
  contactsCountWithQuery,
  contactsDelete,
  contactsGet,
  contactsUpdateField,
} from '../../../generated/functions/contacts.js';
import type { Query } from '../../../generated/model/index.js';
import { DsmApiError, DsmHttpError } from '../../errors.js';
import { CONTACT_PRIMARY_COLUMN, contactColumnModel } from '../../models/column-model.js';
import { DEFAULT_QUERY_SIZE, standardQuery } from '../../models/query.js';
import type { RecordSource, TableRecord } from './record-source.js';

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
    pageNeedsColumns: false,
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
