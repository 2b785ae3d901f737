/**
 * The admin tools through the SDK against the sandbox: admin tokens, account key pairs, logs, key/values,
 * single sign-on and the system id agree with the store and with what was written before.
 */
import { describe, expect, it } from 'vitest';
import type { DsmApiError } from '../../../src/errors.js';
import { DEMO_ACCOUNT_ID } from '../../../src/sandbox/demo-data/shared-names.js';
import { SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox({ speed: Infinity });
const dsm = demoClient();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as DsmApiError).message,
  );

describe('admin tokens', () => {
  it('a created server admin account is in the list; deleting its key pair takes it out', async () => {
    const before = await dsm.call('adminGetAllAdminTokens');
    expect(before).toEqual([{ publicKey: SANDBOX_DEMO_KEYS.adminPublicKey, privateKey: SANDBOX_DEMO_KEYS.adminPrivateKey }]);
    const token = await dsm.call('adminCreateServerAdminAccount', { path: { name: 'zweiter-admin' } });
    expect(await dsm.call('adminGetAllAdminTokens')).toEqual([...before, token]);
    expect(await failureOf(dsm.call('adminCreateServerAdminAccount', { path: { name: 'Zweiter-Admin' } }))).toBe(
      "There is already a server admin account named 'Zweiter-Admin'.",
    );
    expect(await dsm.call('adminDeleteAdminToken', { body: token })).toBe(true);
    expect(await dsm.call('adminGetAllAdminTokens')).toEqual(before);
    expect(await failureOf(dsm.call('adminDeleteAdminToken', { body: token }))).toBe(
      `There is no admin token with public key '${token.publicKey}'.`,
    );
  });
});

describe('accounts and their key pairs', () => {
  it('the account ids are the accounts; every account has its key pair; the own one signs the requests', async () => {
    const ids = await dsm.call('adminGetAllAccountIds');
    expect(ids).toContain(DEMO_ACCOUNT_ID);
    expect(await dsm.call('adminGetAllTokens')).toEqual([
      expect.objectContaining({ accountId: DEMO_ACCOUNT_ID, publicKey: SANDBOX_DEMO_KEYS.publicKey }),
    ]);
    for (const accountId of ids)
      expect(await dsm.call('adminGetAllTokensForAccount', { path: { accountId } })).toEqual([expect.objectContaining({ accountId })]);
    expect(await failureOf(dsm.call('adminGetAllTokensForAccount', { path: { accountId: 77 } }))).toBe("There is no account with id '77'.");
  });
});

describe('logs', () => {
  it('reads the mail log of a campaign that exists, newest first, and refuses one that does not', async () => {
    const entries = await dsm.call('adminGet50LogEntriesByCampaign', { path: { campaignId: 4711 } });
    expect(entries.length).toBeGreaterThan(0);
    const times = entries.map((entry) => entry.lastUpdate!);
    expect(times).toEqual([...times].sort().reverse());
    expect(await failureOf(dsm.call('adminGet50LogEntriesByCampaign', { path: { campaignId: 101 } }))).toBe(
      'There is no campaign with id 101.',
    );
    const byAccount = await dsm.call('adminGet50LogEntriesByAccount');
    expect(byAccount.length).toBeLessThanOrEqual(50);
    expect(byAccount[0]!.lastUpdate! >= times[0]!).toBe(true);
  });

  it('the server log has records of every source it lists, filtered by source and paged', async () => {
    const sources = await dsm.call('adminLoggingSources');
    for (const source of sources) {
      const records = await dsm.call('adminLoggingGetAll', { body: { source } });
      expect(records.length).toBeGreaterThan(0);
      expect(records.every((record) => record.source === source)).toBe(true);
    }
    const all = await dsm.call('adminLoggingGetAll', { body: { size: 1000 } });
    expect(await dsm.call('adminLoggingGetAll', { body: { start: 2, size: 3 } })).toEqual(all.slice(2, 5));
  });
});

describe('settings, single sign-on and the system id', () => {
  it('a key/value set is in the list; setting it again changes its value', async () => {
    expect(await dsm.call('serverSettingsSetKeyValue', { body: { key: 'MaxUploadSizeMB', value: '200', sendWithAdminKeys: true } })).toBe(
      true,
    );
    expect(await dsm.call('adminGetKeyValues')).toContainEqual({ key: 'MaxUploadSizeMB', value: '200' });
    await dsm.call('serverSettingsSetKeyValue', { body: { key: 'MaxUploadSizeMB', value: '300' } });
    const values = await dsm.call('adminGetKeyValues');
    expect(values.filter((entry) => entry.key === 'MaxUploadSizeMB')).toEqual([{ key: 'MaxUploadSizeMB', value: '300' }]);
  });

  it('the public settings show what setServerSettings stored', async () => {
    expect(
      await dsm.call('serverSettingsSetServerSettings', { body: { serverUrl: 'https://dsm.muster.de', sendWithAdminKeys: true } }),
    ).toBe(true);
    expect(await dsm.call('adminServerSettings')).toMatchObject({ serverUrl: 'https://dsm.muster.de', version: expect.any(String) });
  });

  it('refuses a single sign-on token it never issued; the system id stays the same', async () => {
    expect(await failureOf(dsm.call('adminSso', { body: { value: 'no-such-token' } }))).toBe('The single sign-on token is not valid.');
    const id = await dsm.call('adminSystemId');
    expect(id).toMatch(/\S/);
    expect(await dsm.call('adminSystemId')).toBe(id);
  });
});
