/**
 * The import calls the job system does not answer: the proposed column mappings and the result of a
 * finished import (both forms of the path), and the campaign form's start and status, which import at
 * once (the plain form's start is a job: `src/sandbox/jobs/plans/data-relations.ts`).
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import type { SandboxContext, SandboxHandler, SandboxHandlers, SandboxRequest } from '../context.js';
import { checkMappings, IMPORT_FILE_ROWS, importRelation, proposedMappings, runImport } from '../records/data-relations-import.js';
import { STATUS_NOT_FOUND } from '../jobs/index.js';
import { given, SandboxRefusal } from '../refusal.js';
import { visitorCampaign } from './data-relations.js';

type Handler = (request: SandboxRequest) => unknown;

export function dataRelationImportHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const finished = (key: string | undefined) => {
    const result = store.dataRelationImports.get(given(key, 'key'));
    if (!result) throw new SandboxRefusal(`There is no finished import with key '${key}'.`);
    return result;
  };
  const mappings: Handler = (request) => reply.ok(proposedMappings(importRelation(store, visitorCampaign(store, request).id)));
  const result: Handler = ({ params }) => reply.ok(structuredClone(finished(params.key)));
  const handlers: Record<string, Handler> = {
    dataRelationsImportMappings: mappings,
    dataRelationsImportMappingsForCampaign: mappings,
    dataRelationsImportResult: result,
    dataRelationsImportResultForCampaign: result,
    dataRelationsImportStartForCampaign: (request) => {
      const key = given(request.params.key, 'key');
      const relation = importRelation(store, visitorCampaign(store, request).id);
      store.dataRelationImports.set(key, runImport(store, relation, key, checkMappings(relation, request.body)));
      return reply.ok(true);
    },
    dataRelationsImportStatusForCampaign: ({ params }) => {
      if (!store.dataRelationImports.has(given(params.key, 'key'))) throw new SandboxRefusal(STATUS_NOT_FOUND);
      const done = finished(params.key);
      const rows = done.insertedRows! + done.updatedRows! + done.failedRows!;
      return reply.ok({ isFinished: true, current: rows, max: rows || IMPORT_FILE_ROWS, errorMessage: null });
    },
  };
  return handlers as Record<string, SandboxHandler<OperationId>> as SandboxHandlers;
}
