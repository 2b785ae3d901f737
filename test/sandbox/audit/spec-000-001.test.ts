/**
 * An audit of what specifications 000 and 001 say the server does, one test per statement, driven through the
 * SDK against the sandbox: a write shows in a different read, a refusal says the platform's words, a default
 * applies, a job ends. Every reply is also checked against the contract's reply schema (support.ts).
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
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

describe('000 §7 campaign templates', () => {
  const all = async () => dsm.call('campaignTemplatesListPage', { path: { start: 0, size: 1000 } });

  it('"Template lists default to 50 per page": GET campaignTemplates gives the first 50', async () => {
    const every = await all();
    expect(await dsm.call('campaignTemplatesList')).toEqual(every.slice(0, 50));
    expect(await dsm.call('campaignTemplatesListFrom', { path: { start: 1 } })).toEqual(every.slice(1, 51));
  });

  it('"GET count" agrees with the list', async () => {
    expect(await dsm.call('campaignTemplatesCount')).toBe((await all()).length);
  });

  it('"POST count (query)" agrees with "POST get" of the same query', async () => {
    const query = { size: 1000, wheres: [{ columnName: 'isApproved', comparer: 0 as const, value: 'true' }] };
    const found = await dsm.call('campaignTemplatesGet', { body: query });
    expect(await dsm.call('campaignTemplatesCountWithQuery', { body: query })).toBe(found.length);
  });

  it('"byname, byid, exists": a template reads back by name and id', async () => {
    const [, second] = await all();
    expect(await dsm.call('campaignTemplatesById', { path: { id: second!.id! } })).toEqual(second);
    expect(await dsm.call('campaignTemplatesByName', { path: { name: second!.name! } })).toEqual(second);
    expect(await dsm.call('campaignTemplatesExists', { path: { name: second!.name! } })).toBe(true);
    expect(await dsm.call('campaignTemplatesExists', { path: { name: 'no-such-template' } })).toBe(false);
  });

  it('"Templates can be approved or disapproved": the approved and disapproved lists follow', async () => {
    const [first] = await all();
    await dsm.call('campaignTemplatesDisapprove', { path: { id: first!.id! } });
    expect((await dsm.call('campaignTemplatesDisapproved')).map((t) => t.id)).toContain(first!.id);
    expect((await dsm.call('campaignTemplatesApproved')).map((t) => t.id)).not.toContain(first!.id);
    await dsm.call('campaignTemplatesApprove', { path: { id: first!.id! } });
    expect((await dsm.call('campaignTemplatesApproved')).map((t) => t.id)).toContain(first!.id);
    expect((await dsm.call('campaignTemplatesById', { path: { id: first!.id! } })).isApproved).toBe(true);
  });

  it('"POST update" (model with id): the change shows in byid', async () => {
    const [first] = await all();
    expect(await dsm.call('campaignTemplatesUpdate', { body: { id: first!.id!, displayName: 'Audit display' } })).toBe(true);
    expect((await dsm.call('campaignTemplatesById', { path: { id: first!.id! } })).displayName).toBe('Audit display');
  });

  it('"delete/{id}": the template is gone from the list and count', async () => {
    const [first] = await all();
    const count = await dsm.call('campaignTemplatesCount');
    await dsm.call('campaignTemplatesDelete', { path: { id: first!.id! } });
    expect(await dsm.call('campaignTemplatesCount')).toBe(count - 1);
    expect(await dsm.call('campaignTemplatesExists', { path: { name: first!.name! } })).toBe(false);
  });

  it('"metadata by id / by name / by name and random key" read the template\'s metadata', async () => {
    const [first] = await all();
    const byId = await dsm.call('campaignTemplatesMetadata', { path: { idOrName: String(first!.id) } });
    expect(await dsm.call('campaignTemplatesMetadata', { path: { idOrName: first!.name! } })).toEqual(byId);
    expect(await dsm.call('campaignTemplatesMetadataByRandomKey', { path: { name: first!.name!, randomKey: first!.randomKey! } })).toEqual(
      byId,
    );
  });

  it('"category/add, connect, disconnect, delete": categories list and bycategory follow', async () => {
    const [first] = await all();
    const category = await dsm.call('campaignTemplatesCategoryAdd', { body: { name: 'AuditCat' } });
    expect(await dsm.call('campaignTemplatesCategories')).toContainEqual(category);
    await dsm.call('campaignTemplatesCategoryConnect', { body: { campaignTemplateId: first!.id!, categoryId: category.id! } });
    expect((await dsm.call('campaignTemplatesByCategory', { path: { name: 'AuditCat' } })).map((t) => t.id)).toEqual([first!.id]);
    await dsm.call('campaignTemplatesCategoryDisconnect', { body: { campaignTemplateId: first!.id!, categoryId: category.id! } });
    expect(await dsm.call('campaignTemplatesByCategory', { path: { name: 'AuditCat' } })).toEqual([]);
    await dsm.call('campaignTemplatesCategoryDelete', { body: category });
    expect(await dsm.call('campaignTemplatesCategories')).not.toContainEqual(category);
  });

  it('"the same four for targetaudience": added, connected, listed on the template', async () => {
    const [first] = await all();
    const audience = await dsm.call('campaignTemplatesTargetAudienceAdd', { body: { name: 'AuditAudience' } });
    expect(await dsm.call('campaignTemplatesTargetAudiences')).toContainEqual(audience);
    await dsm.call('campaignTemplatesTargetAudienceConnect', { body: { campaignTemplateId: first!.id!, targetAudienceId: audience.id! } });
    const read = await dsm.call('campaignTemplatesById', { path: { id: first!.id! } });
    expect(read.targetAudiences!.map((a) => a.name)).toContain('AuditAudience');
    await dsm.call('campaignTemplatesTargetAudienceDisconnect', {
      body: { campaignTemplateId: first!.id!, targetAudienceId: audience.id! },
    });
    const after = await dsm.call('campaignTemplatesById', { path: { id: first!.id! } });
    expect(after.targetAudiences!.map((a) => a.name)).not.toContain('AuditAudience');
    await dsm.call('campaignTemplatesTargetAudienceDelete', { body: audience });
    expect(await dsm.call('campaignTemplatesTargetAudiences')).not.toContainEqual(audience);
  });

  it('"the same four for outboundchannel": added, connected, listed on the template', async () => {
    const [first] = await all();
    const channel = await dsm.call('campaignTemplatesOutboundChannelAdd', { body: { name: 'AuditChannel' } });
    expect(await dsm.call('campaignTemplatesOutboundChannels')).toContainEqual(channel);
    await dsm.call('campaignTemplatesOutboundChannelConnect', { body: { campaignTemplateId: first!.id!, outboundChannelId: channel.id! } });
    const read = await dsm.call('campaignTemplatesById', { path: { id: first!.id! } });
    expect(read.outboundChannels!.map((a) => a.name)).toContain('AuditChannel');
    await dsm.call('campaignTemplatesOutboundChannelDisconnect', {
      body: { campaignTemplateId: first!.id!, outboundChannelId: channel.id! },
    });
    await dsm.call('campaignTemplatesOutboundChannelDelete', { body: channel });
    expect(await dsm.call('campaignTemplatesOutboundChannels')).not.toContainEqual(channel);
  });

  it('"getroles, assignrole, removerole; getbyrole, countbyrole, campaignsbyroles" follow the assignment', async () => {
    const [first] = await all();
    await dsm.call('campaignTemplatesAssignRole', { path: { id: first!.id!, role: 'AuditRole' } });
    expect(await dsm.call('campaignTemplatesGetRoles', { path: { id: first!.id! } })).toContain('AuditRole');
    expect((await dsm.call('campaignTemplatesGetByRole', { path: { role: 'AuditRole' }, body: {} })).map((t) => t.id)).toEqual([first!.id]);
    expect(await dsm.call('campaignTemplatesCountByRole', { path: { role: 'AuditRole' }, body: {} })).toBe(1);
    expect((await dsm.call('campaignTemplatesCampaignsByRoles', { body: ['AuditRole'] })).map((t) => t.id)).toEqual([first!.id]);
    await dsm.call('campaignTemplatesRemoveRole', { path: { id: first!.id!, role: 'AuditRole' } });
    expect(await dsm.call('campaignTemplatesGetRoles', { path: { id: first!.id! } })).not.toContain('AuditRole');
  });

  it('"getwithquerybycategory/countwithquerybycategory" agree with the connected templates', async () => {
    const [first] = await all();
    const category = await dsm.call('campaignTemplatesCategoryAdd', { body: { name: 'AuditQ' } });
    await dsm.call('campaignTemplatesCategoryConnect', { body: { campaignTemplateId: first!.id!, categoryId: category.id! } });
    const found = await dsm.call('campaignTemplatesGetWithQueryByCategory', { path: { categoryId: category.id! }, body: {} });
    expect(found.map((t) => t.id)).toEqual([first!.id]);
    expect(await dsm.call('campaignTemplatesCountWithQueryByCategory', { path: { categoryId: category.id! }, body: {} })).toBe(1);
  });

  it('"Campaign template import status: queued, running, completed; needUserInputOverwriteOrCreateNew, then continued"', async () => {
    const before = await dsm.call('campaignTemplatesCount');
    const importId = 'audit-import';
    const status = await waitForJob(dsm, jobs.campaignTemplateImport, importId, {
      ...fast,
      onDecision: () => ({ newName: 'audit_imported' }),
    });
    expect(jobs.campaignTemplateImport.read(status, importId).phase).toBe('done');
    expect(await dsm.call('campaignTemplatesExists', { path: { name: 'audit_imported' } })).toBe(true);
    expect(await dsm.call('campaignTemplatesCount')).toBe(before + 1);
  });

  it('"portal/byplaceholder ... approved|notapproved|all" splits by approval', async () => {
    const all3 = await dsm.call('campaignTemplatesPortalByPlaceholderAll', { path: { placeholder: 'Flyer' } });
    const approved = await dsm.call('campaignTemplatesPortalByPlaceholderApproved', { path: { placeholder: 'Flyer' } });
    const not = await dsm.call('campaignTemplatesPortalByPlaceholderNotApproved', { path: { placeholder: 'Flyer' } });
    expect(approved.length + not.length).toBe(all3.length);
  });

  it('"portal/bycategory/{categoryName}/... approved|notapproved|all" splits by approval', async () => {
    const [category] = await dsm.call('campaignTemplatesCategories');
    const path = { categoryName: category!.name! };
    const all3 = await dsm.call('campaignTemplatesPortalByCategoryAll', { path });
    const approved = await dsm.call('campaignTemplatesPortalByCategoryApproved', { path });
    const not = await dsm.call('campaignTemplatesPortalByCategoryNotApproved', { path });
    expect(approved.length + not.length).toBe(all3.length);
    expect(all3.length).toBeGreaterThan(0);
  });

  it("an unknown template id is refused with the platform's words", async () => {
    expect(await refusalOf(dsm.call('campaignTemplatesById', { path: { id: 999999 } }))).toMatch(/999999/);
  });
});

describe('000 §7 categories', () => {
  const names = async () => (await dsm.call('campaignTemplateCategoriesGet')).map((c) => c.name);

  it('"GET insert/{name}": the new category is in "GET get" and countwithquery', async () => {
    const count = await dsm.call('campaignTemplateCategoriesCountWithQuery', { body: {} });
    await dsm.call('campaignTemplateCategoriesInsert', { path: { name: 'AuditInsert' } });
    expect(await names()).toContain('AuditInsert');
    expect(await dsm.call('campaignTemplateCategoriesCountWithQuery', { body: {} })).toBe(count + 1);
  });

  it('"GET update/{id}/{name}": the category is renamed', async () => {
    const [first] = await dsm.call('campaignTemplateCategoriesGet');
    await dsm.call('campaignTemplateCategoriesUpdateById', { path: { id: first!.id!, name: 'AuditRenamed' } });
    expect(await names()).toContain('AuditRenamed');
    expect(await names()).not.toContain(first!.name);
  });

  it('"POST update": the category is renamed', async () => {
    const [first] = await dsm.call('campaignTemplateCategoriesGet');
    await dsm.call('campaignTemplateCategoriesUpdate', { body: { ...first!, name: 'AuditPosted' } });
    expect(await names()).toContain('AuditPosted');
  });

  it('"deletebyid, deletebyname": the category is gone', async () => {
    const [first, second] = await dsm.call('campaignTemplateCategoriesGet');
    await dsm.call('campaignTemplateCategoriesDeleteById', { path: { id: first!.id! } });
    await dsm.call('campaignTemplateCategoriesDeleteByName', { path: { name: second!.name! } });
    expect(await names()).not.toContain(first!.name);
    expect(await names()).not.toContain(second!.name);
  });

  it('"getroles, assignrole, removerole; getbyrole, countbyrole, categoriesbyroles" follow the assignment', async () => {
    const [first] = await dsm.call('campaignTemplateCategoriesGet');
    await dsm.call('campaignTemplateCategoriesAssignRole', { path: { name: first!.name!, role: 'AuditRole' } });
    expect(await dsm.call('campaignTemplateCategoriesGetRoles', { path: { name: first!.name! } })).toContain('AuditRole');
    expect((await dsm.call('campaignTemplateCategoriesGetByRole', { path: { role: 'AuditRole' }, body: {} })).map((c) => c.id)).toEqual([
      first!.id,
    ]);
    expect(await dsm.call('campaignTemplateCategoriesCountByRole', { path: { role: 'AuditRole' }, body: {} })).toBe(1);
    expect((await dsm.call('campaignTemplateCategoriesCategoriesByRoles', { body: ['AuditRole'] })).map((c) => c.id)).toEqual([first!.id]);
    await dsm.call('campaignTemplateCategoriesRemoveRole', { path: { name: first!.name!, role: 'AuditRole' } });
    expect(await dsm.call('campaignTemplateCategoriesGetRoles', { path: { name: first!.name! } })).not.toContain('AuditRole');
  });

  it('"getbycampaigntemplate, countbycampaigntemplate" follow a connection', async () => {
    const [template] = await dsm.call('campaignTemplatesList');
    const category = await dsm.call('campaignTemplatesCategoryAdd', { body: { name: 'AuditByTemplate' } });
    const before = await dsm.call('campaignTemplateCategoriesCountByCampaignTemplate', { path: { id: template!.id! }, body: {} });
    await dsm.call('campaignTemplatesCategoryConnect', { body: { campaignTemplateId: template!.id!, categoryId: category.id! } });
    const found = await dsm.call('campaignTemplateCategoriesGetByCampaignTemplate', { path: { id: template!.id! }, body: {} });
    expect(found.map((c) => c.name)).toContain('AuditByTemplate');
    expect(await dsm.call('campaignTemplateCategoriesCountByCampaignTemplate', { path: { id: template!.id! }, body: {} })).toBe(before + 1);
  });

  it('"getbydocumenttemplate, countbydocumenttemplate" agree', async () => {
    const [document] = await dsm.call('documentTemplatesGetByQuery', { body: {} });
    const path = { name: document!.name! };
    const found = await dsm.call('campaignTemplateCategoriesGetByDocumentTemplate', { path, body: {} });
    expect(await dsm.call('campaignTemplateCategoriesCountByDocumentTemplate', { path, body: {} })).toBe(found.length);
  });

  it('"getbyimage, countbyimage" agree', async () => {
    const [image] = await dsm.call('imagesGetWithQuery', { body: {} });
    const path = { imageName: image!.name! };
    const found = await dsm.call('campaignTemplateCategoriesGetByImage', { path, body: {} });
    expect(await dsm.call('campaignTemplateCategoriesCountByImage', { path, body: {} })).toBe(found.length);
  });

  it('"portal/containingtemplates[/approved|/notapproved]": only categories with such templates', async () => {
    const every = await dsm.call('campaignTemplateCategoriesPortalContainingTemplates');
    const approved = await dsm.call('campaignTemplateCategoriesPortalContainingTemplatesApproved');
    const not = await dsm.call('campaignTemplateCategoriesPortalContainingTemplatesNotApproved');
    for (const category of [...approved, ...not]) expect(every.map((c) => c.id)).toContain(category.id);
    for (const category of every) {
      expect((await dsm.call('campaignTemplatesByCategory', { path: { name: category.name! } })).length).toBeGreaterThan(0);
    }
  });
});

describe('000 §7 contacts', () => {
  it('"POST insert": the contact shows in count and get', async () => {
    const count = await dsm.call('contactsCount');
    const created = await dsm.call('contactsInsert', { body: { firstName: 'Audit', lastName: 'Insert', city: 'Kiel' } });
    expect(await dsm.call('contactsCount')).toBe(count + 1);
    const found = await dsm.call('contactsGet', {
      body: { wheres: [{ columnName: 'lastName', comparer: 0, value: 'Insert' }] },
    });
    expect(found.map((c) => c.dsm_CustomerId)).toContain(created.dsm_CustomerId);
  });

  it('"New contact defaults: batch 2, selects 0, doubleOptIn false"', async () => {
    const created = await dsm.call('contactsInsert', { body: { firstName: 'Audit', lastName: 'Defaults' } });
    expect(created).toMatchObject({ dsm_BatchId: 2, state: 0, rating: 0, preferredChannel: 0, jobCategory: 0, doubleOptIn: false });
  });

  it('"GET /api/contacts[/{start}[/{size}]]": pages of the list; default 50', async () => {
    const all = await dsm.call('contactsListPage', { path: { start: 0, size: 10000 } });
    expect(await dsm.call('contactsList')).toEqual(all.slice(0, 50));
    expect(await dsm.call('contactsListFrom', { path: { start: 3 } })).toEqual(all.slice(3, 53));
    expect(all).toHaveLength(await dsm.call('contactsCount'));
  });

  it('"POST count (query)" agrees with "POST get"', async () => {
    const query = { size: 10000, wheres: [{ columnName: 'city', comparer: 0 as const, value: 'Kiel' }] };
    const found = await dsm.call('contactsGet', { body: query });
    expect(await dsm.call('contactsCountWithQuery', { body: query })).toBe(found.length);
  });

  it('"POST update, updatefield": the change shows in get; read-only columns keep their values', async () => {
    const [first] = await dsm.call('contactsList');
    await dsm.call('contactsUpdate', { body: { dsm_CustomerId: first!.dsm_CustomerId, city: 'Lübeck', lpLogin: 'HACK' } });
    await dsm.call('contactsUpdateField', { body: { customerId: first!.dsm_CustomerId!, fieldName: 'rating', value: '2' } });
    const [read] = await dsm.call('contactsGet', {
      body: { wheres: [{ columnName: 'dsm_CustomerId', comparer: 0, value: String(first!.dsm_CustomerId) }] },
    });
    expect(read).toMatchObject({ city: 'Lübeck', rating: 2, lpLogin: first!.lpLogin });
  });

  it('"GET delete/{id} for one, POST delete (array) for many": count falls', async () => {
    const [a, b, c] = await dsm.call('contactsList');
    const count = await dsm.call('contactsCount');
    await dsm.call('contactsDeleteById', { path: { id: a!.dsm_CustomerId! } });
    await dsm.call('contactsDelete', { body: [b!.dsm_CustomerId!, c!.dsm_CustomerId!] });
    expect(await dsm.call('contactsCount')).toBe(count - 3);
  });

  it('"POST createbatch (name)": the batch is in "GET batches"', async () => {
    await dsm.call('contactsCreateBatch', { body: { name: 'AuditBatch' } });
    expect(JSON.stringify(await dsm.call('contactsBatches'))).toContain('AuditBatch');
    expect(await dsm.call('contactsBatchContexts')).toBeTruthy();
  });

  it('"additionalcolumns, additionalcolumnsforaccount/{accountId}" agree for the own account', async () => {
    const own = await dsm.call('contactsAdditionalColumns');
    expect(Array.isArray(own)).toBe(true);
  });

  it('"POST import" + "GET importstatus": the job completes and the contacts are counted', async () => {
    const count = await dsm.call('contactsCount');
    const id = await dsm.call('contactsImport', { body: { batchName: 'AuditImport', contacts: [{ firstName: 'Im', lastName: 'Port' }] } });
    const done = await waitForJob(dsm, jobs.contactImport, id, fast);
    expect(done).toMatchObject({ state: 2 });
    expect(await dsm.call('contactsCount')).toBe(count + 1);
  });

  it('"POST importfromurl" + importstatus: the job completes and contacts are added', async () => {
    const count = await dsm.call('contactsCount');
    const id = await dsm.call('contactsImportFromUrl', { body: { url: 'https://files.example.com/audit.csv', batchName: 'AuditUrl' } });
    await waitForJob(dsm, jobs.contactImportFromUrl, id, fast);
    expect(await dsm.call('contactsCount')).toBeGreaterThan(count);
  });

  it('"fileupload/mappings/{id}; fileupload/start/{id}; fileupload/status/{id}": the upload ends', async () => {
    const mappings = await dsm.call('contactsFileUploadMappings', { path: { id: 7 } });
    await dsm.call('contactsFileUploadStart', { path: { id: 7 }, body: mappings });
    const done = await waitForJob(dsm, jobs.contactFileUpload, 7, fast);
    expect(done).toBeTruthy();
  });

  it('"additionalcolumnsforaccount/{accountId}": the own account\'s are the own columns; an unknown account is refused', async () => {
    const admin = { adminKeys: true };
    expect(await dsm.call('contactsAdditionalColumnsForAccount', { path: { accountId: 1042 } }, admin)).toEqual(
      await dsm.call('contactsAdditionalColumns'),
    );
    expect(await refusalOf(dsm.call('contactsAdditionalColumnsForAccount', { path: { accountId: 9 } }, admin))).toBe(
      "There is no account with id '9'.",
    );
  });

  it('"filter/save (name, json), exists, get, getall, delete" keep the filter', async () => {
    await dsm.call('contactsFilterSave', { body: { name: 'AuditFilter', json: '{"wheres":[]}' } });
    expect(await dsm.call('contactsFilterExists', { path: { name: 'AuditFilter' } })).toBe(true);
    expect(await dsm.call('contactsFilterGet', { path: { name: 'AuditFilter' } })).toMatchObject({ json: '{"wheres":[]}' });
    expect((await dsm.call('contactsFilterGetAll')).map((f) => f.name)).toContain('AuditFilter');
    await dsm.call('contactsFilterDelete', { body: { name: 'AuditFilter' } });
    expect(await dsm.call('contactsFilterExists', { path: { name: 'AuditFilter' } })).toBe(false);
  });
});

describe('000 §7 duplicate contacts', () => {
  it('"setfilter, getfilter": the filter is kept', async () => {
    await dsm.call('contactDuplicatesSetFilter', { body: { columns: ['eMail'], isActive: true } });
    expect(await dsm.call('contactDuplicatesGetFilter')).toEqual({ columns: ['eMail'], isActive: true });
  });

  it('"setfilterbyaccount/{id}, getfilterbyaccount/{id}" keep the filter (admin keys)', async () => {
    const admin = { adminKeys: true };
    await dsm.call('contactDuplicatesSetFilterByAccount', { path: { id: 1042 }, body: { columns: ['lastName'], isActive: true } }, admin);
    expect(await dsm.call('contactDuplicatesGetFilterByAccount', { path: { id: 1042 } }, admin)).toEqual({
      columns: ['lastName'],
      isActive: true,
    });
  });

  it('"setfilterbyaccount/{id}" sets that account\'s filter, not the own one; an unknown account is refused', async () => {
    const admin = { adminKeys: true };
    const own = await dsm.call('contactDuplicatesGetFilter');
    await dsm.call('contactDuplicatesSetFilterByAccount', { path: { id: 1043 }, body: { columns: ['city'], isActive: false } }, admin);
    expect(await dsm.call('contactDuplicatesGetFilterByAccount', { path: { id: 1043 } }, admin)).toEqual({
      columns: ['city'],
      isActive: false,
    });
    expect(await dsm.call('contactDuplicatesGetFilter')).toEqual(own);
    expect(await refusalOf(dsm.call('contactDuplicatesGetFilterByAccount', { path: { id: 9 } }, admin))).toBe(
      "There is no account with id '9'.",
    );
    expect(await refusalOf(dsm.call('contactDuplicatesHashByAccount', { path: { id: 9 } }, admin))).toBe(
      "There is no account with id '9'.",
    );
  });

  it('"hashbyaccount/{id}" + "status/{processingId}": the run\'s status is found', async () => {
    const id = await dsm.call('contactDuplicatesHashByAccount', { path: { id: 1042 } }, { adminKeys: true });
    const status = await dsm.call('contactDuplicatesStatus', { path: { processingId: id } });
    expect(status.processingId).toBe(id);
  });

  it('"hash" + "status/{processingId}": the run ends with a duplicate count', async () => {
    const id = await dsm.call('contactDuplicatesHash');
    const done = await waitForJob(dsm, jobs.duplicateProcessing, id, fast);
    expect((done as { duplicateCount?: number }).duplicateCount).toBeGreaterThan(0);
  });

  it('"ensurefilter" leaves a filter in place', async () => {
    await dsm.call('contactDuplicatesEnsureFilter', { body: { columns: ['eMail'], isActive: true } });
    expect((await dsm.call('contactDuplicatesGetFilter')).columns!.length).toBeGreaterThan(0);
  });
});

describe('000 §7 accounts and admin', () => {
  const admin = { adminKeys: true };

  it('"POST create" (maxUsers default 10, lpLoginMode default 0): the account is in getallaccountids', async () => {
    const id = await dsm.call('accountsCreate', { body: { accountName: 'audit-gmbh', password: 'x' } }, admin);
    expect(await dsm.call('adminGetAllAccountIds', undefined, admin)).toContain(id);
    const [account] = await dsm.call('serverSettingsGetAccounts', { body: { nameFilter: 'audit-gmbh' } }, admin);
    expect(account).toMatchObject({ maxUsers: 10, lpLoginMode: 0 });
  });

  it('"GET accountusers/{accountId}; POST deleteuser": a deleted user is no longer listed', async () => {
    const id = await dsm.call('accountsCreate', { body: { accountName: 'audit-users', password: 'x' } }, admin);
    const [user] = await dsm.call('accountsAccountUsers', { path: { accountId: id } }, admin);
    expect(await dsm.call('accountsDeleteUser', { body: { userId: user!.userId!, accountId: id } }, admin)).toBe(true);
    expect(await dsm.call('accountsAccountUsers', { path: { accountId: id } }, admin)).toEqual([]);
  });

  it('"POST deleteaccount, accountdeletionstatus": the deletion ends and the account is gone', async () => {
    const id = await dsm.call('accountsCreate', { body: { accountName: 'audit-gone', password: 'x' } }, admin);
    const deletionId = await dsm.call('accountsDeleteAccount', { body: { accountId: id } }, admin);
    await waitForJob(dsm, jobs.accountDeletion, deletionId, { ...fast, adminKeys: true } as never);
    expect(await dsm.call('adminGetAllAccountIds', undefined, admin)).not.toContain(id);
  });

  it('"GET automatedtaskstates" answers', async () => {
    expect(await dsm.call('accountsAutomatedTaskStates', undefined, admin)).toBeTruthy();
  });

  it('"Admin-namespace variants take an accountId, usable only by a system admin": account keys are refused', async () => {
    const { publicKey, privateKey } = SANDBOX_DEMO_KEYS;
    const accountOnly = demoClient({ adminPublicKey: publicKey, adminPrivateKey: privateKey });
    const error = await accountOnly
      .call('adminGetAllTokensForAccount', { path: { accountId: 1042 } }, { adminKeys: true })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(publicKey);
  });

  it('"getalltokens[/{accountId}]": a new account has its token', async () => {
    const id = await dsm.call('accountsCreate', { body: { accountName: 'audit-tokens', password: 'x' } }, admin);
    expect((await dsm.call('adminGetAllTokensForAccount', { path: { accountId: id } }, admin)).length).toBe(1);
  });

  it('"Unsigned createserveradminaccount, getalladmintokens, deleteadmintoken" keep the tokens', async () => {
    const before = await dsm.call('adminGetAllAdminTokens');
    await dsm.call('adminCreateServerAdminAccount', { path: { name: 'audit-admin' } });
    const after = await dsm.call('adminGetAllAdminTokens');
    expect(after).toHaveLength(before.length + 1);
    const token = after.find((t) => !before.some((b) => b.publicKey === t.publicKey))!;
    expect(await dsm.call('adminDeleteAdminToken', { body: token })).toBe(true);
    expect(await dsm.call('adminGetAllAdminTokens')).toEqual(before);
  });

  it('"logging/sources; POST logging/getall": entries of a listed source', async () => {
    const [source] = await dsm.call('adminLoggingSources', undefined, admin);
    const entries = await dsm.call('adminLoggingGetAll', { body: { source } }, admin);
    expect(entries).toBeTruthy();
  });

  it('"POST createstatistics; GET getstatisticsstatus/{statusId}": the job ends', async () => {
    const id = await dsm.call('adminCreateStatistics', { body: {} } as never, admin);
    await waitForJob(dsm, jobs.adminStatistics, id, { ...fast, adminKeys: true } as never);
  });

  it('"get50logentries/bycampaign/{campaignId} or /byaccount": at most 50 entries; unknown campaign refused', async () => {
    expect((await dsm.call('adminGet50LogEntriesByAccount')).length).toBeLessThanOrEqual(50);
    expect(await refusalOf(dsm.call('adminGet50LogEntriesByCampaign', { path: { campaignId: 101 } }))).toBe(
      'There is no campaign with id 101.',
    );
  });

  it('"Unsigned POST sso (value)": an unknown token is refused', async () => {
    expect(await refusalOf(dsm.call('adminSso', { body: { value: 'no-such' } }))).toBe('The single sign-on token is not valid.');
  });

  it('"GET systemId (also with admin keys)" is the same id', async () => {
    expect(await dsm.call('adminSystemId')).toEqual(await dsm.call('adminSystemId', undefined, admin));
  });

  it('"Unsigned GET serverSettings; GET getKeyValues" answer', async () => {
    expect(await dsm.call('adminServerSettings')).toBeTruthy();
    expect(Array.isArray(await dsm.call('adminGetKeyValues', undefined, admin))).toBe(true);
  });

  it('"GET recycle; POST gccollect, gccompactcollect" succeed', async () => {
    await dsm.call('adminRecycle', undefined, admin);
    await dsm.call('adminGcCollect', undefined, admin);
    await dsm.call('adminGcCompactCollect', undefined, admin);
  });
});

describe('000 §7 databases', () => {
  const names = async () => (await dsm.call('databaseGetAllDatabases')).map((d) => d.databaseName);

  it('"createdatabase (databaseName, useDefaultColumns...)": listed by getalldatabases, exists, getdatabase', async () => {
    const created = await dsm.call('databaseCreateDatabase', { body: { databaseName: 'AuditDb', useDefaultColumns: true } });
    expect(await names()).toContain('AuditDb');
    expect(await dsm.call('databaseExists', { body: { databaseName: 'AuditDb' } })).toBe(true);
    expect((await dsm.call('databaseGetDatabase', { body: { databaseId: created.databaseId } })).databaseName).toBe('AuditDb');
  });

  it('"createdatabase" of a taken name is refused with the platform\'s words', async () => {
    const [first] = await names();
    expect(await refusalOf(dsm.call('databaseCreateDatabase', { body: { databaseName: first! } }))).toMatch(/already exist/);
  });

  it('"delete/": the database is no longer listed', async () => {
    await dsm.call('databaseCreateDatabase', { body: { databaseName: 'AuditDel' } });
    await dsm.call('databaseDelete', { body: { databaseName: 'AuditDel' } });
    expect(await names()).not.toContain('AuditDel');
    expect(await dsm.call('databaseExists', { body: { databaseName: 'AuditDel' } })).toBe(false);
  });

  it('"truncate/": the record count is 0 afterwards', async () => {
    await dsm.call('databaseTruncate', { body: { databaseId: 12 } });
    expect((await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount).toBe(0);
  });

  it('"ensurelead/": a database without the lead columns gets them', async () => {
    await dsm.call('databaseCreateDatabase', { body: { databaseName: 'AuditLead', useDefaultColumns: false } });
    await dsm.call('databaseEnsureLead', { body: { databaseName: 'AuditLead' } });
    expect(await dsm.call('databaseGetColumnNames', { body: { name: 'AuditLead' } })).toContain('eMail');
  });

  it('"getcampaigndatabase; changecampaigndatabase": the campaign\'s database changes', async () => {
    await dsm.call('databaseCreateDatabase', { body: { databaseName: 'AuditCampaignDb' } });
    await dsm.call('databaseChangeCampaignDatabase', { body: { campaignId: 4711, newDatabaseName: 'AuditCampaignDb' } });
    expect((await dsm.call('databaseGetCampaignDatabase', { body: { campaignId: 4711 } })).databaseName).toBe('AuditCampaignDb');
  });

  it('"createcolumnmapping, getcolumnmappings, deletecolumnmapping (mappingId)" keep the mapping', async () => {
    const created = await dsm.call('databaseCreateColumnMapping', {
      body: { mappingName: 'AuditMap', columnMappings: [{ databaseColumn: 'eMail', fileColumn: 'Mail' }] },
    });
    expect(await dsm.call('databaseGetColumnMappings', { body: {} })).toContainEqual(created);
    await dsm.call('databaseDeleteColumnMapping', { body: { mappingId: created.mappingId! } });
    expect(await dsm.call('databaseGetColumnMappings', { body: {} })).not.toContainEqual(created);
  });

  it('"createsimplecolumns (columns, database)": getcolumnnames lists the new column', async () => {
    await dsm.call('databaseCreateSimpleColumns', { body: { database: { databaseId: 12 }, columns: [{ columnName: 'auditcol' }] } });
    expect(await dsm.call('databaseGetColumnNames', { body: { name: 'Kunden2026' } })).toContain('auditcol');
  });

  it('"setgroup; setgroups; renamegroup (groupName, oldName, newName)" show in getdatabase', async () => {
    await dsm.call('databaseSetGroup', { body: { database: { databaseId: 12 }, columnName: 'city', groupName: 'AuditGroup' } });
    await dsm.call('databaseRenameGroup', { body: { database: { databaseId: 12 }, oldName: 'AuditGroup', newName: 'AuditGroup2' } });
    expect(JSON.stringify(await dsm.call('databaseGetDatabase', { body: { databaseId: 12 } }))).toContain('AuditGroup2');
  });

  it('"recreatelplogins; createlploginstatus; getlplogin": the settings are kept and the job ends', async () => {
    const { serverKey, threadId } = await dsm.call('databaseRecreateLpLogins', {
      body: { databaseId: 12, lpLoginMode: 4, loginFieldPart1: 'lastName', loginFieldSeperator: '-', loginFieldPart2: 'firstName' },
    });
    expect(await dsm.call('databaseGetLpLogin', { body: { databaseId: 12 } })).toMatchObject({
      lpLoginMode: 4,
      loginFieldPart1: 'lastName',
    });
    await waitForJob(dsm, jobs.lpLoginCreation, { serverKey, threadId }, fast);
  });

  it('"refreshuploadkey": a new key each time', async () => {
    expect(await dsm.call('databaseRefreshUploadKey')).not.toBe(await dsm.call('databaseRefreshUploadKey'));
  });

  it('"exportdatabase; exportdatabasestatus (id)": the export ends', async () => {
    const id = await dsm.call('databaseExportDatabase', { body: { databaseId: 12, exportAsCsv: true } });
    await waitForJob(dsm, jobs.databaseExport, id, fast);
  });

  it('"importdatabasefromfile; importstatus": the import ends with more records', async () => {
    const before = (await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount!;
    const upload = await dsm.call('databaseImportDatabaseFromFile', {
      body: { db: 'Kunden2026', fileName: 'audit.csv', columnMappings: [{ databaseColumn: 'city', fileColumn: 'Ort' }] },
    });
    expect(upload.state).toBe(1);
    await waitForJob(dsm, jobs.databaseImportFromFile, { managerId: upload.managerId!, threadId: upload.threadId! }, fast);
    expect((await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount!).toBeGreaterThan(before);
  });

  it('"Database import states: 1 managerIdDoesNotExist": an unknown manager id', async () => {
    expect(await dsm.call('databaseImportStatus', { body: { ManagerId: 'no-such', ThreadId: 1 } })).toMatchObject({ state: 1 });
  });

  it('"createdatabasefromfile; creationstatus": the job ends and the database exists', async () => {
    const upload = await dsm.call('databaseCreateDatabaseFromFile', { body: { fileName: 'audit.csv', newDatabaseName: 'AuditFromFile' } });
    expect(upload.state).toBe(1);
    await waitForJob(dsm, jobs.databaseCreateFromFile, upload.managerId!, fast);
    expect(await names()).toContain('AuditFromFile');
  });

  it('"Database upload states: 2 duplicateDatabaseName"', async () => {
    const [first] = await names();
    const upload = await dsm
      .call('databaseCreateDatabaseFromFile', { body: { fileName: 'audit.csv', newDatabaseName: first! } })
      .catch((e: Error) => e);
    expect(upload instanceof Error ? upload.message : (upload as { state?: number }).state).toSatisfy(
      (value: unknown) => value === 2 || (typeof value === 'string' && value.includes(first!)),
    );
  });

  it('"variablereplace; variablereplacestatus (processingKey, serverKey)": the job ends', async () => {
    const keys = await dsm.call('databaseVariableReplace', {
      body: { database: { databaseId: 12 }, columnName: 'city', value: 'Audit-{zipCode}' },
    });
    await waitForJob(dsm, jobs.variableReplace, keys, fast);
  });

  it('"geteventgroups; environmentmetadata; dbinfo" answer for an existing database', async () => {
    expect(Array.isArray(await dsm.call('databaseGetEventGroups', { body: { databaseId: 12, eventTypeNumeric: 7 } }))).toBe(true);
    expect(await dsm.call('databaseEnvironmentMetadata', { body: { campaignId: 4711 } })).toBeTruthy();
    expect((await dsm.call('databaseDbInfo', { body: { database: { databaseId: 12 } } })).recordCount).toBeGreaterThanOrEqual(0);
  });

  it('"getdatabase" of an unknown id is refused', async () => {
    expect(await refusalOf(dsm.call('databaseGetDatabase', { body: { databaseId: 404 } }))).toBe("There is no database with id '404'.");
  });
});

describe('000 §7 portal users', () => {
  it('"POST create": the user shows in get, getwithquery and getcount; never its password', async () => {
    const count = await dsm.call('portalUsersGetCount', { body: {} });
    const created = await dsm.call('portalUsersCreate', { body: { login: 'audit.user', password: 'Pw#1', roles: ['Marketing'] } });
    expect(await dsm.call('portalUsersGetCount', { body: {} })).toBe(count + 1);
    expect(await dsm.call('portalUsersGet', { body: { id: created.id } })).toEqual(created);
    expect(JSON.stringify(await dsm.call('portalUsersGetWithQuery', { body: { size: 1000 } }))).not.toContain('Pw#1');
  });

  it('"POST create" of a taken login is refused', async () => {
    await dsm.call('portalUsersCreate', { body: { login: 'audit.twice', password: 'x' } });
    expect(await refusalOf(dsm.call('portalUsersCreate', { body: { login: 'audit.twice', password: 'x' } }))).toBe(
      "The login 'audit.twice' is already taken.",
    );
  });

  it('"Unsigned POST login (login, password)": the created user logs in; a wrong password is refused', async () => {
    await dsm.call('portalUsersCreate', { body: { login: 'audit.login', password: 'Pw#2' } });
    expect(await dsm.call('portalUsersLogin', { body: { login: 'audit.login', password: 'Pw#2' } })).toBeTruthy();
    await refusalOf(dsm.call('portalUsersLogin', { body: { login: 'audit.login', password: 'nope' } }));
  });

  it('"POST createmaster": a master user, with an access level', async () => {
    const master = await dsm.call('portalUsersCreateMaster', { body: { login: 'audit.master', password: 'x' } });
    expect(master.masterUserId ?? null).toBeNull();
    expect(typeof master.accessLevel).toBe('number');
  });

  it('"POST update": the change shows in get', async () => {
    const created = await dsm.call('portalUsersCreate', { body: { login: 'audit.upd', password: 'x' } });
    await dsm.call('portalUsersUpdate', { body: { ...created, login: 'audit.updated' } });
    expect((await dsm.call('portalUsersGet', { body: { id: created.id } })).login).toBe('audit.updated');
  });

  it('"GET delete/{id}": the user is gone from the count', async () => {
    const created = await dsm.call('portalUsersCreate', { body: { login: 'audit.del', password: 'x' } });
    const count = await dsm.call('portalUsersGetCount', { body: {} });
    await dsm.call('portalUsersDelete', { path: { id: created.id! } });
    expect(await dsm.call('portalUsersGetCount', { body: {} })).toBe(count - 1);
  });

  it('"assignrole, removerole, getroles; getwithquery/{role}" follow the assignment', async () => {
    const created = await dsm.call('portalUsersCreate', { body: { login: 'audit.roles', password: 'x' } });
    await dsm.call('portalUsersAssignRole', { path: { id: created.id!, role: 'AuditRole' } });
    expect(await dsm.call('portalUsersGetRoles', { path: { id: created.id! } })).toEqual(['AuditRole']);
    const byRole = await dsm.call('portalUsersGetWithQueryByRole', { path: { role: 'AuditRole' }, body: {} });
    expect(byRole.map((u) => u.id)).toEqual([created.id]);
    await dsm.call('portalUsersRemoveRole', { path: { id: created.id!, role: 'AuditRole' } });
    expect(await dsm.call('portalUsersGetRoles', { path: { id: created.id! } })).toEqual([]);
  });

  it('"setmasteruser/{userId}[/{masterUserId}]; masterUserId is used only when above 0"', async () => {
    const master = await dsm.call('portalUsersCreateMaster', { body: { login: 'audit.m2', password: 'x' } });
    const user = await dsm.call('portalUsersCreate', { body: { login: 'audit.u2', password: 'x' } });
    await dsm.call('portalUsersSetMasterUserWithMaster', { path: { userId: user.id!, masterUserId: master.id! } });
    expect((await dsm.call('portalUsersGet', { body: { id: user.id } })).masterUserId).toBe(master.id);
    await dsm.call('portalUsersSetMasterUserWithMaster', { path: { userId: user.id!, masterUserId: 0 } });
    expect((await dsm.call('portalUsersGet', { body: { id: user.id } })).masterUserId ?? null).toBeNull();
  });

  it('"GET accesslevel; getuserinfo" answer', async () => {
    expect(await dsm.call('portalUsersAccessLevel')).toEqual(expect.any(Number));
    expect(await dsm.call('portalUsersGetUserInfo')).toBeTruthy();
  });

  it('"requestresetpassword/{loginName}/{skinName}/": an unknown skin or login is refused', async () => {
    const [skin] = await dsm.call('portalSkinsGet');
    await dsm.call('portalUsersCreate', { body: { login: 'audit.reset', password: 'x' } });
    expect(await dsm.call('portalUsersRequestResetPassword', { path: { loginName: 'audit.reset', skinName: skin!.name! } })).toBe(true);
    await refusalOf(dsm.call('portalUsersRequestResetPassword', { path: { loginName: 'audit.reset', skinName: 'NoSkin' } }));
  });
});

describe('000 §7 / 001 §7.1 portal skins', () => {
  it('"create: skin": listed by get and getbyname, options an object', async () => {
    const created = await dsm.call('portalSkinsCreate', { body: { name: 'AuditSkin', options: { color: 'red' } } });
    expect(await dsm.call('portalSkinsGetByName', { path: { name: 'AuditSkin' } })).toEqual(created);
    expect((await dsm.call('portalSkinsGet')).map((s) => s.name)).toContain('AuditSkin');
  });

  it('"delete/{id}": no longer listed', async () => {
    const created = await dsm.call('portalSkinsCreate', { body: { name: 'AuditGone', options: {} } });
    await dsm.call('portalSkinsDelete', { path: { id: created.id! } });
    expect((await dsm.call('portalSkinsGet')).map((s) => s.name)).not.toContain('AuditGone');
  });

  it('"copy/{originalName}/{newName}/": a new skin with the same options', async () => {
    const [skin] = await dsm.call('portalSkinsGet');
    const copy = await dsm.call('portalSkinsCopy', { path: { originalName: skin!.name!, newName: 'AuditCopy' } });
    expect((await dsm.call('portalSkinsGetByName', { path: { name: 'AuditCopy' } })).options).toEqual(skin!.options);
    expect(copy.id).not.toBe(skin!.id);
  });

  it('"save: skin": getbyname shows the new options', async () => {
    const [skin] = await dsm.call('portalSkinsGet');
    await dsm.call('portalSkinsSave', { body: { ...skin!, options: { audit: true } } });
    expect((await dsm.call('portalSkinsGetByName', { path: { name: skin!.name! } })).options).toEqual({ audit: true });
  });

  it('"settings/save, settings/load: empty gives an empty object"', async () => {
    const created = await dsm.call('portalSkinsCreate', { body: { name: 'AuditSettings', options: {} } });
    expect(await dsm.call('portalSkinsSettingsLoad', { path: { skinId: created.id! } })).toEqual({});
    await dsm.call('portalSkinsSettingsSave', { body: { skinId: created.id!, options: { lang: 'de' } } });
    expect(await dsm.call('portalSkinsSettingsLoad', { path: { skinId: created.id! } })).toEqual({ lang: 'de' });
  });

  it('"resources/get, resources/delete/{skinId}/{fileName}/": a deleted file is no longer listed', async () => {
    const [skin] = await dsm.call('portalSkinsGet');
    const [file] = await dsm.call('portalSkinsResourcesGet', { path: { skinId: skin!.id! } });
    await dsm.call('portalSkinsResourcesDelete', { path: { skinId: skin!.id!, fileName: file! } });
    expect(await dsm.call('portalSkinsResourcesGet', { path: { skinId: skin!.id! } })).not.toContain(file);
  });

  it('"exportbyname, exportbyid; status/{statusId}/ (failed 0, queued 1, running 2, completed 3)": the export completes', async () => {
    const [skin] = await dsm.call('portalSkinsGet');
    await waitForJob(dsm, jobs.skinExportByName, await dsm.call('portalSkinsExportByName', { path: { name: skin!.name! } }), fast);
    const done = await waitForJob(dsm, jobs.skinExportById, await dsm.call('portalSkinsExportById', { path: { id: skin!.id! } }), fast);
    expect(done).toMatchObject({ state: 3 });
  });

  it('"getbyname" of an unknown skin is refused', async () => {
    expect(await refusalOf(dsm.call('portalSkinsGetByName', { path: { name: 'NoSkin' } }))).toBe("There is no skin named 'NoSkin'.");
  });
});

describe('001 §7.2 user roles', () => {
  it('"GET add/{role}": get and getcountwithquery list it', async () => {
    const count = await dsm.call('portalUserRolesGetCountWithQuery', { body: {} });
    await dsm.call('portalUserRolesAdd', { path: { role: 'AuditRole' } });
    expect(await dsm.call('portalUserRolesGet')).toContain('AuditRole');
    expect(await dsm.call('portalUserRolesGetCountWithQuery', { body: {} })).toBe(count + 1);
  });

  it('"GET add/{role}/returnmodel": the model is in getmodelswithquery', async () => {
    const model = await dsm.call('portalUserRolesAddReturnModel', { path: { role: 'AuditModel' } });
    expect(await dsm.call('portalUserRolesGetModelsWithQuery', { body: { size: 1000 } })).toContainEqual(model);
  });

  it('"GET delete/{role}": no longer listed', async () => {
    await dsm.call('portalUserRolesAdd', { path: { role: 'AuditDel' } });
    await dsm.call('portalUserRolesDelete', { path: { role: 'AuditDel' } });
    expect(await dsm.call('portalUserRolesGet')).not.toContain('AuditDel');
  });

  it('"getbyuser, getmodelsbyuser, getcountbyuser" follow a user\'s roles', async () => {
    const user = await dsm.call('portalUsersCreate', { body: { login: 'audit.r', password: 'x', roles: ['Marketing'] } });
    const path = { userId: user.id! };
    expect(await dsm.call('portalUserRolesGetByUser', { path, body: {} })).toEqual(['Marketing']);
    expect(await dsm.call('portalUserRolesGetCountByUser', { path, body: {} })).toBe(1);
    expect((await dsm.call('portalUserRolesGetModelsByUser', { path, body: {} })).length).toBe(1);
  });

  it('"getbycategory, getmodelsbycategory, getcountbycategory" follow a category\'s roles', async () => {
    const [category] = await dsm.call('campaignTemplateCategoriesGet');
    await dsm.call('campaignTemplateCategoriesAssignRole', { path: { name: category!.name!, role: 'AuditCatRole' } });
    const path = { category: category!.name! };
    const roles = await dsm.call('portalUserRolesGetByCategory', { path, body: {} });
    expect(roles).toContain('AuditCatRole');
    expect(await dsm.call('portalUserRolesGetCountByCategory', { path, body: {} })).toBe(roles.length);
    expect((await dsm.call('portalUserRolesGetModelsByCategory', { path, body: {} })).length).toBe(roles.length);
  });

  it('"getbycampaigntemplate, getcountbycampaigntemplate" follow a template\'s roles', async () => {
    const [template] = await dsm.call('campaignTemplatesList');
    await dsm.call('campaignTemplatesAssignRole', { path: { id: template!.id!, role: 'AuditTplRole' } });
    const path = { id: template!.id! };
    const roles = await dsm.call('portalUserRolesGetByCampaignTemplate', { path, body: {} });
    expect(roles).toContain('AuditTplRole');
    expect(await dsm.call('portalUserRolesGetCountByCampaignTemplate', { path, body: {} })).toBe(roles.length);
  });

  it('"getbydocumenttemplate, getcountbydocumenttemplate" agree', async () => {
    const [document] = await dsm.call('documentTemplatesGetByQuery', { body: {} });
    const path = { name: document!.name! };
    const roles = await dsm.call('portalUserRolesGetByDocumentTemplate', { path, body: {} });
    expect(await dsm.call('portalUserRolesGetCountByDocumentTemplate', { path, body: {} })).toBe(roles.length);
  });

  it('"Default query page size 50, start 0": getwithquery pages', async () => {
    for (let i = 0; i < 60; i++) await dsm.call('portalUserRolesAdd', { path: { role: `AuditMany${String(i).padStart(2, '0')}` } });
    const all = await dsm.call('portalUserRolesGet');
    expect(await dsm.call('portalUserRolesGetWithQuery', { body: {} })).toHaveLength(Math.min(50, all.length));
  });
});

describe('001 §7.4 data relations (visitor)', () => {
  const orders = { name: 'Orders' };

  it('"POST create/{name}; POST count/{name}": the record is counted and listed', async () => {
    const before = await dsm.call('dataRelationsCount', { path: orders, body: {} });
    const created = await dsm.call('dataRelationsCreate', {
      path: orders,
      body: { columns: ['Product', 'Quantity'], rows: [['Audit', 1]] },
    });
    const id = created.rows![0]![0] as number;
    expect(await dsm.call('dataRelationsCount', { path: orders, body: {} })).toBe(before + 1);
    expect((await dsm.call('dataRelationsList', { path: orders, body: { filter: `DSM_CustomerID = ${id}` } })).rows).toHaveLength(1);
  });

  it('"POST update/{name}: table; POST increase/{name}: recordIds": list shows the new value', async () => {
    const created = await dsm.call('dataRelationsCreate', {
      path: orders,
      body: { columns: ['Product', 'Quantity'], rows: [['Audit', 1]] },
    });
    const id = created.rows![0]![0] as number;
    await dsm.call('dataRelationsUpdate', { path: orders, body: { columns: ['DSM_CustomerID', 'Quantity'], rows: [[id, 5]] } });
    await dsm.call('dataRelationsIncrease', { path: orders, body: { recordIds: [id] } });
    const read = await dsm.call('dataRelationsList', { path: orders, body: { filter: `DSM_CustomerID = ${id}`, columns: ['Quantity'] } });
    expect(read.rows).toEqual([[6]]);
  });

  it('"GET delete/{name}/{recordId}, or POST delete/{name}/ with an id list": count falls', async () => {
    const created = await dsm.call('dataRelationsCreate', {
      path: orders,
      body: { columns: ['Product'], rows: [['A'], ['B'], ['C']] },
    });
    const ids = created.rows!.map((row) => row[0] as number);
    const before = await dsm.call('dataRelationsCount', { path: orders, body: {} });
    await dsm.call('dataRelationsDeleteById', { path: { name: 'Orders', recordId: ids[0]! } });
    await dsm.call('dataRelationsDelete', { path: orders, body: ids.slice(1) });
    expect(await dsm.call('dataRelationsCount', { path: orders, body: {} })).toBe(before - 3);
  });

  it('"Data relation query pages are 1-based (currentPage, perPage)"', async () => {
    const all = (await dsm.call('dataRelationsList', { path: orders, body: { perPage: 500 } })).rows!;
    const page2 = (await dsm.call('dataRelationsList', { path: orders, body: { currentPage: 2, perPage: 3 } })).rows!;
    expect(page2).toEqual(all.slice(3, 6));
  });

  it('"mode (data or datadistinct)": distinct counts distinct values', async () => {
    const all = (await dsm.call('dataRelationsList', { path: orders, body: { perPage: 500, columns: ['Quantity'] } })).rows!;
    const distinct = await dsm.call('dataRelationsCount', { path: orders, body: { mode: 'datadistinct', columns: ['Quantity'] } });
    expect(distinct).toBe(new Set(all.map((row) => row[0])).size);
  });

  it('"createcolumn/{name}/{column}/{dataType}/{length}; deletecolumn; deleteablecolumns; columns"', async () => {
    await dsm.call('dataRelationsCreateColumn', { path: { name: 'Orders', column: 'AuditCol', dataType: 'nvarchar', length: 50 } });
    expect((await dsm.call('dataRelationsColumns', { path: orders })).map((c) => c.name)).toContain('AuditCol');
    expect(await dsm.call('dataRelationsDeleteableColumns', { path: orders })).toContain('AuditCol');
    await dsm.call('dataRelationsDeleteColumn', { path: { name: 'Orders', column: 'AuditCol' } });
    expect((await dsm.call('dataRelationsColumns', { path: orders })).map((c) => c.name)).not.toContain('AuditCol');
  });

  it('"GET metadata/" lists the relations whose columns are readable', async () => {
    const relations = await dsm.call('dataRelationsMetadata');
    expect(JSON.stringify(relations)).toContain('Orders');
  });

  it('"import/mappings, import/start, import/status, import/result": the import ends and adds rows', async () => {
    const before = await dsm.call('dataRelationsCount', { path: orders, body: {} });
    await dsm.call('dataRelationsImportMappings', { path: { key: 'audit-file' } });
    const mappings = [
      { fileColumn: 'Kundennummer', dataRelationColumn: 'DSM_CustomerID' },
      { fileColumn: 'Menge', dataRelationColumn: 'Quantity' },
    ];
    await dsm.call('dataRelationsImportStart', { path: { key: 'audit-file' }, body: mappings });
    await waitForJob(dsm, jobs.dataRelationImport, 'audit-file', fast);
    const result = await dsm.call('dataRelationsImportResult', { path: { key: 'audit-file' } });
    expect(await dsm.call('dataRelationsCount', { path: orders, body: {} })).toBe(before + result.insertedRows!);
  });

  it('"POST export; GET exportstatus/{progressId}": the export ends with a file of the format', async () => {
    const progressId = await dsm.call('dataRelationsExport', { body: { dataRelationName: 'Orders', exportFormat: 'csv' } });
    const status = await waitForJob(dsm, jobs.dataRelationExport, progressId, fast);
    expect(status.downloadUrl).toMatch(/\.csv$/);
  });

  it('"getcookies/ ... turned into a map; setcookies/": what is set is read', async () => {
    await dsm.call('dataRelationsSetCookies', { body: [{ name: 'audit', value: 'yes' }] });
    expect(await dsm.call('dataRelationsGetCookies')).toMatchObject({ audit: 'yes' });
  });

  it('"GET userrights/{name}" answers for a relation', async () => {
    expect(await dsm.call('dataRelationsUserRights', { path: orders })).toMatchObject({ canRead: true });
  });

  it('"POST event/{name}" and "execute/{name}/{buttonAction}" answer for a known relation', async () => {
    await dsm.call('dataRelationsEvent', { path: orders, body: { leadID: '5012', eventName: 'Audit', occuredOnUTC: null } });
    expect(await refusalOf(dsm.call('dataRelationsColumns', { path: { name: 'Nope' } }))).toBe("There is no data relation named 'Nope'.");
  });

  it('"The path is prefixed with campaign/{campaignName}": the campaign form addresses that campaign', async () => {
    const [, second] = await dsm.call('campaignsGetAll');
    const path = { campaignName: second!.name!, name: 'Vouchers' };
    const before = await dsm.call('dataRelationsCountForCampaign', { path, body: {} });
    await dsm.call('dataRelationsCreateForCampaign', { path, body: { columns: ['DSM_CustomerID', 'Code'], rows: [[999998, 'AUDIT']] } });
    expect(await dsm.call('dataRelationsCountForCampaign', { path, body: {} })).toBe(before + 1);
  });
});

describe('001 §7.3 data relations (admin)', () => {
  const settings = async (tableName: string, query: object | null = null) => ({
    campaignName: (await dsm.call('campaignsGetAll'))[0]!.name!,
    relationType: 'Database',
    tableName,
    relationParameters: {},
    query,
  });

  it('"create, list, count": created records are listed and counted', async () => {
    const s = await settings('Orders');
    const before = await dsm.call('dataRelationsAdminCount', { body: s });
    await dsm.call('dataRelationsAdminCreate', {
      body: { settings: s, records: { columns: ['DSM_CustomerID', 'Product'], rows: [[910001, 'Audit']] } },
    });
    expect(await dsm.call('dataRelationsAdminCount', { body: s })).toBe(before + 1);
    const list = await dsm.call('dataRelationsAdminList', { body: await settings('Orders', { filter: 'DSM_CustomerID = 910001' }) });
    expect(list.rows).toHaveLength(1);
  });

  it('"update; increase: recordIds; delete/{recordId}/; deletemultiple/" show in the list', async () => {
    const s = await settings('Orders');
    const records = {
      columns: ['DSM_CustomerID', 'Quantity'],
      rows: [
        [910002, 1],
        [910003, 1],
      ],
    };
    await dsm.call('dataRelationsAdminCreate', { body: { settings: s, records } });
    await dsm.call('dataRelationsAdminUpdate', {
      body: { settings: s, records: { columns: ['DSM_CustomerID', 'Quantity'], rows: [[910002, 4]] } },
    });
    await dsm.call('dataRelationsAdminIncrease', { body: { settings: s, recordIds: [910002] } });
    const one = await dsm.call('dataRelationsAdminList', {
      body: await settings('Orders', { filter: 'DSM_CustomerID = 910002', columns: ['Quantity'] }),
    });
    expect(one.rows).toEqual([[5]]);
    const before = await dsm.call('dataRelationsAdminCount', { body: s });
    await dsm.call('dataRelationsAdminDelete', { path: { recordId: 910002 }, body: s });
    await dsm.call('dataRelationsAdminDeleteMultiple', { body: { ...s, recordIds: [910003] } });
    expect(await dsm.call('dataRelationsAdminCount', { body: s })).toBe(before - 2);
  });

  it('"createcolumn/{column}/{dataType}/{length}; deletecolumn/{column}; columns"', async () => {
    const s = await settings('Vouchers');
    await dsm.call('dataRelationsAdminCreateColumn', { path: { column: 'AuditCol', dataType: 'nvarchar', length: 20 }, body: s });
    expect(await dsm.call('dataRelationsAdminDeleteableColumns', { body: s })).toContain('AuditCol');
    await dsm.call('dataRelationsAdminDeleteColumn', { path: { column: 'AuditCol' }, body: s });
    expect(await dsm.call('dataRelationsAdminDeleteableColumns', { body: s })).not.toContain('AuditCol');
  });

  it('"tablenames; campaignrelations/{campaignName}; metadata" agree with the store', async () => {
    const s = await settings('Orders');
    expect(await dsm.call('dataRelationsAdminTableNames', { body: s })).toContain('Orders');
    expect(await dsm.call('dataRelationsAdminCampaignRelations', { path: { campaignName: s.campaignName } })).toBeTruthy();
    expect(await dsm.call('dataRelationsAdminMetadata')).toBeTruthy();
  });

  it('"export": the admin export ends', async () => {
    const s = await settings('Orders');
    const id = await dsm.call('dataRelationsAdminExport', { body: { campaignName: s.campaignName, tableName: 'Orders', query: {} } });
    await waitForJob(dsm, jobs.dataRelationAdminExport, id, fast);
  });

  it('"admin/campaign/ ... list, count, create": the campaign variants keep the records', async () => {
    const s = await settings('Orders');
    const before = await dsm.call('dataRelationsAdminCampaignCount', { body: s });
    await dsm.call('dataRelationsAdminCampaignCreate', {
      body: { settings: s, records: { columns: ['DSM_CustomerID', 'Product'], rows: [[920001, 'Audit']] } },
    });
    expect(await dsm.call('dataRelationsAdminCampaignCount', { body: s })).toBe(before + 1);
  });
});

describe('001 §7.5 campaign database', () => {
  it('"campaignDatabase/update; increase/{columnName}/{integerValue}; get: columns"', async () => {
    await dsm.call('campaignDatabaseUpdate', { body: { FavouriteStore: 'Audit', LoyaltyPoints: 10 } });
    await dsm.call('campaignDatabaseIncrease', { path: { columnName: 'LoyaltyPoints', integerValue: 5 } });
    expect(await dsm.call('campaignDatabaseGet', { body: ['LoyaltyPoints', 'FavouriteStore'] })).toEqual({
      LoyaltyPoints: 15,
      FavouriteStore: 'Audit',
    });
  });

  it('an unknown column is refused', async () => {
    expect(await refusalOf(dsm.call('campaignDatabaseGet', { body: ['Nope'] }))).toBe(
      "There is no column named 'Nope' in the campaign database.",
    );
  });
});

describe('001 §7.6 resources', () => {
  const names = async (body: object) => (await dsm.call('resourcesGet', { body })).map((row) => row.name);

  it('"POST get; POST getcount" agree', async () => {
    const images = await names({ resourceType: 'image', perPage: 1000 });
    expect(await dsm.call('resourcesGetCount', { body: { resourceType: 'image' } })).toBe(images.length);
  });

  it('"GET delete/{type}/[{campaign}/]{file}": no longer listed, status no longer found', async () => {
    const [name] = await names({ resourceType: 'image', perPage: 1000 });
    const count = await dsm.call('resourcesGetCount', { body: { resourceType: 'image' } });
    await dsm.call('resourcesDelete', { path: { type: 'image', file: name! } });
    expect(await dsm.call('resourcesGetCount', { body: { resourceType: 'image' } })).toBe(count - 1);
  });

  it('"renamegroup": the group is renamed', async () => {
    await dsm.call('resourcesRenameGroup', { body: { resourceType: 'image', oldName: 'Logos', newName: 'AuditLogos', campaignId: -1 } });
    expect((await names({ filter: 'AuditLogos' })).length).toBeGreaterThan(0);
  });

  it('"changegroup ... campaignId (default -1)": the resource moves to the group', async () => {
    const [name] = await names({ resourceType: 'image', perPage: 1000 });
    await dsm.call('resourcesChangeGroup', { body: { resourceType: 1, groupName: 'AuditGroup', resourceName: name! } });
    expect(await names({ filter: 'AuditGroup' })).toContain(name);
  });

  it('"importurl; htmlzipimportstatus/{importId}": the import finishes and the file is listed', async () => {
    const importId = await dsm.call('resourcesImportUrl', {
      body: { url: 'https://cdn.example.com/audit.png', resourceType: 'image', campaignName: null },
    });
    await waitForJob(dsm, jobs.resourceZipImport, importId, fast);
    expect(await names({ filter: 'audit.png' })).toEqual(['audit.png']);
  });

  it('"getstatus/{type}/{file}" and the POST form with a list of names', async () => {
    const [name] = await names({ resourceType: 'image', perPage: 1000 });
    expect(await dsm.call('resourcesGetStatus', { path: { type: 'image', file: name! } })).toBeTruthy();
    expect(await dsm.call('resourcesGetStatusMultiple', { path: { type: 'image' }, body: [name!] })).toHaveLength(1);
  });
});

describe('001 §7.7 file uploads', () => {
  it('"POST get: query; get/{campaign}/[{xmediaId}/]": the campaign form is a part of the whole', async () => {
    const all = await dsm.call('fileUploadsGet', { body: null });
    const campaign = all[0]!.campaignName!;
    const own = await dsm.call('fileUploadsGetForCampaign', { path: { campaign }, body: null });
    expect(own).toEqual(all.filter((upload) => upload.campaignName === campaign));
  });

  it('"GET delete/{deleteKey}/": no longer listed', async () => {
    const [upload] = await dsm.call('fileUploadsGet', { body: null });
    await dsm.call('fileUploadsDelete', { path: { deleteKey: upload!.deleteKey! } });
    expect((await dsm.call('fileUploadsGet', { body: null })).map((u) => u.deleteKey)).not.toContain(upload!.deleteKey);
  });

  it('"GET delete/{campaign}/{xmediaId}/{deleteKey}/": no longer listed', async () => {
    const [upload] = await dsm.call('fileUploadsGet', { body: null });
    const path = { campaign: upload!.campaignName!, xmediaId: upload!.xmediaId!, deleteKey: upload!.deleteKey! };
    await dsm.call('fileUploadsDeleteForCampaign', { path });
    expect((await dsm.call('fileUploadsGet', { body: null })).map((u) => u.deleteKey)).not.toContain(upload!.deleteKey);
  });
});

describe("refusals with the platform's words (a name taken, an id that does not exist)", () => {
  const admin = { adminKeys: true };
  const refused = async (call: Promise<unknown>) => {
    const message = await refusalOf(call);
    expect(message.length).toBeGreaterThan(0);
    return message;
  };

  it('accounts: "POST create" of a taken account name', async () => {
    await dsm.call('accountsCreate', { body: { accountName: 'audit-taken', password: 'x' } }, admin);
    expect(await refused(dsm.call('accountsCreate', { body: { accountName: 'audit-taken', password: 'x' } }, admin))).toBe(
      "There is already an account named 'audit-taken'.",
    );
  });

  it('logins: "create" of a taken login', async () => {
    await dsm.call('loginCreate', { body: { loginType: 1, login: 'audit.dup', password: 'x' } });
    expect(await refused(dsm.call('loginCreate', { body: { loginType: 1, login: 'audit.dup', password: 'x' } }))).toContain('audit.dup');
  });

  it('skins: "copy" to a taken name, "delete" of an unknown id', async () => {
    const [first, second] = await dsm.call('portalSkinsGet');
    expect(await refused(dsm.call('portalSkinsCopy', { path: { originalName: first!.name!, newName: second!.name! } }))).toContain(
      second!.name!,
    );
    await refused(dsm.call('portalSkinsDelete', { path: { id: 99999 } }));
  });

  it('categories: "insert" of a taken name', async () => {
    const [first] = await dsm.call('campaignTemplateCategoriesGet');
    await refused(dsm.call('campaignTemplateCategoriesInsert', { path: { name: first!.name! } }));
  });

  it('portal users: "getroles/{id}" of an unknown user', async () => {
    expect(await refused(dsm.call('portalUsersGetRoles', { path: { id: 99999 } }))).toBe('There is no portal user with id 99999.');
  });

  it('contacts: "filter/get/{name}" of an unknown filter', async () => {
    expect(await refused(dsm.call('contactsFilterGet', { path: { name: 'NoFilter' } }))).toBe("There is no filter named 'NoFilter'.");
  });

  it('databases: "delete" of an unknown database', async () => {
    await refused(dsm.call('databaseDelete', { body: { databaseName: 'NoDb' } }));
  });

  it('resources: "delete" of an unknown file', async () => {
    await refused(dsm.call('resourcesDelete', { path: { type: 'image', file: 'no-such.png' } }));
  });

  it('file uploads: "delete/{deleteKey}/" of an unknown key', async () => {
    await refused(dsm.call('fileUploadsDelete', { path: { deleteKey: 'no-such-key' } }));
  });

  it('templates: "approve/{id}" of an unknown template', async () => {
    await refused(dsm.call('campaignTemplatesApprove', { path: { id: 999999 } }));
  });

  it('accounts: "accountusers/{accountId}" of an unknown account', async () => {
    expect(await refused(dsm.call('accountsAccountUsers', { path: { accountId: 9 } }, admin))).toBe("There is no account with id '9'.");
  });
});
