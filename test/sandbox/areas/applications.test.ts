/** Applications through the SDK against the sandbox: saves show in every read, deletes are gone, unknown ones are refused. */
import { describe, expect, it } from 'vitest';
import { DsmApiError } from '../../../src/errors.js';
import { DEMO_ACCOUNT_ID } from '../../../src/sandbox/demo-data/shared-names.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();

describe('applications of the keys’ account', () => {
  it('a saved application shows in get, get/{api} and get/{api}/{appName}, with its settings', async () => {
    const before = await dsm.call('applicationsGet');
    expect(before.every((app) => app.accountID === DEMO_ACCOUNT_ID)).toBe(true);
    await dsm.call('applicationsSave', { path: { api: 1, name: 'MesseTweets' }, body: { value: '{"consumerKey":"k1"}' } });
    const all = await dsm.call('applicationsGet');
    expect(all).toHaveLength(before.length + 1);
    const twitter = await dsm.call('applicationsGetByApi', { path: { api: 1 } });
    expect(twitter.map((app) => app.name)).toContain('MesseTweets');
    expect(twitter.every((app) => app.api === 1)).toBe(true);
    const drive = await dsm.call('applicationsGetByApi', { path: { api: 2 } });
    expect(drive.map((app) => app.name)).not.toContain('MesseTweets');
    const one = await dsm.call('applicationsGetByApiAndName', { path: { api: 1, appName: 'MesseTweets' } });
    expect(one).toMatchObject({ accountID: DEMO_ACCOUNT_ID, api: 1, name: 'MesseTweets' });
    expect(JSON.stringify(one.settings)).toContain('k1');
  });

  it('saving again replaces the settings; delete removes it from every read', async () => {
    await dsm.call('applicationsSave', { path: { api: 2, name: 'DrivePicker' }, body: { value: 'plain text' } });
    const one = await dsm.call('applicationsGetByApiAndName', { path: { api: 2, appName: 'DrivePicker' } });
    expect(one.settings).toBe('plain text');
    expect((await dsm.call('applicationsGetByApi', { path: { api: 2 } })).filter((app) => app.name === 'DrivePicker')).toHaveLength(1);
    await dsm.call('applicationsDelete', { path: { api: 2, name: 'DrivePicker' } });
    expect((await dsm.call('applicationsGet')).map((app) => app.name)).not.toContain('DrivePicker');
    await expect(dsm.call('applicationsGetByApiAndName', { path: { api: 2, appName: 'DrivePicker' } })).rejects.toThrow(DsmApiError);
  });

  it('settings given as an object are kept as their JSON text and read back as the object', async () => {
    await dsm.call('applicationsSave', { path: { api: 2, name: 'Picker2' }, body: { value: { clientId: 'c-1', developerKey: 'k-1' } } });
    const one = await dsm.call('applicationsGetByApiAndName', { path: { api: 2, appName: 'Picker2' } });
    expect(one.settings).toEqual({ clientId: 'c-1', developerKey: 'k-1' });
  });

  it('refuses an application that does not exist', async () => {
    await expect(dsm.call('applicationsGetByApiAndName', { path: { api: 1, appName: 'Nope' } })).rejects.toThrow(
      `There is no application named 'Nope' with api 1 in account ${DEMO_ACCOUNT_ID}.`,
    );
    await expect(dsm.call('applicationsDelete', { path: { api: 1, name: 'Nope' } })).rejects.toThrow(
      /There is no application named 'Nope'/,
    );
  });
});

describe('applications of any account (admin)', () => {
  it('admin/save stores for the named account; the admin reads show it, the account reads of another account do not', async () => {
    await dsm.call(
      'applicationsAdminSave',
      {
        body: { accountID: 1043, api: 2, name: 'SuedDrive', settings: '{"clientId":"x"}', sendWithAdminKeys: true },
      },
      { adminKeys: true },
    );
    const ofAccount = await dsm.call('applicationsAdminGetByApi', { path: { api: 1043 } }, { adminKeys: true });
    expect(ofAccount.map((app) => app.name).sort()).toEqual(['AgenturSuedTweets', 'SuedDrive']);
    expect(ofAccount.every((app) => app.accountID === 1043)).toBe(true);
    const drives = await dsm.call('applicationsAdminGetByApi', { path: { api: 2 } }, { adminKeys: true });
    expect(drives.every((app) => app.api === 2)).toBe(true);
    expect(new Set(drives.map((app) => app.accountID)).size).toBeGreaterThan(1);
    expect(await dsm.call('applicationsAdminGetByApiForAccount', { path: { api: 2, accountID: 1043 } }, { adminKeys: true })).toEqual([
      { accountID: 1043, api: 2, name: 'SuedDrive', settings: { clientId: 'x' } },
    ]);
    const one = await dsm.call(
      'applicationsAdminGetByApiAndNameForAccount',
      { path: { api: 2, accountID: 1043, appName: 'SuedDrive' } },
      { adminKeys: true },
    );
    expect(one.name).toBe('SuedDrive');
    expect((await dsm.call('applicationsGet')).map((app) => app.name)).not.toContain('SuedDrive');
    const all = await dsm.call('applicationsAdminGet', undefined, { adminKeys: true });
    expect(all.map((app) => app.name)).toContain('SuedDrive');
  });

  it('admin/delete removes the account’s application; unknown accounts and applications are refused', async () => {
    await dsm.call('applicationsAdminDelete', { path: { api: 1, accountID: 1043, name: 'AgenturSuedTweets' } }, { adminKeys: true });
    expect(await dsm.call('applicationsAdminGetByApiForAccount', { path: { api: 1, accountID: 1043 } }, { adminKeys: true })).toEqual([]);
    await expect(
      dsm.call('applicationsAdminDelete', { path: { api: 1, accountID: 1043, name: 'AgenturSuedTweets' } }, { adminKeys: true }),
    ).rejects.toThrow(/There is no application named 'AgenturSuedTweets'/);
    await expect(
      dsm.call('applicationsAdminGetByApiForAccount', { path: { api: 1, accountID: 9999 } }, { adminKeys: true }),
    ).rejects.toThrow("There is no account with id '9999'.");
    await expect(
      dsm.call(
        'applicationsAdminSave',
        { body: { accountID: 9999, api: 1, name: 'X', settings: null, sendWithAdminKeys: true } },
        { adminKeys: true },
      ),
    ).rejects.toThrow("There is no account with id '9999'.");
  });
});
