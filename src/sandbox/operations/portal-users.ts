/**
 * The portal users area: read, query and count, create (also as master), update, delete, roles and master
 * users, and the sign-in with a password (`portal-user-logins.ts`).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { PortalUserRecord } from '../store/records.js';
import { integerParam } from './params.js';
import { portalUserLoginHandlers } from './portal-user-logins.js';

type PortalUser = components['schemas']['PortalUser'];
type Query = components['schemas']['Query'];

const USER_FIELDS = ['id', 'login', 'roles', 'masterUserId', 'accessLevel'] as const;

/** A user as replies show it: never with its password. */
const userView = ({ password: _password, ...user }: PortalUserRecord): PortalUser => structuredClone(user);

export function portalUserHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const userById = (id: unknown, field = 'id') => {
    given(id, field);
    const user = typeof id === 'number' ? store.portalUsers.get(id) : undefined;
    if (!user) throw new SandboxRefusal(`There is no portal user with id ${quoted(id)}.`);
    return user;
  };
  const userByLogin = (login: string) => store.portalUsers.index('login', (row) => row.login.toLowerCase()).get(login.toLowerCase());
  const selected = (query: Query | undefined, role?: string) =>
    selectRecords(role ? store.portalUsers.all().filter((user) => user.roles.includes(role)) : store.portalUsers.all(), query, USER_FIELDS);
  const masterOf = (masterUserId: number | null | undefined) => {
    if (!masterUserId || masterUserId <= 0) return null; // only an id above 0 names a master user
    return userById(masterUserId).id;
  };
  const create = (input: PortalUser | undefined, isMaster: boolean) => {
    const login = input?.login?.trim();
    if (!login) throw new SandboxRefusal('No login given.');
    if (userByLogin(login)) throw new SandboxRefusal(`The login '${login}' is already taken.`);
    const user: PortalUserRecord = {
      ...structuredClone(input),
      id: store.portalUsers.nextId(),
      login,
      roles: [...(input?.roles ?? [])],
      masterUserId: isMaster ? null : masterOf(input?.masterUserId),
      accessLevel: input?.accessLevel ?? (isMaster ? 2 : 1),
    };
    return reply.ok(userView(store.portalUsers.insert(user)));
  };
  const setRoles = (id: string | undefined, change: (roles: string[]) => string[]) => {
    const user = userById(integerParam(id, 'id'));
    store.portalUsers.replace({ ...user, roles: change(user.roles) });
    return reply.ok(true);
  };
  const setMaster = (userId: string | undefined, masterUserId: number | null) => {
    const user = userById(integerParam(userId, 'userId'));
    store.portalUsers.replace({ ...user, masterUserId: masterOf(masterUserId) });
    return reply.ok(true);
  };

  return {
    ...portalUserLoginHandlers({ store, reply }, userByLogin, userView),
    portalUsersGet: ({ body }) => {
      // The platform's client posts its standard query here too: the first user it selects is the one read.
      const { id, login } = (body ?? {}) as { id?: number | null; login?: string | null };
      const query = body as Query | undefined;
      const asksByQuery = query != null && ['columns', 'wheres', 'orders'].some((key) => key in query);
      if (!asksByQuery) given(id ?? login ?? undefined, "id' or 'login");
      const named = typeof id === 'number' && id > 0 ? store.portalUsers.get(id) : login ? userByLogin(login) : undefined;
      const user = named ?? (id == null && login == null ? pageOf(selected(query), query)[0] : undefined);
      if (!user) throw new SandboxRefusal(`There is no portal user ${JSON.stringify(id ?? login ?? null)}.`);
      return reply.ok(userView(user));
    },
    portalUsersGetWithQuery: ({ body }) => reply.ok(pageOf(selected(body), body).map(userView)),
    portalUsersGetWithQueryByRole: ({ params, body }) => reply.ok(pageOf(selected(body, params.role), body).map(userView)),
    portalUsersGetCount: ({ body }) => reply.ok(selected(body).length),
    portalUsersCreate: ({ body }) => create(body, false),
    portalUsersCreateMaster: ({ body }) => create(body, true),
    portalUsersUpdate: ({ body }) => {
      const user = userById(body?.id);
      const login = body?.login?.trim() || user.login;
      const other = userByLogin(login);
      if (other && other.id !== user.id) throw new SandboxRefusal(`The login '${login}' is already taken.`);
      const updated: PortalUserRecord = {
        ...user,
        ...structuredClone(body),
        id: user.id,
        login,
        roles: [...(body?.roles ?? user.roles)],
        masterUserId: body?.masterUserId === undefined ? (user.masterUserId ?? null) : masterOf(body.masterUserId),
        password: body?.password || user.password,
      };
      store.portalUsers.replace(updated);
      return reply.ok(userView(updated));
    },
    portalUsersDelete: ({ params }) => reply.ok(store.portalUsers.delete(integerParam(params.id, 'id'))),
    portalUsersGetRoles: ({ params }) => reply.ok([...userById(integerParam(params.id, 'id')).roles]),
    portalUsersAssignRole: ({ params }) =>
      setRoles(params.id, (roles) => (roles.includes(params.role!) ? roles : [...roles, params.role!])),
    portalUsersRemoveRole: ({ params }) => setRoles(params.id, (roles) => roles.filter((role) => role !== params.role)),
    portalUsersSetMasterUser: ({ params }) => setMaster(params.userId, null),
    portalUsersSetMasterUserWithMaster: ({ params }) => setMaster(params.userId, integerParam(params.masterUserId, 'masterUserId')),
  };
}
