/**
 * Accounts, their users, dashboard logins, admin tokens and the server's settings: the records the
 * sandbox keeps for them, and the lookups every handler of these areas shares (with the platform's
 * refusals of a name taken or an id that does not exist).
 */
import type { components } from '../../../generated/schema.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

type Schemas = components['schemas'];

/** An account of the platform, as the create-account model made it (without its first user's fields). */
export interface AccountRecord {
  id: number;
  accountName: string;
  description: string | null;
  maxUsers: number;
  lpLoginMode: 0 | 2 | 3 | 4;
  companyName: string | null;
  onHoldCallbackUrl: string | null;
  additionalOptionsJson: string | null;
  createdOn: string;
}

/** A user of an account; the password is kept but never shown. */
export interface AccountUserRecord {
  id: number;
  accountId: number;
  login: string;
  eMail: string | null;
  firstName: string | null;
  lastName: string | null;
  salutation: string | null;
  gender: boolean | null;
  password: string;
}

/** A dashboard login (loginType 1) with its password and what it may open. */
export interface DashboardLoginRecord {
  id: number;
  loginType: 1;
  login: string;
  password: string;
  environmentIds: number[];
  campaignIDs: number[];
}

/** A server admin key pair and the name of the server admin account it belongs to. */
export interface AdminTokenRecord {
  id: number;
  name: string;
  publicKey: string;
  privateKey: string;
}

/** A one-time token: issued by `getonetimetoken`, used once by single sign-on. */
export interface OneTimeTokenRecord {
  id: number;
  token: string;
  loginId: number | null;
  expiresOn: string;
}

/** The server's settings, its key/value configuration and who signed in to the dashboard last. */
export interface ServerStateRecord {
  settings: Omit<Schemas['ServerSettings'], 'sendWithAdminKeys'>;
  keyValues: readonly { key: string; value: string | null }[];
  /** The dashboard login the last dashboard sign-in opened (the metadata call's user). */
  signedInLoginId: number | null;
}

/** What these areas add to the demo data and the store. */
export interface AccountAreaData {
  accounts: AccountRecord[];
  accountUsers: AccountUserRecord[];
  dashboardLogins: DashboardLoginRecord[];
  adminTokens: AdminTokenRecord[];
  oneTimeTokens: OneTimeTokenRecord[];
  server: ServerStateRecord;
}

/** The platform's answer to a wrong login or password (the same for both, so nothing tells which was wrong). */
export const WRONG_CREDENTIALS = 'The login or the password is wrong.';

const lower = (text: string) => text.toLowerCase();

/** A text value that must be given: trimmed, else the platform's `No 'name' parameter provided.`. */
export function givenText(value: unknown, name: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return given(text, name);
}

export function accountById(store: SandboxStore, id: unknown, field = 'accountId'): AccountRecord {
  given(id, field);
  const account = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? store.accounts.get(Number(id)) : undefined;
  if (!account) throw new SandboxRefusal(`There is no account with id '${quoted(id)}'.`);
  return account;
}

export function accountByName(store: SandboxStore, name: string): AccountRecord | undefined {
  return store.accounts.index('name', (row) => lower(row.accountName)).get(lower(name));
}

export function dashboardLoginById(store: SandboxStore, id: unknown, field = 'id'): DashboardLoginRecord {
  given(id, field);
  const login = typeof id === 'number' ? store.dashboardLogins.get(id) : undefined;
  if (!login) throw new SandboxRefusal(`There is no login with id '${quoted(id)}'.`);
  return login;
}

export function dashboardLoginByName(store: SandboxStore, name: string): DashboardLoginRecord | undefined {
  return store.dashboardLogins.index('login', (row) => lower(row.login)).get(lower(name));
}

/**
 * How replies show a dashboard login: never with its password, and only with campaigns that still
 * exist (a campaign deleted in the campaigns area is gone from every login).
 */
export const dashboardLoginViewIn =
  (store: SandboxStore) =>
  ({ password: _password, ...login }: DashboardLoginRecord): Schemas['DashboardLogin'] => ({
    ...login,
    environmentIds: [...login.environmentIds],
    campaignIDs: login.campaignIDs.filter((id) => store.campaigns.get(id) !== undefined),
  });

/** A short, stable hex digest of a text (FNV-1a): key pairs and tokens the sandbox derives, the same on every start. */
export function digest(text: string, length = 12): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length && i < 1000; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}
