/**
 * A portal user's sign-in and password reset: a user signs in with the password it was created or
 * reset with (a demo user that was given none with `DEMO_PORTAL_PASSWORD`); a reset mail is asked for
 * a user and a skin that exist; a reset sets the password the next sign-in needs. `getuserinfo` reads
 * the user signed in last (else the first).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_PORTAL_PASSWORD } from '../demo-data/accounts.js';
import { DEMO_SKINS } from '../demo-data/shared-names.js';
import { digest, givenText, WRONG_CREDENTIALS } from '../records/accounts.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { PortalUserRecord, SandboxStore, Table } from '../store/index.js';

type PortalUser = components['schemas']['PortalUser'];

/** The skins' names: the skins area's table where the store has one, else the demo skins. */
function skinNames(store: SandboxStore): string[] {
  const tables = store as unknown as { skins?: Table<{ name?: string | null }>; portalSkins?: Table<{ name?: string | null }> };
  const skins = tables.skins ?? tables.portalSkins;
  return typeof skins?.all === 'function'
    ? skins.all().flatMap((skin) => (skin.name ? [skin.name] : []))
    : DEMO_SKINS.map((skin) => skin.name);
}

export function portalUserLoginHandlers(
  { store, reply }: Pick<SandboxContext, 'store' | 'reply'>,
  userByLogin: (login: string) => PortalUserRecord | undefined,
  userView: (user: PortalUserRecord) => PortalUser,
): SandboxHandlers {
  const named = (loginName: unknown) => {
    const login = givenText(loginName, 'loginName');
    const user = userByLogin(login);
    if (!user) throw new SandboxRefusal(`There is no portal user named '${login}'.`);
    return user;
  };

  // The user signed in last: the one `getuserinfo` reads (the sandbox's keys name no portal user).
  let signedIn: number | null = null;

  return {
    portalUsersLogin: ({ body }) => {
      const user = userByLogin(givenText(body?.login, 'login'));
      if (!user || (user.password ?? DEMO_PORTAL_PASSWORD) !== body?.password) throw new SandboxRefusal(WRONG_CREDENTIALS);
      signedIn = user.id;
      const hash = digest(`${user.id} ${user.login}`, 20);
      return reply.ok({
        user: userView(user),
        publicKey: `pu-${user.id}-${hash.slice(0, 8)}`,
        privateKey: `ps-${user.id}-${hash.slice(8)}`,
      });
    },
    portalUsersGetUserInfo: () => {
      const user = (signedIn !== null ? store.portalUsers.get(signedIn) : undefined) ?? store.portalUsers.all()[0];
      if (!user) throw new SandboxRefusal('There is no portal user.');
      return reply.ok(userView(user));
    },
    portalUsersRequestResetPassword: ({ params }) => {
      named(params.loginName);
      const skin = givenText(params.skinName, 'skinName');
      if (!skinNames(store).some((name) => name.toLowerCase() === skin.toLowerCase()))
        throw new SandboxRefusal(`There is no skin named '${skin}'.`);
      return reply.ok(true);
    },
    portalUsersResetPassword: ({ body }) => {
      const user = named(body?.loginName);
      const password = given(body?.password, 'password');
      store.portalUsers.replace({ ...user, password });
      return reply.ok(true);
    },
  };
}
