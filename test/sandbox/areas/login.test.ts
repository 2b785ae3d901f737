/**
 * Dashboard logins, the Smart Campaign sign-in and portal user sign-ins through the SDK against the
 * sandbox: what a create, assign, reset or delete does is what the next list and sign-in show, and a
 * wrong password, a taken login or an id that does not exist is refused.
 */
import { describe, expect, it } from 'vitest';
import type { DsmApiError } from '../../../src/errors.js';
import { DEMO_SKINS } from '../../../src/sandbox/demo-data/shared-names.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox({ speed: Infinity });
const dsm = demoClient();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as DsmApiError).message,
  );
const WRONG = 'The login or the password is wrong.';
const listed = async (login: string) => (await dsm.call('loginGet', { body: { login } })).find((row) => row.login === login);

describe('dashboard logins', () => {
  it('creates a login that the list shows without its password, and that signs in with it', async () => {
    const created = await dsm.call('loginCreate', {
      body: { loginType: 1, login: 'max.muster', password: 'Start#2026', environmentIds: [3], campaignIDs: [4711] },
    });
    expect(created).toMatchObject({ loginType: 1, login: 'max.muster', environmentIds: [3], campaignIDs: [4711] });
    expect(created).not.toHaveProperty('password');
    const row = await listed('max.muster');
    expect(row).toEqual(created);
    expect(await dsm.call('loginAuthenticate', { body: { login: 'max.muster', password: 'Start#2026' } })).toEqual(created);
    expect(await failureOf(dsm.call('loginAuthenticate', { body: { login: 'max.muster', password: 'falsch' } }))).toBe(WRONG);
    const signedIn = await dsm.call('smartCampaignLogin', { body: { loginType: 1, login: 'max.muster', password: 'Start#2026' } });
    expect(signedIn).toEqual(created);
    expect(await dsm.call('smartCampaignGetDashboardUserMetadata', { body: {} })).toMatchObject({
      loginId: created.id,
      login: 'max.muster',
      environmentIds: [3],
      campaignIDs: [4711],
    });
  });

  it('refuses a taken login, a campaign and an environment that do not exist', async () => {
    expect(await failureOf(dsm.call('loginCreate', { body: { loginType: 1, login: 'JANE.DOE', password: 'x' } }))).toBe(
      "There is already a login named 'JANE.DOE'.",
    );
    expect(await failureOf(dsm.call('loginCreate', { body: { login: 'neu', password: 'x', campaignIDs: [99] } }))).toBe(
      'There is no campaign with id 99.',
    );
    expect(await failureOf(dsm.call('loginCreate', { body: { login: 'neu', password: 'x', environmentIds: [9] } }))).toBe(
      "There is no environment with id '9'.",
    );
    expect(await listed('neu')).toBeUndefined();
  });

  it('assign and unassign change what the list shows', async () => {
    const jane = (await listed('jane.doe'))!;
    expect(await dsm.call('loginAssign', { body: { id: jane.id!, campaignIDs: [4713], environmentIDs: [4] } })).toBe(true);
    expect(await listed('jane.doe')).toMatchObject({ campaignIDs: [...jane.campaignIDs!, 4713], environmentIds: [3, 4] });
    expect(await dsm.call('loginUnassign', { body: { id: jane.id!, campaignIDs: [jane.campaignIDs![0]!], environmentIDs: [3] } })).toBe(
      true,
    );
    expect(await listed('jane.doe')).toMatchObject({ campaignIDs: [...jane.campaignIDs!.slice(1), 4713], environmentIds: [4] });
    expect(await failureOf(dsm.call('loginAssign', { body: { id: jane.id!, campaignIDs: [12345] } }))).toBe(
      'There is no campaign with id 12345.',
    );
    expect(await failureOf(dsm.call('loginAssign', { body: { id: 999, campaignIDs: [] } }))).toBe("There is no login with id '999'.");
  });

  it('a campaign deleted in the campaigns area is gone from the logins and from what a login can be given', async () => {
    const jane = (await listed('jane.doe'))!;
    const [gone, kept] = jane.campaignIDs!;
    expect(await dsm.call('campaignsDelete', { path: { id: gone! }, body: { deleteEventsMode: 0 } })).toBe(true);
    expect((await listed('jane.doe'))?.campaignIDs).toEqual([kept]);
    const { campaigns } = await dsm.call('loginGetEnvironmentsAndCampaigns');
    expect(campaigns!.map((campaign) => campaign.id)).not.toContain(gone);
    expect(await failureOf(dsm.call('loginAssign', { body: { id: jane.id!, campaignIDs: [gone!] } }))).toBe(
      `There is no campaign with id ${gone}.`,
    );
  });

  it('a reset password is the one the next sign-in needs', async () => {
    const jane = (await listed('jane.doe'))!;
    expect(await dsm.call('loginResetPassword', { body: { loginId: jane.id!, password: 'N3w-Passw0rd' } })).toBe(true);
    expect(await failureOf(dsm.call('smartCampaignLogin', { body: { login: 'jane.doe', password: 'S3cret!' } }))).toBe(WRONG);
    expect(await dsm.call('smartCampaignLogin', { body: { login: 'jane.doe', password: 'N3w-Passw0rd' } })).toEqual(jane);
    // As the platform's client sends it: `loginId` 0 beside the login name.
    expect(await dsm.call('loginResetPassword', { body: { loginId: 0, login: 'jane.doe', password: 'again' } })).toBe(true);
    expect(await dsm.call('loginAuthenticate', { body: { login: 'jane.doe', password: 'again' } })).toEqual(jane);
    expect(await failureOf(dsm.call('loginResetPassword', { body: { loginId: 999, password: 'x' } }))).toBe(
      "There is no login with id '999'.",
    );
    expect(await failureOf(dsm.call('loginResetPassword', { body: { login: 'nobody', password: 'x' } }))).toBe(
      "There is no login named 'nobody'.",
    );
  });

  it('deletes logins: gone from the list and from sign-in; an id that does not exist is refused', async () => {
    const jane = (await listed('jane.roe'))!;
    expect(await dsm.call('loginDelete', { body: { ids: [jane.id!] } })).toBe(true);
    expect(await listed('jane.roe')).toBeUndefined();
    expect(await failureOf(dsm.call('smartCampaignLogin', { body: { login: 'jane.roe', password: 'Start#2026' } }))).toBe(WRONG);
    expect(await failureOf(dsm.call('loginDelete', { body: { ids: [jane.id!] } }))).toBe(`There is no login with id '${jane.id}'.`);
  });

  it('lists the environments and the campaigns of the store; a one-time token signs in once', async () => {
    const { environments, campaigns } = await dsm.call('loginGetEnvironmentsAndCampaigns');
    expect(environments!.map((environment) => environment.id)).toEqual([3, 4]);
    expect(campaigns!.map((campaign) => campaign.id)).toEqual(Array.from({ length: 12 }, (_, i) => 4711 + i));
    const { token } = await dsm.call('loginGetOneTimeToken', { body: {} });
    expect(await dsm.call('adminSso', { body: { value: token } })).toMatchObject({ accountId: 1042, userName: 'jane.doe' });
    expect(await failureOf(dsm.call('adminSso', { body: { value: token } }))).toBe('The single sign-on token is not valid.');
  });
});

describe('portal user sign-in', () => {
  it('a demo user signs in with its password, not with a wrong one', async () => {
    const session = await dsm.call('portalUsersLogin', { body: { login: 'erika.mustermann', password: 'S3cret!2026' } });
    expect(session.user).toMatchObject({ login: 'erika.mustermann' });
    expect(session.user).not.toHaveProperty('password');
    expect(await failureOf(dsm.call('portalUsersLogin', { body: { login: 'erika.mustermann', password: 'falsch' } }))).toBe(WRONG);
    expect(await failureOf(dsm.call('portalUsersLogin', { body: { login: 'niemand', password: 'S3cret!2026' } }))).toBe(WRONG);
    expect(await dsm.call('portalUsersGetUserInfo')).toEqual(session.user);
  });

  it('a created user signs in with the password it was created with', async () => {
    const user = await dsm.call('portalUsersCreate', { body: { login: 'neu.user', password: 'Neu#2026', roles: ['Marketing'] } });
    expect((await dsm.call('portalUsersLogin', { body: { login: 'neu.user', password: 'Neu#2026' } })).user).toEqual(user);
  });

  it('a reset asked for in a skin sets the password the next sign-in needs; unknown login or skin refused', async () => {
    const skin = DEMO_SKINS[1]!.name;
    expect(await dsm.call('portalUsersRequestResetPassword', { path: { loginName: 'max.mustermann', skinName: skin } })).toBe(true);
    expect(
      await dsm.call('portalUsersResetPassword', { body: { resetKey: 'key', loginName: 'max.mustermann', password: 'N3u-Passw0rt' } }),
    ).toBe(true);
    expect((await dsm.call('portalUsersLogin', { body: { login: 'max.mustermann', password: 'N3u-Passw0rt' } })).user?.login).toBe(
      'max.mustermann',
    );
    expect(await failureOf(dsm.call('portalUsersLogin', { body: { login: 'max.mustermann', password: 'S3cret!2026' } }))).toBe(WRONG);
    expect(await failureOf(dsm.call('portalUsersRequestResetPassword', { path: { loginName: 'niemand', skinName: skin } }))).toBe(
      "There is no portal user named 'niemand'.",
    );
    expect(
      await failureOf(dsm.call('portalUsersRequestResetPassword', { path: { loginName: 'max.mustermann', skinName: 'Gibtsnicht' } })),
    ).toBe("There is no skin named 'Gibtsnicht'.");
    expect(await failureOf(dsm.call('portalUsersResetPassword', { body: { loginName: 'niemand', password: 'x' } }))).toBe(
      "There is no portal user named 'niemand'.",
    );
  });
});
