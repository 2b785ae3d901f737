/** Checks of the campaign calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, missingParameter, mustBeInteger, rejectWhen } from './rules.js';
import { allOf, each, integerField, integerPath, isMissing, requireField, requireParams, requirePath } from './requirements.js';

/** The params object, then each named field. */
const params = (...fields: string[]) => allOf(requireParams, ...fields.map((field) => requireField(field)));
/** `{id}` in a campaign path is the campaign id. */
const campaignIdInPath = requirePath('id', missingParameter('campaignId'));
const executionDates = allOf(params('campaignId'), requireField('activityExecutionDates', missingParameter('executionDates')));
const mail = params('campaignId', 'mailId');
const activity = params('campaignId', 'activityId');

export const campaignsValidators: Partial<Record<OperationId, Validator>> = {
  /** The calls of that document need their params object (the names posted to a prefix keep `You must provide a model.`). */
  ...each(
    [
      'campaignsChangeSettings',
      'campaignsGetSettings',
      'campaignsSetLanguage',
      'campaignsGetStreamImageUrl',
      'campaignsWriteNotes',
      'campaignsRename',
      'campaignsSetAutomationEndDate',
    ],
    requireParams,
  ),
  ...each(
    [
      'campaignsWithStatistics',
      'campaignsAutomatedTaskStates',
      'campaignsGetAutomatedTasks',
      'campaignsGetRunningAutomatedTasks',
      'campaignsStructure',
      'campaignsGetFilter',
      'campaignsCreateSimpleStatistics',
      'campaignsGetAffectedRecordCount',
      'campaignsStatisticsDailyCurrentMonth',
      'campaignsStatisticsDailyPreviousMonth',
      'campaignsStatisticsDailyMailOpenCurrentMonth',
      'campaignsStatisticsDailyMailOpenPreviousMonth',
      'campaignsStatisticsHourly',
      'campaignsStatisticsMailOpenHourly',
      'campaignsStatisticsResponse',
      'campaignsStatisticsPagesOverview',
      'campaignsStatisticsCountColumns',
      'campaignsStatisticsMailsOverview',
    ],
    campaignIdInPath,
  ),
  campaignsDelete: allOf(requireParams, campaignIdInPath),
  campaignsCreate: requireParams,
  campaignsCopy: requireParams,
  campaignsStartAllAutomatedTasks: params('campaignId'),
  campaignsStopAllAutomatedTasks: params('campaignId'),
  campaignsSetAutomatedTaskExecutionDates: executionDates,
  campaignsExecuteTasksOnExecutionDates: executionDates,
  campaignsSendTestMail: mail,
  campaignsSendMailing: mail,
  campaignsChangeCampaignDayDay: params('campaignId', 'campaignDayId', 'day'),
  campaignsChangeCampaignDayStartDate: params('campaignId', 'campaignDayId', 'startDate'),
  campaignsStartAutomatedTask: activity,
  campaignsStopAutomatedTask: activity,
  campaignsRenderDocument: params('campaignId'),
  campaignsGetRenderDocumentStatus: allOf(
    params('ids'),
    rejectWhen(({ body }) => !Array.isArray(fieldsOf(body).ids), "Parameter 'ids' is not an array."),
  ),
  /** `domain` must be there but may be empty. */
  campaignsSetDomain: allOf(
    params('campaignId'),
    rejectWhen(({ body }) => fieldsOf(body).domain === undefined, missingParameter('domain')),
  ),
  campaignsSetFilter: params('campaignId', 'filterName'),
  /** The body's `id` is the campaign id. */
  campaignsDeleteFilter: allOf(requireParams, requireField('id', missingParameter('campaignId'))),
  campaignsReplaceDocument: allOf(
    params('campaignId'),
    integerField('campaignId', mustBeInteger('campaignId')),
    requireField('documentTemplateId'),
    integerField('documentTemplateId', mustBeInteger('documentTemplateId')),
  ),
  /** Thumbnail from a document template: both ids are integers. */
  campaignsFromDocumentTemplate: allOf(
    campaignIdInPath,
    integerPath('id', mustBeInteger('campaignId')),
    requirePath('templateId', missingParameter('documentTemplateId')),
    integerPath('templateId', mustBeInteger('documentTemplateId')),
  ),
  /** The campaign is named by its id or by its name. */
  campaignsFirstContact: allOf(
    requireParams,
    rejectWhen(
      ({ body }) => isMissing(fieldsOf(body).campaignId) && isMissing(fieldsOf(body).campaignName),
      missingParameter('campaignId'),
    ),
  ),
};
