/**
 * The contact events the statistics count, derived from the store so counts follow what was written: a
 * contact's creation (newRecord) at its `createdOn`, an unsubscribe at the unsubscriber's date, a sent single
 * mail (eMailSend) when it was sent, and one activity per contact changed after its creation at its
 * `lastUpdate` (its kind picked by the customer id: mail open, mail link, login, visit, submit or link).
 */
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { ofAccount } from './email.js';

/** Event types (the contract's `EventType`). */
const NEW_RECORD = 9;
const MAIL_SEND = 6;
const MAIL_UNSUBSCRIBE = 10;
const ACTIVITIES = [5, 4, 1, 20, 7, 3] as const;

export interface StatisticsModel {
  eventTypes?: unknown;
  startDate?: string | null;
  endDate?: string | null;
}

/** The platform's checks of a statistics model (spec 002 §5), in its order. */
export function checkModel(model: StatisticsModel | undefined, needsPeriod: boolean): number[] {
  if (!model) throw new SandboxRefusal('You need to provide a model.');
  if (needsPeriod && !model.startDate) throw new SandboxRefusal("You need to provide a start date. Please set the property 'startDate'.");
  if (needsPeriod && !model.endDate) throw new SandboxRefusal("You need to provide an end date. Please set the property 'endDate'.");
  if (model.eventTypes == null)
    throw new SandboxRefusal("You need to provide the event types you are interested in. Please set the property 'eventTypes'.");
  if (!Array.isArray(model.eventTypes))
    throw new SandboxRefusal("You need to provide the event types you are interested in as array. Please set the array 'eventTypes'.");
  return model.eventTypes.map(Number);
}

/** Calls `visit(type, instant)` for every event of the wanted types. */
function eachEvent(store: SandboxStore, wanted: ReadonlySet<number>, visit: (type: number, at: string) => void): void {
  for (const contact of store.contacts.all()) {
    if (wanted.has(NEW_RECORD) && contact.createdOn) visit(NEW_RECORD, contact.createdOn);
    const activity = ACTIVITIES[contact.dsm_CustomerId % ACTIVITIES.length]!;
    if (wanted.has(activity) && contact.lastUpdate && contact.lastUpdate !== contact.createdOn) visit(activity, contact.lastUpdate);
  }
  if (wanted.has(MAIL_UNSUBSCRIBE))
    for (const row of ofAccount(store.unsubscribers, DEMO_ACCOUNT_ID)) visit(MAIL_UNSUBSCRIBE, row.unsubscribedOn);
  if (wanted.has(MAIL_SEND))
    for (const mail of store.sentMails.all()) if (mail.accountId === DEMO_ACCOUNT_ID) visit(MAIL_SEND, mail.sentOn);
}

const dayOf = (instant: string | null | undefined) => {
  const ms = Date.parse(instant ?? '');
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().slice(0, 10);
};

/** Counts by type and by a key of the event's instant (hour, day), within the period's days when one is given. */
export function countEvents(
  store: SandboxStore,
  types: readonly number[],
  keyOf: (at: string) => string,
  period: { startDate?: string | null; endDate?: string | null } = {},
): Record<string, Record<string, number>> {
  const counts = new Map<number, Map<string, number>>(types.map((type) => [type, new Map()]));
  const first = dayOf(period.startDate);
  const last = dayOf(period.endDate);
  eachEvent(store, new Set(types), (type, at) => {
    const day = dayOf(at);
    if (day === undefined || (first !== undefined && day < first) || (last !== undefined && day > last)) return;
    const byKey = counts.get(type)!;
    const key = keyOf(new Date(Date.parse(at)).toISOString());
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  });
  return Object.fromEntries(
    [...counts].map(([type, byKey]) => [String(type), Object.fromEntries([...byKey].sort(([a], [b]) => (a < b ? -1 : 1)))]),
  );
}

/** The hour (`08`) and the day (`2026-06-01`) of an ISO instant. */
export const hourKey = (iso: string) => iso.slice(11, 13);
export const dayKey = (iso: string) => iso.slice(0, 10);

/** The account's counters: contacts, contacts created in the clock's month, unsubscribers. */
export function counters(store: SandboxStore, now: Date) {
  const month = now.toISOString().slice(0, 7);
  const newThisMonth = store.contacts.all().filter((contact) => dayOf(contact.createdOn)?.startsWith(month)).length;
  return { contacts: store.contacts.size, newThisMonth, unsubscribers: ofAccount(store.unsubscribers, DEMO_ACCOUNT_ID).length };
}
