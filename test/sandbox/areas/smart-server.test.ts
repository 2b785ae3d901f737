/**
 * The design editor's back end through the SDK against the sandbox: saves add versions that the version
 * lists and loads show, renames and temporary storages keep what was written, unknown documents are refused.
 */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const campaign = () => sandbox.store.campaigns.all()[0]!;

describe('smart server: documents and versions', () => {
  it('adds a version on each save, lists it, and loads the last or a numbered one', async () => {
    const { id, name } = campaign();
    const before = await dsm.call('smartServerDocumentVersionsForCampaign', { path: { campaign: name, name: 'Mailing-A4' } });
    await dsm.call('smartServerDocumentSave', {
      body: { campaignId: id, documentName: 'Mailing-A4', documentXml: '<document>neu</document>' },
    });
    const after = await dsm.call('smartServerDocumentVersionsForCampaign', { path: { campaign: name, name: 'Mailing-A4' } });
    expect(after.length).toBe(before.length + 1);
    const last = after.at(-1)!.version!;
    const loaded = await dsm.call('smartServerDocumentLoadVersionForCampaign', {
      path: { campaign: name, name: 'Mailing-A4', version: last },
    });
    expect(loaded).toMatchObject({ campaignId: id, documentName: 'Mailing-A4', documentXml: '<document>neu</document>', version: last });
    const first = await dsm.call('smartServerDocumentLoadVersionForCampaign', { path: { campaign: name, name: 'Mailing-A4', version: 1 } });
    expect(first.documentXml).not.toBe('<document>neu</document>');
    expect(await dsm.call('smartServerDocumentLoad', { path: { document: String(loaded.documentId) } })).toEqual(loaded);
  });

  it('renames a document: the new name loads, the old one is refused', async () => {
    const { name } = campaign();
    await dsm.call('smartServerDocumentRename', { body: { campaignName: name, documentName: 'Flyer-A5', newDocumentName: 'Flyer-A6' } });
    expect(
      (await dsm.call('smartServerDocumentVersionsForCampaign', { path: { campaign: name, name: 'Flyer-A6' } })).length,
    ).toBeGreaterThan(0);
    expect(await refusalOf(dsm.call('smartServerDocumentVersionsForCampaign', { path: { campaign: name, name: 'Flyer-A5' } }))).toBe(
      `There is no document 'Flyer-A5' of campaign '${name}'.`,
    );
    expect(
      await refusalOf(
        dsm.call('smartServerDocumentRename', { body: { campaignName: name, documentName: 'Flyer-A6', newDocumentName: 'Mailing-A4' } }),
      ),
    ).toBe("There is already a document named 'Mailing-A4'.");
  });

  it('keeps a temporary storage, saves into it and saves it to a campaign', async () => {
    const { id, name } = campaign();
    await dsm.call('smartServerTemporaryStorageCreate', {
      body: { temporaryStorageId: 'tmp-1', documentName: 'Entwurf', smartServerAccountId: 1042, smartServerTemplateName: 'Mailing-A4' },
    });
    await dsm.call('smartServerTemporaryStorageDocumentSave', {
      body: { temporaryStorageId: 'tmp-1', documentName: 'Entwurf', documentXml: '<document>tmp</document>' },
    });
    expect((await dsm.call('smartServerTemporaryStorageDocumentLoad', { path: { name: 'Entwurf' } })).documentXml).toBe(
      '<document>tmp</document>',
    );
    await dsm.call('smartServerTemporaryStorageCampaignSave', { body: { temporaryStorageId: 'tmp-1', campaignId: id } });
    const [version] = await dsm.call('smartServerDocumentVersionsForCampaign', { path: { campaign: name, name: 'Entwurf' } });
    expect(version!.version).toBe(1);
    expect(
      await refusalOf(dsm.call('smartServerTemporaryStorageCopy', { body: { temporaryStorageId: 'nope', newTemporaryStorageId: 'x' } })),
    ).toBe("There is no temporary storage 'nope'.");
  });

  it('gives a PDF address only for a document that exists, and converts CMYK colours', async () => {
    const { id } = campaign();
    expect(await dsm.call('smartServerDocumentRenderPrintPdf', { body: { campaignId: id, documentName: 'Mailing-A4' } })).toMatch(
      /Mailing-A4-print\.pdf$/,
    );
    expect(await refusalOf(dsm.call('smartServerDocumentRenderProofPdf', { body: { campaignId: id, documentName: 'Nope' } }))).toContain(
      "'Nope'",
    );
    const [white, black] = await dsm.call('smartServerConvertCmykColors', {
      body: {
        colors: [
          { c: 0, m: 0, y: 0, k: 0 },
          { c: 0, m: 0, y: 0, k: 100 },
        ],
      },
    });
    expect([white!.rgb, black!.rgb]).toEqual(['#ffffff', '#000000']);
  });
});

describe('smart server: design export', () => {
  it('exports the designs of a campaign that exists, naming only documents it has', async () => {
    const { name } = campaign();
    expect(await dsm.call('smartServerExportDesign', { body: { campaignName: name, documentNames: ['Mailing-A4'] } })).toContain(name);
    expect(await refusalOf(dsm.call('smartServerExportDesign', { body: { campaignName: name, documentNames: ['Nope'] } }))).toBe(
      `There is no document 'Nope' of campaign '${name}'.`,
    );
  });
});
