/**
 * Templates with their categories, campaigns, databases, portal users and duplicate contacts through
 * the SDK: reads agree with lists and counts, and every change shows in the next read.
 */
import { describe, expect, it } from 'vitest';
import { DsmApiError } from '../../src/errors.js';
import { jobs, waitForJob } from '../../src/jobs/index.js';
import { demoClient, useSandbox } from './support.js';

// Jobs at once: a campaign creation or a statistics run is done at its first status read.
const { sandbox } = useSandbox({ speed: Infinity });
const dsm = demoClient();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as DsmApiError,
  );

describe('campaign templates', () => {
  it('count, list, pages, get by id and by name agree', async () => {
    const count = await dsm.call('campaignTemplatesCount');
    const all = await dsm.call('campaignTemplatesListPage', { path: { start: 0, size: 1000 } });
    expect(all).toHaveLength(count);
    expect(await dsm.call('campaignTemplatesList')).toEqual(all.slice(0, 50));
    expect(await dsm.call('campaignTemplatesListFrom', { path: { start: 5 } })).toEqual(all.slice(5, 55));
    const [, second] = all;
    expect(await dsm.call('campaignTemplatesById', { path: { id: second!.id! } })).toEqual(second);
    expect(await dsm.call('campaignTemplatesByName', { path: { name: second!.name!.toUpperCase() } })).toEqual(second);
    expect(await dsm.call('campaignTemplatesExists', { path: { name: second!.name! } })).toBe(true);
    expect(await dsm.call('campaignTemplatesExists', { path: { name: 'no_such_template' } })).toBe(false);
    expect((await failureOf(dsm.call('campaignTemplatesById', { path: { id: 999 } })))?.message).toBe(
      'There is no campaign template with id 999.',
    );
  });

  it('approve and disapprove move a template between the approved and disapproved lists', async () => {
    const [disapproved] = await dsm.call('campaignTemplatesDisapproved');
    expect(disapproved?.isApproved).toBe(false);
    const approvedBefore = (await dsm.call('campaignTemplatesApproved')).length;
    expect(await dsm.call('campaignTemplatesApprove', { path: { id: disapproved!.id! } })).toBe(true);
    expect((await dsm.call('campaignTemplatesById', { path: { id: disapproved!.id! } })).isApproved).toBe(true);
    expect(await dsm.call('campaignTemplatesApproved')).toHaveLength(approvedBefore + 1);
    expect(await dsm.call('campaignTemplatesDisapprove', { path: { id: disapproved!.id! } })).toBe(true);
    expect((await dsm.call('campaignTemplatesDisapproved')).map((t) => t.id)).toContain(disapproved!.id);
  });

  it('connects and disconnects a category; the category lists follow', async () => {
    const template = (await dsm.call('campaignTemplatesList'))[0]!;
    const category = await dsm.call('campaignTemplatesCategoryAdd', { body: { name: 'Insurance' } });
    expect(category.name).toBe('Insurance');
    expect(await dsm.call('campaignTemplatesCategories')).toContainEqual(category);
    expect(
      await dsm.call('campaignTemplatesCategoryConnect', { body: { campaignTemplateId: template.id!, categoryId: category.id! } }),
    ).toBe(true);
    expect((await dsm.call('campaignTemplatesById', { path: { id: template.id! } })).categories).toContainEqual(category);
    expect((await dsm.call('campaignTemplatesByCategory', { path: { name: 'insurance' } })).map((t) => t.id)).toEqual([template.id]);
    expect(await dsm.call('campaignTemplateCategoriesGetByCampaignTemplate', { path: { id: template.id! }, body: {} })).toContainEqual(
      category,
    );
    expect(
      await dsm.call('campaignTemplatesCategoryDisconnect', { body: { campaignTemplateId: template.id!, categoryId: category.id! } }),
    ).toBe(true);
    expect(await dsm.call('campaignTemplatesByCategory', { path: { name: 'Insurance' } })).toEqual([]);
    expect((await failureOf(dsm.call('campaignTemplatesCategoryAdd', { body: { name: 'insurance' } })))?.message).toBe(
      "There is already a category named 'insurance'.",
    );
  });

  it('queries with wheres and orders, and counts the same', async () => {
    const query = {
      wheres: [{ columnName: 'isApproved', comparer: 0 as const, value: 'true' }],
      orders: [{ columnName: 'displayName', orderMode: 1 as const }],
    };
    const found = await dsm.call('campaignTemplatesGet', { body: { ...query, size: 1000 } });
    expect(found.every((t) => t.isApproved)).toBe(true);
    const names = found.map((t) => t.displayName!.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(await dsm.call('campaignTemplatesCountWithQuery', { body: query })).toBe(found.length);
  });

  it('metadata by id, by name and by name with the random key; update changes what reads show', async () => {
    const template = await dsm.call('campaignTemplatesById', { path: { id: 12 } });
    expect(await dsm.call('campaignTemplatesMetadata', { path: { idOrName: '12' } })).toEqual(template.metadata);
    expect(await dsm.call('campaignTemplatesMetadata', { path: { idOrName: template.name! } })).toEqual(template.metadata);
    expect(
      await dsm.call('campaignTemplatesMetadataByRandomKey', { path: { name: template.name!, randomKey: template.randomKey! } }),
    ).toEqual(template.metadata);
    expect(
      await failureOf(dsm.call('campaignTemplatesMetadataByRandomKey', { path: { name: template.name!, randomKey: 'wrong' } })),
    ).toBeInstanceOf(DsmApiError);
    expect(await dsm.call('campaignTemplatesUpdate', { body: { id: 12, displayName: 'Frühjahr neu' } })).toBe(true);
    expect(await dsm.call('campaignTemplatesById', { path: { id: 12 } })).toEqual({ ...template, displayName: 'Frühjahr neu' });
  });

  it('templates and categories of some roles: the role names are the body', async () => {
    const all = await dsm.call('campaignTemplatesListPage', { path: { start: 0, size: 1000 } });
    const ofMarketing = all.filter((template) => template.roles?.includes('Marketing')).map((template) => template.id);
    expect(ofMarketing.length).toBeGreaterThan(0);
    const byRoles = await dsm.call('campaignTemplatesCampaignsByRoles', { body: ['marketing'] });
    expect(byRoles.map((template) => template.id).sort()).toEqual(ofMarketing.sort());
    const categories = await dsm.call('campaignTemplateCategoriesCategoriesByRoles', { body: ['Marketing'] });
    expect(categories.length).toBeGreaterThan(0);
    expect(await dsm.call('campaignTemplateCategoriesCategoriesByRoles', { body: ['NoSuchRole'] })).toEqual([]);
  });
});

describe('campaigns, databases and portal users', () => {
  it('a created campaign is listed and found by name; a taken or invalid name is refused with its code', async () => {
    const before = await dsm.call('campaignsGetAll');
    const statusId = await dsm.call('campaignsCreate', {
      body: { campaignTemplateId: 12, campaignName: 'Sandbox2026', campaignDisplayName: 'Sandbox 2026' },
    });
    expect(await dsm.call('campaignsGetCreateStatus', { path: { statusId } })).toMatchObject({ state: 2 });
    const id = await dsm.call('campaignsGetCampaignIdByName', { body: { campaignName: 'Sandbox2026' } });
    expect((await dsm.call('campaignsGetAll')).map((c) => c.id)).toEqual([...before.map((c) => c.id), id]);
    const taken = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 12, campaignName: before[0]!.name! } });
    expect(await dsm.call('campaignsGetCreateStatus', { path: { statusId: taken } })).toMatchObject({ state: 3, message: 27 });
    const copied = await dsm.call('campaignsCopy', { body: { campaignId: id, campaignName: 'Sandbox 2027' } });
    expect(await dsm.call('campaignsGetCreateStatus', { path: { statusId: copied } })).toMatchObject({ state: 3, message: 30 });
  });

  it('deletes a campaign; simple statistics and statistics lists agree', async () => {
    const [first, second] = await dsm.call('campaignsGetAll');
    expect(await dsm.call('campaignsDelete', { path: { id: first!.id! }, body: { deleteEventsMode: 0 } })).toBe(true);
    expect((await dsm.call('campaignsGetAll')).map((c) => c.id)).not.toContain(first!.id);
    const progress = await dsm.call('campaignsCreateSimpleStatistics', { path: { id: second!.id! } });
    const loaded = await dsm.call('campaignsLoadSimpleStatistics', { path: { progressId: progress.progressId } });
    const withStatistics = await dsm.call('campaignsWithStatistics', { path: { id: second!.id! } });
    expect(loaded).toMatchObject({ isFinished: true, ...withStatistics.statistics });
  });

  it("a campaign's database can be read and changed", async () => {
    const campaign = (await dsm.call('campaignsGetAll'))[0]!;
    const databases = await dsm.call('databaseGetAllDatabases');
    const current = await dsm.call('databaseGetCampaignDatabase', { body: { campaignId: campaign.id! } });
    const other = databases.find((d) => d.databaseId !== current.databaseId)!;
    expect(
      await dsm.call('databaseChangeCampaignDatabase', { body: { campaignId: campaign.id!, databaseName: other.databaseName! } }),
    ).toBe(true);
    expect((await dsm.call('databaseGetCampaignDatabase', { body: { campaignName: campaign.name! } })).databaseId).toBe(other.databaseId);
  });

  it('portal users: create, count, query by role, roles, never a password', async () => {
    const count = await dsm.call('portalUsersGetCount', { body: {} });
    const created = await dsm.call('portalUsersCreate', {
      body: { login: 'neu.nutzer', password: 'Start#2026', roles: ['Vertrieb'], masterUserId: 301 },
    });
    expect(created).toEqual({ id: expect.any(Number), login: 'neu.nutzer', roles: ['Vertrieb'], masterUserId: 301, accessLevel: 1 });
    expect(await dsm.call('portalUsersGetCount', { body: {} })).toBe(count + 1);
    expect(await dsm.call('portalUsersAssignRole', { path: { id: created.id!, role: 'Marketing' } })).toBe(true);
    expect(await dsm.call('portalUsersGetRoles', { path: { id: created.id! } })).toEqual(['Vertrieb', 'Marketing']);
    const marketing = await dsm.call('portalUsersGetWithQueryByRole', { path: { role: 'Marketing' }, body: {} });
    expect(marketing.map((u) => u.login)).toContain('neu.nutzer');
    expect(JSON.stringify(await dsm.call('portalUsersGetWithQuery', { body: { size: 100 } }))).not.toContain('Start#2026');
  });
});

describe('duplicate contacts', () => {
  it('finds the seeded duplicates, and one more after inserting a copy', async () => {
    const count = async () => {
      // The hash run is a paced job: its count is the done status's.
      const processingId = await dsm.call('contactDuplicatesHash');
      const done = await waitForJob(dsm, jobs.duplicateProcessing, processingId, { timeout: 60_000 });
      return (done as { duplicateCount?: number }).duplicateCount!;
    };
    expect(await dsm.call('contactDuplicatesGetFilter')).toEqual({ columns: ['firstName', 'lastName', 'eMail'], isActive: true });
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const [first] = await dsm.call('contactsList');
    await dsm.call('contactsInsert', { body: { firstName: first!.firstName, lastName: first!.lastName, eMail: first!.eMail } });
    expect(await count()).toBe(before + 1);
    expect(await dsm.call('contactDuplicatesSetFilter', { body: { columns: ['dsm_CustomerId'], isActive: true } })).toBe(true);
    expect(await count()).toBe(0);
    expect(sandbox.store.duplicateFilter.columns).toEqual(['dsm_CustomerId']);
  });
});
