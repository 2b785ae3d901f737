/**
 * Translations: keys with a text per language code, per campaign (or the account's own when no campaign
 * is named). A read shows each key in the campaign's languages (an untranslated one as empty text);
 * setting a text in a language the campaign does not offer yet adds that language to the campaign.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  keyRow,
  keysOf,
  languageCode,
  languagesOf,
  SUPPORTED_COUNTRIES,
  SUPPORTED_LANGUAGES,
  setLanguages,
  type TranslationRow,
  textsOf,
  translationScope,
} from '../records/translations.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

type Request = components['schemas']['TranslationRequest'] | undefined;
type Entry = components['schemas']['TranslationEntry'];

/** The codes of a request's `languages` (checked), at most 200. */
const codes = (languages: readonly string[] | null | undefined) => (languages ?? []).slice(0, 200).map(languageCode);

/** A key as a read shows it: the texts of `shown` languages (empty where untranslated), or all it has. */
function entryOf(row: TranslationRow, shown: readonly string[] | undefined): Entry {
  const stored = new Map(Object.entries(row.translations));
  const languages = shown ?? [...stored.keys()];
  return { key: row.key, translations: Object.fromEntries(languages.map((code) => [code, stored.get(code) ?? ''])) };
}

function read(store: SandboxStore, body: Request): Entry[] {
  const scope = translationScope(store, body?.campaign);
  const wanted = new Set((body?.keys ?? []).slice(0, 1000).map((key) => key.toLowerCase()));
  const filter = body?.filter?.trim().toLowerCase();
  const assigned = scope === null ? undefined : languagesOf(store, scope);
  const shown = body?.languages?.length ? codes(body.languages) : assigned;
  let entries = keysOf(store, scope)
    .filter((row) => wanted.size === 0 || wanted.has(row.key.toLowerCase()))
    .map((row) => entryOf(row, shown))
    .filter(
      (entry) => !filter || [entry.key, ...Object.values(entry.translations ?? {})].some((text) => text.toLowerCase().includes(filter)),
    );
  const orders = (body?.orderBy ?? []).slice(0, 10);
  const sortKey = (entry: Entry, column: string) =>
    (column.toLowerCase() === 'key' ? entry.key : (new Map(Object.entries(entry.translations ?? {})).get(column) ?? '')).toLowerCase();
  entries = entries.sort((a, b) => {
    for (const column of [...orders, 'key']) {
      const order = sortKey(a, column).localeCompare(sortKey(b, column));
      if (order !== 0) return order;
    }
    return 0;
  });
  // perPage 0 (or none) reads every key; pages count from 1 (0 is the first page too).
  const perPage = body?.perPage ?? 0;
  if (perPage <= 0) return entries;
  const page = Math.max(1, body?.page ?? 1);
  return entries.slice((page - 1) * perPage, page * perPage);
}

export function translationHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const existing = (scope: number | null, key: string) => {
    const row = keyRow(store, scope, key);
    if (!row) throw new SandboxRefusal(`There is no translation key '${key}'.`);
    return row;
  };

  return {
    translationsGet: ({ body }) => reply.ok(read(store, body)),
    translationsSet: ({ body }) => {
      const scope = translationScope(store, body?.campaign);
      const key = given(body?.key?.trim(), 'key');
      const texts = textsOf(body?.translations);
      const row = keyRow(store, scope, key);
      const merged = new Map([...Object.entries(row?.translations ?? {}), ...texts]);
      const translations = Object.fromEntries(merged);
      if (row) store.translations.replace({ ...row, translations });
      else store.translations.insert({ id: store.translations.nextId(), campaignId: scope, key, translations });
      if (scope !== null) {
        const languages = languagesOf(store, scope);
        const added = [...texts.keys()].filter((code) => !languages.includes(code));
        if (added.length > 0) setLanguages(store, scope, [...languages, ...added]);
      }
      return reply.ok(true);
    },
    translationsRename: ({ body }) => {
      const scope = translationScope(store, body?.campaign);
      const row = existing(scope, given(body?.oldKey?.trim(), 'oldKey'));
      const newKey = given(body?.newKey?.trim(), 'newKey');
      const taken = keyRow(store, scope, newKey);
      if (taken && taken.id !== row.id) throw new SandboxRefusal(`There is already a translation key '${taken.key}'.`);
      store.translations.replace({ ...row, key: newKey });
      return reply.ok(true);
    },
    translationsDelete: ({ body }) => {
      const scope = translationScope(store, body?.campaign);
      const keys = given(body?.keys?.length ? body.keys : undefined, 'keys').slice(0, 1000);
      // Every key is checked before any goes: a refused delete changes nothing.
      const rows = keys.map((key) => existing(scope, key));
      for (const row of rows) store.translations.delete(row.id);
      return reply.ok(true);
    },
    translationsAssignLanguagesToCampaign: ({ body }) => {
      const scope = translationScope(store, given(body?.campaign, 'campaign'));
      const added = codes(given(body?.languages?.length ? body.languages : undefined, 'languages'));
      const languages = languagesOf(store, scope);
      setLanguages(store, scope, [...languages, ...added.filter((code, i) => !languages.includes(code) && added.indexOf(code) === i)]);
      return reply.ok(true);
    },
    translationsRemoveLanguagesFromCampaign: ({ body }) => {
      const scope = translationScope(store, given(body?.campaign, 'campaign'));
      const removed = new Set(codes(given(body?.languages?.length ? body.languages : undefined, 'languages')));
      setLanguages(
        store,
        scope,
        languagesOf(store, scope).filter((code) => !removed.has(code)),
      );
      return reply.ok(true);
    },
    translationsSupportedLanguages: () =>
      reply.ok(
        SUPPORTED_LANGUAGES.map(([alpha2, alpha3, englishName, nativeName]) => ({
          nativeName,
          englishName,
          name: englishName,
          alpha2,
          alpha3,
          value: alpha2,
          isEmpty: false,
          isValid: true,
        })),
      ),
    translationsSupportedCountries: () =>
      reply.ok(
        SUPPORTED_COUNTRIES.map(([alpha2, alpha3, number, englishName]) => ({
          englishName,
          number,
          alpha2,
          alpha3,
          value: alpha2,
          isEmpty: false,
          isValid: true,
        })),
      ),
  };
}
