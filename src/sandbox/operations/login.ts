/**
 * Dashboard logins (/api/login): create with a password, list without, delete, give and take campaigns
 * and environments, set a password, sign in, issue one-time tokens, and what a login can be given.
 * Every campaign and environment a login names exists (`store.campaigns`, `DEMO_ENVIRONMENTS`).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ENVIRONMENTS } from '../demo-data/accounts.js';
import { campaignById } from '../records/campaigns.js';
import {
  type DashboardLoginRecord,
  dashboardLoginById,
  dashboardLoginByName,
  dashboardLoginViewIn,
  givenText,
  WRONG_CREDENTIALS,
} from '../records/accounts.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { isoInstant, sequentialId } from '../values.js';

type Credentials = { login?: string | null; password?: string | null; loginType?: number | null } | undefined;

/** One-time tokens last 15 minutes. */
const TOKEN_LIFETIME_MS = 15 * 60_000;
/** Ids a request may name at most (every loop over request data is bounded). */
const MAX_IDS = 1000;

/** Ids from a request: whole numbers, each once, at most `MAX_IDS`. */
function idList(value: readonly number[] | null | undefined): number[] {
  const ids = Array.isArray(value) ? value.slice(0, MAX_IDS) : [];
  return [...new Set(ids)];
}

/** Campaign ids that all exist (else the platform's refusal of the first that does not). */
export function existingCampaigns(store: SandboxStore, ids: readonly number[] | null | undefined): number[] {
  const list = idList(ids);
  for (const id of list) campaignById(store, id, 'campaignIDs');
  return list;
}

export function existingEnvironments(ids: readonly number[] | null | undefined): number[] {
  const list = idList(ids);
  for (const id of list)
    if (!DEMO_ENVIRONMENTS.some((environment) => environment.id === id))
      throw new SandboxRefusal(`There is no environment with id '${quoted(id)}'.`);
  return list;
}

/** The dashboard login these credentials name, or the platform's refusal of a wrong login or password. */
export function signIn(store: SandboxStore, credentials: Credentials): DashboardLoginRecord {
  const login = dashboardLoginByName(store, givenText(credentials?.login, 'login'));
  const typeFits = credentials?.loginType == null || credentials.loginType === login?.loginType;
  if (!login || !typeFits || login.password !== credentials?.password) throw new SandboxRefusal(WRONG_CREDENTIALS);
  store.server = { ...store.server, signedInLoginId: login.id };
  return login;
}

/** The dashboard login signed in last (the keys name an account, not a login), else the first one. */
export function signedInLogin(store: SandboxStore): DashboardLoginRecord {
  const signedIn = store.server.signedInLoginId;
  const login = (signedIn !== null ? store.dashboardLogins.get(signedIn) : undefined) ?? store.dashboardLogins.all()[0];
  if (!login) throw new SandboxRefusal('There is no dashboard login.');
  return login;
}

export function loginHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const dashboardLoginView = dashboardLoginViewIn(store);
  /** The caller: the login the body names (checked), else the one signed in last, else the first. */
  const caller = (body: Credentials) => {
    if (body?.login != null || body?.password != null) return signIn(store, body);
    return signedInLogin(store);
  };
  const assignment = (
    body: components['schemas']['LoginAssignment'] | undefined,
    change: (have: number[], ids: number[]) => number[],
    check: boolean,
  ) => {
    const login = dashboardLoginById(store, body?.id);
    const campaigns = check ? existingCampaigns(store, body?.campaignIDs) : idList(body?.campaignIDs);
    const environments = check ? existingEnvironments(body?.environmentIDs) : idList(body?.environmentIDs);
    store.dashboardLogins.replace({
      ...login,
      campaignIDs: change(login.campaignIDs, campaigns),
      environmentIds: change(login.environmentIds, environments),
    });
    return reply.ok(true);
  };
  const add = (have: number[], ids: number[]) => [...have, ...ids.filter((id) => !have.includes(id))];
  const remove = (have: number[], ids: number[]) => have.filter((id) => !ids.includes(id));

  return {
    loginAuthenticate: ({ body }) => reply.ok(dashboardLoginView(caller(body as Credentials))),
    loginGetOneTimeToken: ({ body }) => {
      const login = caller(body as Credentials);
      const id = store.oneTimeTokens.nextId();
      const token = sequentialId('onetime', id);
      const expiresOn = isoInstant(now().getTime() + TOKEN_LIFETIME_MS);
      store.oneTimeTokens.insert({ id, token, loginId: login.id, expiresOn });
      return reply.ok({ token, expiresOn });
    },
    loginGet: ({ body }) => {
      const part = (body?.login ?? body?.filter ?? '').toLowerCase();
      const type = body?.loginType ?? undefined;
      return reply.ok(
        store.dashboardLogins
          .all()
          .filter((row) => row.login.toLowerCase().includes(part) && (type === undefined || row.loginType === type))
          .map(dashboardLoginView),
      );
    },
    loginCreate: ({ body }) => {
      const login = givenText(body?.login, 'login');
      const password = given(body?.password, 'password');
      if (dashboardLoginByName(store, login)) throw new SandboxRefusal(`There is already a login named '${login}'.`);
      const record: DashboardLoginRecord = {
        id: store.dashboardLogins.nextId(),
        loginType: 1,
        login,
        password,
        environmentIds: existingEnvironments(body?.environmentIds),
        campaignIDs: existingCampaigns(store, body?.campaignIDs),
      };
      return reply.ok(dashboardLoginView(store.dashboardLogins.insert(record)));
    },
    loginDelete: ({ body }) => {
      const ids = idList(given(body?.ids, 'ids'));
      // Every id is checked before any login goes: a refused call deletes nothing.
      for (const id of ids) dashboardLoginById(store, id, 'ids');
      for (const id of ids) store.dashboardLogins.delete(id);
      if (store.server.signedInLoginId !== null && ids.includes(store.server.signedInLoginId))
        store.server = { ...store.server, signedInLoginId: null };
      return reply.ok(true);
    },
    loginAssign: ({ body }) => assignment(body, add, true),
    loginUnassign: ({ body }) => assignment(body, remove, false),
    loginResetPassword: ({ body }) => {
      const password = given(body?.password, 'password');
      // The platform's client sends `loginId: 0` beside a login name: only an id above 0 names a login.
      const loginId = body?.loginId != null && body.loginId > 0 ? body.loginId : undefined;
      given(loginId ?? body?.login ?? undefined, "loginId' or 'login");
      let login: DashboardLoginRecord | undefined;
      if (loginId !== undefined) login = dashboardLoginById(store, loginId, 'loginId');
      else {
        login = dashboardLoginByName(store, String(body?.login));
        if (!login) throw new SandboxRefusal(`There is no login named '${quoted(body?.login)}'.`);
      }
      store.dashboardLogins.replace({ ...login, password });
      return reply.ok(true);
    },
    loginGetEnvironmentsAndCampaigns: () =>
      reply.ok({
        environments: DEMO_ENVIRONMENTS.map(({ id, name }) => ({ id, name })),
        campaigns: store.campaigns.all().map(({ id, name }) => ({ id, name })),
      }),
  };
}
