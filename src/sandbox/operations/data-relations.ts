/**
 * The visitor's data-relation calls, each under /api/datarelations/ and under .../campaign/{campaignName}/
 * (the `ForCampaign` twin): the relations of the campaign the path names, else of the one the designer
 * header `X-DSM-Campaign` names, else of the first demo campaign, with the account-wide relations beside
 * them. Reads show what the writes stored; a Scripting relation is read-only. Export and import are jobs
 * (`src/sandbox/jobs/`).
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandler, SandboxHandlers, SandboxRequest } from '../context.js';
import { executeAction, recordEvent } from '../records/data-relations-actions.js';
import { pageRows, selectRows } from '../records/data-relations-query.js';
import { createColumn, dataTypesFor, deleteableColumns, deleteColumn } from '../records/data-relations-columns.js';
import { createRows, deleteRows, increaseRows, tableView, updateRows } from '../records/data-relations-rows.js';
import { campaignNamed, columnView, definitionView, isWritable, relationNamed, relationsOf } from '../records/data-relations.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';
import { integerParam } from './params.js';

type Schemas = components['schemas'];
type Handler = (request: SandboxRequest) => unknown;

/** The campaign a visitor call is about: the path's, the designer header's, else the first one. */
export function visitorCampaign(store: SandboxStore, { params, request }: Pick<SandboxRequest, 'params' | 'request'>): CampaignRecord {
  const name = params.campaignName ?? request.headers.get('X-DSM-Campaign');
  if (name) return campaignNamed(store, name);
  const first = store.campaigns.all()[0];
  if (!first) throw new SandboxRefusal('No campaign name is configured.');
  return first;
}

/** The visitor: the contact the designer header `X-DSM-Cid` names, else the anonymous visitor 0. */
export function visitorId(request: Request): number {
  const id = Number(request.headers.get('X-DSM-Cid') ?? 0);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The record ids of a body: a list of whole numbers. */
export function recordIds(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0) throw new SandboxRefusal("No 'recordIds' parameter provided.");
  return value.map((id) => {
    if (!Number.isSafeInteger(id)) throw new SandboxRefusal(`Invalid record id '${String(id)}'.`);
    return id as number;
  });
}

export function dataRelationHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const relation = (request: SandboxRequest, name = request.params.name) => relationNamed(store, visitorCampaign(store, request).id, name);
  const done = () => reply.ok(true);
  const query = (request: SandboxRequest) => request.body as Schemas['DataRelationQuery'] | null | undefined;
  const rights = (writes: boolean): Schemas['DataRelationUserRights'] => ({
    canRead: true,
    canCreate: writes,
    canUpdate: writes,
    canDelete: writes,
    canExport: true,
    canImport: writes,
  });

  const visitor: Record<string, Handler> = {
    dataRelationsDataTypes4ColumnCreation: (request) => reply.ok(dataTypesFor(relation(request))),
    dataRelationsCreateColumn: (request) => {
      const { column, dataType, length } = request.params;
      createColumn(store, relation(request), column, dataType, integerParam(length, 'length'));
      return done();
    },
    dataRelationsDeleteableColumns: (request) => reply.ok(deleteableColumns(relation(request))),
    dataRelationsDeleteColumn: (request) => {
      deleteColumn(store, relation(request), request.params.column);
      return done();
    },
    dataRelationsMetadata: (request) =>
      reply.ok(relationsOf(store, visitorCampaign(store, request).id).map((row) => definitionView(store, row))),
    dataRelationsColumns: (request) => reply.ok(relation(request).columns.map(columnView)),
    dataRelationsList: (request) => {
      const found = relation(request);
      const { indexes, rows } = selectRows(found, query(request));
      return reply.ok(tableView(found, indexes, pageRows(rows, query(request))));
    },
    dataRelationsCount: (request) => reply.ok(selectRows(relation(request), query(request)).rows.length),
    dataRelationsUpdate: (request) => {
      updateRows(store, relation(request), request.body as Schemas['DataRelationRecords']);
      return done();
    },
    dataRelationsCreate: (request) => reply.ok(createRows(store, relation(request), request.body as Schemas['DataRelationRecords'])),
    dataRelationsDeleteById: (request) => {
      deleteRows(store, relation(request), [integerParam(request.params.recordId, 'recordId')]);
      return done();
    },
    dataRelationsDelete: (request) => {
      deleteRows(store, relation(request), recordIds(request.body));
      return done();
    },
    dataRelationsEvent: (request) => {
      recordEvent(store, relation(request), request.body as Schemas['DataRelationEvent'], now());
      return done();
    },
    dataRelationsExecute: (request) =>
      reply.ok(executeAction(store, relation(request), request.params.buttonAction, request.body as object, now())),
    dataRelationsUserRights: (request) => reply.ok(rights(isWritable(relation(request)))),
    dataRelationsIncrease: (request) => {
      increaseRows(store, relation(request), recordIds((request.body as { recordIds?: unknown } | undefined)?.recordIds));
      return done();
    },
  };
  const handlers: Record<string, Handler> = {};
  for (const [id, handler] of Object.entries(visitor)) {
    handlers[id] = handler;
    handlers[`${id}ForCampaign`] = handler;
  }
  return handlers as Record<string, SandboxHandler<OperationId>> as SandboxHandlers;
}
