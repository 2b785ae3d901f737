/** Workflows, entities, buckets and connections as the buckets area's replies show them. */
import type { components } from '../../../generated/schema.js';
import type { SandboxStore } from '../store/index.js';
import { bucketCustomers, type ConnectionRow, type EntityRow, entitiesOf, type WorkflowRow } from './buckets.js';
import { ENTITY_TYPES } from './bucket-catalogue.js';

type Schemas = components['schemas'];

export function workflowView(store: SandboxStore, row: WorkflowRow): Schemas['Workflow'] {
  const campaign = row.campaignId === null ? undefined : store.campaigns.get(row.campaignId);
  const dates = store.workflowExecutionDates
    .all()
    .filter((date) => date.workflowGuid === row.workflowGuid)
    .map((date) => date.executionDate)
    .sort();
  return {
    workflowGuid: row.workflowGuid,
    name: row.name,
    leadsTableId: row.leadsTableId,
    databaseName: store.databases.get(row.leadsTableId)?.databaseName ?? '',
    campaignId: row.campaignId,
    campaignName: campaign?.name ?? null,
    isRunning: row.isRunning,
    isOnHold: row.isOnHold,
    isRootDataSourceHidden: row.isRootDataSourceHidden,
    executionStrategy: row.executionStrategy,
    bucketCount: entitiesOf(store, row.workflowGuid).filter((entity) => entity.category === 'bucket').length,
    createdOn: row.createdOn,
    lastExecutedOn: row.lastExecutedOn,
    nextExecutionOn: row.isRunning && row.executionStrategy === 'scheduled' ? (dates[0] ?? null) : null,
  };
}

/** An entity is configured when every required input has a value. */
export function entityView(row: EntityRow): Schemas['WorkflowEntity'] {
  const required = (ENTITY_TYPES.get(row.typeName)?.parameters ?? []).filter(([, , , isRequired]) => isRequired);
  const values = new Map(Object.entries(row.parameters));
  return {
    entityGuid: row.entityGuid,
    workflowGuid: row.workflowGuid,
    category: row.category,
    typeName: row.typeName,
    name: row.name,
    x: row.x,
    y: row.y,
    isConfigured: required.every(([name]) => values.get(name) !== undefined && values.get(name) !== null && values.get(name) !== ''),
    hasErrors: false,
    parameters: Object.fromEntries(values),
  };
}

export function bucketView(store: SandboxStore, row: EntityRow): Schemas['WorkflowBucket'] {
  const workflow = store.workflows.index('guid', (entry) => entry.workflowGuid.toLowerCase()).get(row.workflowGuid.toLowerCase());
  return {
    bucketGuid: row.entityGuid,
    name: row.name,
    workflowGuid: row.workflowGuid,
    workflowName: workflow?.name ?? '',
    leadsTableId: workflow?.leadsTableId ?? 0,
    campaignId: workflow?.campaignId ?? null,
    customerCount: bucketCustomers(store, row).length,
  };
}

export const connectionView = ({ sourceEntityGuid, targetEntityGuid, channel, delay }: ConnectionRow): Schemas['WorkflowConnection'] => ({
  sourceEntityGuid,
  targetEntityGuid,
  channel,
  delay,
});
