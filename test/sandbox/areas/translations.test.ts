/** Translations through the SDK against the sandbox: per campaign keys set, read, renamed, deleted; languages; export. */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox } from '../support.js';

useSandbox({ speed: Infinity });
const dsm = demoClient();
const campaign = { campaignName: 'WebinarEinladung' };

describe('translation keys of a campaign', () => {
  it('set creates a key that get shows; set again replaces its texts; another campaign does not see it', async () => {
    await dsm.call('translationsSet', { body: { campaign, key: 'button.join', translations: { de: 'Teilnehmen', en: 'Join' } } });
    const [entry] = await dsm.call('translationsGet', { body: { campaign, keys: ['button.join'] } });
    expect(entry).toEqual({ key: 'button.join', translations: { de: 'Teilnehmen', en: 'Join' } });
    await dsm.call('translationsSet', { body: { campaign: { campaignId: 4712 }, key: 'button.join', translations: { en: 'Join now' } } });
    const [again] = await dsm.call('translationsGet', { body: { campaign, keys: ['button.join'] } });
    expect(again?.translations).toEqual({ de: 'Teilnehmen', en: 'Join now' });
    const other = await dsm.call('translationsGet', { body: { campaign: { campaignId: 4713 } } });
    expect(other).toEqual([]);
  });

  it('get filters, orders and pages', async () => {
    const all = await dsm.call('translationsGet', { body: { campaign } });
    expect(all.map((entry) => entry.key)).toEqual([...all.map((entry) => entry.key)].sort());
    expect(all.length).toBe(5);
    const filtered = await dsm.call('translationsGet', { body: { campaign, filter: 'name' } });
    expect(filtered.map((entry) => entry.key)).toEqual(['label.firstName', 'label.lastName']);
    const page2 = await dsm.call('translationsGet', { body: { campaign, perPage: 2, page: 2 } });
    expect(page2).toEqual(all.slice(2, 4));
    const byGerman = await dsm.call('translationsGet', { body: { campaign, orderBy: ['de'] } });
    expect(byGerman[0]?.translations?.de).toBe('Ihre Daten sind bei uns sicher.');
    const onlyEnglish = await dsm.call('translationsGet', { body: { campaign, keys: ['headline.welcome'], languages: ['en'] } });
    expect(onlyEnglish).toEqual([{ key: 'headline.welcome', translations: { en: 'Welcome' } }]);
  });

  it('rename moves the texts to the new key; a taken or unknown key is refused', async () => {
    await dsm.call('translationsRename', { body: { campaign, oldKey: 'button.register', newKey: 'button.signUp' } });
    const keys = (await dsm.call('translationsGet', { body: { campaign } })).map((entry) => entry.key);
    expect(keys).toContain('button.signUp');
    expect(keys).not.toContain('button.register');
    const [moved] = await dsm.call('translationsGet', { body: { campaign, keys: ['button.signUp'] } });
    expect(moved?.translations?.de).toBe('Jetzt anmelden');
    await expect(
      dsm.call('translationsRename', { body: { campaign, oldKey: 'button.signUp', newKey: 'headline.welcome' } }),
    ).rejects.toThrow("There is already a translation key 'headline.welcome'.");
    await expect(dsm.call('translationsRename', { body: { campaign, oldKey: 'nope', newKey: 'x' } })).rejects.toThrow(
      "There is no translation key 'nope'.",
    );
  });

  it('delete removes the keys; an unknown key or campaign is refused', async () => {
    await dsm.call('translationsDelete', { body: { campaign, keys: ['label.firstName', 'label.lastName'] } });
    const keys = (await dsm.call('translationsGet', { body: { campaign } })).map((entry) => entry.key);
    expect(keys).toEqual(['button.register', 'headline.welcome', 'text.privacy']);
    await expect(dsm.call('translationsDelete', { body: { campaign, keys: ['label.firstName'] } })).rejects.toThrow(
      "There is no translation key 'label.firstName'.",
    );
    await expect(dsm.call('translationsGet', { body: { campaign: { campaignName: 'Nope' } } })).rejects.toThrow(
      "There is no campaign named 'Nope'.",
    );
  });
});

describe('languages and export', () => {
  it('an assigned language shows in every key of the campaign; a removed one no longer does', async () => {
    await dsm.call('translationsAssignLanguagesToCampaign', { body: { campaign, languages: ['nl'] } });
    const [entry] = await dsm.call('translationsGet', { body: { campaign, keys: ['headline.welcome'] } });
    expect(entry?.translations).toEqual({ de: 'Willkommen', en: 'Welcome', nl: '' });
    await dsm.call('translationsRemoveLanguagesFromCampaign', { body: { campaign, languages: ['en', 'nl'] } });
    const [after] = await dsm.call('translationsGet', { body: { campaign, keys: ['headline.welcome'] } });
    expect(after?.translations).toEqual({ de: 'Willkommen' });
    await expect(dsm.call('translationsAssignLanguagesToCampaign', { body: { campaign, languages: ['xx'] } })).rejects.toThrow(
      "The language 'xx' is not supported.",
    );
  });

  it('supported languages and countries are fixed lists; an export finishes with its file', async () => {
    const languages = await dsm.call('translationsSupportedLanguages');
    expect(languages.map((language) => language.alpha2)).toEqual(expect.arrayContaining(['de', 'en', 'fr', 'nl']));
    const countries = await dsm.call('translationsSupportedCountries');
    expect(countries.find((country) => country.alpha2 === 'DE')?.number).toBe(276);
    const id = await dsm.call('translationsExport', { body: { campaign, exportAsCsv: true } });
    const status = await dsm.call('translationsExportStatus', { path: { id } });
    expect(status).toMatchObject({ isFinished: true, downloadUrl: 'https://demo.example.com/exports/translations-WebinarEinladung.csv' });
    await expect(dsm.call('translationsExport', { body: { campaign: { campaignId: 1 } } })).rejects.toThrow(
      'There is no campaign with id 1.',
    );
  });
});
