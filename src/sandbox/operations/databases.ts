/**
 * The database area: list, read, exists, create, truncate, ensure lead, delete and a campaign's
 * database (columns and groups: `database-columns.ts`; usage and environment: `database-info.ts`).
 * Admin variants (`{accountId}`) act on the databases of that account; the sandbox's own is `DEMO_ACCOUNT_ID`.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  accountIdOf,
  campaignDatabase,
  campaignOf,
  type DatabaseSelector,
  databaseOf,
  databasesOf,
  databaseView,
  findDatabase,
} from '../records/databases.js';
import { lpLoginModeOf } from '../records/database-login.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { DatabaseRecord } from '../store/records.js';
import { databaseColumnHandlers } from './database-columns.js';
import { databaseInfoHandlers } from './database-info.js';

type DatabaseColumn = components['schemas']['DatabaseColumn'];

/** The standard columns of a lead database (`useDefaultColumns`, `ensurelead`). */
export const DEFAULT_COLUMNS: readonly DatabaseColumn[] = [
  { columnName: 'firstName', dataType: 'nvarchar', length: 100, groupName: 'Person' },
  { columnName: 'lastName', dataType: 'nvarchar', length: 100, groupName: 'Person' },
  { columnName: 'eMail', dataType: 'nvarchar', length: 200, groupName: 'Person' },
];
/** The groups of `columns`, each once, in column order. */
export const groupsOf = (columns: readonly DatabaseColumn[]) =>
  [...new Set(columns.map((column) => column.groupName).filter((group): group is string => Boolean(group)))].map((groupName) => ({
    groupName,
  }));

export function databaseHandlers(context: SandboxContext): SandboxHandlers {
  const { store, reply } = context;
  const tableOf = (params: Readonly<Record<string, string>>) => databasesOf(store, accountIdOf(params.accountId));
  const exists = ({ params, body }: { params: Readonly<Record<string, string>>; body: DatabaseSelector }) =>
    reply.ok(findDatabase(tableOf(params), body) !== undefined);
  const remove = ({ params, body }: { params: Readonly<Record<string, string>>; body: DatabaseSelector }) => {
    const table = tableOf(params);
    const database = databaseOf(table, body);
    table.delete(database.databaseId);
    // Its synchronisation and tasks go with it (the logs of past runs stay).
    const accountId = accountIdOf(params.accountId);
    const { syncs, tasks } = store.databaseSync;
    for (const sync of syncs.all()) if (sync.accountId === accountId && sync.databaseId === database.databaseId) syncs.delete(sync.id);
    for (const task of tasks.all()) if (task.accountId === accountId && task.databaseName === database.databaseName) tasks.delete(task.id);
    // Campaigns of the sandbox's own account that used it are left without a database.
    if (table === store.databases)
      for (const campaign of store.campaigns.all())
        if (campaign.databaseId === database.databaseId) store.campaigns.replace({ ...campaign, databaseId: null });
    return reply.ok(true);
  };
  return {
    databaseGetAllDatabases: () =>
      reply.ok(
        store.databases.all().map(({ databaseId, databaseName, lpLoginMode, loginFieldPart1, loginFieldSeperator, loginFieldPart2 }) => ({
          databaseId,
          databaseName,
          lpLoginMode,
          loginFieldPart1,
          loginFieldSeperator,
          loginFieldPart2,
        })),
      ),
    databaseGetDatabase: ({ body }) => reply.ok(databaseView(store, databaseOf(store.databases, body))),
    databaseExists: exists,
    databaseExistsForAccount: exists,
    databaseDelete: remove,
    databaseDeleteForAccount: remove,
    databaseCreateDatabase: ({ body }) => {
      const name = given(body?.databaseName?.trim(), 'databaseName');
      if (findDatabase(store.databases, { databaseName: name })) throw new SandboxRefusal('A database of that name already exists.');
      const columns = structuredClone([...(body?.useDefaultColumns === false ? [] : DEFAULT_COLUMNS), ...(body?.columnsToCreate ?? [])]);
      const database: DatabaseRecord = {
        databaseId: store.databases.nextId(),
        databaseName: name,
        columns,
        columnMappings: [],
        groups: groupsOf(columns),
        lpLoginMode: lpLoginModeOf(body?.lpLoginMode),
        loginFieldPart1: body?.loginFieldPart1 || null,
        loginFieldSeperator: body?.loginFieldSeperator || null,
        loginFieldPart2: body?.loginFieldPart2 || null,
        passwordDBFieldName: body?.passwordDBFieldName || null,
        recordCount: body?.createDummyRecord ? 1 : 0,
      };
      return reply.ok(databaseView(store, store.databases.insert(database)));
    },
    databaseTruncate: ({ body }) => {
      const database = databaseOf(store.databases, body);
      store.databases.replace({ ...database, recordCount: 0 });
      return reply.ok(true);
    },
    databaseEnsureLead: ({ body }) => {
      const database = databaseOf(store.databases, body);
      const has = new Set(database.columns?.map((column) => column.columnName?.toLowerCase()));
      const columns = [...(database.columns ?? []), ...DEFAULT_COLUMNS.filter((column) => !has.has(column.columnName!.toLowerCase()))];
      store.databases.replace({ ...database, columns: structuredClone(columns), groups: groupsOf(columns) });
      return reply.ok(true);
    },
    databaseGetCampaignDatabase: ({ body }) => reply.ok(databaseView(store, campaignDatabase(store, body))),
    databaseChangeCampaignDatabase: ({ body }) => {
      const campaign = campaignOf(store, body);
      const selector =
        body?.newDatabaseId || body?.newDatabaseName ? { databaseId: body.newDatabaseId, databaseName: body.newDatabaseName } : body;
      const database = databaseOf(store.databases, selector);
      store.campaigns.replace({ ...campaign, databaseId: database.databaseId });
      return reply.ok(true);
    },
    ...databaseColumnHandlers(context),
    ...databaseInfoHandlers(context),
  };
}
