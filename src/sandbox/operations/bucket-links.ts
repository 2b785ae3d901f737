/** Buckets: the connections between a workflow's entities, and the customers in its buckets. */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { connectionView } from '../records/bucket-views.js';
import { bucketOf, customerHolder, type EntityCategory, entityOf, insertConnection, workflowOf } from '../records/buckets.js';
import { dashboardDatabase, recordsOf } from '../records/dashboard.js';
import { given, SandboxRefusal } from '../refusal.js';

type Schemas = components['schemas'];
type Connection = Schemas['WorkflowConnectionRequest'] | undefined;

/** The outputs an entity connects by: a filter's true and false, every other entity's default. */
const CHANNELS: Partial<Record<EntityCategory, readonly string[]>> = { filter: ['true', 'false'], eventFilter: ['true', 'false'] };

export function bucketLinkHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const connectionOf = (body: Connection) => {
    const workflow = workflowOf(store, body?.workflowGuid);
    const source = entityOf(store, body?.sourceEntityGuid, workflow.workflowGuid);
    const target = entityOf(store, body?.targetEntityGuid, workflow.workflowGuid);
    const row = store.workflowConnections
      .all()
      .find((entry) => entry.sourceEntityGuid === source.entityGuid && entry.targetEntityGuid === target.entityGuid);
    return { workflow, source, target, row };
  };
  const channelOf = (category: EntityCategory, channel: string | null | undefined) => {
    const allowed = CHANNELS[category] ?? ['default'];
    const wanted = channel ?? allowed[0]!;
    if (!allowed.includes(wanted))
      throw new SandboxRefusal(`Invalid channel '${wanted}': a ${category} connects by ${allowed.join(' or ')}.`);
    return wanted;
  };
  const existingConnection = (body: Connection) => {
    const found = connectionOf(body);
    if (!found.row) throw new SandboxRefusal(`There is no connection from '${found.source.name}' to '${found.target.name}'.`);
    return found.row;
  };

  const customer = (body: Schemas['WorkflowBucketCustomerRequest'] | undefined) => {
    const bucket = customerHolder(store, bucketOf(store, body?.bucketGuid, body?.workflowGuid));
    const workflow = workflowOf(store, bucket.workflowGuid);
    const database = dashboardDatabase(store, { databaseId: workflow.leadsTableId });
    const id = given(body?.customerId, 'customerId');
    if (!recordsOf(store, database).some((row) => row.dsm_CustomerId === id))
      throw new SandboxRefusal(`There is no record with id ${id} in database '${database.databaseName}'.`);
    return { bucket, id };
  };

  return {
    bucketsConnect: ({ body }) => {
      const { workflow, source, target, row } = connectionOf(body);
      if (source.entityGuid === target.entityGuid) throw new SandboxRefusal('An entity cannot be connected to itself.');
      if (target.category === 'dataSource') throw new SandboxRefusal(`The data source '${target.name}' takes no input.`);
      if (row) throw new SandboxRefusal(`The entities '${source.name}' and '${target.name}' are already connected.`);
      const created = insertConnection(
        store,
        workflow.workflowGuid,
        source.entityGuid,
        target.entityGuid,
        channelOf(source.category, body?.channel),
        body?.delay ?? 0,
      );
      return reply.ok(connectionView(created));
    },
    bucketsDisconnect: ({ body }) => reply.ok(store.workflowConnections.delete(existingConnection(body).id)),
    bucketsSetConnectionChannel: ({ body }) => {
      const row = existingConnection(body);
      const source = entityOf(store, row.sourceEntityGuid);
      return reply.ok(store.workflowConnections.replace({ ...row, channel: channelOf(source.category, given(body?.channel, 'channel')) }));
    },
    bucketsSetConnectionDelay: ({ body }) =>
      reply.ok(store.workflowConnections.replace({ ...existingConnection(body), delay: given(body?.delay, 'delay') })),
    bucketsAddCustomerToBucket: ({ body }) => {
      const { bucket, id } = customer(body);
      if (!bucket.customerIds.includes(id)) store.workflowEntities.replace({ ...bucket, customerIds: [...bucket.customerIds, id] });
      return reply.ok(true);
    },
    bucketsRemoveCustomerFromBucket: ({ body }) => {
      const { bucket, id } = customer(body);
      if (!bucket.customerIds.includes(id)) throw new SandboxRefusal(`The customer ${id} is not in the bucket '${bucket.name}'.`);
      store.workflowEntities.replace({ ...bucket, customerIds: bucket.customerIds.filter((entry) => entry !== id) });
      return reply.ok(true);
    },
  };
}
