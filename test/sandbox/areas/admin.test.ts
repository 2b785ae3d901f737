/**
 * The admin tools through the SDK against the sandbox: admin tokens, account key pairs, logs, key/values,
 * single sign-on and the system id agree with the store and with what was written before.
 */
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../../generated/operation-ids.js';
import type { DsmApiError } from '../../../src/errors.js';
import { DEMO_ACCOUNT_ID } from '../../../src/sandbox/demo-data/shared-names.js';
import { replyViolations } from '../../../src/sandbox/contract-check/index.js';
import { SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { demoClient, keysFor, useSandbox } from '../support.js';

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
      expect(await dsm.call('adminGetAllTokensForAccount', { path: { accountId } }, { adminKeys: true })).toEqual([
        expect.objectContaining({ accountId }),
      ]);
    expect(await failureOf(dsm.call('adminGetAllTokensForAccount', { path: { accountId: 77 } }, { adminKeys: true }))).toBe(
      "There is no account with id '77'.",
    );
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

describe('replies of the accounts, logins, admin and server-settings areas match the contract', () => {
  const calls: [OperationId, Record<string, unknown>?][] = [
    ['accountsCreate', { body: { accountName: 'neu', password: 'x' } }],
    ['accountsAccountUsers', { path: { accountId: DEMO_ACCOUNT_ID } }],
    ['accountsAutomatedTaskStates'],
    ['accountsDeleteUser', { body: { userId: 2202 } }],
    ['accountsDeleteAccount', { body: { accountId: 1044 } }],
    ['loginCreate', { body: { login: 'neu', password: 'x', campaignIDs: [4711], environmentIds: [3] } }],
    ['loginGet', { body: {} }],
    ['loginAuthenticate', { body: {} }],
    ['loginGetOneTimeToken', { body: {} }],
    ['loginAssign', { body: { id: 17, campaignIDs: [4713] } }],
    ['loginUnassign', { body: { id: 17, environmentIDs: [3] } }],
    ['loginResetPassword', { body: { loginId: 17, password: 'x' } }],
    ['loginDelete', { body: { ids: [18] } }],
    ['loginGetEnvironmentsAndCampaigns'],
    ['smartCampaignLogin', { body: { login: 'jane.doe', password: 'x' } }],
    ['smartCampaignGetDashboardUserMetadata', { body: { campaignId: 4711 } }],
    ['portalUsersLogin', { body: { login: 'erika.mustermann', password: 'S3cret!2026' } }],
    ['portalUsersRequestResetPassword', { path: { loginName: 'erika.mustermann', skinName: 'Standard' } }],
    ['portalUsersResetPassword', { body: { loginName: 'erika.mustermann', password: 'y' } }],
    ['adminGetAllAdminTokens'],
    ['adminCreateServerAdminAccount', { path: { name: 'admin2' } }],
    ['adminGetAllAccountIds'],
    ['adminGetAllTokens'],
    ['adminGetAllTokensForAccount', { path: { accountId: 1043 } }],
    ['adminLoggingSources'],
    ['adminLoggingGetAll', { body: { source: 'Mailing', size: 5 } }],
    ['adminServerSettings'],
    ['adminGetKeyValues'],
    ['adminGet50LogEntriesByCampaign', { path: { campaignId: 4712 } }],
    ['adminGet50LogEntriesByAccount'],
    ['adminSso', { body: { value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlcmlrYSJ9.c2lnbmF0dXJl' } }],
    ['adminSystemId'],
    ['adminRecycle'],
    ['serverSettingsGetMailServers'],
    ['serverSettingsGetSettings'],
    ['serverSettingsAvailableMailTemplates'],
    ['serverSettingsSaveSettings', { body: { defaultMailServerId: 2 } }],
    ['serverSettingsSetServerSettings', { body: { senderAddress: 'a@b.de' } }],
    ['serverSettingsSetKeyValue', { body: { key: 'A', value: 'B' } }],
    ['serverSettingsGetAccounts', { body: {} }],
  ];
  it('every call answers a reply without a violation', async () => {
    for (const [operationId, args] of calls) {
      const responseObject = await (dsm.call as (id: OperationId, args: unknown, options: object) => Promise<unknown>)(
        operationId,
        args,
        keysFor(operationId),
      );
      const envelope = { state: 0, responseObject, failureMessage: null, failureDetail: null };
      expect([operationId, replyViolations(operationId, envelope)]).toEqual([operationId, []]);
    }
  });
});
