/**
 * The dashboard users' activity: the dashboard users are the account's portal users (the logins of
 * `/api/login` are kept by another area; the portal users are the logins the dashboard shows). Their
 * activity is fixed by their id: the last login lies in June 2026, and a period counts the share of
 * the logins and actions of the year it covers (none when it ends before the user's first login).
 */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { PortalUserRecord } from '../store/records.js';
import { isoInstant } from '../values.js';
import { share } from './dashboard.js';

type Overview = components['schemas']['DashboardUserOverview'];
type Period = { startDate?: string | null; endDate?: string | null } | null | undefined;

const DAY_MS = 86_400_000;
const LAST_LOGIN_BASE = Date.UTC(2026, 5, 28, 8, 14);
const FIRST_LOGIN = Date.UTC(2026, 0, 5);

export function dashboardUser(store: SandboxStore, userId: unknown): PortalUserRecord {
  const user =
    typeof userId === 'number' || (typeof userId === 'string' && /^\d+$/.test(userId)) ? store.portalUsers.get(Number(userId)) : undefined;
  if (!user) throw new SandboxRefusal(`There is no dashboard user with id '${String(userId)}'.`);
  return user;
}

export function userOverview(user: PortalUserRecord, period?: Period): Overview {
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
