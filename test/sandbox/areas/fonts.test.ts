/** Fonts through the SDK against the sandbox: a campaign's fonts, delete, and restoring the defaults. */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();

describe('fonts', () => {
  it('lists the fonts of every campaign of the store, with their file formats', async () => {
    for (const campaign of sandbox.store.campaigns.all().slice(0, 3)) {
      const fonts = await dsm.call('fontsGetAll', { path: { campaignName: campaign.name } });
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts)
        expect(font).toMatchObject({ campaignName: campaign.name, fontName: expect.any(String), fileFormat: expect.any(Number) });
      expect(await dsm.call('fontsGetAllWithoutTrailingSlash', { path: { campaignName: campaign.name } })).toEqual(fonts);
    }
  });

  it('delete removes the font; restoring the defaults brings it back and keeps the campaign own fonts', async () => {
    const campaignName = sandbox.store.campaigns.all()[0]!.name;
    const before = await dsm.call('fontsGetAll', { path: { campaignName } });
    await dsm.call('fontsAdminDelete', { body: { campaignName, fontName: 'Open Sans Bold' } });
    const after = await dsm.call('fontsGetAll', { path: { campaignName } });
    expect(after.map((font) => font.fontName)).not.toContain('Open Sans Bold');
    expect(after).toHaveLength(before.length - 1);
    await dsm.call('fontsAdminDelete', { body: { campaignName, fontName: 'Autohaus Sans' } });
    await dsm.call('fontsRestoreDefaultFonts', { body: { campaignName } });
    const restored = (await dsm.call('fontsGetAll', { path: { campaignName } })).map((font) => font.fontName);
    expect(restored).toContain('Open Sans Bold');
    expect(restored).not.toContain('Autohaus Sans');
    expect(restored).toHaveLength(before.length - 1);
  });

  it('the admin restore takes the campaign by id', async () => {
    const campaign = sandbox.store.campaigns.all()[4]!;
    await dsm.call('fontsAdminDelete', { body: { campaignName: campaign.name, fontName: 'Roboto Slab Bold' } });
    await dsm.call('fontsAdminRestoreDefaultFonts', { body: { campaignId: campaign.id, sendWithAdminKeys: true } });
    expect((await dsm.call('fontsGetAll', { path: { campaignName: campaign.name } })).map((font) => font.fontName)).toContain(
      'Roboto Slab Bold',
    );
  });

  it('reports the progress of a font upload in the font import states', async () => {
    const progress = await dsm.call('fontsAdminProgress', { path: { uploadID: 'font-upload-1' } });
    expect([0, 1, 2, 3]).toContain(progress.state);
  });

  it('refuses an unknown campaign or font', async () => {
    const campaignName = sandbox.store.campaigns.all()[0]!.name;
    await expect(dsm.call('fontsGetAll', { path: { campaignName: 'Nope' } })).rejects.toThrow("There is no campaign named 'Nope'.");
    await expect(dsm.call('fontsAdminDelete', { body: { campaignName, fontName: 'Comic Sans' } })).rejects.toThrow(
      `There is no font named 'Comic Sans' in campaign '${campaignName}'.`,
    );
    await expect(dsm.call('fontsRestoreDefaultFonts', { body: { campaignName: 'Nope' } })).rejects.toThrow(
      "There is no campaign named 'Nope'.",
    );
  });
});
