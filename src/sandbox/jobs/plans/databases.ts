/**
 * The database jobs that check or change the store. A new database from an uploaded file: a name that
 * exists is refused in the upload's answer (state `duplicateDatabaseName`, no job starts); otherwise the
 * database, with the file's columns and rows, is listed
 * when the job is done. An import adds the file's rows (and any mapped column the database lacks); an
 * export, a login rebuild and a variable replacement work on a database that exists, and a rebuild
 * keeps the login settings it was given. An upload manager named must exist (record updates too).
 */
import { DatabaseUploadState } from '../../../../generated/model/index.js';
import type { components } from '../../../../generated/schema.js';
import { existingColumn, lpLoginModeOf } from '../../records/database-login.js';
import {
  accountIdOf,
  campaignDatabase,
  databaseOf,
  databasesOf,
  FILE_COLUMNS,
  FILE_ROWS,
  findDatabase,
  recordCountOf,
} from '../../records/databases.js';
import { given, SandboxRefusal } from '../../refusal.js';
import { DEMO_UPLOAD_MANAGER_IDS } from '../../demo-data/databases.js';
import type { DatabaseRecord } from '../../store/index.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type Schemas = components['schemas'];
type Params = Readonly<Record<string, string>>;
/** Most column mappings one import may carry. */
const MAX_MAPPINGS = 1000;
const fields = <T>(body: unknown): Partial<T> => (typeof body === 'object' && body !== null ? (body as Partial<T>) : {});
/** The columns of an uploaded file: the usual headers and the login columns the request names (the file has them). */
const fileColumns = (...loginColumns: (string | null | undefined)[]) => {
  const names: string[] = [...FILE_COLUMNS];
  for (const name of loginColumns) if (name && !names.some((column) => column.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.map((columnName) => ({ columnName, dataType: 'nvarchar', length: 200, groupName: null }));
};

export function databaseCreateFromFilePlan(runs: JobRuns, body: unknown, params: Params = {}): RunPlan {
  const model = fields<Schemas['DatabaseCreateFromFile']>(body);
  const name = model.newDatabaseName?.trim() ?? '';
  const databases = databasesOf(runs.context.store, accountIdOf(params.accountId));
  if (!name) return { refusal: { state: DatabaseUploadState.couldNotReadRequest, managerId: null } };
  if (!model.fileName) return { refusal: { state: DatabaseUploadState.noDatabaseFileExists, managerId: null } };
  if (findDatabase(databases, { databaseName: name }))
    return { refusal: { state: DatabaseUploadState.duplicateDatabaseName, managerId: null } };
  return {
    total: FILE_ROWS,
    complete() {
      if (findDatabase(databases, { databaseName: name })) return;
      databases.insert({
        databaseId: databases.nextId(),
        databaseName: name,
        columns: fileColumns(model.lpLoginColumn1, model.lpLoginColumn2),
        columnMappings: [],
        groups: [],
        lpLoginMode: lpLoginModeOf(model.lpLoginModus),
        loginFieldPart1: model.lpLoginColumn1 || null,
        loginFieldSeperator: model.lpLoginSeperator || null,
        loginFieldPart2: model.lpLoginColumn2 || null,
        passwordDBFieldName: null,
        recordCount: FILE_ROWS,
      } as DatabaseRecord);
    },
  };
}

/** The file's rows go into the database named `db`; a mapped column it lacks is added. */
export function databaseImportFromFilePlan(runs: JobRuns, body: unknown, params: Params = {}): RunPlan {
  const model = fields<Schemas['DatabaseImportFromFile']>(body);
  const databases = databasesOf(runs.context.store, accountIdOf(params.accountId));
  const database = databaseOf(databases, { databaseName: model.db });
  if (!model.fileName) return { refusal: { state: DatabaseUploadState.noDatabaseFileExists, managerId: null, threadId: null } };
  if (model.managerId && !knownManager(runs, model.managerId))
    return { refusal: { state: DatabaseUploadState.managerIdDoesNotExist, managerId: null, threadId: null } };
  const mappings = model.columnMappings ?? [];
  if (mappings.length > MAX_MAPPINGS) throw new SandboxRefusal(`Too many column mappings: at most ${MAX_MAPPINGS} per request.`);
  if (mappings.length === 0) return { refusal: { state: DatabaseUploadState.noColumnsProvided, managerId: null, threadId: null } };
  return {
    total: FILE_ROWS,
    complete() {
      const current = databases.get(database.databaseId);
      if (!current) return;
      const has = new Set(current.columns?.map((column) => column.columnName?.toLowerCase()));
      const missing = [...new Set(mappings.map((mapping) => mapping.databaseColumn))].filter((name) => !has.has(name.toLowerCase()));
      const added = missing.map((columnName) => ({ columnName, dataType: 'nvarchar', length: 200, groupName: null }));
      databases.replace({ ...current, columns: [...(current.columns ?? []), ...added], recordCount: recordCountOf(current) + FILE_ROWS });
    },
  };
}

/** An export of a database named directly or through its campaign; done with the file's address. */
export function databaseExportPlan(runs: JobRuns, body: unknown): RunPlan {
  const model = fields<Schemas['DatabaseExportOptions']>(body);
  const { store } = runs.context;
  const database =
    model.databaseId || model.databaseName || !(model.campaignId || model.campaignName)
      ? databaseOf(store.databases, model)
      : campaignDatabase(store, model);
  const extension = model.exportAsCsv === false ? 'xlsx' : 'csv';
  return {
    total: recordCountOf(database),
    result: () => ({ downloadUrl: `https://demo.example.com/downloads/${encodeURIComponent(database.databaseName)}.${extension}` }),
  };
}

/** A login rebuild keeps the settings it was given (the columns must exist) and works through every record. */
export function lpLoginCreationPlan(runs: JobRuns, body: unknown, params: Params = {}): RunPlan {
  const model = fields<Schemas['DatabaseRecreateLpLoginsRequest']>(body);
  const databases = databasesOf(runs.context.store, accountIdOf(params.accountId));
  const database = databaseOf(databases, model);
  const part1 = model.loginFieldPart1 ? existingColumn(database, model.loginFieldPart1).columnName : null;
  const part2 = model.loginFieldPart2 ? existingColumn(database, model.loginFieldPart2).columnName : null;
  const password = model.passwordDBFieldName ? existingColumn(database, model.passwordDBFieldName).columnName : null;
  databases.replace({
    ...database,
    lpLoginMode: lpLoginModeOf(model.lpLoginMode ?? database.lpLoginMode),
    loginFieldPart1: part1 ?? null,
    loginFieldSeperator: model.loginFieldSeperator || null,
    loginFieldPart2: part2 ?? null,
    passwordDBFieldName: password ?? database.passwordDBFieldName ?? null,
  });
  return { total: recordCountOf(database) };
}

/** A variable replacement writes into a column of every record of a database that exists. */
export function variableReplacePlan(runs: JobRuns, body: unknown): RunPlan {
  const model = fields<Schemas['DatabaseVariableReplaceRequest']>(body);
  const database = databaseOf(runs.context.store.databases, given(model.database, 'database'));
  given(model.columnName, 'columnName');
  return { total: recordCountOf(database) };
}

/** Record updates of an upload manager of the demo data or of one that created a database; any other manager id does not exist. */
export function databaseRecordUpdatePlan(runs: JobRuns, id: unknown): RunPlan {
  return knownManager(runs, id) ? { total: FILE_ROWS } : { failure: { at: 0, outcome: 'managerIdDoesNotExist' } };
}

/** An upload manager of the demo data, or one that created a database from a file. */
const knownManager = (runs: JobRuns, id: unknown) =>
  DEMO_UPLOAD_MANAGER_IDS.includes(String(id)) ||
  runs.find('databaseCreationStatus', { body: { ManagerId: id, StatusType: 0 } }) !== undefined;
