/**
 * Contact statistics and exports through the SDK against the sandbox: the event counts agree with the
 * contact store (a contact inserted or a mail sent shows in them), the counters with the contact and
 * unsubscriber counts, the model is checked with the platform's messages, and an export names its file or
 * is refused for a column the contacts do not have.
 */
import { describe, expect, it } from 'vitest';
import { EventType } from '../../../generated/model/index.js';
import { operations as operations_ } from '../../../generated/operations/index.js';
import type { OperationId } from '../../../generated/operation-ids.js';
import { replyViolations } from '../../../src/sandbox/contract-check/index.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { DsmApiError, DsmValidationError } from '../../../src/errors.js';
import { exampleInput } from '../jobs/sandbox-harness.js';
import { demoClient, useSandbox } from '../support.js';

const { sandbox } = useSandbox({ speed: Number.POSITIVE_INFINITY });
/** The sandbox runs on the real clock (the signature's time window): today's day, as the statistics key it. */
const today = () => new Date().toISOString().slice(0, 10);
const dsm = demoClient();

const NEW_RECORD = EventType.newRecord;
const MAIL_SEND = EventType.eMailSend;
const MAIL_UNSUBSCRIBE = EventType.eMailUnsubscribe;

const countBy = (instants: string[], key: (iso: string) => string) => {
  const counts: Record<string, number> = {};
  for (const at of instants) counts[key(at)] = (counts[key(at)] ?? 0) + 1;
  return counts;
};

describe('contact statistics', () => {
  it('counts new records per hour as the contacts were created', async () => {
    const result = await dsm.call('contactStatisticsHourly', { body: { eventTypes: [NEW_RECORD] } });
    const created = sandbox.store.contacts.all().map((c) => c.createdOn!);
    expect(result[String(NEW_RECORD)]).toEqual(countBy(created, (at) => at.slice(11, 13)));
  });

  it('counts per day within the period, and a contact inserted today shows', async () => {
    const period = { startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z' };
    const june = await dsm.call('contactStatisticsDaily', { body: { eventTypes: [NEW_RECORD, MAIL_UNSUBSCRIBE], ...period } });
    const created = sandbox.store.contacts
      .all()
      .map((c) => c.createdOn!)
      .filter((at) => at.startsWith('2026-06'));
    expect(june[String(NEW_RECORD)]).toEqual(countBy(created, (at) => at.slice(0, 10)));
    expect(Object.keys(june)).toEqual([String(NEW_RECORD), String(MAIL_UNSUBSCRIBE)]);

    await dsm.call('contactsInsert', { body: { firstName: 'Nora', lastName: 'Neu' } });
    const day = today();
    const onlyToday = { startDate: `${day}T00:00:00Z`, endDate: `${day}T00:00:00Z` };
    const daily = await dsm.call('contactStatisticsDaily', { body: { eventTypes: [NEW_RECORD], ...onlyToday } });
    expect(daily[String(NEW_RECORD)]).toEqual({ [day]: 1 });
  });

  it('totals a mail sent and the unsubscribers in the combined statistics', async () => {
    const contact = sandbox.store.contacts.all().find((c) => c.eMail?.value)!;
    const body = {
      eventTypes: [MAIL_SEND, MAIL_UNSUBSCRIBE] as EventType[],
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2026-12-31T00:00:00Z',
    };
    const before = await dsm.call('contactStatisticsCombined', { body });
    expect(before).toMatchObject({ [MAIL_SEND]: 0, [MAIL_UNSUBSCRIBE]: await dsm.call('contactStatisticsUnsubscribersCount') });
    const mail = { campaign: { campaignId: 4711 }, customer: { customerId: contact.dsm_CustomerId }, pageName: 'Welcome mail' };
    await dsm.call('emailSendSingle', { body: mail });
    const after = await dsm.call('contactStatisticsCombined', { body });
    expect(after[String(MAIL_SEND)]).toBe(1);
    expect(after.total).toBe((before.total as number) + 1);
  });

  it('counts contacts and unsubscribers as their own reads do', async () => {
    const counter = await dsm.call('contactStatisticsCounter');
    expect(counter.contacts).toBe(await dsm.call('contactsCount'));
    expect(counter.unsubscribers).toBe(await dsm.call('contactStatisticsUnsubscribersCount'));
    const month = today().slice(0, 7);
    expect(counter.newThisMonth).toBe(sandbox.store.contacts.all().filter((c) => c.createdOn!.startsWith(month)).length);
  });

  it('checks the model with the platform messages', async () => {
    const noStart = dsm.call('contactStatisticsDaily', { body: { eventTypes: [NEW_RECORD], endDate: '2026-06-30T00:00:00Z' } as never });
    await expect(noStart).rejects.toThrow("You need to provide a start date. Please set the property 'startDate'.");
    await expect(noStart).rejects.toBeInstanceOf(DsmValidationError);
    const noTypes = dsm.call('contactStatisticsHourly', { body: {} as never });
    await expect(noTypes).rejects.toThrow(
      "You need to provide the event types you are interested in. Please set the property 'eventTypes'.",
    );
  });
});

describe('contact exports and unsubscriber pages', () => {
  it('exports the contacts a filter selects to the format asked for', async () => {
    const id = await dsm.call('contactStatisticsExport', { body: { format: 'xlsx', columns: ['firstName', 'city'] } });
    const status = await waitForJob(dsm, jobs.contactsExport, id, { intervalMs: 5 });
    expect(status).toMatchObject({ isFinished: true, progress: 100 });
    expect(status.downloadUrl).toMatch(new RegExp(`contacts-1042-${today()}\\.xlsx$`));
  });

  it('refuses a column the contacts do not have', async () => {
    const error = await dsm.call('contactStatisticsExport', { body: { columns: ['shoeSize'] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmApiError);
    expect((error as DsmApiError).failureMessage).toBe("Invalid column name 'shoeSize'.");
  });

  it('exports the unsubscribers, and pages through them', async () => {
    const key = await dsm.call('contactStatisticsUnsubscribersExport', { body: {} });
    const status = await waitForJob(dsm, jobs.contactUnsubscriberExport, key, { intervalMs: 5 });
    expect(status).toMatchObject({ state: 3, downloadUrl: expect.stringMatching(new RegExp(`unsubscribers-1042-${today()}\\.csv$`)) });
    const count = await dsm.call('contactStatisticsUnsubscribersCount');
    const first = await dsm.call('contactStatisticsUnsubscribersGet', { path: { currentPage: 1, resultsPerPage: count - 1 } });
    const second = await dsm.call('contactStatisticsUnsubscribersGet', { path: { currentPage: 2, resultsPerPage: count - 1 } });
    expect(first).toHaveLength(count - 1);
    expect(second).toHaveLength(1);
    const zero = await dsm
      .call('contactStatisticsUnsubscribersGet', { path: { currentPage: 0, resultsPerPage: 5 } })
      .catch((e: unknown) => e);
    expect((zero as DsmApiError).failureMessage).toBe('No currentPage property given.');
  });
});

describe('replies match the contract', () => {
  const period = {
    eventTypes: [EventType.newRecord, EventType.eMailOpen],
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2026-12-31T00:00:00Z',
  };
  const CALLS: [OperationId, Record<string, unknown>?][] = [
    ['contactStatisticsHourly', { body: { eventTypes: [EventType.newRecord, EventType.login] } }],
    ['contactStatisticsDaily', { body: period }],
    ['contactStatisticsCombined', { body: period }],
    ['contactStatisticsCounter'],
    ['contactStatisticsUnsubscribersCount'],
    ['contactStatisticsUnsubscribersGet', { path: { currentPage: 2, resultsPerPage: 20 } }],
  ];

  it.each(CALLS)('%s', async (operationId, input) => {
    const responseObject = await dsm.call(operationId as never, input as never);
    const envelope = { state: 0, responseObject, failureMessage: null, failureDetail: null };
    expect(replyViolations(operationId, envelope)).toEqual([]);
  });
});

describe("the contract's examples agree with the demo data", () => {
  const operations = (Object.keys(operations_) as OperationId[]).filter(
    (id) => id.startsWith('contactStatistics') && id !== 'contactStatisticsExportStatus',
  );

  it.each(operations)('%s with its example input is answered, not refused', async (operationId) => {
    await expect(dsm.call(operationId as never, exampleInput(operationId) as never)).resolves.toBeDefined();
  });
});
