/**
 * What the database area reports about itself: usage (databases, records, contingent), the upload key,
 * the event groups an export can include and the environment data of a campaign, all read from the store.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  accountIdOf,
  type CampaignSelector,
  campaignDatabase,
  campaignOf,
  type DatabaseSelector,
  databaseOf,
  databasesOf,
  recordCountOf,
  uploadKeyOf,
} from '../records/databases.js';
import { quoted, SandboxRefusal } from '../refusal.js';
import { DEMO_ACCOUNTS } from '../demo-data/shared-names.js';

const RECORD_CONTINGENT = 50_000;
const TASK_STATES = ['queued', 'processing', 'finished', 'failed'] as const;
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

export function databaseInfoHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const tableOf = (params: Readonly<Record<string, string>>) => databasesOf(store, accountIdOf(params.accountId));
  const info = ({ params, body }: { params: Readonly<Record<string, string>>; body: components['schemas']['DatabaseInfoRequest'] }) => {
    const table = tableOf(params);
    const named = body?.database ?? (body?.databaseId || body?.databaseName ? body : null);
    const databases = named ? [databaseOf(table, named)] : table.all();
    const accountId = accountIdOf(params.accountId);
    const names = new Set(databases.map((database) => database.databaseName));
    // The synchronisation tasks of these databases by state, as `synccounters/` counts them.
    const tasks = store.databaseSync.tasks.all().filter((task) => task.accountId === accountId && names.has(task.databaseName));
    const syncCounters = Object.fromEntries(TASK_STATES.map((name, state) => [name, tasks.filter((task) => task.state === state).length]));
    return reply.ok({
      databaseCount: table.size,
      recordCount: databases.reduce((sum, database) => sum + recordCountOf(database), 0),
      recordContingent: RECORD_CONTINGENT,
      ...(body?.retrieveSyncCounters ? { syncCounters } : {}),
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
    // The wire's items; the SDK's result type is what it regroups them into (by language, then name).
    return reply.ok(items as never);
  };

  return {
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
  };
}
