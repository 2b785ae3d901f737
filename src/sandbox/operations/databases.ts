/** The database area as far as the console and the jobs need it: list, read, exists, create, delete and a campaign's database. */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignById, campaignByName } from '../records/campaigns.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { DatabaseRecord } from '../store/records.js';

type Selector =
  | { databaseId?: number | null; databaseName?: string | null; campaignId?: number | null; campaignName?: string | null }
  | undefined;
type DatabaseColumn = components['schemas']['DatabaseColumn'];

const DEFAULT_COLUMNS: DatabaseColumn[] = [
  { columnName: 'firstName', dataType: 'nvarchar', length: 100, groupName: 'Person' },
  { columnName: 'lastName', dataType: 'nvarchar', length: 100, groupName: 'Person' },
  { columnName: 'eMail', dataType: 'nvarchar', length: 200, groupName: 'Person' },
];

function findDatabase(store: SandboxStore, selector: Selector): DatabaseRecord | undefined {
  if (typeof selector?.databaseId === 'number' && selector.databaseId > 0) return store.databases.get(selector.databaseId);
  const name = selector?.databaseName?.toLowerCase();
  return name ? store.databases.index('name', (row) => row.databaseName.toLowerCase()).get(name) : undefined;
}

function databaseOf(store: SandboxStore, selector: Selector): DatabaseRecord {
  given(selector?.databaseId ?? selector?.databaseName, "databaseId' or 'databaseName");
  const database = findDatabase(store, selector);
  if (!database)
    throw new SandboxRefusal(`There is no database ${JSON.stringify(selector?.databaseId ?? selector?.databaseName ?? null)}.`);
  return database;
}

function campaignOf(store: SandboxStore, selector: Selector) {
  if (typeof selector?.campaignId === 'number') return campaignById(store, selector.campaignId);
  const campaign = campaignByName(store, given(selector?.campaignName, "campaignId' or 'campaignName"));
  if (!campaign) throw new SandboxRefusal(`There is no campaign named '${selector?.campaignName ?? ''}'.`);
  return campaign;
}

export function databaseHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const view = (database: DatabaseRecord) => structuredClone(database);
  const exists = ({ body }: { body: Selector }) => reply.ok(findDatabase(store, body) !== undefined);
  const remove = ({ body }: { body: Selector }) => {
    const database = databaseOf(store, body);
    if (store.campaigns.all().some((campaign) => campaign.databaseId === database.databaseId)) {
      throw new SandboxRefusal(`The database '${database.databaseName}' is used by a campaign.`);
    }
    return reply.ok(store.databases.delete(database.databaseId));
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
    databaseGetDatabase: ({ body }) => reply.ok(view(databaseOf(store, body))),
    databaseExists: exists,
    databaseExistsForAccount: exists,
    databaseDelete: remove,
    databaseDeleteForAccount: remove,
    databaseCreateDatabase: ({ body }) => {
      const name = body?.databaseName?.trim();
      if (!name) throw new SandboxRefusal('No database name given.');
      if (findDatabase(store, { databaseName: name })) throw new SandboxRefusal(`There is already a database named '${name}'.`);
      const columns = structuredClone([...(body?.useDefaultColumns === false ? [] : DEFAULT_COLUMNS), ...(body?.columnsToCreate ?? [])]);
      const groups = [...new Set(columns.map((column) => column.groupName).filter((group): group is string => Boolean(group)))].map(
        (groupName) => ({ groupName }),
      );
      const database: DatabaseRecord = {
        databaseId: store.databases.nextId(),
        databaseName: name,
        columns,
        columnMappings: [],
        groups,
        lpLoginMode: 0,
        loginFieldPart1: null,
        loginFieldSeperator: null,
        loginFieldPart2: null,
        passwordDBFieldName: null,
      };
      return reply.ok(view(store.databases.insert(database)));
    },
    databaseGetCampaignDatabase: ({ body }) => reply.ok(view(databaseOf(store, { databaseId: campaignOf(store, body).databaseId }))),
    databaseChangeCampaignDatabase: ({ body }) => {
      const campaign = campaignOf(store, body);
      const database = databaseOf(store, { databaseId: body?.databaseId ?? null, databaseName: body?.databaseName ?? null });
      store.campaigns.replace({ ...campaign, databaseId: database.databaseId });
      return reply.ok(true);
    },
  };
}
