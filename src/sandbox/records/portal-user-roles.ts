/**
 * Portal user roles and who holds them. The role list is one table; a role another area assigns by name
 * (a portal user's, a category's, a template's) joins the list the next time roles are read, so every
 * role a holder shows is a role the list has. Deleting a role takes it from every holder.
 */
import { Table } from '../store/table.js';
import type { SandboxStore } from '../store/index.js';
import type { PortalUserRoleRecord } from '../store/records.js';

/** A record that holds roles by name. */
type Holder = { id: number; name?: string; roles?: string[] | null };

export const ROLE_FIELDS = ['id', 'name'] as const;

const lower = (text: string) => text.toLowerCase();

/**
 * The document templates, when the store keeps them (another area adds that table): read by its
 * shape, so the role calls answer from it as soon as it is there.
 */
export function documentTemplates(store: SandboxStore): Table<Holder> | undefined {
  const table = (store as unknown as { documentTemplates?: unknown }).documentTemplates;
  return table instanceof Table ? (table as Table<Holder>) : undefined;
}

/** Every table whose records hold roles. */
function holderTables(store: SandboxStore): Table<Holder>[] {
  const tables = [store.portalUsers, store.categories, store.templates] as unknown as Table<Holder>[];
  const documents = documentTemplates(store);
  return documents ? [...tables, documents] : tables;
}

export function roleByName(store: SandboxStore, name: string): PortalUserRoleRecord | undefined {
  return store.portalUserRoles.index('name', (row) => lower(row.name)).get(lower(name));
}

/** Adds to the role list every role a holder has that the list lacks (in the holders' order). */
export function syncRoles(store: SandboxStore): void {
  for (const table of holderTables(store)) {
    for (const row of table.all()) {
      for (const name of row.roles ?? []) {
        if (typeof name === 'string' && name.trim() && !roleByName(store, name))
          store.portalUserRoles.insert({ id: store.portalUserRoles.nextId(), name });
      }
    }
  }
}

/** The role records of a holder's role names, in its order, each once. */
export function rolesOf(store: SandboxStore, holder: Holder): PortalUserRoleRecord[] {
  syncRoles(store);
  const seen = new Set<number>();
  return (holder.roles ?? []).flatMap((name) => {
    const role = roleByName(store, name);
    if (!role || seen.has(role.id)) return [];
    seen.add(role.id);
    return [role];
  });
}

/** Takes a deleted role from every holder that had it. */
export function unassignEverywhere(store: SandboxStore, role: string): void {
  for (const table of holderTables(store)) {
    for (const row of table.all()) {
      const roles = row.roles ?? [];
      if (roles.some((name) => lower(name) === lower(role)))
        table.replace({ ...row, roles: roles.filter((name) => lower(name) !== lower(role)) });
    }
  }
}
