/**
 * Translation keys with their texts per language code, kept per campaign (or for the account when no
 * campaign is named), and the language codes each campaign offers.
 */
import { campaignById, campaignByName } from '../records/campaigns.js';
import { quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

/** One key of one campaign (`campaignId` null: the account's own translations). */
export type TranslationRow = { id: number; campaignId: number | null; key: string; translations: Readonly<Record<string, string>> };
/** The languages a campaign offers; `id` is the campaign id (0 for the account's own translations). */
export type CampaignLanguagesRow = { id: number; languages: readonly string[] };

type Selector = { campaignId?: number | null; campaignName?: string | null } | null | undefined;

/** The campaign a request names (null for the account's translations); an unknown one is refused. */
export function translationScope(store: SandboxStore, selector: Selector): number | null {
  if (!selector) return null;
  if (typeof selector.campaignId === 'number') return campaignById(store, selector.campaignId, 'campaignId').id;
  if (!selector.campaignName) return null;
  const campaign = campaignByName(store, selector.campaignName);
  if (!campaign) throw new SandboxRefusal(`There is no campaign named '${selector.campaignName}'.`);
  return campaign.id;
}

/** The languages the platform writes translations in: ISO 639-1 code, English and native name. */
export const SUPPORTED_LANGUAGES: readonly (readonly [string, string, string, string])[] = [
  ['de', 'deu', 'German', 'Deutsch'],
  ['en', 'eng', 'English', 'English'],
  ['fr', 'fra', 'French', 'Français'],
  ['it', 'ita', 'Italian', 'Italiano'],
  ['es', 'spa', 'Spanish', 'Español'],
  ['nl', 'nld', 'Dutch', 'Nederlands'],
  ['pl', 'pol', 'Polish', 'Polski'],
  ['da', 'dan', 'Danish', 'Dansk'],
  ['sv', 'swe', 'Swedish', 'Svenska'],
  ['cs', 'ces', 'Czech', 'Čeština'],
  ['pt', 'por', 'Portuguese', 'Português'],
  ['tr', 'tur', 'Turkish', 'Türkçe'],
];

/** The countries the platform knows: ISO 3166 alpha-2, alpha-3, number and English name. */
export const SUPPORTED_COUNTRIES: readonly (readonly [string, string, number, string])[] = [
  ['DE', 'DEU', 276, 'Germany'],
  ['AT', 'AUT', 40, 'Austria'],
  ['CH', 'CHE', 756, 'Switzerland'],
  ['FR', 'FRA', 250, 'France'],
  ['IT', 'ITA', 380, 'Italy'],
  ['ES', 'ESP', 724, 'Spain'],
  ['NL', 'NLD', 528, 'Netherlands'],
  ['BE', 'BEL', 56, 'Belgium'],
  ['PL', 'POL', 616, 'Poland'],
  ['DK', 'DNK', 208, 'Denmark'],
  ['SE', 'SWE', 752, 'Sweden'],
  ['CZ', 'CZE', 203, 'Czechia'],
  ['GB', 'GBR', 826, 'United Kingdom'],
  ['US', 'USA', 840, 'United States of America'],
];

const CODE = /^([a-z]{2})(-[a-z0-9]{2,8})?$/i;

/** A language code of a supported language, with or without a region (`en`, `en-US`); anything else is refused. */
export function languageCode(value: unknown): string {
  const match = typeof value === 'string' ? CODE.exec(value.trim()) : null;
  if (!match || !SUPPORTED_LANGUAGES.some(([alpha2]) => alpha2 === match[1]!.toLowerCase()))
    throw new SandboxRefusal(`The language '${quoted(value)}' is not supported.`);
  return value as string;
}

/** The texts of a request's `translations`, their codes checked (a Map: codes are request data). */
export function textsOf(value: Readonly<Record<string, string>> | null | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [code, text] of Object.entries(value ?? {}).slice(0, 200)) texts.set(languageCode(code), String(text));
  return texts;
}

export function keysOf(store: SandboxStore, scope: number | null): TranslationRow[] {
  return store.translations.all().filter((row) => row.campaignId === scope);
}

export function keyRow(store: SandboxStore, scope: number | null, key: string): TranslationRow | undefined {
  return keysOf(store, scope).find((row) => row.key.toLowerCase() === key.toLowerCase());
}

export function languagesOf(store: SandboxStore, scope: number | null): readonly string[] {
  return store.campaignLanguages.get(scope ?? 0)?.languages ?? [];
}

/** Sets the languages of a scope (a row is created the first time). */
export function setLanguages(store: SandboxStore, scope: number | null, languages: readonly string[]): void {
  const row = { id: scope ?? 0, languages: [...languages] };
  if (!store.campaignLanguages.replace(row)) store.campaignLanguages.insert(row);
}
