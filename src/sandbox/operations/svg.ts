/**
 * The svg area: the size and viewBox of a campaign's SVG image. Every campaign of the store (also one
 * made later) has the campaign SVGs below, and the portal's `.svg` images are shared by all campaigns.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignOf } from '../records/fonts.js';
import { given, SandboxRefusal } from '../refusal.js';

/** The SVG images every campaign's design carries. */
const CAMPAIGN_SVGS: readonly { imageName: string; width: number; height: number }[] = [
  { imageName: 'logo', width: 320, height: 120 },
  { imageName: 'icon-telefon', width: 24, height: 24 },
  { imageName: 'qr-rahmen', width: 200, height: 200 },
];

const withoutExtension = (name: string) => name.replace(/\.svg$/i, '').toLowerCase();

export function svgHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  return {
    svgInfo: ({ params }) => {
      const imageName = given(params.imageName, 'imageName');
      const campaignText = given(params.campaign, 'campaignName');
      const campaign = /^\d+$/.test(campaignText) ? campaignOf(store, undefined, Number(campaignText)) : campaignOf(store, campaignText);
      const wanted = withoutExtension(imageName);
      const own = CAMPAIGN_SVGS.find((svg) => svg.imageName === wanted);
      const portal = store.images.all().find((image) => /\.svg$/i.test(image.name) && withoutExtension(image.name) === wanted);
      const size = own ?? (portal ? { width: portal.width, height: portal.height } : undefined);
      if (!size) throw new SandboxRefusal(`There is no SVG image named '${imageName}' in campaign '${campaign.name}'.`);
      return reply.ok({ imageName, width: size.width, height: size.height, viewBox: `0 0 ${size.width} ${size.height}` });
    },
  };
}
