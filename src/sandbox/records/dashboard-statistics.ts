/**
 * Dashboard statistics derived from the records of the selected database: every count is a share of
 * those records fixed by the campaign, database and event type, a shorter period counts a share of the
 * year, and no count exceeds the number of records (a contact counts once per event type).
 */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { campaignOf, cellOf, columnOf, dashboardDatabase, recordsOf, share } from './dashboard.js';

type StatisticsRequest = components['schemas']['DashboardStatisticsRequest'] | undefined;

/** The standard events the dashboard counts, by their `EventType` numbers. */
export const STANDARD_EVENTS: readonly (readonly [string, number])[] = [
  ['login', 1],
  ['link', 3],
  ['eMailLink', 4],
  ['eMailOpen', 5],
  ['eMailSend', 6],
  ['submit', 7],
];

const DAY_MS = 86_400_000;

/** The part of a year the period covers (1 without a period); an end before the start is refused. */
function periodShare(request: StatisticsRequest): number {
  if (!request?.startDate || !request.endDate) return 1;
  const days = (Date.parse(request.endDate) - Date.parse(request.startDate)) / DAY_MS;
  if (!(days >= 0)) throw new SandboxRefusal('The end date must not be before the start date.');
  return Math.min(1, (days + 1) / 365);
}

export interface StatisticsScope {
  records: number;
  /** What the shares are fixed by: the campaign (or database) and the database. */
  scopeKey: string;
  period: number;
}

export function statisticsScope(store: SandboxStore, request: StatisticsRequest): StatisticsScope {
  const campaign = campaignOf(store, request?.campaign);
  const database = dashboardDatabase(store, request?.database, request?.campaign);
  return {
    records: recordsOf(store, database).length,
    scopeKey: `${campaign?.id ?? 0}/${database.databaseId}`,
    period: periodShare(request),
  };
}

/** The contacts with at least one event of this type in the period. */
export function uniqueCount(scope: StatisticsScope, eventType: number): number {
  const rate = eventType === 6 ? 0.9 : 0.05 + share(scope.scopeKey, eventType) * 0.55;
  return Math.floor(scope.records * rate * scope.period);
}

/** Events of the selected types (all standard events when none), each contact at most once per type, capped at the records. */
export function eventCount(scope: StatisticsScope, eventTypes: readonly number[]): number {
  const types = eventTypes.length > 0 ? eventTypes : STANDARD_EVENTS.map(([, type]) => type);
  return Math.min(scope.records, Math.max(0, ...types.map((type) => uniqueCount(scope, type))));
}

export function standardCounts(scope: StatisticsScope): Record<string, number> {
  return Object.fromEntries(STANDARD_EVENTS.map(([name, type]) => [name, uniqueCount(scope, type)]));
}

/** The events of the selected types split over the pages they happened on. */
export function contextCounts(scope: StatisticsScope, eventTypes: readonly number[]): Record<string, number> {
  const total = eventCount(scope, eventTypes);
  const first = Math.round(total * 0.6);
  const second = Math.round((total - first) * 0.7);
  return { 'PURL1.html': first, 'Anmeldung.html': second, 'Danke.html': total - first - second };
}

/** The records per value of a column (an empty value as `(empty)`), most frequent first. */
export function columnCounts(store: SandboxStore, request: StatisticsRequest): Record<string, number> {
  const database = dashboardDatabase(store, request?.database, request?.campaign);
  const column = columnOf(database, request?.columnName ?? '');
  const counts = new Map<string, number>();
  for (const record of recordsOf(store, database)) {
    const value = String(cellOf(record, column) ?? '(empty)');
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** Device or browser statistics: the visitors (logins) of the records split by a fixed pattern. */
export function visitorStatistics(scope: StatisticsScope, labels: readonly string[], weights: readonly number[]) {
  const visitors = uniqueCount(scope, 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = visitors;
  return labels.map((label, i) => {
    const value = i === labels.length - 1 ? left : Math.floor((visitors * weights[i]!) / sum);
    left -= value;
    return { label, value };
  });
}
