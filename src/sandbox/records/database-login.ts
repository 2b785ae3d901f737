/** Columns and landing-page login settings of a database, as several database calls read and check them. */
import { DatabaseLpLoginMode } from '../../../generated/model/index.js';
import type { components } from '../../../generated/schema.js';
import { quoted, SandboxRefusal } from '../refusal.js';
import type { DatabaseRecord } from '../store/records.js';

type LoginSettings = components['schemas']['DatabaseLoginPageSettings'];

/** The login mode's number; a request may name it (`Randomize`, `randomize`): the server takes it either way. */
export function lpLoginModeOf(mode: unknown): DatabaseLpLoginMode {
  if (typeof mode === 'number' && Object.values(DatabaseLpLoginMode).includes(mode as DatabaseLpLoginMode))
    return mode as DatabaseLpLoginMode;
  const wanted = typeof mode === 'string' ? mode.toLowerCase() : undefined;
  const named = Object.entries(DatabaseLpLoginMode).find(([name]) => name.toLowerCase() === wanted);
  return named ? named[1] : DatabaseLpLoginMode.default;
}

/** The column of that name (any case), if the database has it. */
export const columnOf = (database: DatabaseRecord, name: string | null | undefined) =>
  name ? database.columns?.find((column) => column.columnName?.toLowerCase() === name.toLowerCase()) : undefined;

/** The column of that name; refused when the database has none. */
export function existingColumn(database: DatabaseRecord, name: string | null | undefined) {
  const column = columnOf(database, name);
  if (!column) throw new SandboxRefusal(`There is no column named '${quoted(name ?? '')}' in the database '${database.databaseName}'.`);
  return column;
}

export const loginSettingsOf = (database: DatabaseRecord): LoginSettings => ({
  lpLoginMode: database.lpLoginMode ?? DatabaseLpLoginMode.default,
  loginFieldPart1: database.loginFieldPart1 ?? null,
  loginFieldSeperator: database.loginFieldSeperator ?? null,
  loginFieldPart2: database.loginFieldPart2 ?? null,
  passwordDBFieldName: database.passwordDBFieldName ?? null,
});
