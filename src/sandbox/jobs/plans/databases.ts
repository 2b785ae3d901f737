/**
 * A new database from an uploaded file: a name that exists is refused in the upload's answer (state
 * `duplicateDatabaseName`, no job starts), as the platform answers; otherwise the database is in the
 * store's list when the job is done, with the login settings the request gave.
 */
import { DatabaseLpLoginMode, DatabaseUploadState } from '../../../../generated/model/index.js';
import type { components } from '../../../../generated/schema.js';
import type { DatabaseRecord } from '../../store/index.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type CreateFromFile = Partial<components['schemas']['DatabaseCreateFromFile']>;

/** The login mode's number; the request may name it (`Default`, `default`), the server takes it either way. */
function lpLoginModeOf(modus: CreateFromFile['lpLoginModus']): DatabaseLpLoginMode {
  if (typeof modus === 'number') return modus;
  const wanted = modus?.toLowerCase();
  const named = Object.entries(DatabaseLpLoginMode).find(([name]) => name.toLowerCase() === wanted);
  return named ? named[1] : DatabaseLpLoginMode.default;
}

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
        lpLoginMode: lpLoginModeOf(model.lpLoginModus),
        loginFieldPart1: model.lpLoginColumn1 ?? null,
        loginFieldSeperator: model.lpLoginSeperator ?? null,
        loginFieldPart2: model.lpLoginColumn2 ?? null,
        passwordDBFieldName: null,
      } as DatabaseRecord);
    },
  };
}
