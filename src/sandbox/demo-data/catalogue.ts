/**
 * The demo data's templates with their categories, audiences and channels, the campaigns made from them,
 * the databases and the portal users: a small catalogue with fixed ids, shaped like the contract's examples.
 */
import type { CampaignRecord, CategoryRecord, DatabaseRecord, NamedRecord, PortalUserRecord, TemplateRecord } from '../store/records.js';
import { transliterate } from '../../models/transliterate.js';
import type { Random } from './random.js';
import { DEMO_ACCOUNT_ID } from './shared-names.js';

export const CATEGORY_NAMES = ['Retail', 'Events', 'Automotive', 'Finance', 'Healthcare', 'Newsletter', 'Tourism', 'Real estate'];
export const TARGET_AUDIENCES: NamedRecord[] = [
  { id: 1, name: 'B2C' },
  { id: 2, name: 'B2B' },
  { id: 4, name: 'Bestandskunden' },
];
export const OUTBOUND_CHANNELS: NamedRecord[] = [
  { id: 1, name: 'Print' },
  { id: 2, name: 'E-Mail' },
  { id: 3, name: 'SMS' },
];
export const ROLES = ['Marketing', 'Vertrieb', 'Filiale', 'Agentur'];

/** Template themes: technical name and display name. */
export const THEMES: [string, string][] = [
  ['welcome_mailing', 'Willkommensmailing'],
  ['birthday_greeting', 'Geburtstagsgruß'],
  ['fair_invitation', 'Messeeinladung'],
  ['customer_survey', 'Kundenumfrage'],
  ['newsletter_monthly', 'Monatsnewsletter'],
  ['winback_offer', 'Rückgewinnungsangebot'],
  ['product_launch', 'Produkteinführung'],
  ['test_drive', 'Probefahrt-Einladung'],
  ['service_reminder', 'Service-Erinnerung'],
  ['open_house', 'Tag der offenen Tür'],
  ['loyalty_bonus', 'Treuebonus'],
  ['spring_sale_2026', 'Frühjahrsaktion 2026'],
  ['summer_sale_2026', 'Sommeraktion 2026'],
  ['autumn_sale_2026', 'Herbstaktion 2026'],
  ['christmas_greetings', 'Weihnachtsgrüße'],
  ['new_year_offer', 'Neujahrsangebot'],
  ['webinar_invitation', 'Webinar-Einladung'],
  ['event_followup', 'Nachfassen nach dem Event'],
  ['contract_renewal', 'Vertragsverlängerung'],
  ['account_opening', 'Kontoeröffnung'],
  ['insurance_check', 'Versicherungs-Check'],
  ['health_day', 'Gesundheitstag'],
  ['travel_catalogue', 'Reisekatalog'],
  ['last_minute', 'Last-Minute-Angebote'],
  ['property_expose', 'Immobilien-Exposé'],
  ['viewing_invitation', 'Besichtigungstermin'],
  ['referral_program', 'Empfehlungsprogramm'],
  ['feedback_request', 'Feedback-Anfrage'],
  ['store_opening', 'Neueröffnung'],
  ['clearance_sale', 'Räumungsverkauf'],
  ['coupon_mailing', 'Gutscheinmailing'],
  ['catalogue_request', 'Katalogbestellung'],
  ['sms_reminder', 'SMS-Erinnerung'],
  ['anniversary', 'Firmenjubiläum'],
  ['partner_mailing', 'Partnermailing'],
  ['price_update', 'Preisinformation'],
];

const hexKey = (random: Random, length: number) =>
  Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[random.int(0, 56)]).join('');

export function demoCategories(): CategoryRecord[] {
  return CATEGORY_NAMES.map((name, i) => ({ id: i + 3, name, roles: i % 3 === 0 ? ['Marketing'] : [] }));
}

export function demoTemplates(random: Random, categories: readonly CategoryRecord[]): TemplateRecord[] {
  return THEMES.map(([name, displayName], i) => {
    const channelIds = [1, 2, 3].filter((id) => id === 1 + (i % 3) || random.chance(0.3));
    return {
      id: i + 1,
      name,
      displayName,
      description: `${displayName}: Vorlage mit personalisierter Landingpage und ${channelIds.includes(1) ? 'Druckmailing' : 'E-Mail-Strecke'}.`,
      campaignImage: `${name}.jpg`,
      randomKey: hexKey(random, 10),
      isApproved: random.chance(0.7),
      categoryIds: [categories[i % categories.length]!.id, ...(random.chance(0.3) ? [categories[(i + 3) % categories.length]!.id] : [])],
      targetAudienceIds: [TARGET_AUDIENCES[i % TARGET_AUDIENCES.length]!.id],
      outboundChannelIds: channelIds,
      roles: random.chance(0.5) ? [random.pick(ROLES)] : [],
      metadata: {
        format: random.pick(['A4', 'A5', 'DL']),
        language: 'de',
        pageCount: random.int(1, 4),
        channels: channelIds.map((id) => OUTBOUND_CHANNELS.find((c) => c.id === id)!.name),
      },
    };
  });
}

export function demoCampaigns(random: Random, templates: readonly TemplateRecord[]): CampaignRecord[] {
  return Array.from({ length: 12 }, (_, i) => {
    const template = templates[(i * 5 + 11) % templates.length]!;
    const name = transliterate(template.displayName!).replace(/[^A-Za-z0-9]/g, '') + (i > 5 ? 'Nord' : '');
    return {
      id: 4711 + i,
      name,
      displayName: template.displayName! + (i > 5 ? ' Nord' : ''),
      domain: random.chance(0.5) ? `aktion${i + 1}.example.com` : null,
      language: 'de',
      filterName: random.chance(0.4) ? random.pick(['Hamburg leads', 'Hot customers']) : null,
      notes: random.chance(0.3) ? 'Freigabe durch Marketing' : null,
      createdOn: `${new Date(Date.UTC(2026, 0, 10) + i * 19 * 86_400_000).toISOString().slice(0, 19)}Z`,
      templateId: template.id,
      databaseId: i % 3 === 2 ? 15 : 12,
    };
  });
}

export function demoDatabases(): DatabaseRecord[] {
  const columns = (names: [string, string, number][]) =>
    names.map(([columnName, groupName, length]) => ({ columnName, dataType: 'nvarchar', length, groupName }));
  const personal = columns([
    ['firstName', 'Person', 100],
    ['lastName', 'Person', 100],
    ['eMail', 'Person', 200],
    ['zipCode', 'Adresse', 10],
    ['city', 'Adresse', 100],
  ]);
  return [
    {
      databaseId: 12,
      databaseName: 'Kunden2026',
      columns: personal,
      columnMappings: [{ mappingId: 3, mappingName: 'CRM-Export', accountId: DEMO_ACCOUNT_ID }],
      groups: [{ groupName: 'Person' }, { groupName: 'Adresse' }],
      lpLoginMode: 4,
      loginFieldPart1: 'lastName',
      loginFieldSeperator: '-',
      loginFieldPart2: 'zipCode',
      passwordDBFieldName: null,
    },
    {
      databaseId: 15,
      databaseName: 'Messe-Leads',
      columns: personal.slice(0, 3),
      columnMappings: [],
      groups: [{ groupName: 'Person' }],
      lpLoginMode: 2,
      loginFieldPart1: null,
      loginFieldSeperator: null,
      loginFieldPart2: null,
      passwordDBFieldName: null,
    },
    {
      databaseId: 17,
      databaseName: 'Newsletter',
      columns: personal.slice(2, 3),
      columnMappings: [],
      groups: [{ groupName: 'Person' }],
      lpLoginMode: 0,
      loginFieldPart1: null,
      loginFieldSeperator: null,
      loginFieldPart2: null,
      passwordDBFieldName: null,
    },
  ];
}

export function demoPortalUsers(random: Random): PortalUserRecord[] {
  const logins = [
    'filialleitung.hamburg',
    'filialleitung.berlin',
    'filialleitung.muenchen',
    'erika.mustermann',
    'max.mustermann',
    'anna.schmidt',
    'jonas.weber',
    'lena.fischer',
    'agentur.nord',
    'agentur.sued',
    'paul.becker',
    'julia.wagner',
    'felix.koch',
    'sarah.richter',
  ];
  return logins.map((login, i) => ({
    id: 301 + i,
    login,
    roles: login.startsWith('agentur') ? ['Agentur'] : login.startsWith('filialleitung') ? ['Filiale', 'Vertrieb'] : [random.pick(ROLES)],
    masterUserId: i < 3 ? null : 301 + (i % 3),
    accessLevel: i < 3 ? 2 : 1,
  }));
}
