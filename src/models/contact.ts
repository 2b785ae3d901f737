/** A new, unsaved contact with the platform's documented defaults. */
import {
  CompanyEmployees,
  ContactRating,
  ContactState,
  CreationSource,
  JobCategory,
  PreferredChannel,
} from '../../generated/model/index.js';
import type { Contact } from '../../generated/model/index.js';

/** Batch id of a new contact. */
export const NEW_CONTACT_BATCH_ID = 2;

/**
 * A new contact: id 0, batch 2, empty `lpLogin`, the select columns (state, rating, preferredChannel,
 * jobCategory, creationSource, companyEmployees) at 0, `doubleOptIn` false and every other standard
 * field null. `createdOn` and `lastUpdate` are left out: the server sets them and the contract does
 * not allow null for them. Every call returns a fresh object.
 */
export function newContact(): Contact {
  return {
    dsm_CustomerId: 0,
    lpLogin: '',
    eMail: null,
    salutation: null,
    firstName: null,
    lastName: null,
    gender: null,
    birthday: null,
    renewalDate: null,
    optInDate: null,
    companyName: null,
    companyEmployees: CompanyEmployees.unknown,
    country: null,
    language: null,
    phone: null,
    mobilePhone: null,
    fax: null,
    pictureUrl: null,
    street1: null,
    street2: null,
    zipCode: null,
    city: null,
    stateProvince: null,
    state: ContactState.unknown,
    rating: ContactRating.cold,
    preferredChannel: PreferredChannel.none,
    optIn: null,
    optOut: null,
    doubleOptIn: false,
    optInSource: null,
    jobTitle: null,
    jobLevel: null,
    jobCategory: JobCategory.unknown,
    dsm_BatchId: NEW_CONTACT_BATCH_ID,
    ownerUserGroupId: null,
    creationSource: CreationSource.unknown,
    internal1: null,
    internal2: null,
    internal3: null,
  };
}
