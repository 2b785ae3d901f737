/**
 * The demo contacts: every standard column and each additional column filled with plausible,
 * mutually consistent values (a salutation that fits the gender, a phone number with the city's area
 * code, an opt-in date only after an opt-in), drawn from a seeded generator.
 */
import { transliterate } from '../../models/transliterate.js';
import type { ContactRecord } from '../store/records.js';
import { mailAddress } from '../values.js';
import {
  COMPANY_KINDS,
  COUNTRIES,
  FEMALE_FIRST_NAMES,
  JOB_TITLES,
  LANGUAGES,
  LAST_NAMES,
  LEGAL_FORMS,
  MALE_FIRST_NAMES,
  OPT_IN_SOURCES,
  PLACES,
  STREETS,
} from './names.js';
import type { Random } from './random.js';

export const FIRST_CUSTOMER_ID = 5001;
const DAY = 86_400_000;
/** The demo data's own "now": record dates lie before it, whatever the clock says. */
const SEED_EPOCH = Date.UTC(2026, 10, 1);

const isoDate = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** Texts many contacts share (a day, a name's slug), made once: 100,000 contacts draw from a few thousand of each. */
function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
const dayOnly = memo((ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T00:00:00Z`);
function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += random.int(0, 9);
  return text;
}
const slug = memo((text: string) => transliterate(text.replace(/\s+/g, '-')).toLowerCase());

type Country = (typeof COUNTRIES)[keyof typeof COUNTRIES];
type Language = (typeof LANGUAGES)[number];
/** One value object per country and language, shared by every contact (records are frozen and replaced, never changed). */
const countryValues = new Map<Country, ContactRecord['country']>();
const languageValues = new Map<Language, ContactRecord['language']>();

function countryValue(country: Country): ContactRecord['country'] {
  let value = countryValues.get(country);
  if (!value) countryValues.set(country, (value = { ...withoutDial(country), value: country.alpha2, isEmpty: false, isValid: true }));
  return value;
}

function languageValue(language: Language): ContactRecord['language'] {
  let value = languageValues.get(language);
  if (!value) {
    const { nativeName, englishName, alpha2, alpha3 } = language;
    value = { nativeName, englishName, name: englishName, alpha2, alpha3, value: alpha2, isEmpty: false, isValid: true };
    languageValues.set(language, value);
  }
  return value;
}

export function demoContact(random: Random, id: number, batchIds: readonly number[]): ContactRecord {
  const gender = random.chance(0.03) ? null : random.chance(0.5);
  const firstName = random.pick(gender === false ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const place = random.pick(PLACES);
  const country = COUNTRIES[place.country];
  const language = place.country === 'DE' || random.chance(0.85) ? LANGUAGES[0] : random.pick(LANGUAGES);
  const companyOwner = random.pick(LAST_NAMES);
  const company = `${companyOwner} ${random.pick(COMPANY_KINDS)} ${random.pick(LEGAL_FORMS)}`;
  const jobCategory = random.int(0, 9) as ContactRecord['jobCategory'] & number;
  const createdOn = SEED_EPOCH - random.int(2, 900) * DAY - random.int(0, DAY - 1);
  const lastUpdate = Math.min(SEED_EPOCH, createdOn + random.int(0, 200) * DAY + random.int(0, DAY - 1));
  const optIn = random.chance(0.08) ? null : random.chance(0.7);
  const hasMail = !random.chance(0.04);
  const mailDomain = random.chance(0.6) ? `${slug(companyOwner)}.example` : random.pick(['example.com', 'example.org', 'example.net']);
  const mobile = `+${country.dial} 15${random.int(1, 9)} ${digits(random, 8)}`;
  const creationSource = random.int(0, 2) as 0 | 1 | 2;

  return {
    dsm_CustomerId: id,
    lpLogin: `${firstName[0]}${lastName[0]}${id}`.toUpperCase(),
    eMail: hasMail ? mailAddress(`${slug(firstName)}.${slug(lastName)}@${mailDomain}`) : null,
    salutation: gender === null ? 'Guten Tag' : gender ? 'Frau' : 'Herr',
    firstName,
    lastName,
    gender,
    birthday: dayOnly(Date.UTC(1950, 0, 1) + random.int(0, 54 * 365) * DAY),
    renewalDate: dayOnly(SEED_EPOCH + random.int(-60, 400) * DAY),
    optInDate: optIn ? isoDate(createdOn + random.int(0, 30) * DAY) : null,
    companyName: company,
    companyEmployees: random.int(0, 5) as 0 | 1 | 2 | 3 | 4 | 5,
    country: countryValue(country),
    language: languageValue(language),
    phone: `+${country.dial} ${place.areaCode} ${digits(random, random.int(6, 8))}`,
    mobilePhone: random.chance(0.8) ? mobile : null,
    fax: random.chance(0.3) ? `+${country.dial} ${place.areaCode} ${digits(random, 7)}` : null,
    pictureUrl: random.chance(0.6) ? { url: `https://images.example.com/contacts/${id}.jpg` } : null,
    street1: `${random.pick(STREETS)} ${random.int(1, 180)}`,
    street2: random.chance(0.15) ? random.pick(['c/o Empfang', '2. OG', 'Hinterhaus', 'Postfach 12 04']) : null,
    zipCode: place.zip,
    city: place.city,
    stateProvince: place.stateProvince,
    state: random.int(0, 3) as 0 | 1 | 2 | 3,
    rating: random.int(0, 2) as 0 | 1 | 2,
    preferredChannel: random.int(0, hasMail ? 4 : 1) as 0 | 1 | 2 | 3 | 4,
    optIn,
    optOut: optIn === false ? random.chance(0.5) : false,
    doubleOptIn: optIn === true && random.chance(0.8),
    optInSource: optIn ? random.pick(OPT_IN_SOURCES) : null,
    jobTitle: random.pick(JOB_TITLES[jobCategory]!),
    jobLevel: random.int(1, 5),
    jobCategory,
    dsm_BatchId: random.pick(batchIds),
    ownerUserGroupId: random.int(1, 4),
    creationSource,
    internal1: `KD-${String(id).padStart(6, '0')}`,
    internal2: place.country === 'DE' ? `Region ${place.zip[0]}` : `Export ${place.country}`,
    internal3: random.pick(['A-Kunde', 'B-Kunde', 'C-Kunde', 'Neukunde', 'Partner']),
    createdOn: isoDate(createdOn),
    lastUpdate: isoDate(lastUpdate),
  };
}

function withoutDial<T extends { dial: string }>({ dial: _dial, ...rest }: T): Omit<T, 'dial'> {
  return rest;
}
