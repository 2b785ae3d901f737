/**
 * The Smart Campaign editor's calls over the store's campaigns: create, list and read campaigns, save
 * versions of the editing commands and read them back, raw XML, pages, themes, the default form and the
 * SMS configuration, and export/import as a copy. (Its logins are in the dashboard logins' file.)
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { partsOf } from '../records/campaign-parts.js';
import { campaignBySelector, copyCampaign, createCampaign, insertCampaign } from '../records/campaigns.js';
import { saveSmartCampaign, smartCampaignInfo, smartCampaignOf, type SmartCampaignRecord } from '../records/smart-campaigns.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { CampaignRecord } from '../store/records.js';
import { isoInstant, sequentialId } from '../values.js';

type Selector = components['schemas']['SmartCampaignRequest'] | null | undefined;
const MEDIA_NODES: Record<number, string> = { 2: 'page', 3: 'mail', 4: 'document', 5: 'sms' };

export function smartCampaignHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const campaignOf = (selector: Selector) => campaignBySelector(store, selector);
  const edit = (selector: Selector, change: (record: SmartCampaignRecord) => Partial<SmartCampaignRecord>) => {
    const record = smartCampaignOf(store, campaignOf(selector));
    saveSmartCampaign(store, { ...record, ...change(record) });
    return reply.ok(true);
  };
  const canvas = (campaign: CampaignRecord, version?: number) => {
    const record = smartCampaignOf(store, campaign);
    const media = partsOf(store.campaignMedia, campaign.id).map((medium, i) => ({
      id: `m${medium.id}`,
      nodeType: MEDIA_NODES[medium.type] ?? 'page',
      name: medium.name,
      x: 80 + i * 220,
      y: 120,
    }));
    const pages = record.pages.map((page, i) => ({ id: `p${i + 1}`, nodeType: 'page', name: page.name ?? '', x: 80 + i * 220, y: 360 }));
    const nodes = [...media, ...pages];
    const links = nodes.slice(1).map((node, i) => ({ sourceId: nodes[i]!.id, targetId: node.id }));
    return { campaignId: campaign.id, version: version ?? record.versions.at(-1)?.version ?? 0, nodes, links };
  };
  const exports = new Map<string, number>();

  return {
    smartCampaignCreate: ({ body }) => {
      const draft = { campaignName: body?.campaignName, campaignDisplayName: body?.displayName };
      const campaign =
        body?.campaignTemplateId != null
          ? createCampaign(store, { ...draft, campaignTemplateId: body.campaignTemplateId }, now())
          : insertCampaign(
              store,
              draft,
              null,
              { domain: null, language: 'de', notes: null, databaseId: store.databases.all()[0]?.databaseId ?? null },
              now(),
            );
      return reply.ok(smartCampaignInfo(store, campaign));
    },
    smartCampaignGetCampaigns: () => reply.ok(store.campaigns.all().map((campaign) => smartCampaignInfo(store, campaign))),
    smartCampaignGetCampaign: ({ body }) => reply.ok(smartCampaignInfo(store, campaignOf(body))),
    smartCampaignGetCampaignByName: ({ body }) =>
      reply.ok(smartCampaignInfo(store, campaignOf({ campaignName: given(body?.campaignName, 'campaignName') }))),
    smartCampaignSave: ({ body }) => {
      const record = smartCampaignOf(store, campaignOf(body));
      const version = (record.versions.at(-1)?.version ?? 0) + 1;
      const saved = {
        version,
        savedOn: isoInstant(now()),
        savedBy: 'api',
        comment: body?.comment ?? null,
        commands: structuredClone(body?.commands ?? []),
      };
      saveSmartCampaign(store, { ...record, versions: [...record.versions, saved] });
      return reply.ok(version);
    },
    smartCampaignGetVersions: ({ body }) =>
      reply.ok(smartCampaignOf(store, campaignOf(body)).versions.map(({ commands: _commands, ...version }) => ({ ...version }))),
    smartCampaignGetVersionData: ({ body }) => {
      const campaign = campaignOf(body);
      const version = given(body?.version, 'version');
      if (!smartCampaignOf(store, campaign).versions.some((row) => row.version === version))
        throw new SandboxRefusal(`There is no version ${quoted(version)} of campaign ${campaign.id}.`);
      return reply.ok(canvas(campaign, version));
    },
    smartCampaignLoadUnsavedCommands: ({ body }) => {
      campaignOf(body);
      return reply.ok([]);
    },
    smartCampaignGetSmartCanvasData: ({ body }) => reply.ok(canvas(campaignOf(body))),
    smartCampaignSaveRawXml: ({ body }) => edit(body, () => ({ rawXml: body?.xml ?? '' })),
    smartCampaignLoadRawXml: ({ body }) => reply.ok(smartCampaignOf(store, campaignOf(body)).rawXml),
    smartCampaignSavePages: ({ body }) => edit(body, () => ({ pages: structuredClone(given(body?.pages, 'pages')) })),
    smartCampaignSaveTheme: ({ body }) => {
      const name = given(body?.themeName, 'themeName');
      return edit(body, (record) => ({
        themes: [...record.themes.filter(([theme]) => theme !== name), [name, structuredClone(body?.options ?? null)]],
      }));
    },
    smartCampaignDeleteTheme: ({ body }) => {
      const name = given(body?.themeName, 'themeName');
      return edit(body, (record) => {
        if (!record.themes.some(([theme]) => theme === name)) throw new SandboxRefusal(`There is no theme named '${name}'.`);
        return { themes: record.themes.filter(([theme]) => theme !== name) };
      });
    },
    smartCampaignSaveDefaultForm: ({ body }) => edit(body, () => ({ defaultForm: structuredClone(given(body?.fields, 'fields')) })),
    smartCampaignLoadSmsConfiguration: ({ body }) => reply.ok({ ...smartCampaignOf(store, campaignOf(body)).sms }),
    smartCampaignSaveSmsConfiguration: ({ body }) => {
      const { sendWithAdminKeys: _flag, ...sms } = body ?? {};
      return edit(body, (record) => ({ sms: { ...record.sms, ...sms, campaignId: record.id } }));
    },
    smartCampaignExportCampaign: ({ body }) => {
      const campaign = campaignOf(body);
      const key = sequentialId('export', exports.size + 1);
      exports.set(key, campaign.id);
      return reply.ok(key);
    },
    smartCampaignImportCampaign: ({ body }) => {
      const source = exports.get(given(body?.serverKey, 'serverKey'));
      if (source === undefined) throw new SandboxRefusal(`There is no exported campaign with the key '${body?.serverKey}'.`);
      return reply.ok(smartCampaignInfo(store, copyCampaign(store, { campaignId: source, campaignName: body?.campaignName }, now())));
    },
    smartCampaignAutolink: ({ body }) => edit(body, () => ({})),
    smartCampaignAddMissingThemeResources: ({ body }) => edit(body, () => ({})),
    smartCampaignConvertImages: ({ body }) => reply.ok(partsOf(store.campaignMedia, campaignOf(body).id).length),
  };
}
