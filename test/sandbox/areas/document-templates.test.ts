/** Document templates through the SDK against the sandbox: writes show in every read; unknown names and taken names are refused. */
import { describe, expect, it } from 'vitest';
import type { DocumentTemplate, Query } from '../../../generated/model/index.js';
import { demoClient, useSandbox } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const names = (templates: DocumentTemplate[]) => templates.map((template) => template.name);
const byName = async (name: string) =>
  (await dsm.call('documentTemplatesGetByQuery', { body: { wheres: [{ columnName: 'name', comparer: 0, value: name }] } }))[0];

describe('document templates: queries and counts', () => {
  it('has the §3.6 fields, and counts what a query selects', async () => {
    const all = await dsm.call('documentTemplatesGetByQuery', { body: { size: 1000 } });
    expect(all.length).toBe(await dsm.call('documentTemplatesCountByQuery', { body: {} }));
    for (const template of all)
      expect(Object.keys(template)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'displayName',
          'placeholderName',
          'sourceCampaignName',
          'description',
          'pageCount',
          'dimensionX',
          'dimensionY',
          'isApproved',
          'lastUpdate',
        ]),
      );
    const query: Query = {
      wheres: [{ columnName: 'displayName', comparer: 4, value: 'A4' }],
      orders: [{ columnName: 'name', orderMode: 1 }],
    };
    const found = await dsm.call('documentTemplatesGetByQuery', { body: query });
    expect(found.length).toBe(await dsm.call('documentTemplatesCountByQuery', { body: query }));
    expect(names(found)).toEqual([...names(found)].sort().reverse());
  });

  it('names campaigns that exist', async () => {
    const campaigns = new Set(sandbox.store.campaigns.all().map((campaign) => campaign.name));
    for (const template of await dsm.call('documentTemplatesGetByQuery', { body: { size: 1000 } }))
      if (template.sourceCampaignName) expect(campaigns).toContain(template.sourceCampaignName);
  });
});

describe('document templates: update, approve, delete', () => {
  it('update changes what reads show; a taken name or unknown id is refused', async () => {
    const postcard = await byName('Postkarte-A6');
    await dsm.call('documentTemplatesUpdate', {
      body: { id: postcard!.id, name: 'Postkarte-A6-neu', displayName: 'Postkarte neu', pageCount: 4 },
    });
    expect(await byName('Postkarte-A6')).toBeUndefined();
    expect(await byName('Postkarte-A6-neu')).toMatchObject({ id: postcard!.id, displayName: 'Postkarte neu', pageCount: 4 });
    await expect(dsm.call('documentTemplatesUpdate', { body: { id: postcard!.id, name: 'Flyer-A5' } })).rejects.toThrow(
      "There is already a document template named 'Flyer-A5'.",
    );
    await expect(dsm.call('documentTemplatesUpdate', { body: { id: 9999, displayName: 'x' } })).rejects.toThrow(
      "There is no document template with id '9999'.",
    );
  });

  it('approve moves a template from the not approved portal list to the approved one', async () => {
    const postcard = await byName('Postkarte-A6');
    expect(postcard?.isApproved).toBe(false);
    await dsm.call('documentTemplatesApprove', { path: { id: postcard!.id! } });
    expect(await byName('Postkarte-A6')).toMatchObject({ isApproved: true, approved: true });
    const approved = await dsm.call('documentTemplatesPortalByPlaceholderApproved', { path: { placeholder: 'Postkarte' } });
    const notApproved = await dsm.call('documentTemplatesPortalByPlaceholderNotApproved', { path: { placeholder: 'Postkarte' } });
    expect(names(approved)).toContain('Postkarte-A6');
    expect(names(notApproved)).not.toContain('Postkarte-A6');
    await expect(dsm.call('documentTemplatesApprove', { path: { id: 9999 } })).rejects.toThrow(
      "There is no document template with id '9999'.",
    );
  });

  it('deleteByName removes it from every list; an unknown name is refused', async () => {
    const before = await dsm.call('documentTemplatesCountByQuery', { body: {} });
    await expect(dsm.call('documentTemplatesDeleteByName', { path: { name: 'Flyer-A5' } })).resolves.toBe(true);
    expect(await dsm.call('documentTemplatesCountByQuery', { body: {} })).toBe(before - 1);
    expect(names(await dsm.call('documentTemplatesGetAvailable', { path: { placeholder: 'Flyer' } }))).toEqual([]);
    await expect(dsm.call('documentTemplatesDeleteByName', { path: { name: 'Flyer-A5' } })).rejects.toThrow(
      "There is no document template named 'Flyer-A5'.",
    );
  });
});

describe('document templates: roles', () => {
  it('assign and remove show in getroles, getbyrole, countbyrole and documentsbyroles', async () => {
    await dsm.call('documentTemplatesAssignRole', { path: { name: 'Katalog-A4', role: 'Vertrieb' } });
    expect(await dsm.call('documentTemplatesGetRoles', { path: { name: 'Katalog-A4' } })).toEqual(['Vertrieb']);
    const ofRole = await dsm.call('documentTemplatesGetByRole', { path: { role: 'Vertrieb' }, body: {} });
    expect(names(ofRole)).toContain('Katalog-A4');
    expect(await dsm.call('documentTemplatesCountByRole', { path: { role: 'Vertrieb' }, body: {} })).toBe(ofRole.length);
    expect(names(await dsm.call('documentTemplatesDocumentsByRoles', { body: ['Vertrieb'] }))).toEqual(names(ofRole));
    await dsm.call('documentTemplatesRemoveRole', { path: { name: 'Katalog-A4', role: 'Vertrieb' } });
    expect(await dsm.call('documentTemplatesGetRoles', { path: { name: 'Katalog-A4' } })).toEqual([]);
    expect(names(await dsm.call('documentTemplatesGetByRole', { path: { role: 'Vertrieb' }, body: {} }))).not.toContain('Katalog-A4');
  });

  it('refuses the roles of a template that does not exist', async () => {
    await expect(dsm.call('documentTemplatesGetRoles', { path: { name: 'Nope' } })).rejects.toThrow(
      "There is no document template named 'Nope'.",
    );
    await expect(dsm.call('documentTemplatesAssignRole', { path: { name: 'Nope', role: 'Marketing' } })).rejects.toThrow(
      "There is no document template named 'Nope'.",
    );
  });
});

describe('document templates: categories', () => {
  it('connect and disconnect show in category/get, bycategory and the category queries', async () => {
    await dsm.call('documentTemplatesCategoryConnect', { path: { name: 'Katalog-A4', category: 'Events' } });
    expect(await dsm.call('documentTemplatesCategoryGet', { path: { name: 'Katalog-A4' } })).toEqual(['Tourism', 'Events']);
    const inEvents = await dsm.call('documentTemplatesByCategory', { path: { category: 'Events' } });
    expect(names(inEvents)).toContain('Katalog-A4');
    expect(await dsm.call('documentTemplatesCountWithQueryByCategory', { path: { category: 'Events' }, body: {} })).toBe(inEvents.length);
    expect(await dsm.call('documentTemplatesGetWithQueryByCategory', { path: { category: 'Events' }, body: {} })).toEqual(inEvents);
    expect(await dsm.call('documentTemplatesByCategoryPage', { path: { category: 'Events', start: 1, size: 1 } })).toEqual(
      inEvents.slice(1, 2),
    );
    expect(await dsm.call('documentTemplatesByCategoryFrom', { path: { category: 'Events', start: 1 } })).toEqual(inEvents.slice(1));
    expect(names(await dsm.call('documentTemplatesPortalByCategoryApproved', { path: { category: 'Events' } }))).toContain('Katalog-A4');
    await dsm.call('documentTemplatesCategoryDisconnect', { path: { name: 'Katalog-A4', category: 'Events' } });
    expect(names(await dsm.call('documentTemplatesPortalByCategoryAll', { path: { category: 'Events' } }))).not.toContain('Katalog-A4');
  });

  it('refuses a category that does not exist', async () => {
    await expect(dsm.call('documentTemplatesCategoryConnect', { path: { name: 'Katalog-A4', category: 'Nope' } })).rejects.toThrow(
      "There is no category named 'Nope'.",
    );
  });
});
