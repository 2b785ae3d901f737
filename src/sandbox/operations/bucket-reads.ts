/**
 * Buckets: the reads. The entity type lists are the editor's fixed catalogue; databases, data sources,
 * workflows, buckets and campaign media come from the store (a database id that does not exist and a
 * campaign that does not exist are refused).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignById } from '../records/campaigns.js';
import { campaignMedia, definitions } from '../records/bucket-catalogue.js';
import { bucketView, connectionView, entityView, workflowView } from '../records/bucket-views.js';
import { bucketOf, bucketCustomers, bucketsOnDatabase, entitiesOf, entityOf, workflowOf } from '../records/buckets.js';
import { columnsOf, dashboardDatabase } from '../records/dashboard.js';
import { ENTITY_TYPES } from '../records/bucket-catalogue.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { integerParam } from './params.js';

type Scope = { leadsTableId?: number | null; campaignId?: number | null } | null | undefined;

/** The database and campaign a request names (checked); with `needsDatabase`, the campaign's database stands in for a missing one. */
export function workflowScope(store: SandboxStore, body: Scope, needsDatabase: boolean): { leadsTableId?: number; campaignId?: number } {
  const campaign = typeof body?.campaignId === 'number' ? campaignById(store, body.campaignId, 'campaignId') : undefined;
  let leadsTableId =
    typeof body?.leadsTableId === 'number' ? dashboardDatabase(store, { databaseId: body.leadsTableId }).databaseId : undefined;
  if (leadsTableId === undefined && needsDatabase) {
    if (campaign?.databaseId == null) throw new SandboxRefusal("No 'leadsTableId' parameter provided.");
    leadsTableId = dashboardDatabase(store, { databaseId: campaign.databaseId }).databaseId;
  }
  return { leadsTableId, campaignId: campaign?.id };
}

export function bucketReadHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const database = (value: string | undefined) => dashboardDatabase(store, { databaseId: integerParam(value, 'leadsTableId') });
  const campaign = (value: string | undefined) => campaignById(store, integerParam(value, 'campaignId'), 'campaignId');
  const workflowsIn = (scope: { leadsTableId?: number; campaignId?: number }) =>
    store.workflows
      .all()
      .filter(
        (row) =>
          (scope.leadsTableId === undefined || row.leadsTableId === scope.leadsTableId) &&
          (scope.campaignId === undefined || row.campaignId === scope.campaignId),
      )
      .map((row) => workflowView(store, row));
  const databases = () =>
    store.databases.all().map((row) => {
      const owner = store.campaigns.all().find((entry) => entry.databaseId === row.databaseId);
      return {
        leadsTableId: row.databaseId,
        databaseName: row.databaseName,
        displayName: row.databaseName,
        campaignId: owner?.id ?? null,
        campaignName: owner?.name ?? null,
      };
    });
  const dataSources = (scope: { leadsTableId?: number; campaignId?: number } = {}) => [
    ...databases()
      .filter((row) => scope.leadsTableId === undefined || row.leadsTableId === scope.leadsTableId)
      .map((row) => ({
        id: `db-${row.leadsTableId}`,
        name: row.databaseName,
        sourceType: 'database',
        leadsTableId: row.leadsTableId,
        campaignId: row.campaignId,
      })),
    ...store.googleDrives
      .all()
      .map((row) => ({ id: `gd-${row.id}`, name: row.name, sourceType: 'googleDrive', leadsTableId: null, campaignId: null })),
  ];
  const columns = (workflowGuid: string | null | undefined) =>
    columnsOf(dashboardDatabase(store, { databaseId: workflowOf(store, workflowGuid).leadsTableId }));
  const media = (value: string | undefined, kinds: readonly ('mails' | 'sms' | 'pages' | 'documents')[]) => {
    const all = campaignMedia(campaign(value));
    return reply.ok(kinds.flatMap((kind) => all[kind]));
  };

  return {
    bucketsFilters: () => reply.ok(definitions('filter')),
    bucketsEventFilters: () => reply.ok(definitions('eventFilter')),
    bucketsActions: () => reply.ok(definitions('action')),
    bucketsDataUpdaters: () => reply.ok(definitions('dataUpdater')),
    bucketsCombiners: () => reply.ok(definitions('combiner')),
    bucketsEntityInfo: () => reply.ok(definitions()),
    bucketsDatabases: () => reply.ok(databases()),
    bucketsLoadDataSources: () => reply.ok(dataSources()),
    bucketsLoadInitializationData: ({ body }) => {
      const scope = workflowScope(store, body, false);
      return reply.ok({
        databases: databases().filter((row) => scope.leadsTableId === undefined || row.leadsTableId === scope.leadsTableId),
        dataSources: dataSources(scope),
        entityDefinitions: definitions(),
      });
    },
    bucketsWorkflows: ({ params }) => reply.ok(workflowsIn({ leadsTableId: database(params.leadsTableId).databaseId })),
    bucketsWorkflowsForCampaign: ({ params }) =>
      reply.ok(workflowsIn({ leadsTableId: database(params.leadsTableId).databaseId, campaignId: campaign(params.campaignId).id })),
    bucketsWorkflowsOverview: ({ body }) => reply.ok(workflowsIn(workflowScope(store, body, false))),
    bucketsLoadWorkflowsFromDsmi: ({ body }) => reply.ok(workflowsIn(workflowScope(store, body, false))),
    bucketsLoadWorkflowCampaignMappings: ({ body }) =>
      reply.ok(
        workflowsIn(workflowScope(store, body, false))
          .filter((row) => row.campaignId !== null)
          .map((row) => ({
            workflowGuid: row.workflowGuid,
            workflowName: row.name,
            campaignId: row.campaignId!,
            campaignName: row.campaignName ?? '',
          })),
      ),
    bucketsActionsForDatabase: ({ params }) => {
      const id = database(params.leadsTableId).databaseId;
      const guids = new Set(
        store.workflows
          .all()
          .filter((row) => row.leadsTableId === id)
          .map((row) => row.workflowGuid),
      );
      return reply.ok(
        store.workflowEntities
          .all()
          .filter((row) => row.category === 'action' && guids.has(row.workflowGuid))
          .map(entityView),
      );
    },
    bucketsDatabaseWorkflowBuckets: ({ params }) =>
      reply.ok(bucketsOnDatabase(store, database(params.leadsTableId).databaseId).map((row) => bucketView(store, row))),
    bucketsDatabaseCampaignWorkflowBuckets: ({ params }) =>
      reply.ok(
        bucketsOnDatabase(store, database(params.leadsTableId).databaseId, campaign(params.campaignId).id).map((row) =>
          bucketView(store, row),
        ),
      ),
    bucketsEntities: ({ params }) => reply.ok(entitiesOf(store, workflowOf(store, params.workflowGuid).workflowGuid).map(entityView)),
    bucketsConnections: ({ params }) => {
      const workflow = workflowOf(store, params.workflowGuid);
      return reply.ok(
        store.workflowConnections
          .all()
          .filter((row) => row.workflowGuid === workflow.workflowGuid)
          .map(connectionView),
      );
    },
    bucketsReadSourceConnections: ({ body }) => {
      const entity = entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
      return reply.ok(
        store.workflowConnections
          .all()
          .filter((row) => row.targetEntityGuid === entity.entityGuid)
          .map(connectionView),
      );
    },
    bucketsGetValidColumns: ({ params }) => {
      entityOf(store, params.entityGuid, params.workflowGuid);
      return reply.ok(columns(params.workflowGuid));
    },
    bucketsReadWorkflowColumns: ({ body }) => reply.ok(columns(body?.workflowGuid)),
    bucketsReadEntityColumns: ({ body }) => {
      entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
      return reply.ok(columns(body?.workflowGuid));
    },
    bucketsReadValidEntityColumns: ({ body }) => {
      entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
      return reply.ok(columns(body?.workflowGuid).filter((column) => !column.isPrimaryColumn));
    },
    bucketsGetUiParameters: ({ params }) => {
      const entity = entityOf(store, params.entityGuid);
      const values = new Map(Object.entries(entity.parameters));
      return reply.ok(
        (ENTITY_TYPES.get(entity.typeName)?.parameters ?? []).map(([name, displayName, parameterType, isRequired, options]) => ({
          name,
          displayName,
          parameterType,
          value: values.get(name) ?? null,
          isRequired,
          options: [...(options ?? [])],
        })),
      );
    },
    bucketsGetBucketCounts: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      const buckets = body?.bucketGuids?.length
        ? body.bucketGuids.slice(0, 500).map((guid) => bucketOf(store, guid, workflow.workflowGuid))
        : entitiesOf(store, workflow.workflowGuid).filter((row) => row.category === 'bucket');
      return reply.ok(buckets.map((row) => ({ bucketGuid: row.entityGuid, name: row.name, count: bucketCustomers(store, row).length })));
    },
    bucketsLoadEventSources: ({ body }) => {
      const scope = workflowScope(store, body, false);
      const campaigns = store.campaigns
        .all()
        .filter(
          (row) =>
            (scope.campaignId === undefined || row.id === scope.campaignId) &&
            (scope.leadsTableId === undefined || row.databaseId === scope.leadsTableId),
        );
      return reply.ok(
        campaigns.flatMap((row) => {
          const all = campaignMedia(row);
          return [...all.pages, ...all.mails, ...all.sms].map((item) => ({
            id: `${row.id}-${item.id}`,
            name: item.displayName ?? '',
            campaignId: row.id,
            mediaType: item.mediaType,
          }));
        }),
      );
    },
    bucketsGetAvailableEmails: ({ params }) => media(params.campaignId, ['mails']),
    bucketsGetAvailableSms: ({ params }) => media(params.campaignId, ['sms']),
    bucketsGetAvailablePages: ({ params }) => media(params.campaignId, ['pages']),
    bucketsGetAvailableDocuments: ({ params }) => media(params.campaignId, ['documents']),
    bucketsGetAvailableMedia: ({ params }) => media(params.campaignId, ['pages', 'documents', 'mails', 'sms']),
  };
}
