/**
 * File uploads through the SDK against the sandbox: the uploads of the demo campaigns list (all, by
 * campaign, by campaign and contact) and page as the query says; a delete by key (or in its admin form)
 * removes one that later lists no longer show; an unknown key or campaign is refused.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox, demoClient } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no refusal',
    (error: Error) => `${error.name}: ${error.message}`,
  );
const campaignName = (id: number) => sandbox.store.campaigns.get(id)!.name;

describe('file uploads: lists', () => {
  it('every upload is of a demo campaign and a demo contact, and the lists agree', async () => {
    const all = await dsm.call('fileUploadsGet', { body: null });
    expect(all).toHaveLength(sandbox.store.fileUploads.size);
    const campaigns = new Set(sandbox.store.campaigns.all().map((row) => row.name));
    for (const upload of all) {
      expect(campaigns.has(upload.campaignName!)).toBe(true);
      expect(sandbox.store.contacts.get(upload.xmediaId!)).toBeDefined();
    }
    const first = campaignName(4711);
    const ofCampaign = await dsm.call('fileUploadsGetForCampaign', { path: { campaign: first }, body: null });
    expect(ofCampaign).toEqual(all.filter((upload) => upload.campaignName === first));
    const xmediaId = ofCampaign[0]!.xmediaId!;
    expect(await dsm.call('fileUploadsGetForCampaignAndXmediaId', { path: { campaign: first, xmediaId }, body: null })).toEqual(
      ofCampaign.filter((upload) => upload.xmediaId === xmediaId),
    );
  });

  it('a query filters, orders and pages', async () => {
    const all = await dsm.call('fileUploadsGet', { body: null });
    const byName = [...all].sort((a, b) => a.fileName!.localeCompare(b.fileName!));
    const page = await dsm.call('fileUploadsGet', {
      body: { orders: [{ columnName: 'fileName', orderMode: 0 }], start: 2, size: 3, wheres: [] },
    });
    expect(page.map((upload) => upload.fileName)).toEqual(byName.slice(2, 5).map((upload) => upload.fileName));
    const pdfs = await dsm.call('fileUploadsGet', { body: { wheres: [{ columnName: 'fileName', comparer: 3, value: '.pdf' }] } });
    expect(pdfs).toEqual(all.filter((upload) => upload.fileName!.endsWith('.pdf')));
  });

  it("a renamed campaign's uploads follow it", async () => {
    const before = await dsm.call('fileUploadsGetForCampaign', { path: { campaign: campaignName(4712) }, body: null });
    sandbox.store.campaigns.replace({ ...sandbox.store.campaigns.get(4712)!, name: 'Umbenannt2026' });
    const after = await dsm.call('fileUploadsGetForCampaign', { path: { campaign: 'Umbenannt2026' }, body: null });
    expect(after).toEqual(before.map((upload) => ({ ...upload, campaignName: 'Umbenannt2026' })));
  });
});

describe('file uploads: delete', () => {
  it('by its key: later lists no longer show it', async () => {
    const [upload] = await dsm.call('fileUploadsGet', { body: null });
    await expect(dsm.call('fileUploadsDelete', { path: { deleteKey: upload!.deleteKey! } })).resolves.toBe(true);
    const all = await dsm.call('fileUploadsGet', { body: null });
    expect(all.map((row) => row.deleteKey)).not.toContain(upload!.deleteKey);
    expect(all).toHaveLength(sandbox.store.fileUploads.size);
  });

  it('in its admin form, with campaign and contact: later lists no longer show it', async () => {
    const campaign = campaignName(4713);
    const [upload] = await dsm.call('fileUploadsGetForCampaign', { path: { campaign }, body: null });
    const path = { campaign, xmediaId: upload!.xmediaId!, deleteKey: upload!.deleteKey! };
    await expect(dsm.call('fileUploadsDeleteForCampaign', { path })).resolves.toBe(true);
    const left = await dsm.call('fileUploadsGetForCampaign', { path: { campaign }, body: null });
    expect(left.map((row) => row.deleteKey)).not.toContain(upload!.deleteKey);
  });

  it('an unknown key, a key of another contact or campaign, and an unknown campaign are refused', async () => {
    expect(await refusal(dsm.call('fileUploadsDelete', { path: { deleteKey: 'no-such-key' } }))).toBe(
      "DsmApiError: There is no upload with the delete key 'no-such-key'.",
    );
    const [upload] = await dsm.call('fileUploadsGetForCampaign', { path: { campaign: campaignName(4711) }, body: null });
    const other = campaignName(4712);
    expect(
      await refusal(
        dsm.call('fileUploadsDeleteForCampaign', { path: { campaign: other, xmediaId: upload!.xmediaId!, deleteKey: upload!.deleteKey! } }),
      ),
    ).toBe(
      `DsmApiError: There is no upload with the delete key '${upload!.deleteKey}' of contact ${upload!.xmediaId} in the campaign '${other}'.`,
    );
    expect(await refusal(dsm.call('fileUploadsGetForCampaign', { path: { campaign: 'Nope2026' }, body: null }))).toBe(
      "DsmApiError: There is no campaign named 'Nope2026'.",
    );
    expect(await dsm.call('fileUploadsGet', { body: null })).toHaveLength(sandbox.store.fileUploads.size);
    expect(sandbox.store.fileUploads.size).toBe(9);
  });
});
