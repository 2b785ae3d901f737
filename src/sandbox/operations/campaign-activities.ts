/**
 * A campaign's automated activities and days: list them, start and stop one or all, set when they run,
 * move a campaign day, count the records an activity reaches, and job orders over a contact filter.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { countMatchingContacts } from '../contacts/query.js';
import { activityView, partOf, partsOf, type CampaignActivityRecord } from '../records/campaign-parts.js';
import { campaignById, campaignStatistics } from '../records/campaigns.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';

type ExecutionDate = components['schemas']['CampaignActivityExecutionDate'];
type JobOrder = { id: number; campaignId: number; activityId: number | null; filterName: string | null };

export function campaignActivityHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const activities = (id: unknown, field = 'id') => partsOf(store.campaignActivities, campaignById(store, id, field).id);
  const activity = (campaignId: unknown, activityId: unknown) =>
    partOf(store.campaignActivities, campaignById(store, campaignId, 'campaignId').id, activityId, 'automated activity');
  const setRunning = (rows: readonly CampaignActivityRecord[], isRunning: boolean) => {
    for (const row of rows) store.campaignActivities.replace({ ...row, isRunning });
    return reply.ok(true);
  };
  const setDates = (campaignId: unknown, dates: readonly ExecutionDate[] | undefined) => {
    // Every activity is checked before any is changed: a refused list changes nothing.
    const changes = given(dates, 'executionDates').map((entry) => ({
      ...activity(campaignId, entry.activityId),
      executionDates: [...(entry.executionDates ?? [])],
    }));
    for (const row of changes) store.campaignActivities.replace(row);
    return reply.ok(true);
  };
  const day = (campaignId: unknown, dayId: unknown) =>
    partOf(store.campaignDays, campaignById(store, campaignId, 'campaignId').id, dayId, 'campaign day');
  const filterQuery = (name: string | null | undefined) => {
    if (!name) return {};
    const filter = store.contactFilters.index('name', (row) => row.name.toLowerCase()).get(name.toLowerCase());
    if (!filter) throw new SandboxRefusal(`There is no filter named '${name}'.`);
    return JSON.parse(filter.json) as components['schemas']['Query'];
  };
  const orderCount = (filterName: string | null | undefined) =>
    countMatchingContacts(store.contacts, store.additionalColumns, filterQuery(filterName), now());
  const orders = new Map<number, JobOrder>();

  return {
    campaignsGetAutomatedTasks: ({ params }) => reply.ok(activities(params.id).map(activityView)),
    campaignsGetRunningAutomatedTasks: ({ params }) =>
      reply.ok(
        activities(params.id)
          .filter((row) => row.isRunning)
          .map(activityView),
      ),
    campaignsAutomatedTaskStates: ({ params }) =>
      reply.ok(activities(params.id).map(({ id, activityGuid, isRunning }) => ({ activityId: id, activityGuid, isRunning }))),
    campaignsStartAllAutomatedTasks: ({ body }) => setRunning(activities(body?.campaignId, 'campaignId'), true),
    campaignsStopAllAutomatedTasks: ({ body }) => setRunning(activities(body?.campaignId, 'campaignId'), false),
    campaignsStartAutomatedTask: ({ body }) => setRunning([activity(body?.campaignId, body?.activityId)], true),
    campaignsStopAutomatedTask: ({ body }) => setRunning([activity(body?.campaignId, body?.activityId)], false),
    campaignsSetAutomatedTaskExecutionDates: ({ body }) => setDates(body?.campaignId, body?.activityExecutionDates),
    campaignsExecuteTasksOnExecutionDates: ({ body }) => {
      for (const entry of given(body?.activityExecutionDates, 'executionDates')) activity(body?.campaignId, entry.activityId);
      return reply.ok(true);
    },
    campaignsGetAffectedRecordCount: ({ params }) => {
      const campaign = campaignById(store, params.id);
      const row = partsOf(store.campaignActivities, campaign.id).find((candidate) => candidate.activityGuid === params.activityGuid);
      if (!row) throw new SandboxRefusal(`There is no automated activity ${quoted(params.activityGuid)} in campaign ${campaign.id}.`);
      const { responders } = campaignStatistics(store, campaign);
      return reply.ok(row.audience === 1 ? responders : row.audience === 2 ? store.contacts.size - responders : store.contacts.size);
    },
    campaignsChangeCampaignDayDay: ({ body }) => {
      store.campaignDays.replace({ ...day(body?.campaignId, body?.campaignDayId), day: body!.day });
      return reply.ok(true);
    },
    campaignsChangeCampaignDayStartDate: ({ body }) => {
      store.campaignDays.replace({ ...day(body?.campaignId, body?.campaignDayId), startDate: body!.startDate });
      return reply.ok(true);
    },
    campaignsOrdersCreateJobOrder: ({ body }) => {
      const campaign = campaignById(store, body?.campaignId, 'campaignId');
      if (body?.activityId != null) activity(campaign.id, body.activityId);
      orderCount(body?.filterName);
      const id = orders.size + 1;
      orders.set(id, { id, campaignId: campaign.id, activityId: body?.activityId ?? null, filterName: body?.filterName ?? null });
      return reply.ok(id);
    },
    campaignsOrdersGetCountForJobOrder: ({ body }) => {
      const order = body?.jobOrderId != null ? orders.get(body.jobOrderId) : undefined;
      if (body?.jobOrderId != null && !order) throw new SandboxRefusal(`There is no job order with id ${quoted(body.jobOrderId)}.`);
      if (!order) campaignById(store, body?.campaignId, 'campaignId');
      return reply.ok(orderCount(order ? order.filterName : body?.filterName));
    },
    campaignsOrdersExecuteJobOrder: ({ body }) => {
      if (!orders.has(given(body?.jobOrderId, 'jobOrderId')))
        throw new SandboxRefusal(`There is no job order with id ${quoted(body?.jobOrderId)}.`);
      return reply.ok(true);
    },
  };
}
