/** Demo translations: a few keys of the first demo campaigns in German and English (fixed values). */
import type { CampaignLanguagesRow, TranslationRow } from '../records/translations.js';

const TEXTS: readonly [string, string, string][] = [
  ['button.register', 'Jetzt anmelden', 'Register now'],
  ['headline.welcome', 'Willkommen', 'Welcome'],
  ['label.firstName', 'Vorname', 'First name'],
  ['label.lastName', 'Nachname', 'Last name'],
  ['text.privacy', 'Ihre Daten sind bei uns sicher.', 'Your data is safe with us.'],
];

/** Campaigns 4711 and 4712 (`Fruehjahrsaktion2026`, `WebinarEinladung`) are translated; 4711 also offers French. */
export function demoTranslations(): TranslationRow[] {
  return [4711, 4712].flatMap((campaignId, c) =>
    TEXTS.map(([key, de, en], i) => ({ id: c * TEXTS.length + i + 1, campaignId, key, translations: { de, en } })),
  );
}

export function demoCampaignLanguages(): CampaignLanguagesRow[] {
  return [
    { id: 4711, languages: ['de', 'en', 'fr'] },
    { id: 4712, languages: ['de', 'en'] },
  ];
}
