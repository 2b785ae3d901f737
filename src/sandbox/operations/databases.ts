/**
 * The database area: list, read, exists, create, truncate, ensure lead, delete, a campaign's database,
 * usage, upload keys, event groups and environment data. Admin variants (`{accountId}`) act on the
 * databases of that account; the sandbox's own account is `DEMO_ACCOUNT_ID`.
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
  type CampaignSelector,
  recordCountOf,
  uploadKeyOf,
} from '../records/databases.js';
import { lpLoginModeOf } from '../records/database-login.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { DatabaseRecord } from '../store/records.js';
import { DEMO_ACCOUNTS } from '../demo-data/shared-names.js';
import { databaseColumnHandlers } from './database-columns.js';

type DatabaseColumn = components['schemas']['DatabaseColumn'];

/** The standard columns of a lead database (`useDefaultColumns`, `ensurelead`). */
export const DEFAULT_COLUMNS: readonly DatabaseColumn[] = [
  { columnName: 'firstName', dataType: 'nvarchar', length: 100, groupName: 'Person' },
  { columnName: 'lastName', dataType: 'nvarchar', length: 100, groupName: 'Person' },
  { columnName: 'eMail', dataType: 'nvarchar', length: 200, groupName: 'Person' },
];
const RECORD_CONTINGENT = 50_000;
/** The event groups of a database by the event types they hold (login 1, e-mail 4-6 and 10-12, submit 7). */
const EVENT_GROUPS: readonly [string, readonly number[]][] = [
  ['Logins', [1]],
  ['E-Mail', [4, 5, 6, 10, 11, 12, 16, 17, 18, 34, 45]],
  ['Formulare', [7, 35]],
];
const EVENT_TYPE_NAMES = new Map([
  ['login', 1],
  ['emaillink', 4],
  ['emailopen', 5],
  ['emailsend', 6],
  ['submit', 7],
  ['emailunsubscribe', 10],
]);

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
    // Campaigns of the sandbox's own account that used it are left without a database.
    if (table === store.databases)
      for (const campaign of store.campaigns.all())
        if (campaign.databaseId === database.databaseId) store.campaigns.replace({ ...campaign, databaseId: null });
    return reply.ok(true);
  };
  const info = ({ params, body }: { params: Readonly<Record<string, string>>; body: components['schemas']['DatabaseInfoRequest'] }) => {
    const table = tableOf(params);
    const named = body?.database ?? (body?.databaseId || body?.databaseName ? body : null);
    const databases = named ? [databaseOf(table, named)] : table.all();
    return reply.ok({
      databaseCount: table.size,
      recordCount: databases.reduce((sum, database) => sum + recordCountOf(database), 0),
      recordContingent: RECORD_CONTINGENT,
    });
  };
  const renewUploadKey = ({ params }: { params: Readonly<Record<string, string>> }) => {
    const accountId = accountIdOf(params.accountId);
    const renewals = store.databaseArea.uploadKeyRenewals;
    renewals.set(accountId, (renewals.get(accountId) ?? 0) + 1);
    return reply.ok(uploadKeyOf(store, accountId));
  };
  const environment = ({ params, body }: { params: Readonly<Record<string, string>>; body: CampaignSelector & DatabaseSelector }) => {
    const accountId = accountIdOf(params.accountId);
    const account = DEMO_ACCOUNTS.find((row) => row.accountId === accountId)!;
    const database =
      body?.databaseId || body?.databaseName ? databaseOf(databasesOf(store, accountId), body) : campaignDatabase(store, body);
    const campaign = body?.campaignId || body?.campaignName ? campaignOf(store, body) : undefined;
    const items = [
      { lang: 'de', name: 'accountName', value: account.accountName },
      { lang: 'de', name: 'databaseName', value: database.databaseName },
      ...(campaign ? [{ lang: 'de', name: 'campaignName', value: campaign.displayName }] : []),
      { lang: 'en', name: 'accountName', value: account.accountName },
      { lang: 'en', name: 'databaseName', value: database.databaseName },
    ];
    return reply.ok(items);
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
    databaseDbInfo: info,
    databaseDbInfoForAccount: info,
    databaseRefreshUploadKey: renewUploadKey,
    databaseRefreshUploadKeyForAccount: renewUploadKey,
    databaseEnvironmentMetadata: environment,
    databaseEnvironmentMetadataForAccount: environment,
    databaseGetEventGroups: ({ body }) => {
      if (body?.databaseId || body?.databaseName) databaseOf(store.databases, body);
      else campaignDatabase(store, body);
      const named = body?.eventTypeName ? EVENT_TYPE_NAMES.get(body.eventTypeName.toLowerCase()) : undefined;
      if (body?.eventTypeName && named === undefined)
        throw new SandboxRefusal(`There is no event type named '${quoted(body.eventTypeName)}'.`);
      const type = body?.eventTypeNumeric ?? named;
      return reply.ok(EVENT_GROUPS.filter(([, types]) => type === undefined || types.includes(type)).map(([name]) => name));
    },
    ...databaseColumnHandlers(context),
  };
}
