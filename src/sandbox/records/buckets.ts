/**
 * Workflows of the buckets area: a workflow works on one database (leads table) and may belong to a
 * campaign; its entities (data source, filters, buckets, actions, ...) are connected by channels, and a
 * bucket holds customers (contacts of the workflow's database). Lookups refuse what does not exist.
 */
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { ContactRecord } from '../store/records.js';
import { sequentialId } from '../values.js';
import { recordsOf } from './dashboard.js';

export type WorkflowRow = {
  id: number;
  workflowGuid: string;
  name: string;
  leadsTableId: number;
  campaignId: number | null;
  isRunning: boolean;
  isOnHold: boolean;
  isRootDataSourceHidden: boolean;
  executionStrategy: string;
  createdOn: string;
  lastExecutedOn: string | null;
};
export type EntityCategory = 'dataSource' | 'filter' | 'eventFilter' | 'bucket' | 'action' | 'combiner' | 'dataUpdater';
export type EntityRow = {
  id: number;
  entityGuid: string;
  workflowGuid: string;
  category: EntityCategory;
  typeName: string;
  name: string;
  x: number;
  y: number;
  parameters: Readonly<Record<string, unknown>>;
  /** The customers in a bucket (other entities hold none). */
  customerIds: readonly number[];
};
export type ConnectionRow = {
  id: number;
  workflowGuid: string;
  sourceEntityGuid: string;
  targetEntityGuid: string;
  channel: string;
  delay: number;
};
export type ExecutionDateRow = { id: number; workflowGuid: string; executionDate: string; recurrence: string };

export const workflowGuidOf = (id: number) => sequentialId('workflow', id);
export const entityGuidOf = (id: number) => sequentialId('entity', id);

export function workflowOf(store: SandboxStore, guid: string | null | undefined): WorkflowRow {
  if (!guid) throw new SandboxRefusal("No 'workflowGuid' parameter provided.");
  const row = store.workflows.index('guid', (entry) => entry.workflowGuid.toLowerCase()).get(guid.toLowerCase());
  if (!row) throw new SandboxRefusal(`There is no workflow with guid '${guid}'.`);
  return row;
}

/** An entity of the workflow (any workflow when none is named). */
export function entityOf(store: SandboxStore, guid: string | null | undefined, workflowGuid?: string | null): EntityRow {
  if (!guid) throw new SandboxRefusal("No 'entityGuid' parameter provided.");
  const row = store.workflowEntities.index('guid', (entry) => entry.entityGuid.toLowerCase()).get(guid.toLowerCase());
  if (!row || (workflowGuid && row.workflowGuid.toLowerCase() !== workflowGuid.toLowerCase()))
    throw new SandboxRefusal(`There is no workflow entity with guid '${guid}'${workflowGuid ? ` in workflow '${workflowGuid}'` : ''}.`);
  return row;
}

export function bucketOf(store: SandboxStore, guid: string | null | undefined, workflowGuid?: string | null): EntityRow {
  const row = entityOf(store, guid, workflowGuid);
  if (row.category !== 'bucket') throw new SandboxRefusal(`The workflow entity '${row.name}' is not a bucket.`);
  return row;
}

/** The bucket that holds the customers: a bucket placed from another workflow shares that bucket's customers. */
export function customerHolder(store: SandboxStore, bucket: EntityRow): EntityRow {
  const shared = bucket.parameters.bucketGuid;
  if (typeof shared !== 'string') return bucket;
  return store.workflowEntities.index('guid', (entry) => entry.entityGuid.toLowerCase()).get(shared.toLowerCase()) ?? bucket;
}

/** The customers of a bucket that are still records of its workflow's database. */
export function bucketCustomers(store: SandboxStore, placed: EntityRow): ContactRecord[] {
  const bucket = customerHolder(store, placed);
  const workflow = workflowOf(store, bucket.workflowGuid);
  const database = store.databases.get(workflow.leadsTableId);
  if (!database) return [];
  const inBucket = new Set(bucket.customerIds);
  return recordsOf(store, database).filter((contact) => inBucket.has(contact.dsm_CustomerId));
}

export const entitiesOf = (store: SandboxStore, workflowGuid: string) =>
  store.workflowEntities.all().filter((row) => row.workflowGuid === workflowGuid);

/** The buckets of the workflows on a database (of one campaign when given). */
export function bucketsOnDatabase(store: SandboxStore, leadsTableId: number, campaignId?: number | null): EntityRow[] {
  const workflows = new Set(
    store.workflows
      .all()
      .filter((row) => row.leadsTableId === leadsTableId && (campaignId === undefined || row.campaignId === campaignId))
      .map((row) => row.workflowGuid),
  );
  return store.workflowEntities.all().filter((row) => row.category === 'bucket' && workflows.has(row.workflowGuid));
}

/** A connected Google Drive folder of the account. */
export type GoogleDriveRow = { id: number; name: string; folderId: string; folderName: string; accountId: number };

/** Adds an entity to a workflow. */
export function insertEntity(
  store: SandboxStore,
  workflowGuid: string,
  category: EntityCategory,
  typeName: string,
  name: string,
  x: number,
  y: number,
  parameters: Readonly<Record<string, unknown>> = {},
): EntityRow {
  const id = store.workflowEntities.nextId();
  return store.workflowEntities.insert({
    id,
    entityGuid: entityGuidOf(id),
    workflowGuid,
    category,
    typeName,
    name,
    x,
    y,
    parameters,
    customerIds: [],
  });
}

/** Connects two entities of a workflow. */
export function insertConnection(
  store: SandboxStore,
  workflowGuid: string,
  sourceEntityGuid: string,
  targetEntityGuid: string,
  channel: string,
  delay = 0,
): ConnectionRow {
  const id = store.workflowConnections.nextId();
  return store.workflowConnections.insert({ id, workflowGuid, sourceEntityGuid, targetEntityGuid, channel, delay });
}
