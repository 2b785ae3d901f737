/** Checks of the dashboard calls (a missing params object gives 'No params provided.'). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { each, requireParams } from './requirements.js';

export const dashboardValidators: Partial<Record<OperationId, Validator>> = each(
  [
    'dashboardUsersOverviewFiltered',
    'dashboardExport',
    'dashboardUserOverviewFiltered',
    'dashboardSmartCampaignGetEventCount',
    'dashboardSmartCampaignGetUniqueEventCount',
    'dashboardSmartCampaignGetEventContextCount',
    'dashboardSmartCampaignGetStandardEventCounts',
    'dashboardSmartCampaignGetColumnCounts',
    'dashboardSmartCampaignGetBucketCounts',
    'dashboardSmartCampaignGetDashboardUserMetadata',
    'dashboardSmartCampaignCombined',
    'dashboardSmartCampaignDatabaseCounter',
    'dashboardSmartCampaignSurveyStatistics',
    'dashboardSmartCampaignGetColumns',
    'dashboardSmartCampaignGetRecords',
    'dashboardSmartCampaignUpdateRecord',
    'dashboardSmartCampaignExportDatabase',
    'dashboardSmartCampaignDataRelationValues',
    'dashboardSmartCampaignBucketNames',
  ],
  requireParams,
);
