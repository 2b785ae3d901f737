/**
 * The platform's predefined filters (10-20; 1010-1016 are their per-campaign variants, which the
 * sandbox answers like the account-wide ones). Contacts carry no event history in the sandbox, so
 * visits, submissions, responses and bounces are a fixed share of contacts chosen by their id.
 */
import type { ContactRecord } from '../store/records.js';

/** A number in [0, 100) that stands for a contact's activity, the same on every start. */
const activity = (contact: ContactRecord) => (Math.imul(contact.dsm_CustomerId, 2654435761) >>> 0) % 100;

const hasValidMail = (contact: ContactRecord) => contact.eMail?.errorType === 0 && Boolean(contact.eMail.value);

const renewsNextMonth = (contact: ContactRecord, now: Date) => {
  if (!contact.renewalDate) return false;
  const renewal = new Date(contact.renewalDate);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return renewal.getUTCFullYear() === next.getUTCFullYear() && renewal.getUTCMonth() === next.getUTCMonth();
};

const FILTERS: Readonly<Record<number, (contact: ContactRecord, now: Date) => boolean>> = {
  10: (c) => c.creationSource === 1,
  11: (c) => activity(c) < 40,
  12: (c) => activity(c) < 20,
  13: (c) => hasValidMail(c) && c.optIn !== false && c.optOut !== true,
  14: (c) => Boolean(c.mobilePhone) && c.optIn !== false && c.optOut !== true,
  15: (c) => activity(c) < 8,
  16: (c) => activity(c) < 15,
  17: (c) => c.creationSource === 2,
  18: renewsNextMonth,
  19: (c) => c.optOut === true,
  20: (c) => hasValidMail(c) && activity(c) >= 97,
};

/** The test of a predefined filter, or undefined for an unknown one. */
export function predefinedFilter(code: number): ((contact: ContactRecord, now: Date) => boolean) | undefined {
  return FILTERS[code >= 1010 && code <= 1016 ? code - 1000 : code];
}
