/**
 * An audit of what specifications 000 and 001 say the server does, one test per statement, driven through the
 * SDK against the sandbox: a write shows in a different read, a refusal says the platform's words, a default
 * applies, a job ends. Every reply is also checked against the contract's reply schema (support.ts).
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { demoClient, refusalOf, useSandbox } from '../support.js';

useSandbox({ speed: 1000 });
const dsm = demoClient();
const fast = { intervalMs: 20, timeout: 30_000 };

describe('000 §7 logins', () => {
  it('"POST /api/login/create": the created login is in "POST /api/login/get"', async () => {
    const created = await dsm.call('loginCreate', {
      body: { loginType: 1, login: 'audit.one', password: 'Pw#1', environmentIds: [3], campaignIDs: [4711] },
    });
    const rows = await dsm.call('loginGet', { body: { login: 'audit.one' } });
    expect(rows.find((row) => row.login === 'audit.one')).toEqual(created);
  });

  it('"POST /api/login" (login, password): a wrong password is refused, the right one accepted', async () => {
    await dsm.call('loginCreate', { body: { loginType: 1, login: 'audit.two', password: 'Pw#2' } });
    expect(await dsm.call('loginAuthenticate', { body: { login: 'audit.two', password: 'Pw#2' } })).toMatchObject({
      login: 'audit.two',
    });
    expect(await refusalOf(dsm.call('loginAuthenticate', { body: { login: 'audit.two', password: 'nope' } }))).toMatch(/password|login/i);
  });

  it('"POST /api/login/delete (ids)": a deleted login is no longer listed', async () => {
    const created = await dsm.call('loginCreate', { body: { loginType: 1, login: 'audit.three', password: 'x' } });
    expect(await dsm.call('loginDelete', { body: { ids: [created.id!] } })).toBe(true);
    expect((await dsm.call('loginGet', { body: {} })).map((row) => row.login)).not.toContain('audit.three');
  });

  it('"assign and unassign (id, campaignIDs, environmentIDs)" change what the list shows', async () => {
    const created = await dsm.call('loginCreate', {
      body: { loginType: 1, login: 'audit.four', password: 'x', environmentIds: [3], campaignIDs: [4711] },
    });
    await dsm.call('loginAssign', { body: { id: created.id!, campaignIDs: [4713], environmentIDs: [4] } });
    let row = (await dsm.call('loginGet', { body: {} })).find((r) => r.id === created.id)!;
    expect(row.campaignIDs).toEqual(expect.arrayContaining([4711, 4713]));
    expect(row.environmentIds).toEqual(expect.arrayContaining([3, 4]));
    await dsm.call('loginUnassign', { body: { id: created.id!, campaignIDs: [4711], environmentIDs: [3] } });
    row = (await dsm.call('loginGet', { body: {} })).find((r) => r.id === created.id)!;
    expect(row.campaignIDs).toEqual([4713]);
    expect(row.environmentIds).toEqual([4]);
  });

  it('"resetpassword (loginId or login, password)": the new password logs in, the old one no longer', async () => {
    await dsm.call('loginCreate', { body: { loginType: 1, login: 'audit.five', password: 'old' } });
    expect(await dsm.call('loginResetPassword', { body: { login: 'audit.five', password: 'new' } })).toBe(true);
    await dsm.call('loginAuthenticate', { body: { login: 'audit.five', password: 'new' } });
    await refusalOf(dsm.call('loginAuthenticate', { body: { login: 'audit.five', password: 'old' } }));
  });

  it('"GET getenvironmentsandcampaigns": the campaigns a login can be assigned to exist', async () => {
    const found = await dsm.call('loginGetEnvironmentsAndCampaigns');
    const all = (await dsm.call('campaignsGetAll')).map((campaign) => campaign.id);
    for (const campaign of found.campaigns!) expect(all).toContain(campaign.id);
    expect(found.environments!.length).toBeGreaterThan(0);
  });

  it('"getonetimetoken" hands out a token', async () => {
    expect(await dsm.call('loginGetOneTimeToken', { body: {} })).toBeTruthy();
  });

  it('"Dashboard logins are limited to chosen environments and campaigns": an unknown campaign is refused', async () => {
    expect(await refusalOf(dsm.call('loginCreate', { body: { login: 'neu', password: 'x', campaignIDs: [99] } }))).toBe(
      'There is no campaign with id 99.',
    );
  });
});

describe('000 §7 smart campaign login', () => {
  it('"Unsigned POST /api/smartcampaign/login" takes a dashboard login\'s password', async () => {
    await dsm.call('loginCreate', { body: { loginType: 1, login: 'audit.sc', password: 'Sc#1', campaignIDs: [4711] } });
    expect(await dsm.call('smartCampaignLogin', { body: { loginType: 1, login: 'audit.sc', password: 'Sc#1' } })).toBeTruthy();
    await refusalOf(dsm.call('smartCampaignLogin', { body: { loginType: 1, login: 'audit.sc', password: 'wrong' } }));
  });

  it('"validateadminkeys" tells admin keys from account keys', async () => {
    expect(await dsm.call('smartCampaignValidateAdminKeys', { body: {} })).toBe(false);
    expect(await dsm.call('smartCampaignValidateAdminKeys', { body: {} }, { adminKeys: true })).toBe(true);
  });

  it('"getdashboardusermetadata" answers for the signed account', async () => {
    expect(await dsm.call('smartCampaignGetDashboardUserMetadata', { body: {} })).toBeTruthy();
  });
});
