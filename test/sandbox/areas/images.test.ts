/** Images through the SDK against the sandbox: what update, connect, disconnect and delete do shows in every read. */
import { describe, expect, it } from 'vitest';
import type { QueryWhere } from '../../../generated/model/index.js';
import { DsmApiError } from '../../../src/errors.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();
const everything = { start: 0, size: 1000 };

describe('images: queries, counts and pages', () => {
  it('counts what the query selects and pages through the same list', async () => {
    const all = await dsm.call('imagesGetWithQuery', { body: everything });
    expect(all.length).toBe(await dsm.call('imagesCountWithQuery', { body: {} }));
    expect(all.length).toBeGreaterThan(5);
    expect(await dsm.call('imagesGetWithQuery', { body: { start: 2, size: 3 } })).toEqual(all.slice(2, 5));
    const wheres: QueryWhere[] = [{ columnName: 'name', comparer: 2, value: 'fruehling' }];
    const found = await dsm.call('imagesGetWithQuery', { body: { wheres } });
    expect(found.map((image) => image.name)).toEqual(['fruehling-header.jpg']);
    expect(await dsm.call('imagesCountWithQuery', { body: { wheres } })).toBe(1);
  });

  it('refuses a column images do not have', async () => {
    await expect(dsm.call('imagesGetWithQuery', { body: { wheres: [{ columnName: 'colour', comparer: 0, value: 'x' }] } })).rejects.toThrow(
      "Invalid column name 'colour'.",
    );
  });
});

describe('images: update and delete', () => {
  it('stores display name, approval and categories, and reads them back', async () => {
    await dsm.call('imagesUpdate', { body: { id: 302, displayName: 'Logo 2026', approved: true, categories: ['Events'] } });
    const [logo] = await dsm.call('imagesGetWithQuery', { body: { wheres: [{ columnName: 'id', comparer: 0, value: '302' }] } });
    expect(logo).toMatchObject({ id: 302, name: 'logo.png', displayName: 'Logo 2026', approved: true, categories: ['Events'] });
    const approvedEvents = await dsm.call('imagesPortalByCategoryApproved', { path: { category: 'Events' } });
    expect(approvedEvents.map((image) => image.id)).toContain(302);
  });

  it('refuses an unknown id, a taken name and an unknown category', async () => {
    await expect(dsm.call('imagesUpdate', { body: { id: 9999, displayName: 'x' } })).rejects.toThrow("There is no image with id '9999'.");
    await expect(dsm.call('imagesUpdate', { body: { id: 302, name: 'strand.jpg' } })).rejects.toThrow(
      "There is already an image named 'strand.jpg'.",
    );
    await expect(dsm.call('imagesUpdate', { body: { id: 302, categories: ['Nope'] } })).rejects.toThrow(
      "There is no category named 'Nope'.",
    );
  });

  it('deletes by name and by id; the image is gone and a second delete is refused', async () => {
    const before = await dsm.call('imagesCountWithQuery', { body: {} });
    await expect(dsm.call('imagesDelete', { path: { name: 'strand.jpg' } })).resolves.toBe(true);
    await expect(dsm.call('imagesDeleteById', { path: { id: 301 } })).resolves.toBe(true);
    expect(await dsm.call('imagesCountWithQuery', { body: {} })).toBe(before - 2);
    const names = (await dsm.call('imagesGetWithQuery', { body: everything })).map((image) => image.name);
    expect(names).not.toContain('strand.jpg');
    expect(names).not.toContain('fruehling-header.jpg');
    await expect(dsm.call('imagesDelete', { path: { name: 'strand.jpg' } })).rejects.toThrow("There is no image named 'strand.jpg'.");
    await expect(dsm.call('imagesDeleteById', { path: { id: 301 } })).rejects.toBeInstanceOf(DsmApiError);
  });
});

describe('images: portal categories', () => {
  it('connect and disconnect show in the lists, queries and counts of the category', async () => {
    const inTourism = async () => (await dsm.call('imagesPortalByCategoryAll', { path: { category: 'Tourism' } })).map((i) => i.name);
    expect(await inTourism()).toEqual(['strand.jpg']);
    await dsm.call('imagesPortalConnectToCategory', { path: { image: 'sparplan.png', category: 'Tourism' } });
    expect(await inTourism()).toEqual(['sparplan.png', 'strand.jpg']);
    expect((await dsm.call('imagesPortalByCategoryNotApproved', { path: { category: 'Tourism' } })).map((i) => i.name)).toEqual([
      'sparplan.png',
    ]);
    expect((await dsm.call('imagesPortalByCategoryApproved', { path: { category: 'Tourism' } })).map((i) => i.name)).toEqual([
      'strand.jpg',
    ]);
    expect(await dsm.call('imagesPortalCountByCategory', { path: { category: 'Tourism' }, body: {} })).toBe(2);
    const page = await dsm.call('imagesPortalGetByCategory', {
      path: { category: 'Tourism' },
      body: { orders: [{ columnName: 'name', orderMode: 0 }] },
    });
    expect(page.map((i) => i.name)).toEqual(['sparplan.png', 'strand.jpg']);
    await dsm.call('imagesPortalDisconnectFromCategory', { path: { image: 'sparplan.png', category: 'Tourism' } });
    expect(await inTourism()).toEqual(['strand.jpg']);
  });

  it('follows the categories area: a renamed category shows under its new name, a deleted one drops out', async () => {
    await dsm.call('campaignTemplateCategoriesUpdateById', { path: { id: 9, name: 'Reisen' } });
    expect((await dsm.call('imagesPortalByCategoryAll', { path: { category: 'Reisen' } })).map((i) => i.categories)).toEqual([['Reisen']]);
    await dsm.call('campaignTemplateCategoriesDeleteByName', { path: { name: 'Reisen' } });
    const [strand] = await dsm.call('imagesGetWithQuery', { body: { wheres: [{ columnName: 'name', comparer: 0, value: 'strand.jpg' }] } });
    expect(strand?.categories).toEqual([]);
  });

  it('refuses an unknown image or category', async () => {
    await expect(dsm.call('imagesPortalConnectToCategory', { path: { image: 'nope.png', category: 'Tourism' } })).rejects.toThrow(
      "There is no image named 'nope.png'.",
    );
    await expect(dsm.call('imagesPortalByCategoryAll', { path: { category: 'Nope' } })).rejects.toThrow(
      "There is no category named 'Nope'.",
    );
  });
});

describe('images: thumbnails', () => {
  it('answers for an existing category, campaign template, document template and image, by id and by name', async () => {
    expect(await dsm.call('imagesGetThumbnail', { path: { type: 4, id: 301 } })).toMatch(/\/image\/301\.png$/);
    expect(await dsm.call('imagesGetThumbnailByName', { path: { type: 4, name: 'fruehling-header.jpg' } })).toMatch(/\/image\/301\.png$/);
    expect(await dsm.call('imagesGetThumbnail', { path: { type: 1, id: 3 } })).toMatch(/\/category\/3\.png$/);
    expect(await dsm.call('imagesGetThumbnailByName', { path: { type: 2, name: 'welcome_mailing' } })).toMatch(
      /\/campaigntemplate\/1\.png$/,
    );
    const thumbnail = await dsm.call('imagesGetThumbnail', { path: { type: 3, id: 52 } });
    const [template] = await dsm.call('documentTemplatesGetByQuery', {
      body: { wheres: [{ columnName: 'id', comparer: 0, value: '52' }] },
    });
    expect(template?.thumbnail).toBe(thumbnail);
  });

  it('refuses an item that does not exist', async () => {
    await expect(dsm.call('imagesGetThumbnail', { path: { type: 4, id: 9999 } })).rejects.toThrow("There is no image with id '9999'.");
    await expect(dsm.call('imagesGetThumbnailByName', { path: { type: 3, name: 'Nope' } })).rejects.toThrow(
      "There is no document template named 'Nope'.",
    );
  });
});
