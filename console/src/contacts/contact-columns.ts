/**
 * What the contacts screen adds to the SDK's contact column model (`contactColumnModel`, through
 * `useRecordTable(contactsSource())`): a label per standard column, the columns shown before the user
 * picks, and which cells are edited in place. Types, editability and display rules are the model's.
 */
import type { ColumnDefinition } from '@dsm/sdk';

const LABELS: Readonly<Record<string, string>> = {
  dsm_CustomerId: 'Id',
  lpLogin: 'Login',
  eMail: 'E-mail',
  salutation: 'Salutation',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  birthday: 'Birthday',
  renewalDate: 'Renewal date',
  optInDate: 'Opt-in date',
  companyName: 'Company',
  companyEmployees: 'Employees',
  country: 'Country',
  language: 'Language',
  phone: 'Phone',
  mobilePhone: 'Mobile phone',
  fax: 'Fax',
  pictureUrl: 'Picture',
  street1: 'Street',
  street2: 'Street (2nd line)',
  zipCode: 'Zip code',
  city: 'City',
  stateProvince: 'State or province',
  state: 'State',
  rating: 'Rating',
  preferredChannel: 'Preferred channel',
  optIn: 'Opt-in',
  optOut: 'Opt-out',
  doubleOptIn: 'Double opt-in',
  optInSource: 'Opt-in source',
  jobTitle: 'Job title',
  jobLevel: 'Job level',
  jobCategory: 'Job category',
  dsm_BatchId: 'Batch',
  ownerUserGroupId: 'Owner user group',
  creationSource: 'Creation source',
  internal1: 'Internal 1',
  internal2: 'Internal 2',
  internal3: 'Internal 3',
  createdOn: 'Created',
  lastUpdate: 'Last update',
};

/** The label of a column: the standard columns' own, an additional column's name. */
export const labelOf = (name: string): string => LABELS[name] ?? name;

/** Shown before the user picks columns. */
export const SHOWN_BY_DEFAULT: readonly string[] = [
  'dsm_CustomerId',
  'eMail',
  'firstName',
  'lastName',
  'gender',
  'city',
  'state',
  'rating',
  'preferredChannel',
  'optIn',
  'doubleOptIn',
];

/** Text cells of editable columns are edited in place; the others (selects, flags, dates) only show. */
export const editsInPlace = (column: ColumnDefinition): boolean => column.editable && column.type === 'string';
