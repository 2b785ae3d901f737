/**
 * The dashboard: users' activity (the portal users), and the Smart Campaign dashboard's records and
 * statistics of a campaign database (see records/dashboard.ts: the records are contacts of the store,
 * so a value changed here is the contact's value everywhere, and every count derives from them).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { bucketCustomers, bucketOf, bucketsOnDatabase } from '../records/buckets.js';
import { campaignOf, cellOf, columnOf, columnsOf, dashboardDatabase, filtered, PRIMARY_COLUMN, recordsOf } from '../records/dashboard.js';
import {
  columnCounts,
  contextCounts,
  eventCount,
  standardCounts,
  statisticsScope,
  uniqueCount,
  visitorStatistics,
} from '../records/dashboard-statistics.js';
import { dashboardUser, dashboardUsers, signedInUser, userOverview } from '../records/dashboard-users.js';
import { SandboxRefusal } from '../refusal.js';
import { updateContactField } from '../contacts/changes.js';

const DEVICES = ['Desktop', 'Smartphone', 'Tablet'] as const;
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Other'] as const;

export function dashboardHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const types = (eventTypes: readonly number[] | null | undefined) => (eventTypes ?? []).slice(0, 100);

  return {
    dashboardUsersOverview: () => reply.ok(dashboardUsers(store).map((user) => userOverview(user))),
    dashboardUsersOverviewFiltered: ({ body }) => reply.ok(dashboardUsers(store).map((user) => userOverview(user, body))),
    dashboardUserOverview: ({ params }) => reply.ok(userOverview(dashboardUser(store, params.userId))),
    dashboardUserOverviewFiltered: ({ params, body }) => reply.ok(userOverview(dashboardUser(store, params.userId), body)),
    dashboardExport: ({ body }) => {
      const user = dashboardUser(store, body?.userId);
      return reply.ok(`https://demo.example.com/exports/dashboard-user-${user.id}.xlsx`);
    },
    dashboardSmartCampaignGetColumns: ({ body }) => reply.ok(columnsOf(dashboardDatabase(store, body?.database, body?.campaign))),
    dashboardSmartCampaignGetRecords: ({ body }) => {
      const database = dashboardDatabase(store, body?.database);
      let rows = recordsOf(store, database);
      if (body?.bucketGuid) {
        const inBucket = new Set(bucketCustomers(store, bucketOf(store, body.bucketGuid)).map((row) => row.dsm_CustomerId));
        rows = rows.filter((row) => inBucket.has(row.dsm_CustomerId));
      }
      rows = filtered(rows, database, body?.filter);
      const orders = (body?.orderBy ?? []).slice(0, 10).map((name) => columnOf(database, name));
      const direction = body?.orderByDescending ? -1 : 1;
      if (orders.length > 0 || direction < 0) {
        const keys = orders.length > 0 ? orders : [columnOf(database, PRIMARY_COLUMN)];
        rows = [...rows].sort((a, b) => {
          for (const column of keys) {
            const x = cellOf(a, column);
            const y = cellOf(b, column);
            if (x === y) continue;
            if (x === null) return -direction;
            if (y === null) return direction;
            return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
          }
          return 0;
        });
      }
      const perPage = body?.recordsPerPage ?? 20;
      const page = body?.currentPage ?? 1;
      const columns = columnsOf(database);
      return reply.ok({
        columns,
        rows: rows.slice((page - 1) * perPage, page * perPage).map((row) => columns.map((column) => cellOf(row, column))),
        totalCount: rows.length,
      });
    },
    dashboardSmartCampaignUpdateRecord: ({ body }) => {
      const database = dashboardDatabase(store, body?.database);
      const column = columnOf(database, body?.column ?? '');
      if (column.isPrimaryColumn) throw new SandboxRefusal(`The column '${column.name}' is read-only.`);
      const record = recordsOf(store, database).find((row) => row.dsm_CustomerId === body?.recordId);
      if (!record) throw new SandboxRefusal(`There is no record with id ${body?.recordId} in database '${database.databaseName}'.`);
      updateContactField(store, { customerId: record.dsm_CustomerId, fieldName: column.name, value: body?.newValue }, now());
      return reply.ok(true);
    },
    dashboardSmartCampaignDatabaseCounter: ({ body }) => reply.ok(statisticsScope(store, body).records),
    dashboardSmartCampaignGetEventCount: ({ body }) => reply.ok(eventCount(statisticsScope(store, body), types(body?.eventTypes))),
    dashboardSmartCampaignGetUniqueEventCount: ({ body }) => {
      const scope = statisticsScope(store, body);
      const selected = types(body?.eventTypes);
      // Each contact once: the most frequent of the selected events bounds how many contacts had one.
      return reply.ok(Math.max(0, ...(selected.length > 0 ? selected : [1]).map((type) => uniqueCount(scope, type))));
    },
    dashboardSmartCampaignGetEventContextCount: ({ body }) =>
      reply.ok(contextCounts(statisticsScope(store, body), types(body?.eventTypes))),
    dashboardSmartCampaignGetStandardEventCounts: ({ body }) => reply.ok(standardCounts(statisticsScope(store, body))),
    dashboardSmartCampaignGetColumnCounts: ({ body }) => reply.ok(columnCounts(store, body)),
    dashboardSmartCampaignGetBucketCounts: ({ body }) => {
      const database = dashboardDatabase(store, body?.database, body?.campaign);
      const campaign = campaignOf(store, body?.campaign);
      const buckets = bucketsOnDatabase(store, database.databaseId, campaign ? campaign.id : undefined);
      return reply.ok(Object.fromEntries(buckets.map((bucket) => [bucket.name, bucketCustomers(store, bucket).length])));
    },
    dashboardSmartCampaignBucketNames: ({ body }) => {
      const database = dashboardDatabase(store, body?.database, body?.campaign);
      const campaign = campaignOf(store, body?.campaign);
      return reply.ok([
        ...new Set(bucketsOnDatabase(store, database.databaseId, campaign ? campaign.id : undefined).map((row) => row.name)),
      ]);
    },
    dashboardSmartCampaignCombined: ({ body }) => {
      const scope = statisticsScope(store, body);
      const selected = types(body?.eventTypes);
      return reply.ok({
        recordCount: scope.records,
        eventCount: eventCount(scope, selected),
        uniqueEventCount: Math.max(0, ...(selected.length > 0 ? selected : [1]).map((type) => uniqueCount(scope, type))),
        standardEventCounts: standardCounts(scope),
      });
    },
    dashboardSmartCampaignSurveyStatistics: ({ body }) => {
      const scope = statisticsScope(store, body);
      return reply.ok({ recordCount: scope.records, responses: uniqueCount(scope, 7), surveys: [] });
    },
    // What the signed-in dashboard login may see (a portal user without limits sees every database and campaign), narrowed to a database when one is named.
    dashboardSmartCampaignGetDashboardUserMetadata: ({ body }) => {
      const user = signedInUser(store);
      const database = body?.database ? dashboardDatabase(store, body.database) : undefined;
      const environmentIds = user?.environmentIds ?? store.databases.all().map((row) => row.databaseId);
      const campaignIDs = user?.campaignIDs ?? store.campaigns.all().map((row) => row.id);
      return reply.ok({
        login: user?.login ?? '',
        environmentIds: database ? environmentIds.filter((id) => id === database.databaseId) : [...environmentIds],
        campaignIDs: database ? campaignIDs.filter((id) => store.campaigns.get(id)?.databaseId === database.databaseId) : [...campaignIDs],
      });
    },
    dashboardSmartCampaignDataRelationValues: ({ body }) => {
      const name = body?.dataRelationName;
      const labels = name === 'DASHBOARD_DEVICE_STATISTICS' ? DEVICES : name === 'DASHBOARD_BROWSER_STATISTICS' ? BROWSERS : undefined;
      if (!labels) throw new SandboxRefusal(`There is no data relation named '${String(name)}'.`);
      const scope = statisticsScope(store, body);
      const weights = labels === DEVICES ? [38, 55, 7] : [46, 31, 9, 10, 4];
      return reply.ok(visitorStatistics(scope, labels, weights).slice(0, body?.maxResults ?? 20));
    },
  };
}
