/**
 * A database's columns, column groups, stored column mappings and login settings: what these calls
 * write, `getdatabase`, `getcolumnnames`, `getcolumnmappings` and `getlplogin` read back.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { columnOf, existingColumn, loginSettingsOf } from '../records/database-login.js';
import { accountIdOf, type DatabaseSelector, databaseOf, databasesOf, FILE_COLUMNS, mappingView } from '../records/databases.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { DatabaseRecord } from '../store/records.js';

type Params = Readonly<Record<string, string>>;
type DatabaseColumn = components['schemas']['DatabaseColumn'];
/** Most columns or group assignments one request may carry. */
const MAX_ITEMS = 1000;

const bounded = <T>(items: readonly T[] | null | undefined, name: string): readonly T[] => {
  if ((items?.length ?? 0) > MAX_ITEMS) throw new SandboxRefusal(`Too many ${name}: at most ${MAX_ITEMS} per request.`);
  return items ?? [];
};

/** The groups a database lists after its columns changed: the ones it had, then any new ones. */
const withGroups = (database: DatabaseRecord, columns: DatabaseColumn[]): DatabaseRecord => {
  const names = (database.groups ?? []).map((group) => group.groupName);
  for (const column of columns) if (column.groupName && !names.includes(column.groupName)) names.push(column.groupName);
  return { ...database, columns, groups: names.map((groupName) => ({ groupName })) };
};

export function databaseColumnHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const mappings = () => store.databaseArea.columnMappings;
  const selected = (params: Params, selector: DatabaseSelector) => {
    const table = databasesOf(store, accountIdOf(params.accountId));
    return { table, database: databaseOf(table, given(selector, 'database')) };
  };
  const listMappings = ({ params, body }: { params: Params; body: components['schemas']['DatabaseColumnMappingSelector'] }) => {
    const accountId = accountIdOf(params.accountId);
    const database = body?.databaseId || body?.databaseName ? databaseOf(databasesOf(store, accountId), body) : undefined;
    const rows = mappings()
      .all()
      .filter((row) => row.accountId === accountId)
      .filter((row) => !body?.mappingId || row.mappingId === body.mappingId)
      .filter((row) => !body?.mappingName || row.mappingName.toLowerCase() === body.mappingName.toLowerCase())
      .filter((row) => !database || row.databaseId === database.databaseId);
    return reply.ok(rows.map(mappingView));
  };
  const createMapping = ({ params, body }: { params: Params; body: components['schemas']['DatabaseColumnMappingCreate'] }) => {
    const accountId = accountIdOf(params.accountId);
    const name = given(body?.mappingName?.trim(), 'mappingName');
    if (
      mappings()
        .all()
        .some((row) => row.accountId === accountId && row.mappingName.toLowerCase() === name.toLowerCase())
    )
      throw new SandboxRefusal(`There is already a column mapping named '${name}'.`);
    const columnMappings = structuredClone([...bounded(body?.columnMappings, 'column mappings')]);
    const row = { mappingId: mappings().nextId(), mappingName: name, accountId, databaseId: null, columnMappings };
    return reply.ok(mappingView(mappings().insert(row)));
  };
  const deleteMapping = ({ params, body }: { params: Params; body: components['schemas']['DatabaseColumnMappingDelete'] }) => {
    const accountId = accountIdOf(params.accountId);
    const row = mappings().get(given(body?.mappingId, 'mappingId'));
    if (!row || row.accountId !== accountId) throw new SandboxRefusal(`There is no column mapping with id '${quoted(body.mappingId)}'.`);
    return reply.ok(mappings().delete(row.mappingId));
  };
  const columnNames = ({ params, body }: { params: Params; body: components['schemas']['DatabaseColumnNamesRequest'] }) => {
    const table = databasesOf(store, accountIdOf(params.accountId));
    const byName = body?.name || body?.databaseName;
    if (body?.Id || byName) {
      const database = databaseOf(table, { databaseId: body.Id, databaseName: byName });
      return reply.ok((database.columns ?? []).map((column) => column.columnName ?? ''));
    }
    given(body?.fileName, 'fileName');
    return reply.ok([...FILE_COLUMNS]);
  };
  const passwordColumn = ({ params, body }: { params: Params; body: components['schemas']['DatabasePasswordColumnChange'] }) => {
    // The platform's client documents the id as text here ("" when the name is given).
    const id = body?.database?.databaseId;
    const databaseId = typeof id === 'string' ? (id === '' ? null : Number(id)) : id;
    const { table, database } = selected(params, body?.database && { ...body.database, databaseId });
    const column = existingColumn(database, given(body?.columnName, 'columnName'));
    return reply.ok(table.replace({ ...database, passwordDBFieldName: column.columnName ?? null }));
  };
  const lpLogin = ({ params, body }: { params: Params; body: DatabaseSelector }) =>
    reply.ok(loginSettingsOf(databaseOf(databasesOf(store, accountIdOf(params.accountId)), body)));
  /** Puts each named column into its group; refused, and nothing changed, when one of the columns does not exist. */
  const assignGroups = (selector: DatabaseSelector, assignments: readonly { columnName?: string; groupName?: string }[]) => {
    const database = databaseOf(store.databases, given(selector, 'database'));
    const groups = new Map<string, string>();
    for (const { columnName, groupName } of bounded(assignments, 'groups')) {
      const column = existingColumn(database, given(columnName, 'columnName'));
      groups.set(column.columnName!.toLowerCase(), given(groupName?.trim(), 'groupName'));
    }
    const columns = (database.columns ?? []).map((column) => {
      const groupName = groups.get(column.columnName?.toLowerCase() ?? '');
      return groupName === undefined ? column : { ...column, groupName };
    });
    return reply.ok(store.databases.replace(withGroups(database, columns)));
  };

  return {
    databaseGetColumnMappings: listMappings,
    databaseGetColumnMappingsForAccount: listMappings,
    databaseCreateColumnMapping: createMapping,
    databaseCreateColumnMappingForAccount: createMapping,
    databaseDeleteColumnMapping: deleteMapping,
    databaseDeleteColumnMappingForAccount: deleteMapping,
    databaseGetColumnNames: columnNames,
    databaseGetColumnNamesForAccount: columnNames,
    databaseChangePasswordColumn: passwordColumn,
    databaseChangePasswordColumnForAccount: passwordColumn,
    databaseGetLpLogin: lpLogin,
    databaseGetLpLoginForAccount: lpLogin,
    databaseCreateSimpleColumns: ({ body }) => {
      const { table, database } = selected({}, body?.database);
      const added: DatabaseColumn[] = [];
      for (const column of bounded(body?.columns, 'columns')) {
        const name = given(column.columnName?.trim(), 'columnName');
        if (columnOf(database, name) || added.some((other) => other.columnName!.toLowerCase() === name.toLowerCase()))
          throw new SandboxRefusal(`There is already a column named '${name}' in the database '${database.databaseName}'.`);
        added.push({ ...structuredClone(column), columnName: name, dataType: column.dataType ?? 'nvarchar' });
      }
      return reply.ok(table.replace(withGroups(database, [...(database.columns ?? []), ...added])));
    },
    databaseSetGroup: ({ body }) => assignGroups(body?.database, [body]),
    databaseSetGroups: ({ body }) => assignGroups(body?.database, body?.groups ?? []),
    databaseRenameGroup: ({ body }) => {
      const database = databaseOf(store.databases, given(body?.database, 'database'));
      const oldName = given(body?.oldName, 'oldName');
      const newName = given(body?.newName?.trim(), 'newName');
      const groups = database.groups ?? [];
      const same = (name: string | undefined, other: string) => name?.toLowerCase() === other.toLowerCase();
      if (!groups.some((group) => same(group.groupName, oldName)))
        throw new SandboxRefusal(`There is no column group named '${oldName}' in the database '${database.databaseName}'.`);
      if (!same(oldName, newName) && groups.some((group) => same(group.groupName, newName)))
        throw new SandboxRefusal(`There is already a column group named '${newName}'.`);
      const rename = (name: string | null | undefined) => (name && same(name, oldName) ? newName : name);
      store.databases.replace({
        ...database,
        columns: (database.columns ?? []).map((column) => ({ ...column, groupName: rename(column.groupName) ?? null })),
        groups: groups.map((group) => ({ groupName: rename(group.groupName)! })),
      });
      return reply.ok(true);
    },
  };
}
