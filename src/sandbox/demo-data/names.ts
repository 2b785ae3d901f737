/** Word lists the demo data draws from: names, places, companies and jobs of a German-speaking market. */

export const FEMALE_FIRST_NAMES = [
  'Anna', 'Lena', 'Julia', 'Laura', 'Sarah', 'Lisa', 'Katharina', 'Johanna', 'Marie', 'Sophie', 'Hannah', 'Lea', 'Clara',
  'Emma', 'Mia', 'Nina', 'Sabine', 'Petra', 'Claudia', 'Andrea', 'Monika', 'Susanne', 'Birgit', 'Karin', 'Ursula',
  'Erika', 'Heike', 'Stefanie', 'Melanie', 'Nicole', 'Sandra', 'Christina', 'Franziska', 'Theresa', 'Elif', 'Aylin',
  'Zeynep', 'Natalia', 'Olga', 'Chiara', 'Giulia', 'Sofia', 'Amelie', 'Charlotte', 'Greta', 'Ida', 'Frieda', 'Paula',
] as const;

export const MALE_FIRST_NAMES = [
  'Lukas', 'Jonas', 'Leon', 'Finn', 'Paul', 'Felix', 'Maximilian', 'Max', 'Elias', 'Noah', 'Ben', 'Tim', 'David',
  'Jan', 'Tobias', 'Florian', 'Michael', 'Thomas', 'Andreas', 'Stefan', 'Markus', 'Christian', 'Frank', 'Jürgen',
  'Klaus', 'Peter', 'Wolfgang', 'Uwe', 'Ralf', 'Dirk', 'Matthias', 'Sebastian', 'Alexander', 'Daniel', 'Emre', 'Can',
  'Mehmet', 'Luca', 'Marco', 'Piotr', 'Jakob', 'Anton', 'Henri', 'Karl', 'Oskar', 'Moritz', 'Niklas', 'Johannes',
] as const;

export const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer',
  'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger',
  'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier', 'Lehmann', 'Schmid', 'Schulze',
  'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz',
  'Möller', 'Weiß', 'Jung', 'Hahn', 'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth',
  'Beck', 'Lorenz', 'Baumann', 'Franke', 'Albrecht', 'Yılmaz', 'Kaya', 'Nowak', 'Kowalski', 'Rossi', 'Ferrari', 'Mustermann',
] as const;

export interface Place {
  city: string;
  zip: string;
  stateProvince: string;
  areaCode: string;
  country: 'DE' | 'AT' | 'CH';
}

export const PLACES: readonly Place[] = [
  { city: 'Hamburg', zip: '20095', stateProvince: 'Hamburg', areaCode: '40', country: 'DE' },
  { city: 'Berlin', zip: '10115', stateProvince: 'Berlin', areaCode: '30', country: 'DE' },
  { city: 'München', zip: '80331', stateProvince: 'Bayern', areaCode: '89', country: 'DE' },
  { city: 'Köln', zip: '50667', stateProvince: 'Nordrhein-Westfalen', areaCode: '221', country: 'DE' },
  { city: 'Frankfurt am Main', zip: '60311', stateProvince: 'Hessen', areaCode: '69', country: 'DE' },
  { city: 'Stuttgart', zip: '70173', stateProvince: 'Baden-Württemberg', areaCode: '711', country: 'DE' },
  { city: 'Düsseldorf', zip: '40213', stateProvince: 'Nordrhein-Westfalen', areaCode: '211', country: 'DE' },
  { city: 'Leipzig', zip: '04109', stateProvince: 'Sachsen', areaCode: '341', country: 'DE' },
  { city: 'Dresden', zip: '01067', stateProvince: 'Sachsen', areaCode: '351', country: 'DE' },
  { city: 'Hannover', zip: '30159', stateProvince: 'Niedersachsen', areaCode: '511', country: 'DE' },
  { city: 'Bremen', zip: '28195', stateProvince: 'Bremen', areaCode: '421', country: 'DE' },
  { city: 'Nürnberg', zip: '90402', stateProvince: 'Bayern', areaCode: '911', country: 'DE' },
  { city: 'Freiburg im Breisgau', zip: '79098', stateProvince: 'Baden-Württemberg', areaCode: '761', country: 'DE' },
  { city: 'Kiel', zip: '24103', stateProvince: 'Schleswig-Holstein', areaCode: '431', country: 'DE' },
  { city: 'Münster', zip: '48143', stateProvince: 'Nordrhein-Westfalen', areaCode: '251', country: 'DE' },
  { city: 'Wien', zip: '1010', stateProvince: 'Wien', areaCode: '1', country: 'AT' },
  { city: 'Graz', zip: '8010', stateProvince: 'Steiermark', areaCode: '316', country: 'AT' },
  { city: 'Zürich', zip: '8001', stateProvince: 'Zürich', areaCode: '44', country: 'CH' },
  { city: 'Basel', zip: '4051', stateProvince: 'Basel-Stadt', areaCode: '61', country: 'CH' },
];

export const COUNTRIES = {
  DE: { englishName: 'Germany', number: 276, alpha2: 'DE', alpha3: 'DEU', dial: '49' },
  AT: { englishName: 'Austria', number: 40, alpha2: 'AT', alpha3: 'AUT', dial: '43' },
  CH: { englishName: 'Switzerland', number: 756, alpha2: 'CH', alpha3: 'CHE', dial: '41' },
} as const;

export const LANGUAGES = [
  { nativeName: 'Deutsch', englishName: 'German', alpha2: 'de', alpha3: 'deu' },
  { nativeName: 'English', englishName: 'English', alpha2: 'en', alpha3: 'eng' },
  { nativeName: 'Français', englishName: 'French', alpha2: 'fr', alpha3: 'fra' },
] as const;

export const STREETS = [
  'Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schulstraße', 'Lindenallee', 'Kirchplatz', 'Bergstraße', 'Am Markt',
  'Mühlenweg', 'Rosenstraße', 'Hafenstraße', 'Ringstraße', 'Goethestraße', 'Schillerplatz', 'Waldweg', 'Industriestraße',
] as const;

export const COMPANY_KINDS = ['Logistik', 'Bau', 'Medien', 'Handel', 'Consulting', 'Maschinenbau', 'IT-Service', 'Druck', 'Immobilien', 'Reisen'] as const;
export const LEGAL_FORMS = ['GmbH', 'AG', 'KG', 'GmbH & Co. KG', 'e. K.'] as const;

/** Job titles by job category (0 unknown … 9 management). */
export const JOB_TITLES: readonly (readonly string[])[] = [
  ['Mitarbeiterin', 'Mitarbeiter'],
  ['Personalreferentin', 'Recruiter', 'HR Business Partner'],
  ['Softwareentwickler', 'IT-Administratorin', 'Systemarchitekt'],
  ['Entwicklungsingenieurin', 'Laborleiter'],
  ['Vertriebsleiterin', 'Key Account Manager', 'Außendienst'],
  ['Controllerin', 'Buchhalter', 'Finanzleiter'],
  ['Produktionsleiter', 'Schichtführerin'],
  ['Disponentin', 'Lagerleiter'],
  ['Marketing Managerin', 'Content-Redakteur', 'Head of Marketing'],
  ['Geschäftsführerin', 'Geschäftsführer', 'Prokurist'],
];

export const OPT_IN_SOURCES = ['Website', 'Messe', 'Newsletter', 'Gewinnspiel', 'Import', 'Kundenportal'] as const;
