/**
 * The administrators' data-relation calls (/api/datarelations/admin/...): the settings name the relation
 * by `campaignName` (`null`: the account-wide relations) and `tableName` (its name or table); the
 * campaign variants (admin/campaign/...) need the campaign name. They act on the same relations as the
 * visitor calls, so a write here shows there and back. Exports are jobs (`src/sandbox/jobs/`).
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandler, SandboxHandlers, SandboxRequest } from '../context.js';
import { executeAction, recordEvent } from '../records/data-relations-actions.js';
import { pageRows, selectRows } from '../records/data-relations-query.js';
import { createColumn, dataTypesFor, deleteableColumns, deleteColumn } from '../records/data-relations-columns.js';
import { createRows, deleteRows, increaseRows, tableView, updateRows } from '../records/data-relations-rows.js';
import {
  campaignNamed,
  columnView,
  definitionView,
  fieldView,
  isWritable,
  RELATION_TYPES,
  relationNamed,
  relationsOf,
} from '../records/data-relations.js';
import { given, SandboxRefusal } from '../refusal.js';
import { integerParam } from './params.js';
import { recordIds } from './data-relations.js';
import { debugData } from './data-relations-debug.js';

type Schemas = components['schemas'];
type Settings = Partial<Schemas['DataRelationSettings']> | null | undefined;
type Handler = (request: SandboxRequest) => unknown;

export function dataRelationAdminHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const scope = (settings: Settings, campaignVariant: boolean) =>
    campaignVariant || settings?.campaignName ? campaignNamed(store, settings?.campaignName).id : null;
  const relation = (settings: Settings, campaignVariant = false) =>
    relationNamed(store, scope(settings, campaignVariant), given(settings?.tableName, 'tableName'));
  /** The settings of a body: the body itself, or its `settings`. */
  const settingsOf = (request: SandboxRequest): Settings => {
    const body = request.body as (Settings & { settings?: Settings }) | undefined;
    return body && 'settings' in body ? body.settings : body;
  };
  const done = () => reply.ok(true);
  const typeNamed = (name: string | undefined) => {
    const type = RELATION_TYPES.find((candidate) => candidate.relationType.toLowerCase() === given(name, 'type').toLowerCase());
    if (!type) throw new SandboxRefusal(`There is no data relation type named '${name}'.`);
    return { ...type, parameterNames: [...type.parameterNames] };
  };
  const tables = (settings: Settings) =>
    relationsOf(store, scope(settings, false)).filter(
      (row) => !settings?.relationType || row.relationType.toLowerCase() === settings.relationType.toLowerCase(),
    );

  /** The calls both forms have: admin/x and admin/campaign/x (`true`: the campaign form). */
  const shared = (prefix: string, campaign: boolean): Record<string, Handler> => ({
    [`${prefix}Columns`]: (request) => reply.ok(relation(settingsOf(request), campaign).columns.map(columnView)),
    [`${prefix}List`]: (request) => {
      const settings = settingsOf(request);
      const found = relation(settings, campaign);
      const { indexes, rows } = selectRows(found, settings?.query);
      return reply.ok(tableView(found, indexes, pageRows(rows, settings?.query)));
    },
    [`${prefix}Count`]: (request) => {
      const settings = settingsOf(request);
      return reply.ok(selectRows(relation(settings, campaign), settings?.query).rows.length);
    },
    [`${prefix}Update`]: (request) => {
      updateRows(store, relation(settingsOf(request), campaign), (request.body as Schemas['DataRelationTableWithSettings']).records);
      return done();
    },
    [`${prefix}Create`]: (request) =>
      reply.ok(
        createRows(store, relation(settingsOf(request), campaign), (request.body as Schemas['DataRelationTableWithSettings']).records),
      ),
    [`${prefix}Event`]: (request) => {
      recordEvent(store, relation(settingsOf(request), campaign), (request.body as Schemas['DataRelationEventWithSettings']).event, now());
      return done();
    },
    [`${prefix}Execute`]: (request) => {
      const body = request.body as Schemas['DataRelationButtonAction'];
      return reply.ok(executeAction(store, relation(body.settings, campaign), body.name, body.parameters, now()));
    },
    [`${prefix}DeleteMultiple`]: (request) => {
      deleteRows(store, relation(settingsOf(request), campaign), recordIds((request.body as { recordIds?: unknown }).recordIds));
      return done();
    },
  });
  const calls: Record<string, Handler> = {
    dataRelationsAdminMetadata: () => reply.ok(RELATION_TYPES.map((type) => typeNamed(type.relationType))),
    dataRelationsAdminMetadataVersion: ({ params }) => {
      const version = integerParam(params.version, 'version');
      return reply.ok(RELATION_TYPES.filter((type) => type.version <= version).map((type) => typeNamed(type.relationType)));
    },
    dataRelationsAdminMetadataByType: ({ params }) => reply.ok(typeNamed(params.type)),
    dataRelationsAdminCampaignRelations: ({ params }) => {
      const campaign = campaignNamed(store, params.campaignName);
      return reply.ok(
        relationsOf(store, campaign.id)
          .filter((row) => row.campaignId === campaign.id)
          .map((row) => definitionView(store, row)),
      );
    },
    dataRelationsAdminTables: (request) =>
      reply.ok(tables(settingsOf(request)).map((row) => ({ name: row.tableName, columns: row.columns.map(columnView) }))),
    dataRelationsAdminTableNames: (request) => reply.ok([...new Set(tables(settingsOf(request)).map((row) => row.tableName))]),
    dataRelationsAdminUpdateConvert: (request) => {
      const body = request.body as Schemas['DataRelationTableWithSettings'];
      updateRows(store, relation(body.settings), body.records, true);
      return done();
    },
    dataRelationsAdminDataTypes4ColumnCreation: (request) => reply.ok(dataTypesFor(relation(settingsOf(request)))),
    dataRelationsAdminScriptingRelationMetadata: (request) => {
      const found = relation(settingsOf(request));
      if (found.relationType !== 'Scripting') throw new SandboxRefusal(`The data relation '${found.name}' is not a scripting relation.`);
      return reply.ok({ parameterNames: [...typeNamed('Scripting').parameterNames], columns: found.columns.map(columnView) });
    },
    dataRelationsAdminScriptingRelationLog: (request) => {
      const found = relation(settingsOf(request));
      if (found.relationType !== 'Scripting') throw new SandboxRefusal(`The data relation '${found.name}' is not a scripting relation.`);
      return reply.ok(
        found.events.map((event) => ({ timestamp: event.occuredOnUTC, level: 'Info', message: event.message ?? event.eventName ?? '' })),
      );
    },
    dataRelationsAdminDeleteableColumns: (request) => reply.ok(deleteableColumns(relation(settingsOf(request)))),
    dataRelationsAdminSupportsColumnCreation: (request) => reply.ok(isWritable(relation(settingsOf(request)))),
    dataRelationsAdminFieldsInfo: (request) => reply.ok(relation(settingsOf(request)).columns.map(fieldView)),
    dataRelationsAdminColumnAction: (request) => {
      relation(settingsOf(request));
      return done();
    },
    dataRelationsAdminCreateColumn: ({ params, body }) => {
      createColumn(store, relation(body as Settings), params.column, params.dataType, integerParam(params.length, 'length'));
      return done();
    },
    dataRelationsAdminDeleteColumn: ({ params, body }) => {
      deleteColumn(store, relation(body as Settings), params.column);
      return done();
    },
    dataRelationsAdminIncrease: ({ body }) => {
      const { settings, recordIds: ids } = (body ?? {}) as Schemas['DataRelationRecordIds'];
      increaseRows(store, relation(settings), recordIds(ids));
      return done();
    },
    dataRelationsAdminDelete: ({ params, body }) => {
      deleteRows(store, relation(body as Settings), [integerParam(params.recordId, 'recordId')]);
      return done();
    },
    dataRelationsAdminCampaignDelete: ({ params, body }) => {
      deleteRows(store, relation(body as Settings, true), [integerParam(params.id, 'id')]);
      return done();
    },
    dataRelationsAdminCampaignDebugData: ({ body }) => reply.ok(debugData(store, body as Schemas['DataRelationDebugDataRequest'])),
  };
  const handlers = { ...shared('dataRelationsAdmin', false), ...shared('dataRelationsAdminCampaign', true), ...calls };
  return handlers as Record<string, SandboxHandler<OperationId>> as SandboxHandlers;
}
