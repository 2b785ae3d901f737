/** The contacts area: counts, pages and queries, reads and writes, batches, additional columns and saved filters. */
import { deleteContacts, insertContact, updateContact, updateContactField } from '../contacts/changes.js';
import { countMatchingContacts, queryPage, type Query } from '../contacts/query.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { accountById } from '../records/accounts.js';
import { SandboxRefusal } from '../refusal.js';
import { integerParam } from './params.js';

export function contactHandlers({ store, now, reply }: SandboxContext): SandboxHandlers {
  const page = (query: Query) => reply.ok(queryPage(store.contacts, store.additionalColumns, query, now()));
  const filterNamed = (name: string) => store.contactFilters.index('name', (row) => row.name.toLowerCase()).get(name.toLowerCase());

  return {
    contactsCount: () => reply.ok(store.contacts.size),
    contactsCountWithQuery: ({ body }) => reply.ok(countMatchingContacts(store.contacts, store.additionalColumns, body ?? {}, now())),
    contactsList: () => page({}),
    contactsListFrom: ({ params }) => page({ start: integerParam(params.start, 'start') }),
    contactsListPage: ({ params }) => page({ start: integerParam(params.start, 'start'), size: integerParam(params.size, 'size') }),
    contactsGet: ({ body }) => page(body ?? {}),
    contactsInsert: ({ body }) => reply.ok(insertContact(store, body, now())),
    contactsUpdate: ({ body }) => (updateContact(store, body, now()), reply.ok(true)),
    contactsUpdateField: ({ body }) => (updateContactField(store, body, now()), reply.ok(true)),
    contactsDeleteById: ({ params }) => reply.ok(store.contacts.delete(integerParam(params.id, 'id'))),
    contactsDelete: ({ body }) => (deleteContacts(store, body), reply.ok(true)),

    contactsAdditionalColumns: () => reply.ok(store.additionalColumns.map((column) => ({ ...column }))),
    // Only the own account's contacts (and so columns) are in the store; another account has none known.
    contactsAdditionalColumnsForAccount: ({ params }) =>
      reply.ok(accountById(store, params.accountId).id === DEMO_ACCOUNT_ID ? store.additionalColumns.map((column) => ({ ...column })) : []),
    contactsBatches: () => reply.ok(store.batches.all().map((batch) => ({ ...batch }))),
    contactsBatchContexts: () => reply.ok(store.batches.all().map(({ id, name }) => ({ batchId: id, name }))),
    contactsCreateBatch: ({ body }) => {
      const name = body?.name?.trim();
      if (!name) throw new SandboxRefusal('No batch name given.');
      const existing = store.batches.index('name', (row) => row.name.toLowerCase()).get(name.toLowerCase());
      return reply.ok({ ...(existing ?? store.batches.insert({ id: store.batches.nextId(), name })) });
    },

    contactsFilterGetAll: () => reply.ok(store.contactFilters.all().map(({ name, json }) => ({ name, json }))),
    contactsFilterGet: ({ params }) => {
      const filter = filterNamed(params.name ?? '');
      if (!filter) throw new SandboxRefusal(`There is no filter named '${params.name}'.`);
      return reply.ok({ name: filter.name, json: filter.json });
    },
    contactsFilterExists: ({ params }) => reply.ok(filterNamed(params.name ?? '') !== undefined),
    contactsFilterSave: ({ body }) => {
      const name = body?.name?.trim();
      if (!name) throw new SandboxRefusal('No filter name given.');
      const existing = filterNamed(name);
      const json = body?.json ?? null;
      if (existing) store.contactFilters.replace({ ...existing, json: json ?? '' });
      else store.contactFilters.insert({ id: store.contactFilters.nextId(), name, json: json ?? '' });
      return reply.ok(true);
    },
    contactsFilterDelete: ({ body }) => {
      const filter = filterNamed(body?.name ?? '');
      return reply.ok(filter ? store.contactFilters.delete(filter.id) : false);
    },
  };
}
