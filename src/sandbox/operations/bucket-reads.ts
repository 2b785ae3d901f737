/**
 * Buckets: the reads of workflows, their entities, connections, columns and buckets (with the
 * customers in them). A database id or campaign that does not exist is refused.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignById } from '../records/campaigns.js';
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
  const columns = (workflowGuid: string | null | undefined) =>
    columnsOf(dashboardDatabase(store, { databaseId: workflowOf(store, workflowGuid).leadsTableId }));
  return {
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
  };
}
