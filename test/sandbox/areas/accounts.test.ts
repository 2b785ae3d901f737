/**
 * Accounts through the SDK against the sandbox: a created account is in every account list with its
 * first user, a deleted user or account is gone from them, and what does not exist is refused.
 */
import { describe, expect, it } from 'vitest';
import type { DsmApiError } from '../../../src/errors.js';
import { jobs, waitForJob } from '../../../src/jobs/index.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from '../../../src/sandbox/demo-data/shared-names.js';
import { Table } from '../../../src/sandbox/store/index.js';
import { demoClient, useSandbox } from '../support.js';

const { sandbox } = useSandbox({ speed: Infinity });
const dsm = demoClient();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as DsmApiError).message,
  );
const accountIds = () => dsm.call('adminGetAllAccountIds');
const accountNames = async () => (await dsm.call('serverSettingsGetAccounts', { body: {} })).map((account) => account.name);

describe('accounts', () => {
  it('lists the demo accounts, the same in every list', async () => {
    expect(await accountIds()).toEqual(DEMO_ACCOUNTS.map((account) => account.accountId));
    expect(await accountNames()).toEqual(DEMO_ACCOUNTS.map((account) => account.accountName));
    const users = await dsm.call('accountsAccountUsers', { path: { accountId: DEMO_ACCOUNT_ID } });
    expect(users.map((user) => user.login)).toEqual(['erika.mustermann', 'max.mustermann']);
  });

  it('creates an account with its first user that every list then shows, with the model defaults', async () => {
    const id = await dsm.call('accountsCreate', {
      body: { accountName: 'muster-gmbh', password: 'Start#2026', firstName: 'Erika', lastName: 'Muster', eMail: 'erika@muster.de' },
    });
    expect(await accountIds()).toContain(id);
    expect(await accountNames()).toContain('muster-gmbh');
    const [account] = await dsm.call('serverSettingsGetAccounts', { body: { nameFilter: 'MUSTER' } });
    expect(account).toMatchObject({ id, name: 'muster-gmbh', maxUsers: 10, lpLoginMode: 0 });
    const other = await dsm.call('accountsCreate', { body: { accountName: 'zweite', password: 'x', maxUsers: 3, lpLoginMode: 2 } });
    const [second] = await dsm.call('serverSettingsGetAccounts', { body: { nameFilter: 'zweite' } });
    expect(second).toMatchObject({ id: other, maxUsers: 3, lpLoginMode: 2 });
    expect(await dsm.call('accountsAccountUsers', { path: { accountId: id } })).toEqual([
      expect.objectContaining({ login: 'muster-gmbh', firstName: 'Erika', lastName: 'Muster', eMail: 'erika@muster.de' }),
    ]);
    expect(await dsm.call('adminGetAllTokensForAccount', { path: { accountId: id } }, { adminKeys: true })).toEqual([
      expect.objectContaining({ accountId: id }),
    ]);
  });

  it('refuses a taken account name and a missing one', async () => {
    expect(await failureOf(dsm.call('accountsCreate', { body: { accountName: 'agentursued', password: 'x' } }))).toBe(
      "There is already an account named 'agentursued'.",
    );
    expect(await failureOf(dsm.call('accountsCreate', { body: { accountName: ' ', password: 'x' } }))).toBe(
      "No 'accountName' parameter provided.",
    );
    expect(await accountIds()).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('deletes a user that the users list showed, and refuses one that does not exist', async () => {
    const [, max] = await dsm.call('accountsAccountUsers', { path: { accountId: DEMO_ACCOUNT_ID } });
    expect(await dsm.call('accountsDeleteUser', { body: { userId: max!.userId!, accountId: DEMO_ACCOUNT_ID } })).toBe(true);
    const users = await dsm.call('accountsAccountUsers', { path: { accountId: DEMO_ACCOUNT_ID } });
    expect(users.map((user) => user.userId)).not.toContain(max!.userId);
    expect(await failureOf(dsm.call('accountsDeleteUser', { body: { userId: max!.userId! } }))).toBe(
      `There is no user with id '${max!.userId}'.`,
    );
    // A user of another account is not one of this account's.
    const [other] = await dsm.call('accountsAccountUsers', { path: { accountId: 1043 } });
    expect(await failureOf(dsm.call('accountsDeleteUser', { body: { userId: other!.userId!, accountId: DEMO_ACCOUNT_ID } }))).toBe(
      `There is no user with id '${other!.userId}'.`,
    );
  });

  it('refuses the users of an account that does not exist', async () => {
    expect(await failureOf(dsm.call('accountsAccountUsers', { path: { accountId: 999 } }))).toBe("There is no account with id '999'.");
  });

  it('deletes an account: the deletion status finishes and the account is gone from every list', async () => {
    const id = await dsm.call('accountsCreate', { body: { accountName: 'kurzlebig', password: 'Start#2026' } });
    const deletionId = await dsm.call('accountsDeleteAccount', { body: { accountId: id } });
    const done = await waitForJob(dsm, jobs.accountDeletion, deletionId, { timeout: 30_000 });
    expect(done).toMatchObject({ isFinished: true, accountId: id });
    expect(await dsm.call('accountsAccountDeletionStatus', { body: { deletionId } })).toMatchObject({ isFinished: true, accountId: id });
    expect(await accountIds()).not.toContain(id);
    expect(await accountNames()).not.toContain('kurzlebig');
    expect(await failureOf(dsm.call('accountsAccountUsers', { path: { accountId: id } }))).toBe(`There is no account with id '${id}'.`);
  });

  it('refuses to delete an account that does not exist', async () => {
    expect(await failureOf(dsm.call('accountsDeleteAccount', { body: { accountId: 999 } }))).toBe("There is no account with id '999'.");
  });

  it('lists automated tasks of campaigns that exist', async () => {
    const campaigns = new Set((await dsm.call('loginGetEnvironmentsAndCampaigns')).campaigns!.map((campaign) => campaign.name));
    const tasks = await dsm.call('accountsAutomatedTaskStates');
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) expect(campaigns.has(task.campaignName!)).toBe(true);
  });

  it('every account id the demo data of any area names is one of the accounts', async () => {
    const accounts = new Set(await accountIds());
    const named: unknown[] = [];
    const visit = (value: unknown, depth: number): void => {
      if (depth > 4 || typeof value !== 'object' || value === null) return;
      for (const [key, field] of Object.entries(value)) {
        if (/^accountid$/i.test(key) && field != null) named.push(field);
        else visit(field, depth + 1);
      }
    };
    for (const table of Object.values(sandbox.store)) if (table instanceof Table) for (const row of table.all()) visit(row, 0);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !accounts.has(id as number))).toEqual([]);
  });
});
