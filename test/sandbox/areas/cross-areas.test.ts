/**
 * What one area names exists in the others, read through the SDK against the sandbox: categories of images
 * and document templates, templates by the placeholder of their campaigns' documents, the impositions and PDF
 * presets a render can use, and document templates the design editor makes and deletes.
 */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();

describe('across areas', () => {
  it("lists an image's and a document template's categories as the media areas keep them", async () => {
    const image = sandbox.store.images.all().find((row) => row.categoryIds.length > 0)!;
    const byImage = await dsm.call('campaignTemplateCategoriesGetByImage', { path: { imageName: image.name }, body: {} });
    expect(byImage.map((row) => row.id).sort()).toEqual([...image.categoryIds].sort());
    expect(await dsm.call('campaignTemplateCategoriesCountByImage', { path: { imageName: image.name }, body: {} })).toBe(
      image.categoryIds.length,
    );
    const [category] = await dsm.call('campaignTemplateCategoriesGet');
    await dsm.call('documentTemplatesCategoryConnect', { path: { name: 'Mailing-A4-Fruehling', category: category!.name! } });
    const byDocument = await dsm.call('campaignTemplateCategoriesGetByDocumentTemplate', {
      path: { name: 'Mailing-A4-Fruehling' },
      body: {},
    });
    expect(byDocument.map((row) => row.name)).toContain(category!.name);
    expect(await refusalOf(dsm.call('campaignTemplateCategoriesGetByImage', { path: { imageName: 'nope.jpg' }, body: {} }))).toBe(
      "There is no image named 'nope.jpg'.",
    );
  });

  it('finds the templates whose campaigns have a document with a placeholder', async () => {
    const document = sandbox.store.documentTemplates.all().find((row) => row.placeholderName && row.sourceCampaignName)!;
    const campaign = sandbox.store.campaigns.all().find((row) => row.name === document.sourceCampaignName)!;
    const all = await dsm.call('campaignTemplatesPortalByPlaceholderAll', { path: { placeholder: document.placeholderName! } });
    expect(all.map((row) => row.id)).toContain(campaign.templateId);
    const approved = await dsm.call('campaignTemplatesPortalByPlaceholderApproved', { path: { placeholder: document.placeholderName! } });
    const notApproved = await dsm.call('campaignTemplatesPortalByPlaceholderNotApproved', {
      path: { placeholder: document.placeholderName! },
    });
    expect(approved.length + notApproved.length).toBe(all.length);
    expect(await dsm.call('campaignTemplatesPortalByPlaceholderAll', { path: { placeholder: 'NoSuchPlaceholder' } })).toEqual([]);
  });

  it("renders with the account's impositions: a created one is listed", async () => {
    const before = await dsm.call('campaignsImpositions');
    await dsm.call('impositionsCreate', {
      body: {
        fileName: 'Postkarte-4fach',
        displayName: 'Postkarte 4fach',
        sheetWidth: 320,
        sheetHeight: 450,
        docWidth: 148,
        docHeight: 105,
        docPageCountPerRecord: 2,
      },
    });
    const after = await dsm.call('campaignsImpositions');
    expect(after.length).toBe(before.length + 1);
    expect(after.map((row) => row.fileName)).toContain('Postkarte-4fach');
    expect((await dsm.call('campaignsPdfPresets')).map((row) => row.name)).toContain('Preview');
  });

  it('makes and deletes document templates from the design editor, as the document templates area shows', async () => {
    await dsm.call('smartServerCreateDocumentTemplate', { body: { name: 'Flyer-Herbst', displayName: 'Flyer Herbst' } });
    expect((await dsm.call('documentTemplatesGetByQuery', { body: {} })).map((row) => row.name)).toContain('Flyer-Herbst');
    expect(await refusalOf(dsm.call('smartServerCreateDocumentTemplate', { body: { name: 'Flyer-Herbst' } }))).toBe(
      "There is already a document template named 'Flyer-Herbst'.",
    );
    await dsm.call('smartServerDeleteDocumentTemplate', { path: { name: 'Flyer-Herbst' } });
    expect((await dsm.call('documentTemplatesGetByQuery', { body: {} })).map((row) => row.name)).not.toContain('Flyer-Herbst');
  });
});
