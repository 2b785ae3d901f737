/**
 * Resources through the SDK against the sandbox: the list pages, filters and orders as the request says
 * and its count agrees; a file's state tells a file that is there from one that is not; delete, group
 * renames and group moves show in later lists; an import from an address leaves the file there; unknown
 * files, groups and campaigns are refused.
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { useSandbox, demoClient } from '../support.js';

const { sandbox } = useSandbox({ speed: 50 });
const dsm = demoClient();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no refusal',
    (error: Error) => `${error.name}: ${error.message}`,
  );
const campaign = () => sandbox.store.campaigns.get(4711)!.name;
const list = (body: object) => dsm.call('resourcesGet', { body });
const names = async (body: object) => (await list(body)).map((row) => row.name);

describe('resources: the list and its count', () => {
  it("are the account's own or a demo campaign's, each of a kind and listed once", async () => {
    const all = await list({ wheres: [], size: 1000 });
    expect(all).toHaveLength(sandbox.store.resources.size);
    const campaigns = new Set(sandbox.store.campaigns.all().map((row) => row.name));
    for (const row of all) {
      expect(row.campaignName === null || campaigns.has(row.campaignName!)).toBe(true);
      expect(row.resourceType).toEqual(expect.any(String));
    }
  });

  it("the account's images, paged from page 1, ordered, and counted", async () => {
    const images = await names({ resourceType: 'image', orderBys: ['name'] });
    expect(images.length).toBe(6);
    expect(images).toEqual([...images].sort((a, b) => a!.localeCompare(b!)));
    expect(await names({ resourceType: 'image', orderBys: ['name'], pageNr: 2, perPage: 4 })).toEqual(images.slice(4, 8));
    expect(await names({ resourceType: 'image', orderBys: ['name'], oderByDescending: true, pageNr: 1, perPage: 2 })).toEqual(
      [...images].reverse().slice(0, 2),
    );
    expect(await dsm.call('resourcesGetCount', { body: { resourceType: 'image' } })).toBe(images.length);
    // The kind by its number names the same files.
    expect(await names({ resourceType: 1, orderBys: ['name'] })).toEqual(images);
  });

  it("a filter, a campaign's own files, and the standard query", async () => {
    expect(await names({ filter: 'logo' })).toEqual(['logo.png', 'logo-white.png']);
    expect(await dsm.call('resourcesGetCount', { body: { filter: 'logo' } })).toBe(2);
    const own = await list({ campaignName: campaign() });
    expect(own.every((row) => row.campaignName === campaign())).toBe(true);
    expect(own.map((row) => row.name)).toContain('stand-front.jpg');
    const byQuery = await list({
      wheres: [{ columnName: 'groupName', comparer: 0, value: 'Logos' }],
      orders: [{ columnName: 'name', orderMode: 0 }],
    });
    expect(byQuery.map((row) => [row.name, row.campaignName])).toEqual([
      ['logo-white.png', null],
      ['logo.png', null],
      ['logo.png', campaign()],
      ['logo.png', sandbox.store.campaigns.get(4712)!.name],
    ]);
  });

  it('an unknown campaign or column is refused', async () => {
    expect(await refusal(list({ campaignName: 'Nope2026' }))).toBe("DsmApiError: There is no campaign named 'Nope2026'.");
    expect(await refusal(list({ orderBys: ['shoeSize'] }))).toBe("DsmApiError: Invalid column name 'shoeSize'.");
  });
});

describe("resources: a file's state", () => {
  it('is finished for a file that is there, an error for one that is not', async () => {
    expect(await dsm.call('resourcesGetStatusMultiple', { path: { type: 'image' }, body: ['logo.png', 'nope.png'] })).toEqual([
      { fileName: 'logo.png', state: 3, message: null },
      { fileName: 'nope.png', state: 1, message: "There is no image resource 'nope.png' in the account." },
    ]);
    expect(await dsm.call('resourcesGetStatus', { path: { type: 'image', file: 'logo.png' } })).toMatchObject({
      fileName: 'logo.png',
      state: 3,
    });
    expect(
      await dsm.call('resourcesGetStatusForCampaign', { path: { type: 'image', campaign: campaign(), file: 'stand-front.jpg' } }),
    ).toMatchObject({
      fileName: 'stand-front.jpg',
      state: 3,
    });
    expect(await dsm.call('resourcesGetStatus', { path: { type: 'image', file: 'nope.png' } })).toEqual({
      fileName: 'nope.png',
      state: 1,
      message: "There is no image resource 'nope.png' in the account.",
    });
    expect(await refusal(dsm.call('resourcesGetStatus', { path: { type: 'image', file: 'nope.png' } }))).toBe('no refusal');
    expect(await refusal(dsm.call('resourcesGetStatusForCampaign', { path: { type: 'image', campaign: 'Nope2026', file: 'a.png' } }))).toBe(
      "DsmApiError: There is no campaign named 'Nope2026'.",
    );
    expect(await dsm.call('resourcesGetAccountStatus', { path: { type: 'image', file: 'logo.png', accountId: 1042 } })).toMatchObject({
      state: 3,
    });
    expect(await refusal(dsm.call('resourcesGetAccountStatus', { path: { type: 'image', file: 'logo.png', accountId: 9 } }))).toBe(
      "DsmApiError: There is no account with id '9'.",
    );
  });
});

describe('resources: changes show in later lists', () => {
  it('delete (a name with dots and a hash): gone from the list, and its state is an error', async () => {
    const { resources } = sandbox.store;
    resources.insert({ ...resources.get(1)!, id: resources.nextId(), name: 'flyer#2.v1.pdf', resourceType: 'document' });
    await dsm.call('resourcesDelete', { path: { type: 'document', file: 'flyer#2.v1.pdf' } });
    await dsm.call('resourcesDelete', { path: { type: 'document', file: 'agb.pdf' } });
    expect(await names({ resourceType: 'document' })).toEqual(['preisliste-2026.pdf']);
    await dsm.call('resourcesDeleteForCampaign', { path: { type: 'image', campaign: campaign(), file: 'stand-side.jpg' } });
    expect(await names({ campaignName: campaign(), resourceType: 'image' })).not.toContain('stand-side.jpg');
    expect(await refusal(dsm.call('resourcesDelete', { path: { type: 'document', file: 'agb.pdf' } }))).toBe(
      "DsmApiError: There is no document resource 'agb.pdf' in the account.",
    );
    const [status] = await dsm.call('resourcesGetStatusMultiple', { path: { type: 'document' }, body: ['agb.pdf'] });
    expect(status!.state).toBe(1);
    // A state read before the delete reads the store again.
    const path = { type: 'image', file: 'werkstatt.jpg' };
    expect(await dsm.call('resourcesGetStatus', { path })).toMatchObject({ state: 3 });
    await dsm.call('resourcesDelete', { path });
    expect(await dsm.call('resourcesGetStatus', { path })).toMatchObject({ state: 1 });
  });

  it('renamegroup renames the group of every file in it; an unknown group is refused', async () => {
    await dsm.call('resourcesRenameGroup', { body: { resourceType: 'image', oldName: 'Logos', newName: 'Logos 2026', campaignId: -1 } });
    expect(await names({ filter: 'Logos 2026' })).toEqual(['logo.png', 'logo-white.png']);
    expect(await dsm.call('resourcesGetCount', { body: { filter: 'Logos 2026', campaignName: campaign() } })).toBe(0);
    expect(await refusal(dsm.call('resourcesRenameGroup', { body: { oldName: 'Logos', newName: 'X' } }))).toBe(
      "DsmApiError: There is no resource group named 'Logos'.",
    );
  });

  it('changegroup and changegroupforseveralfiles move files (campaign -1 by default); unknown files move none', async () => {
    // The platform's client posts a one-name list here too, beside the name it copied out of it.
    const one = { resourceType: 1, groupName: 'Fotos', resourceName: 'header.jpg', resourceNames: ['header.jpg'] };
    await dsm.call('resourcesChangeGroup', { body: one });
    expect(await names({ filter: 'Fotos' })).toEqual(['header.jpg', 'autohaus-front.jpg', 'werkstatt.jpg']);
    const several = { resourceType: 1, groupName: 'Stand', resourceNames: ['stand-front.jpg', 'stand-side.jpg'], campaignId: 4711 };
    await dsm.call('resourcesChangeGroupForSeveralFiles', { body: several });
    expect(await names({ campaignName: campaign(), filter: 'Stand' })).toEqual(['stand-front.jpg', 'stand-side.jpg']);
    const refused = await refusal(
      dsm.call('resourcesChangeGroupForSeveralFiles', { body: { ...several, groupName: 'X', resourceNames: ['logo.png', 'nope.jpg'] } }),
    );
    expect(refused).toBe(`DsmApiError: There is no image resource 'nope.jpg' in the campaign '${campaign()}'.`);
    expect(await dsm.call('resourcesGetCount', { body: { campaignName: campaign(), filter: 'X' } })).toBe(0);
  });

  it('an import from an address leaves the file in the list; its state follows the import', async () => {
    const importId = await dsm.call('resourcesImportUrl', {
      body: { url: 'https://cdn.example.com/media/banner-2026.png', resourceType: 'image', campaignName: null },
    });
    await waitForJob(dsm, jobs.resourceZipImport, importId, { intervalMs: 10 });
    expect(await names({ filter: 'banner' })).toEqual(['banner-2026.png']);
    expect(await dsm.call('resourcesGetStatus', { path: { type: 'image', file: 'banner-2026.png' } })).toMatchObject({ state: 3 });
    expect(
      await refusal(
        dsm.call('resourcesImportUrl', { body: { url: 'https://cdn.example.com/a.png', resourceType: 'image', campaignName: 'Nope2026' } }),
      ),
    ).toBe("DsmApiError: There is no campaign named 'Nope2026'.");
    expect(await refusal(dsm.call('resourcesImportUrl', { body: { url: 'cdn.example.com/a.png', resourceType: 'image' } }))).toBe(
      'DsmApiError: Please specifiy the protocol (http, https, ftp).',
    );
  });
});
