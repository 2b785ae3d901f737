/** Extension item categories, items and versions (server admin): rows, lookups by name and id, and refusals. */
import { quoted, SandboxRefusal } from '../refusal.js';
import type { Table } from '../store/table.js';

export type ExtensionCategoryRow = { id: number; name: string; accountId: number | null };
export type ExtensionItemRow = {
  id: number;
  name: string;
  accountId: number | null;
  categoryName: string | null;
  description: string | null;
};
export type ExtensionVersionRow = {
  id: number;
  extensionItemId: number;
  name: string;
  accountId: number | null;
  version: string | null;
  createdOn: string;
};

/** A name from a request: trimmed; empty is refused with the platform's client message (it says "category" for items too). */
export function extensionName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new SandboxRefusal('No category name provided.');
  return name;
}

export function byName<T extends { name: string }>(table: Table<T & { id: number }>, name: string): (T & { id: number }) | undefined {
  return table.index('name', (row) => row.name.toLowerCase()).get(name.toLowerCase());
}

/** The row with this id, or the refusal naming what kind of record is missing. */
export function byId<T extends object>(table: Table<T>, id: unknown, kind: string): T {
  const row = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? table.get(Number(id)) : undefined;
  if (!row) throw new SandboxRefusal(`There is no ${kind} with id '${quoted(id)}'.`);
  return row;
}

/** Refuses a name another row (not `self`) already has. */
export function freeName<T extends { id: number; name: string }>(table: Table<T>, name: string, kind: string, self?: number): string {
  const taken = byName(table, name);
  if (taken && taken.id !== self) throw new SandboxRefusal(`There is already an ${kind} named '${taken.name}'.`);
  return name;
}
