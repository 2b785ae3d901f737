// @vitest-environment jsdom
/** Campaigns: the params object, required ids and fields, arrays and integers. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { checkArea, checkedOperationsOf, NO_BODY, type Rejection } from './harness.js';

const NO_CAMPAIGN_ID = "No 'campaignId' parameter provided.";
/** Every operation that names the campaign by `{id}` in its path. */
const byIdInPath: OperationId[] = [
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
  'campaignsDelete',
  'campaignsFromDocumentTemplate',
];
/** Every operation whose body must carry `campaignId`. */
const byIdInBody: OperationId[] = [
  'campaignsStartAllAutomatedTasks',
  'campaignsStopAllAutomatedTasks',
  'campaignsSetAutomatedTaskExecutionDates',
  'campaignsExecuteTasksOnExecutionDates',
  'campaignsSendTestMail',
  'campaignsSendMailing',
  'campaignsChangeCampaignDayDay',
  'campaignsChangeCampaignDayStartDate',
  'campaignsStartAutomatedTask',
  'campaignsStopAutomatedTask',
  'campaignsRenderDocument',
  'campaignsSetDomain',
  'campaignsSetFilter',
  'campaignsReplaceDocument',
];
const withParams = byIdInBody.concat(
  'campaignsCreate',
  'campaignsCopy',
  'campaignsDelete',
  'campaignsGetRenderDocumentStatus',
  'campaignsDeleteFilter',
  'campaignsFirstContact',
);

checkArea(
  'campaign checks',
  checkedOperationsOf('campaigns'),
  [
    ...withParams.map((operationId): Rejection => [operationId, NO_BODY, 'No params provided.']),
    ...byIdInPath.map((operationId): Rejection => [operationId, { path: { id: '' } }, NO_CAMPAIGN_ID]),
    ...byIdInBody.map((operationId): Rejection => [operationId, { body: { campaignId: undefined } }, NO_CAMPAIGN_ID]),
    ['campaignsDeleteFilter', { body: { id: undefined } }, NO_CAMPAIGN_ID],
    ['campaignsFirstContact', { replaceBody: {} }, NO_CAMPAIGN_ID],
    ['campaignsSetAutomatedTaskExecutionDates', { body: { activityExecutionDates: undefined } }, "No 'executionDates' parameter provided."],
    ['campaignsExecuteTasksOnExecutionDates', { body: { activityExecutionDates: null } }, "No 'executionDates' parameter provided."],
    ['campaignsSendTestMail', { body: { mailId: undefined } }, "No 'mailId' parameter provided."],
    ['campaignsSendMailing', { body: { mailId: undefined } }, "No 'mailId' parameter provided."],
    ['campaignsChangeCampaignDayDay', { body: { campaignDayId: undefined } }, "No 'campaignDayId' parameter provided."],
    ['campaignsChangeCampaignDayDay', { body: { day: undefined } }, "No 'day' parameter provided."],
    ['campaignsChangeCampaignDayStartDate', { body: { campaignDayId: undefined } }, "No 'campaignDayId' parameter provided."],
    ['campaignsChangeCampaignDayStartDate', { body: { startDate: '' } }, "No 'startDate' parameter provided."],
    ['campaignsStartAutomatedTask', { body: { activityId: undefined } }, "No 'activityId' parameter provided."],
    ['campaignsStopAutomatedTask', { body: { activityId: undefined } }, "No 'activityId' parameter provided."],
    ['campaignsSetFilter', { body: { filterName: undefined } }, "No 'filterName' parameter provided."],
    ['campaignsSetDomain', { body: { domain: undefined } }, "No 'domain' parameter provided."],
    ['campaignsGetRenderDocumentStatus', { body: { ids: undefined } }, "No 'ids' parameter provided."],
    ['campaignsGetRenderDocumentStatus', { body: { ids: 'render-1' } }, "Parameter 'ids' is not an array."],
    ['campaignsGetRenderDocumentStatus', { body: { ids: { first: 'render-1' } } }, "Parameter 'ids' is not an array."],
    ['campaignsReplaceDocument', { body: { campaignId: 'Summer' } }, "Invalid 'campaignId' parameter. Must be an integer."],
    ['campaignsReplaceDocument', { body: { campaignId: 4.5 } }, "Invalid 'campaignId' parameter. Must be an integer."],
    ['campaignsReplaceDocument', { body: { documentTemplateId: undefined } }, "No 'documentTemplateId' parameter provided."],
    ['campaignsReplaceDocument', { body: { documentTemplateId: 'flyer' } }, "Invalid 'documentTemplateId' parameter. Must be an integer."],
    ['campaignsFromDocumentTemplate', { path: { id: 'Summer' } }, "Invalid 'campaignId' parameter. Must be an integer."],
    ['campaignsFromDocumentTemplate', { path: { templateId: '' } }, "No 'documentTemplateId' parameter provided."],
    ['campaignsFromDocumentTemplate', { path: { templateId: '7b' } }, "Invalid 'documentTemplateId' parameter. Must be an integer."],
    // Covered by the transport's generic check, with the platform's words.
    ['campaignsGetCreateStatus', { path: { statusId: '' } }, "No 'statusId' parameter provided."],
    ['campaignsGetDocumentReplaceStatus', { path: { statusId: '' } }, "No 'statusId' parameter provided."],
    ['campaignsLoadSimpleStatistics', { path: { progressId: '' } }, "No 'progressId' parameter provided."],
  ],
  [
    ['campaignsSetDomain', { body: { domain: '' } }],
    ['campaignsFirstContact', { replaceBody: { campaignName: 'SummerSale' } }],
    ['campaignsFirstContact', { replaceBody: { campaignId: 12 } }],
    ['campaignsGetRenderDocumentStatus', { body: { ids: [] } }],
    ['campaignsReplaceDocument', { body: { campaignId: '12', documentTemplateId: '3' } }],
  ],
);
