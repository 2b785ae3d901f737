/**
 * Buckets: the workflow store's changes. A workflow works on a database of the store (its
 * `leadsTableId`) and may belong to a campaign; entities are added by category and type, connected by
 * channels, configured, moved, renamed and deleted (with their connections); a bucket holds customers
 * of the workflow's database. Unknown workflows, entities, connections and customers are refused.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { ENTITY_TYPES, typeOf } from '../records/bucket-catalogue.js';
import { entityView, workflowView } from '../records/bucket-views.js';
import {
  bucketOf,
  customerHolder,
  type EntityCategory,
  entitiesOf,
  entityOf,
  insertConnection,
  insertEntity,
  workflowGuidOf,
  workflowOf,
} from '../records/buckets.js';
import { columnOf, dashboardDatabase } from '../records/dashboard.js';
import { given, SandboxRefusal } from '../refusal.js';
import { isoInstant } from '../values.js';
import { workflowScope } from './bucket-reads.js';
import { bucketLinkHandlers } from './bucket-links.js';
import { workflowExtraHandlers } from './bucket-settings.js';

type Schemas = components['schemas'];
type Create = Schemas['WorkflowCreateRequest'] | undefined;
type AddEntity = Schemas['WorkflowAddEntityRequest'] | undefined;

export function bucketHandlers(context: SandboxContext): SandboxHandlers {
  const { store, reply, now } = context;
  const workflows = store.workflows;

  const create = (body: Create, standard: boolean) => {
    const name = given(body?.name?.trim(), 'name');
    const { leadsTableId, campaignId } = workflowScope(store, body, true);
    if (workflows.all().some((row) => row.name.toLowerCase() === name.toLowerCase()))
      throw new SandboxRefusal(`There is already a workflow named '${name}'.`);
    const id = workflows.nextId();
    const row = workflows.insert({
      id,
      workflowGuid: workflowGuidOf(id),
      name,
      leadsTableId: leadsTableId!,
      campaignId: campaignId ?? null,
      isRunning: false,
      isOnHold: false,
      isRootDataSourceHidden: false,
      executionStrategy: 'manual',
      createdOn: isoInstant(now()),
      lastExecutedOn: null,
    });
    if (standard) {
      const source = insertEntity(
        store,
        row.workflowGuid,
        'dataSource',
        'DatabaseSource',
        store.databases.get(row.leadsTableId)!.databaseName,
        40,
        120,
        {
          leadsTableId: row.leadsTableId,
        },
      );
      const fresh = insertEntity(store, row.workflowGuid, 'bucket', 'Bucket', 'Neu', 320, 120);
      insertConnection(store, row.workflowGuid, source.entityGuid, fresh.entityGuid, 'default');
    }
    return reply.ok(workflowView(store, row));
  };

  const add =
    (category: EntityCategory) =>
    ({ body }: { body: AddEntity }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      const typeName = typeOf(category, body?.typeName);
      const name = body?.name?.trim() || ENTITY_TYPES.get(typeName)!.displayName;
      return reply.ok(entityView(insertEntity(store, workflow.workflowGuid, category, typeName, name, body?.x ?? 0, body?.y ?? 0)));
    };

  return {
    ...workflowExtraHandlers(context),
    ...bucketLinkHandlers(context),
    bucketsCreateWorkflow: ({ body }) => create(body, false),
    bucketsCreateStandardWorkflow: ({ body }) => create(body, true),
    bucketsAddBucket: add('bucket'),
    bucketsAddFilter: add('filter'),
    bucketsAddEventFilter: add('eventFilter'),
    bucketsAddAction: add('action'),
    bucketsAddCombiner: add('combiner'),
    bucketsAddDataUpdater: add('dataUpdater'),
    bucketsAddExistingBucket: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      const bucket = customerHolder(store, bucketOf(store, body?.bucketGuid));
      if (workflowOf(store, bucket.workflowGuid).leadsTableId !== workflow.leadsTableId)
        throw new SandboxRefusal(`The bucket '${bucket.name}' belongs to another database.`);
      const placed = insertEntity(store, workflow.workflowGuid, 'bucket', 'Bucket', bucket.name, body?.x ?? 0, body?.y ?? 0, {
        bucketGuid: bucket.entityGuid,
      });
      return reply.ok(entityView(placed));
    },
    bucketsDeleteEntity: ({ body }) => {
      const entity = entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
      for (const row of store.workflowConnections.all())
        if (row.sourceEntityGuid === entity.entityGuid || row.targetEntityGuid === entity.entityGuid)
          store.workflowConnections.delete(row.id);
      return reply.ok(store.workflowEntities.delete(entity.id));
    },
    bucketsDeleteWorkflow: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      for (const row of entitiesOf(store, workflow.workflowGuid)) store.workflowEntities.delete(row.id);
      for (const row of store.workflowConnections.all())
        if (row.workflowGuid === workflow.workflowGuid) store.workflowConnections.delete(row.id);
      for (const row of store.workflowExecutionDates.all())
        if (row.workflowGuid === workflow.workflowGuid) store.workflowExecutionDates.delete(row.id);
      return reply.ok(workflows.delete(workflow.id));
    },
    bucketsConfigureEntity: ({ body }) => {
      const entity = entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
      const inputs = ENTITY_TYPES.get(entity.typeName)?.parameters ?? [];
      const values = new Map(Object.entries(entity.parameters));
      const database = dashboardDatabase(store, { databaseId: workflowOf(store, entity.workflowGuid).leadsTableId });
      for (const [name, value] of Object.entries(body?.parameters ?? {}).slice(0, 100)) {
        const input = inputs.find(([known]) => known.toLowerCase() === name.toLowerCase());
        if (!input) throw new SandboxRefusal(`The ${entity.typeName} '${entity.name}' has no parameter '${name}'.`);
        if (input[2] === 'column' && value !== null && value !== '') columnOf(database, String(value));
        if (input[4] && !input[4].includes(String(value)))
          throw new SandboxRefusal(`Invalid value '${String(value)}' for parameter '${input[0]}'.`);
        values.set(input[0], value);
      }
      const row = { ...entity, parameters: Object.fromEntries(values) };
      store.workflowEntities.replace(row);
      return reply.ok(entityView(row));
    },
  };
}
