/**
 * Portal user roles through the SDK against the sandbox: the list agrees with the roles portal users,
 * categories and templates hold; add and delete show in every read (a deleted role is gone from its
 * holders too); queries page and count; a taken role, an unknown role and unknown holders are refused.
 */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/sandbox/demo-data/catalogue.js';
import { useSandbox, demoClient } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no refusal',
    (error: Error) => `${error.name}: ${error.message}`,
  );
const query = (extra: object = {}) => ({ wheres: [], ...extra });

describe('portal user roles: the list', () => {
  it('holds every role a portal user, a category or a template has', async () => {
    const roles = await dsm.call('portalUserRolesGet');
    expect(roles).toEqual(ROLES);
    const { portalUsers, categories, templates } = sandbox.store;
    const held = [...portalUsers.all(), ...categories.all(), ...templates.all()].flatMap((row) => row.roles ?? []);
    for (const role of held) expect(roles).toContain(role);
  });

  it('queries, pages, orders and counts as the query says, as names and as models', async () => {
    const ordered = query({ orders: [{ columnName: 'name', orderMode: 1 }], start: 1, size: 2 });
    const descending = [...ROLES].sort().reverse();
    expect(await dsm.call('portalUserRolesGetWithQuery', { body: ordered })).toEqual(descending.slice(1, 3));
    const models = await dsm.call('portalUserRolesGetModelsWithQuery', { body: ordered });
    expect(models.map((role) => role.name)).toEqual(descending.slice(1, 3));
    const filtered = query({ wheres: [{ columnName: 'name', comparer: 2, value: 'ver' }] });
    expect(await dsm.call('portalUserRolesGetWithQuery', { body: filtered })).toEqual(['Vertrieb']);
    expect(await dsm.call('portalUserRolesGetCountWithQuery', { body: filtered })).toBe(1);
    expect(await dsm.call('portalUserRolesGetCountWithQuery', { body: query() })).toBe(ROLES.length);
  });
});

describe('portal user roles: by holder', () => {
  it("a user's roles agree with the portal user's, as names, models and count", async () => {
    const user = sandbox.store.portalUsers.get(301)!;
    expect(await dsm.call('portalUserRolesGetByUser', { path: { userId: 301 }, body: query() })).toEqual(user.roles);
    const models = await dsm.call('portalUserRolesGetModelsByUser', { path: { userId: 301 }, body: query() });
    expect(models.map((role) => role.name)).toEqual(user.roles);
    expect(await dsm.call('portalUserRolesGetCountByUser', { path: { userId: 301 }, body: query() })).toBe(user.roles.length);
  });

  it("a role assigned to a user through the portal users' calls is in the list and the user's roles", async () => {
    await dsm.call('portalUsersAssignRole', { path: { id: 304, role: 'Kundenservice' } });
    expect(await dsm.call('portalUserRolesGet')).toContain('Kundenservice');
    expect(await dsm.call('portalUserRolesGetByUser', { path: { userId: 304 }, body: query() })).toContain('Kundenservice');
  });

  it("a category's and a template's roles agree with theirs", async () => {
    const category = sandbox.store.categories.all().find((row) => (row.roles ?? []).length > 0)!;
    expect(await dsm.call('portalUserRolesGetByCategory', { path: { category: category.name }, body: query() })).toEqual(category.roles);
    const models = await dsm.call('portalUserRolesGetModelsByCategory', { path: { category: category.name }, body: query() });
    expect(models.map((role) => role.name)).toEqual(category.roles);
    expect(await dsm.call('portalUserRolesGetCountByCategory', { path: { category: category.name }, body: query() })).toBe(1);
    await dsm.call('campaignTemplateCategoriesAssignRole', { path: { name: category.name, role: 'Vertrieb' } });
    expect(await dsm.call('portalUserRolesGetByCategory', { path: { category: category.name }, body: query() })).toEqual([
      ...category.roles!,
      'Vertrieb',
    ]);
    const template = sandbox.store.templates.all().find((row) => (row.roles ?? []).length > 0)!;
    expect(await dsm.call('portalUserRolesGetByCampaignTemplate', { path: { id: template.id }, body: query() })).toEqual(template.roles);
    expect(await dsm.call('portalUserRolesGetCountByCampaignTemplate', { path: { id: template.id }, body: query() })).toBe(
      template.roles!.length,
    );
  });

  it('an unknown user, category, template or document template is refused', async () => {
    expect(await refusal(dsm.call('portalUserRolesGetByUser', { path: { userId: 999 }, body: query() }))).toBe(
      'DsmApiError: There is no portal user with id 999.',
    );
    expect(await refusal(dsm.call('portalUserRolesGetCountByCategory', { path: { category: 'Nope' }, body: query() }))).toBe(
      "DsmApiError: There is no category named 'Nope'.",
    );
    expect(await refusal(dsm.call('portalUserRolesGetByCampaignTemplate', { path: { id: 999 }, body: query() }))).toBe(
      'DsmApiError: There is no campaign template with id 999.',
    );
    expect(await refusal(dsm.call('portalUserRolesGetByDocumentTemplate', { path: { name: 'Nope' }, body: query() }))).toBe(
      "DsmApiError: There is no document template named 'Nope'.",
    );
  });
});

describe('portal user roles: add and delete', () => {
  it('add: the role is listed; returnmodel answers its model, which the models list shows', async () => {
    await expect(dsm.call('portalUserRolesAdd', { path: { role: 'Messe' } })).resolves.toBe(true);
    expect(await dsm.call('portalUserRolesGet')).toEqual([...ROLES, 'Messe']);
    const model = await dsm.call('portalUserRolesAddReturnModel', { path: { role: 'Kundenservice' } });
    expect(model).toMatchObject({ name: 'Kundenservice', id: expect.any(Number) });
    expect(await dsm.call('portalUserRolesGetModelsWithQuery', { body: query() })).toContainEqual(model);
    expect(await dsm.call('portalUserRolesGetCountWithQuery', { body: query() })).toBe(ROLES.length + 2);
  });

  it('a taken role is refused (letter case aside), and nothing is added', async () => {
    expect(await refusal(dsm.call('portalUserRolesAdd', { path: { role: 'marketing' } }))).toBe(
      "DsmApiError: There is already a role named 'Marketing'.",
    );
    expect(await refusal(dsm.call('portalUserRolesAddReturnModel', { path: { role: 'Agentur' } }))).toBe(
      "DsmApiError: There is already a role named 'Agentur'.",
    );
    expect(await dsm.call('portalUserRolesGet')).toEqual(ROLES);
  });

  it('delete: the role is gone from the list and from every user, category and template that had it', async () => {
    await expect(dsm.call('portalUserRolesDelete', { path: { role: 'Marketing' } })).resolves.toBe(true);
    expect(await dsm.call('portalUserRolesGet')).toEqual(ROLES.filter((role) => role !== 'Marketing'));
    const { portalUsers, categories, templates } = sandbox.store;
    for (const row of [...portalUsers.all(), ...categories.all(), ...templates.all()]) expect(row.roles ?? []).not.toContain('Marketing');
    const template = templates.get(2)!;
    expect(await dsm.call('campaignTemplatesGetRoles', { path: { id: template.id } })).toEqual([]);
    expect(await dsm.call('portalUsersGetWithQueryByRole', { path: { role: 'Marketing' }, body: query() })).toEqual([]);
  });

  it('deleting an unknown role is refused', async () => {
    expect(await refusal(dsm.call('portalUserRolesDelete', { path: { role: 'Nope' } }))).toBe(
      "DsmApiError: There is no role named 'Nope'.",
    );
  });
});
