/**
 * Unsubscribers of an account: adding addresses (one row per address, letter case aside; a text that is no
 * mail address is not added but counted as failed), removing them by address or id, and the metadata,
 * count and pages the reads show.
 */
import { MailAddressErrorType } from '../../../generated/model/index.js';
import type { components } from '../../../generated/schema.js';
import { mailAddressError } from '../../models/mail-address.js';
import { quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { isoInstant } from '../values.js';
import { ofAccount, type UnsubscriberRecord } from './email.js';

type Request = components['schemas']['EmailUnsubscribers'];

/** The most addresses or ids one call takes (the loops over them stay bounded). */
export const MAX_UNSUBSCRIBERS_PER_CALL = 100_000;

const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] => {
  const list = Array.isArray(value) ? value : [];
  if (list.length > MAX_UNSUBSCRIBERS_PER_CALL)
    throw new SandboxRefusal(`Too many unsubscribers in one call: at most ${MAX_UNSUBSCRIBERS_PER_CALL}.`);
  return list;
};

/** The addresses a request names: `unsubscribers` (as the platform's client sends them) and `emailAddresses`. */
export function addressesOf(body: Request | undefined): string[] {
  return [...listOf(body?.unsubscribers), ...listOf(body?.emailAddresses)].map((address) => String(address).trim());
}

export const isMailAddress = (address: string) => !/\s/.test(address) && mailAddressError(address) === MailAddressErrorType.none;

const byAddress = (store: SandboxStore, accountId: number) =>
  new Map(ofAccount(store.unsubscribers, accountId).map((row) => [row.emailAddress.toLowerCase(), row]));

export interface AddOutcome {
  importedCount: number;
  failedCount: number;
}

/** Adds the addresses not yet unsubscribed; what is no mail address fails. */
export function addUnsubscribers(store: SandboxStore, accountId: number, addresses: readonly string[], now: Date): AddOutcome {
  const known = byAddress(store, accountId);
  let importedCount = 0;
  let failedCount = 0;
  for (const address of addresses) {
    if (!isMailAddress(address)) {
      failedCount += 1;
      continue;
    }
    importedCount += 1;
    if (known.has(address.toLowerCase())) continue;
    const row: UnsubscriberRecord = {
      id: store.unsubscribers.nextId(),
      accountId,
      emailAddress: address,
      unsubscribedOn: isoInstant(now),
      campaignId: null,
    };
    known.set(address.toLowerCase(), store.unsubscribers.insert(row));
  }
  return { importedCount, failedCount };
}

/** Removes the account's unsubscribers named by address or id; an id the account does not have is refused, and nothing is removed then. */
export function removeUnsubscribers(store: SandboxStore, accountId: number, body: Request | undefined): boolean {
  const addresses = addressesOf(body);
  const ids = listOf(body?.ids);
  if (addresses.length === 0 && ids.length === 0) throw new SandboxRefusal("No 'emailAddresses' or 'ids' parameter provided.");
  const missing = ids.filter((id) => store.unsubscribers.get(id)?.accountId !== accountId);
  if (missing.length) throw new SandboxRefusal(`There is no unsubscriber with id '${quoted(missing.join(', '))}'.`, missing);
  const known = byAddress(store, accountId);
  const doomed = new Set<number>(ids);
  for (const address of addresses) {
    const row = known.get(address.toLowerCase());
    if (row) doomed.add(row.id);
  }
  for (const id of doomed) store.unsubscribers.delete(id);
  return true;
}

/** What the metadata call shows: how many, and when the last one came in. */
export function unsubscriberMetadata(store: SandboxStore, accountId: number) {
  const rows = ofAccount(store.unsubscribers, accountId);
  const last = rows.reduce<string | null>(
    (latest, row) => (latest === null || row.unsubscribedOn > latest ? row.unsubscribedOn : latest),
    null,
  );
  return { count: rows.length, lastUpdate: last };
}
