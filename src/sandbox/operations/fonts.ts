/**
 * The fonts area: a campaign's fonts, deleting one, and restoring the default fonts (account and
 * admin variants). The upload progress is a job (`fontsAdminProgress`, see `jobs/`).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { campaignOf, DEFAULT_FONTS, fontsOf, fontView, setFonts } from '../records/fonts.js';
import { accountOf } from '../records/impositions.js';
import { given, SandboxRefusal } from '../refusal.js';

type Selector = components['schemas']['FontCampaignSelector'];

export function fontHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const list = (name: string | undefined) => {
    const campaign = campaignOf(store, name);
    return reply.ok(fontsOf(store, campaign).map((font) => fontView(campaign, font)));
  };
  /** Puts back every default font a campaign lacks; its own fonts stay. */
  const restore = (selector: Selector | undefined, admin: boolean) => {
    if (!selector) throw new SandboxRefusal('No params provided.');
    // Only the admin variant acts on another account; the account variant acts on the keys' own.
    const account = admin ? accountOf(selector.accountId ?? undefined, DEMO_ACCOUNT_ID) : DEMO_ACCOUNT_ID;
    const campaign = campaignOf(store, selector.campaignName, selector.campaignId);
    // The store's campaigns are the keys' account's: another account has none of them.
    if (account !== DEMO_ACCOUNT_ID) throw new SandboxRefusal(`There is no campaign named '${campaign.name}' in account '${account}'.`);
    const fonts = fontsOf(store, campaign);
    const missing = DEFAULT_FONTS.filter((font) => !fonts.some((own) => own.fontName.toLowerCase() === font.fontName.toLowerCase()));
    setFonts(store, campaign, [...missing.map((font) => ({ ...font })), ...fonts.map((font) => ({ ...font }))]);
    return reply.ok(true);
  };

  return {
    fontsGetAll: ({ params }) => list(params.campaignName),
    fontsGetAllWithoutTrailingSlash: ({ params }) => list(params.campaignName),
    fontsRestoreDefaultFonts: ({ body }) => restore(body, false),
    fontsAdminRestoreDefaultFonts: ({ body }) => restore(body, true),
    fontsAdminDelete: ({ body }) => {
      if (!body) throw new SandboxRefusal('No params provided.');
      const campaign = campaignOf(store, body.campaignName);
      const fontName = given(body.fontName, 'fontName');
      const fonts = fontsOf(store, campaign);
      const kept = fonts.filter((font) => font.fontName.toLowerCase() !== fontName.toLowerCase());
      if (kept.length === fonts.length) throw new SandboxRefusal(`There is no font named '${fontName}' in campaign '${campaign.name}'.`);
      setFonts(
        store,
        campaign,
        kept.map((font) => ({ ...font })),
      );
      return reply.ok(true);
    },
  };
}
