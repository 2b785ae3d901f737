/**
 * Demo workflows on the database Kunden2026 (12): the spring campaign's reactivation (data source, a
 * city filter, the buckets Responder and Nicht-Responder, a reminder mail) and a newsletter workflow
 * without a campaign. The buckets hold contacts of that database, chosen by fixed rules.
 */
import type { ConnectionRow, EntityRow, ExecutionDateRow, GoogleDriveRow, WorkflowRow } from '../records/buckets.js';
import { DEMO_ACCOUNT_ID } from './shared-names.js';
import { entityGuidOf, workflowGuidOf } from '../records/buckets.js';
import type { ContactRecord } from '../store/records.js';

const inKunden = (contact: ContactRecord) => contact.dsm_BatchId === 1 || contact.dsm_BatchId === 2;

export function demoWorkflows(): WorkflowRow[] {
  const base = { leadsTableId: 12, isOnHold: false };
  return [
    {
      ...base,
      id: 1,
      workflowGuid: workflowGuidOf(1),
      name: 'Frühjahrs-Reaktivierung',
      campaignId: 4711,
      isRunning: true,
      isRootDataSourceHidden: false,
      executionStrategy: 'scheduled',
      createdOn: '2026-02-02T09:15:00Z',
      lastExecutedOn: '2026-03-01T06:00:00Z',
    },
    {
      ...base,
      id: 2,
      workflowGuid: workflowGuidOf(2),
      name: 'Newsletter-Anmeldung',
      campaignId: null,
      isRunning: false,
      isRootDataSourceHidden: true,
      executionStrategy: 'manual',
      createdOn: '2026-01-20T14:00:00Z',
      lastExecutedOn: null,
    },
  ];
}

export function demoWorkflowEntities(contacts: readonly ContactRecord[]): EntityRow[] {
  const kunden = contacts.filter(inKunden);
  const hamburg = kunden.filter((contact) => contact.city === 'Hamburg').map((contact) => contact.dsm_CustomerId);
  const others = kunden.filter((contact) => contact.city !== 'Hamburg' && contact.rating === 2).map((contact) => contact.dsm_CustomerId);
  const optedIn = kunden
    .filter((contact) => contact.optIn === true)
    .slice(0, 57)
    .map((contact) => contact.dsm_CustomerId);
  const entity = (
    id: number,
    workflow: number,
    fields: Omit<EntityRow, 'id' | 'entityGuid' | 'workflowGuid' | 'customerIds'>,
    customerIds: number[] = [],
  ) => ({
    id,
    entityGuid: entityGuidOf(id),
    workflowGuid: workflowGuidOf(workflow),
    ...fields,
    customerIds,
  });
  return [
    entity(1, 1, {
      category: 'dataSource',
      typeName: 'DatabaseSource',
      name: 'Kunden2026',
      x: 40,
      y: 120,
      parameters: { leadsTableId: 12 },
    }),
    entity(2, 1, {
      category: 'filter',
      typeName: 'ColumnFilter',
      name: 'Stadt = Hamburg',
      x: 240,
      y: 120,
      parameters: { columnName: 'city', comparer: 'equals', value: 'Hamburg' },
    }),
    entity(3, 1, { category: 'bucket', typeName: 'Bucket', name: 'Responder', x: 480, y: 80, parameters: {} }, hamburg),
    entity(4, 1, { category: 'bucket', typeName: 'Bucket', name: 'Nicht-Responder', x: 480, y: 240, parameters: {} }, others),
    entity(5, 1, { category: 'action', typeName: 'SendMail', name: 'Erinnerungsmail', x: 720, y: 80, parameters: { mailId: 101 } }),
    entity(6, 2, {
      category: 'dataSource',
      typeName: 'DatabaseSource',
      name: 'Kunden2026',
      x: 40,
      y: 120,
      parameters: { leadsTableId: 12 },
    }),
    entity(7, 2, { category: 'bucket', typeName: 'Bucket', name: 'Neu angemeldet', x: 320, y: 120, parameters: {} }, optedIn),
  ];
}

export function demoWorkflowConnections(): ConnectionRow[] {
  const connection = (id: number, workflow: number, source: number, target: number, channel: string, delay = 0) => ({
    id,
    workflowGuid: workflowGuidOf(workflow),
    sourceEntityGuid: entityGuidOf(source),
    targetEntityGuid: entityGuidOf(target),
    channel,
    delay,
  });
  return [
    connection(1, 1, 1, 2, 'default'),
    connection(2, 1, 2, 3, 'true'),
    connection(3, 1, 2, 4, 'false'),
    connection(4, 1, 3, 5, 'default', 1440),
    connection(5, 2, 6, 7, 'default'),
  ];
}

export function demoExecutionDates(): ExecutionDateRow[] {
  return [{ id: 1, workflowGuid: workflowGuidOf(1), executionDate: '2026-03-02T06:00:00Z', recurrence: 'daily' }];
}

export function demoGoogleDrives(): GoogleDriveRow[] {
  return [
    {
      id: 4,
      name: 'Marketing-Ablage',
      folderId: '1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      folderName: 'Kampagnen/2026',
      accountId: DEMO_ACCOUNT_ID,
    },
  ];
}
