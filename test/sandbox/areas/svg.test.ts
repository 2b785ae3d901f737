/** Svg info through the SDK against the sandbox: a campaign's SVG by campaign name or id; unknown ones refused. */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();

describe('svg info', () => {
  it('answers for an SVG image of a campaign of the store, named by name or id', async () => {
    const campaign = sandbox.store.campaigns.all()[0]!;
    const info = await dsm.call('svgInfo', { path: { campaign: campaign.name, imageName: 'logo' } });
    expect(info).toEqual({ imageName: 'logo', width: 320, height: 120, viewBox: '0 0 320 120' });
    expect(await dsm.call('svgInfo', { path: { campaign: String(campaign.id), imageName: 'logo' } })).toEqual(info);
    expect(await dsm.call('svgInfo', { path: { campaign: campaign.name, imageName: 'icon-pfeil.svg' } })).toMatchObject({
      width: 24,
      height: 24,
    });
  });

  it('refuses an unknown campaign or image', async () => {
    const campaign = sandbox.store.campaigns.all()[0]!;
    await expect(dsm.call('svgInfo', { path: { campaign: 'Nope', imageName: 'logo' } })).rejects.toThrow(
      "There is no campaign named 'Nope'.",
    );
    await expect(dsm.call('svgInfo', { path: { campaign: campaign.name, imageName: 'nope' } })).rejects.toThrow(
      `There is no SVG image named 'nope' in campaign '${campaign.name}'.`,
    );
  });
});
