/**
 * Contact statistics and the unsubscriber reads: event counts per hour, per day and in total over a period
 * (checked as the platform's client checks the model), the account's counters, and the unsubscribers by
 * page (1-based) and their count, all read from the store. The exports are jobs (jobs/plans).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { checkModel, counters, countEvents, dayKey, hourKey, type StatisticsModel } from '../records/contact-statistics.js';
import { accountOf, ofAccount, unsubscriberView } from '../records/email.js';
import { SandboxRefusal } from '../refusal.js';
import { integerParam } from './params.js';

/** The largest page the unsubscriber list serves. */
const MAX_PAGE_SIZE = 10_000;

export function contactStatisticsHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const counted = (body: unknown, needsPeriod: boolean, keyOf: (iso: string) => string) => {
    const model = body as StatisticsModel | undefined;
    return countEvents(store, checkModel(model, needsPeriod), keyOf, model);
  };

  return {
    contactStatisticsHourly: ({ body }) => reply.ok(counted(body, false, hourKey)),
    contactStatisticsDaily: ({ body }) => reply.ok(counted(body, true, dayKey)),
    contactStatisticsCombined: ({ body }) => {
      // Per event type the total over the period, and the total of all of them.
      const byType = counted(body, true, () => 'total');
      const totals = Object.entries(byType).map(([type, byKey]) => [type, byKey.total ?? 0] as const);
      return reply.ok({ ...Object.fromEntries(totals), total: totals.reduce((sum, [, count]) => sum + count, 0) });
    },
    contactStatisticsCounter: () => reply.ok(counters(store, now())),
    contactStatisticsUnsubscribersCount: () => reply.ok(ofAccount(store.unsubscribers, accountOf(store, undefined)).length),
    contactStatisticsUnsubscribersGet: ({ params }) => {
      const page = integerParam(params.currentPage, 'currentPage');
      const size = integerParam(params.resultsPerPage, 'resultsPerPage');
      // The platform's client sends neither a page 0 nor an empty page.
      if (page < 1) throw new SandboxRefusal('No currentPage property given.');
      if (size < 1) throw new SandboxRefusal('No resultsPerPage property given.');
      if (size > MAX_PAGE_SIZE) throw new SandboxRefusal(`At most ${MAX_PAGE_SIZE} unsubscribers per page.`);
      const rows = ofAccount(store.unsubscribers, accountOf(store, undefined));
      return reply.ok(rows.slice((page - 1) * size, page * size).map(unsubscriberView));
    },
  };
}
