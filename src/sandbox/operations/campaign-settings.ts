/**
 * A campaign's settings, language, XML files, structure, mailings and statistics: what a change writes
 * is what the reads show, and every call names a campaign that exists.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { partsOf, type CampaignSettingsRecord } from '../records/campaign-parts.js';
import { campaignById, campaignBySelector, campaignStatistics } from '../records/campaigns.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { CampaignRecord } from '../store/records.js';
import { DEMO_ACCOUNT_ID, DEMO_PDF_PRESETS } from '../demo-data/shared-names.js';

type SettingsInput = components['schemas']['CampaignSettingsInput'];
type XmlFile = { fileName?: string | null; xml?: string | null };

/** What a campaign's settings are before anyone changed them (the storage limit is the documentation's example). */
const settingsOf = (campaign: CampaignRecord, stored: CampaignSettingsRecord | undefined): CampaignSettingsRecord =>
  stored ?? {
    id: campaign.id,
    redirectURLs: [],
    expirationDate: null,
    disableExpirationDate: true,
    p3pCompactHeader: null,
    p3pCompactHeaderEnabled: false,
    forceHttps: false,
    urlRewritingMode: 0,
    maxFileUploadStoragePerCustomerInMB: 200,
    language: campaign.language ?? null,
  };

export function campaignSettingsHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const settings = (campaign: CampaignRecord) => settingsOf(campaign, store.campaignSettings.get(campaign.id));
  const view = (campaign: CampaignRecord) => {
    const { id: _id, automationEndDate: _end, ...fields } = settings(campaign);
    return { campaign: { campaignId: campaign.id, campaignName: campaign.name }, ...structuredClone(fields) };
  };
  const change = (campaign: CampaignRecord, fields: Partial<CampaignSettingsRecord>) => {
    const next = { ...settings(campaign), ...fields, id: campaign.id };
    if (!store.campaignSettings.replace(next)) store.campaignSettings.insert(next);
    // The language is also the campaign's: the campaign list shows it.
    if (fields.language !== undefined) store.campaigns.replace({ ...store.campaigns.get(campaign.id)!, language: fields.language });
    return reply.ok(true);
  };
  const medium = (campaignId: unknown, id: unknown, type: number, kind: string) => {
    const campaign = campaignById(store, campaignId, 'campaignId');
    const row = partsOf(store.campaignMedia, campaign.id).find((candidate) => candidate.id === id && candidate.type === type);
    if (!row) throw new SandboxRefusal(`There is no ${kind} with id ${quoted(id)} in campaign ${campaign.id}.`);
    return reply.ok(true);
  };
  const xmlOf = (campaign: CampaignRecord, fileName: string | null | undefined) => {
    const name = given(fileName, 'fileName');
    const row = partsOf(store.campaignXml, campaign.id).find((candidate) => candidate.fileName.toLowerCase() === name.toLowerCase());
    if (!row) throw new SandboxRefusal(`There is no file '${name}' in campaign ${campaign.id}.`);
    return row;
  };
  const writeXml = (campaign: CampaignRecord, files: readonly XmlFile[]) => {
    const rows = files.map((file) => ({ fileName: given(file.fileName, 'fileName'), xml: file.xml ?? '' }));
    for (const { fileName, xml } of rows) {
      const existing = partsOf(store.campaignXml, campaign.id).find((row) => row.fileName.toLowerCase() === fileName.toLowerCase());
      if (existing) store.campaignXml.replace({ ...existing, xml });
      else store.campaignXml.insert({ id: store.campaignXml.nextId(), campaignId: campaign.id, fileName, xml });
    }
    return reply.ok(true);
  };
  const statistics = (id: string | undefined) => {
    const campaign = campaignById(store, id);
    const { mailsSent, visits, visitors, responders } = campaignStatistics(store, campaign);
    return reply.ok({
      campaignId: campaign.id,
      visits,
      uniqueVisitors: visitors,
      mailsSent,
      mailsOpened: Math.round(mailsSent * 0.43),
      responders,
    });
  };

  return {
    // What documents can be rendered with: the account's impositions (impositions area) and the PDF presets.
    campaignsImpositions: () =>
      reply.ok(
        store.impositions
          .all()
          .filter((row) => row.accountId === DEMO_ACCOUNT_ID)
          .map(({ fileName, displayName, description }) => ({ fileName, displayName: displayName ?? fileName, description })),
      ),
    campaignsPdfPresets: () => reply.ok(DEMO_PDF_PRESETS.map((preset) => ({ ...preset }))),
    campaignsGetSettings: ({ body }) => reply.ok(view(campaignBySelector(store, body))),
    campaignsChangeSettings: ({ body }) => {
      const { campaign: selector, ...fields } = body as SettingsInput;
      return change(campaignBySelector(store, selector), fields);
    },
    campaignsSetLanguage: ({ body }) => change(campaignBySelector(store, body?.campaign), { language: given(body?.language, 'language') }),
    campaignsSetAutomationEndDate: ({ body }) =>
      change(campaignById(store, body?.campaignId, 'campaignId'), { automationEndDate: body?.endDate ?? null }),
    campaignsStructure: ({ params }) => {
      const campaign = campaignById(store, params.id);
      const media = partsOf(store.campaignMedia, campaign.id).map(({ id, name, type }) => ({ id, name, type, additionalMedia: [] }));
      const days = partsOf(store.campaignDays, campaign.id).map(({ id, day, startDate }) => ({ campaignDayId: id, day, startDate }));
      return reply.ok({ campaignId: campaign.id, campaignName: campaign.name, media, days });
    },
    campaignsSendTestMail: ({ body }) => medium(body?.campaignId, body?.mailId, 3, 'mail'),
    campaignsSendMailing: ({ body }) => medium(body?.campaignId, body?.mailId, 3, 'mail'),
    campaignsSendTestSms: ({ body }) => medium(body?.campaignId, body?.smsId, 5, 'SMS'),
    campaignsWriteXml: ({ body }) => writeXml(campaignBySelector(store, body), [body ?? {}]),
    campaignsWriteXmlMultiple: ({ body }) => writeXml(campaignBySelector(store, body), given(body?.files, 'files')),
    campaignsReadXml: ({ body }) => reply.ok(xmlOf(campaignBySelector(store, body), body?.fileName).xml),
    campaignsReadXmlMultiple: ({ body }) => {
      const campaign = campaignBySelector(store, body);
      return reply.ok(given(body?.files, 'files').map((file) => ({ fileName: file.fileName, xml: xmlOf(campaign, file.fileName).xml })));
    },
    campaignsFirstContact: ({ body }) => {
      campaignBySelector(store, body);
      const first = store.contacts.all()[0];
      if (!first) throw new SandboxRefusal('The campaign has no contacts.');
      return reply.ok(structuredClone(first));
    },
    campaignsGetStreamImageUrl: ({ body }) => {
      const campaign = campaignById(store, body?.campaignId, 'campaignId');
      const image = given(body?.imageName, 'imageName');
      const login = body?.lpLogin ? `?l=${encodeURIComponent(body.lpLogin)}` : '';
      return reply.ok(`https://${campaign.domain ?? 'demo.example.com'}/stream/${campaign.id}/${encodeURIComponent(image)}${login}`);
    },
    campaignsFromDocumentTemplate: ({ params }) => {
      campaignById(store, params.id);
      return reply.ok(true);
    },
    campaignsStatisticsDailyCurrentMonth: ({ params }) => statistics(params.id),
    campaignsStatisticsDailyPreviousMonth: ({ params }) => statistics(params.id),
    campaignsStatisticsDailyMailOpenCurrentMonth: ({ params }) => statistics(params.id),
    campaignsStatisticsDailyMailOpenPreviousMonth: ({ params }) => statistics(params.id),
    campaignsStatisticsHourly: ({ params }) => statistics(params.id),
    campaignsStatisticsMailOpenHourly: ({ params }) => statistics(params.id),
    campaignsStatisticsResponse: ({ params }) => statistics(params.id),
    campaignsStatisticsPagesOverview: ({ params }) => statistics(params.id),
    campaignsStatisticsCountColumns: ({ params }) => statistics(params.id),
    campaignsStatisticsMailsOverview: ({ params }) => statistics(params.id),
  };
}
