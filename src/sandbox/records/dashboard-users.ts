/**
 * The dashboard users' activity. The dashboard users are the dashboard logins (`store.dashboardLogins`,
 * kept by the accounts area) where the store has them, else the account's portal users. Their activity
 * is fixed by their id: the last login lies in June 2026, and a period counts the share of the logins
 * and actions it covers (none when it ends before the user's first login).
 */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { isoInstant } from '../values.js';
import { share } from './dashboard.js';

type Overview = components['schemas']['DashboardUserOverview'];
type Period = { startDate?: string | null; endDate?: string | null } | null | undefined;
/** A dashboard user: a dashboard login (with the environments and campaigns it may see) or a portal user. */
export type DashboardUser = { id: number; login: string; environmentIds?: readonly number[]; campaignIDs?: readonly number[] };

const DAY_MS = 86_400_000;
const LAST_LOGIN_BASE = Date.UTC(2026, 5, 28, 8, 14);
const FIRST_LOGIN = Date.UTC(2026, 0, 5);

export function dashboardUsers(store: SandboxStore): readonly DashboardUser[] {
  const logins = (store as unknown as { dashboardLogins?: { all(): readonly DashboardUser[] } }).dashboardLogins;
  return logins ? logins.all() : store.portalUsers.all();
}

/** The signed-in dashboard login where the store knows one, else the first dashboard user. */
export function signedInUser(store: SandboxStore): DashboardUser | undefined {
  const signedIn = (store as unknown as { server?: { signedInLoginId?: number | null } }).server?.signedInLoginId;
  const users = dashboardUsers(store);
  return users.find((user) => user.id === signedIn) ?? users[0];
}

export function dashboardUser(store: SandboxStore, userId: unknown): DashboardUser {
  const id = typeof userId === 'number' || (typeof userId === 'string' && /^\d+$/.test(userId)) ? Number(userId) : Number.NaN;
  const user = dashboardUsers(store).find((entry) => entry.id === id);
  if (!user) throw new SandboxRefusal(`There is no dashboard user with id '${String(userId)}'.`);
  return user;
}

export function userOverview(user: DashboardUser, period?: Period): Overview {
  const lastLogin = LAST_LOGIN_BASE - (user.id % 23) * DAY_MS - (user.id % 7) * 3_600_000;
  const loginCount = 5 + Math.floor(share('logins', user.login) * 60);
  const actionCount = loginCount * (3 + (user.id % 7));
  if (!period?.startDate || !period.endDate)
    return { userId: user.id, login: user.login, lastLogin: isoInstant(lastLogin), loginCount, actionCount };
  const start = Date.parse(period.startDate);
  const end = Date.parse(period.endDate);
  if (!(end >= start)) throw new SandboxRefusal('The end date must not be before the start date.');
  // The logins spread evenly from the first login to the last one.
  const from = Math.max(start, FIRST_LOGIN);
  const to = Math.min(end, lastLogin);
  const part = to < from ? 0 : Math.min(1, (to - from + DAY_MS) / (lastLogin - FIRST_LOGIN + DAY_MS));
  const logins = Math.floor(loginCount * part);
  return {
    userId: user.id,
    login: user.login,
    lastLogin: logins > 0 ? isoInstant(Math.min(lastLogin, end)) : null,
    loginCount: logins,
    actionCount: Math.floor(actionCount * part),
  };
}
