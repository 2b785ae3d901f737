/**
 * The Smart Campaign editor's calls through the SDK against the sandbox: its campaigns are the store's,
 * saved versions, raw XML, pages, themes and the SMS configuration read back, and export/import copies.
 */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const campaign = () => sandbox.store.campaigns.all()[1]!;

describe('smart campaign: campaigns', () => {
  it('lists the campaigns of the campaigns area, and a created one shows in both', async () => {
    const listed = await dsm.call('smartCampaignGetCampaigns', { body: {} });
    expect(listed.map((row) => row.campaignId)).toEqual((await dsm.call('campaignsGetAll')).map((row) => row.id));
    const created = await dsm.call('smartCampaignCreate', {
      body: { campaignName: 'Sommerfest', displayName: 'Sommerfest 2027', campaignTemplateId: 1 },
    });
    expect(created).toMatchObject({ campaignName: 'Sommerfest', displayName: 'Sommerfest 2027', campaignTemplateId: 1, version: 0 });
    expect((await dsm.call('campaignsGetAll')).some((row) => row.id === created.campaignId && row.name === 'Sommerfest')).toBe(true);
    expect(await dsm.call('smartCampaignGetCampaignByName', { body: { campaignName: 'Sommerfest' } })).toEqual(created);
  });

  it('refuses a taken name and a campaign that does not exist', async () => {
    expect(await refusalOf(dsm.call('smartCampaignCreate', { body: { campaignName: campaign().name } }))).toBe(
      `The campaign name '${campaign().name}' is already taken. Please choose another name.`,
    );
    expect(await refusalOf(dsm.call('smartCampaignGetCampaign', { body: { campaignId: 1 } }))).toBe('There is no campaign with id 1.');
  });
});

describe('smart campaign: editing', () => {
  it('numbers saved versions, lists them and reads each back; an unknown version is refused', async () => {
    const { id } = campaign();
    const first = await dsm.call('smartCampaignSave', {
      body: { campaignId: id, comment: 'first', commands: [{ commandType: 'move', target: 'p1' }] },
    });
    const second = await dsm.call('smartCampaignSave', { body: { campaignId: id, comment: 'second', commands: [] } });
    expect(second).toBe(first + 1);
    const versions = await dsm.call('smartCampaignGetVersions', { body: { campaignId: id } });
    expect(versions.map((row) => [row.version, row.comment])).toEqual([
      [first, 'first'],
      [second, 'second'],
    ]);
    expect((await dsm.call('smartCampaignGetVersionData', { body: { campaignId: id, version: first } })).version).toBe(first);
    expect((await dsm.call('smartCampaignGetCampaign', { body: { campaignId: id } })).version).toBe(second);
    expect(await refusalOf(dsm.call('smartCampaignGetVersionData', { body: { campaignId: id, version: 99 } }))).toBe(
      `There is no version 99 of campaign ${id}.`,
    );
  });

  it('keeps raw XML, pages, the SMS configuration and themes', async () => {
    const { id } = campaign();
    await dsm.call('smartCampaignSaveRawXml', { body: { campaignId: id, xml: '<campaign><page/></campaign>' } });
    expect(await dsm.call('smartCampaignLoadRawXml', { body: { campaignId: id } })).toBe('<campaign><page/></campaign>');
    await dsm.call('smartCampaignSavePages', { body: { campaignId: id, pages: [{ name: 'Danke', content: '<p>Danke</p>' }] } });
    const canvas = await dsm.call('smartCampaignGetSmartCanvasData', { body: { campaignId: id } });
    expect(canvas.nodes?.some((node) => node.name === 'Danke')).toBe(true);
    await dsm.call('smartCampaignSaveSmsConfiguration', { body: { campaignId: id, isEnabled: true, senderName: 'Autohaus' } });
    expect(await dsm.call('smartCampaignLoadSmsConfiguration', { body: { campaignId: id } })).toMatchObject({
      campaignId: id,
      isEnabled: true,
      senderName: 'Autohaus',
    });
    await dsm.call('smartCampaignSaveTheme', { body: { campaignId: id, themeName: 'Dunkel', options: { color: '#000' } } });
    await dsm.call('smartCampaignDeleteTheme', { body: { campaignId: id, themeName: 'Dunkel' } });
    expect(await refusalOf(dsm.call('smartCampaignDeleteTheme', { body: { campaignId: id, themeName: 'Dunkel' } }))).toBe(
      "There is no theme named 'Dunkel'.",
    );
  });

  it('imports an exported campaign as a copy under a new name, and refuses an unknown key', async () => {
    const key = await dsm.call('smartCampaignExportCampaign', { body: { campaignId: campaign().id } });
    const copy = await dsm.call('smartCampaignImportCampaign', { body: { serverKey: key, campaignName: 'Kopie' } });
    expect(copy).toMatchObject({ campaignName: 'Kopie', leadsTableId: campaign().databaseId });
    expect(await refusalOf(dsm.call('smartCampaignImportCampaign', { body: { serverKey: 'nope', campaignName: 'Kopie2' } }))).toBe(
      "There is no exported campaign with the key 'nope'.",
    );
  });
});
