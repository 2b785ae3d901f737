/** External application records (twitter, Google Drive picker) per account: lookups and the platform's refusals. */
import type { components } from '../../../generated/schema.js';
import { DEMO_ACCOUNTS } from '../demo-data/shared-names.js';
import { quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { Table } from '../store/table.js';

type ApplicationView = components['schemas']['ApplicationRecord'];

/** One stored application: the contract's record plus the sandbox's own id. */
export type ApplicationRow = {
  id: number;
  accountID: number;
  api: 1 | 2;
  name: string;
  settings: string | null;
};

/** The external application apis the platform knows (`ExternalApplicationApi`). */
export const APPLICATION_APIS: readonly number[] = [1, 2];

export function applicationView({ accountID, api, name, settings }: ApplicationRow): ApplicationView {
  return { accountID, api, name, settings };
}

/** An api from a path or body value; an unknown one is refused as the platform's client words it. */
export function apiOf(value: unknown): 1 | 2 {
  if (value === undefined || value === null || value === '') throw new SandboxRefusal('No api given.');
  const api = Number(value);
  if (!APPLICATION_APIS.includes(api)) throw new SandboxRefusal(`Unknown application api ${quoted(value)}.`);
  return api as 1 | 2;
}

/** The ids of the platform's accounts: the accounts area's table where the store has one, else the demo accounts. */
function accountIds(store: SandboxStore): number[] {
  const table = (store as unknown as { accounts?: { all(): readonly { id: number }[] } }).accounts;
  return table ? table.all().map((account) => account.id) : DEMO_ACCOUNTS.map((account) => account.accountId);
}

/** An account the platform has; any other id is refused. */
export function accountOf(store: SandboxStore, value: unknown): number {
  if (value === undefined || value === null || value === '') throw new SandboxRefusal('No accountID given.');
  const id = Number(value);
  if (!accountIds(store).includes(id)) throw new SandboxRefusal(`There is no account with id '${quoted(value)}'.`);
  return id;
}

/** The name of an application; empty is refused with the client's words. */
export function applicationName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new SandboxRefusal('No application name given');
  return name;
}

export function findApplication(table: Table<ApplicationRow>, accountID: number, api: number, name: string): ApplicationRow | undefined {
  const wanted = name.toLowerCase();
  return table.all().find((row) => row.accountID === accountID && row.api === api && row.name.toLowerCase() === wanted);
}

/** The application, or the refusal of one that does not exist. */
export function applicationOf(table: Table<ApplicationRow>, accountID: number, api: number, name: string): ApplicationRow {
  const row = findApplication(table, accountID, api, name);
  if (!row) throw new SandboxRefusal(`There is no application named '${name}' with api ${api} in account ${accountID}.`);
  return row;
}

/** Creates the application or replaces its settings (the platform's save is an upsert by account, api and name). */
export function saveApplication(table: Table<ApplicationRow>, accountID: number, api: 1 | 2, name: string, settings: string | null): void {
  const row = findApplication(table, accountID, api, name);
  if (row) table.replace({ ...row, settings });
  else table.insert({ id: table.nextId(), accountID, api, name, settings });
}
