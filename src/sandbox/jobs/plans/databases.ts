/**
 * A new database from an uploaded file: a name that exists is refused in the upload's answer (state
 * `duplicateDatabaseName`, no job starts), as the platform answers; otherwise the database is in the
 * store's list when the job is done, with the login settings the request gave.
 */
import { DatabaseUploadState } from '../../../../generated/model/index.js';
import type { components } from '../../../../generated/schema.js';
import type { DatabaseRecord } from '../../store/index.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type CreateFromFile = Partial<components['schemas']['DatabaseCreateFromFile']>;

const exists = (runs: JobRuns, name: string) =>
  runs.context.store.databases.all().some((row) => row.databaseName.toLowerCase() === name.toLowerCase());

export function databaseCreateFromFilePlan(runs: JobRuns, body: unknown): RunPlan {
  const model = (typeof body === 'object' && body !== null ? body : {}) as CreateFromFile;
  const name = model.newDatabaseName?.trim() ?? '';
  if (!name) return { refusal: { state: DatabaseUploadState.couldNotReadRequest, managerId: null } };
  if (exists(runs, name)) return { refusal: { state: DatabaseUploadState.duplicateDatabaseName, managerId: null } };
  return {
    complete() {
      const { databases } = runs.context.store;
      if (exists(runs, name)) return;
      databases.insert({
        databaseId: databases.nextId(),
        databaseName: name,
        columns: [],
        columnMappings: [],
        groups: [],
        lpLoginMode: (model.lpLoginModus ?? 0) as DatabaseRecord['lpLoginMode'],
        loginFieldPart1: model.lpLoginColumn1 ?? null,
        loginFieldSeperator: model.lpLoginSeperator ?? null,
        loginFieldPart2: model.lpLoginColumn2 ?? null,
        passwordDBFieldName: null,
      } as DatabaseRecord);
    },
  };
}
