/** A new, unsaved contact with the platform's documented defaults (the contract's `default:` values). */
import { CONTACT_DEFAULTS } from '../../generated/defaults.js';
import type { Contact } from '../../generated/model/index.js';

/** Batch id of a new contact. */
export const NEW_CONTACT_BATCH_ID: number = CONTACT_DEFAULTS.dsm_BatchId;

/**
 * A new contact: the contract's defaults (id 0, batch 2, empty `lpLogin`, the select columns at 0,
 * `doubleOptIn` false) and every other standard field null. `createdOn` and `lastUpdate` are left out:
 * the server sets them and the contract does not allow null for them. Every call returns a fresh object.
 */
export function newContact(): Contact {
  return {
    ...CONTACT_DEFAULTS,
    eMail: null,
    salutation: null,
    firstName: null,
    lastName: null,
    gender: null,
    birthday: null,
    renewalDate: null,
    optInDate: null,
    companyName: null,
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
    optIn: null,
    optOut: null,
    optInSource: null,
    jobTitle: null,
    jobLevel: null,
    ownerUserGroupId: null,
    internal1: null,
    internal2: null,
    internal3: null,
  };
}
