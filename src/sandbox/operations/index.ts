/** The record handlers of every area the sandbox keeps state for. */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignHandlers } from './campaigns.js';
import { categoryHandlers } from './categories.js';
import { contactHandlers } from './contacts.js';
import { databaseHandlers } from './databases.js';
import { duplicateHandlers } from './duplicates.js';
import { portalUserHandlers } from './portal-users.js';
import { templateLinkHandlers } from './template-links.js';
import { templateHandlers } from './templates.js';
import { portalSkinHandlers } from './portal-skins.js';
import { portalUserRoleHandlers } from './portal-user-roles.js';
import { fileUploadHandlers } from './file-uploads.js';
import { resourceHandlers } from './resources.js';
import { campaignActivityHandlers } from './campaign-activities.js';
import { campaignSettingsHandlers } from './campaign-settings.js';
import { smartCampaignHandlers } from './smart-campaign.js';
import { smartServerHandlers } from './smart-server.js';
import { accountHandlers } from './accounts.js';
import { adminHandlers } from './admin.js';
import { dashboardLoginHandlers } from './dashboard-logins.js';
import { loginHandlers } from './login.js';
import { serverSettingsHandlers } from './server-settings.js';
import { smtpServerHandlers } from './email.js';
import { optivoHandlers } from './email-optivo.js';
import { emailMailHandlers } from './email-mails.js';
import { contactStatisticsHandlers } from './contact-statistics.js';
import { mediaHandlers } from './media.js';
import { dataRelationHandlers } from './data-relations.js';
import { dataRelationAdminHandlers } from './data-relations-admin.js';
import { campaignDatabaseHandlers } from './campaign-database.js';
import { dataRelationImportHandlers } from './data-relations-import.js';
import { applicationHandlers } from './applications.js';
import { extensionItemHandlers } from './extension-items.js';
import { translationHandlers } from './translations.js';
import { dashboardHandlers } from './dashboard.js';
import { bucketHandlers } from './buckets.js';
import { bucketReadHandlers } from './bucket-reads.js';
import { bucketSourceHandlers } from './bucket-sources.js';
import { accessHandlers } from './access.js';
import { databaseSyncHandlers } from './database-sync.js';

export function recordHandlers(context: SandboxContext): SandboxHandlers {
  return {
    ...contactHandlers(context),
    ...duplicateHandlers(context),
    ...templateHandlers(context),
    ...templateLinkHandlers(context),
    ...categoryHandlers(context),
    ...campaignHandlers(context),
    ...databaseHandlers(context),
    ...portalUserHandlers(context),
    ...portalSkinHandlers(context),
    ...portalUserRoleHandlers(context),
    ...fileUploadHandlers(context),
    ...resourceHandlers(context),
    ...campaignActivityHandlers(context),
    ...campaignSettingsHandlers(context),
    ...smartCampaignHandlers(context),
    ...smartServerHandlers(context),
    ...accountHandlers(context),
    ...loginHandlers(context),
    ...adminHandlers(context),
    ...serverSettingsHandlers(context),
    ...dashboardLoginHandlers(context),
    ...smtpServerHandlers(context),
    ...optivoHandlers(context),
    ...emailMailHandlers(context),
    ...contactStatisticsHandlers(context),
    ...mediaHandlers(context),
    ...dataRelationHandlers(context),
    ...dataRelationAdminHandlers(context),
    ...campaignDatabaseHandlers(context),
    ...dataRelationImportHandlers(context),
    ...applicationHandlers(context),
    ...extensionItemHandlers(context),
    ...translationHandlers(context),
    ...dashboardHandlers(context),
    ...bucketHandlers(context),
    ...bucketReadHandlers(context),
    ...bucketSourceHandlers(context),
    ...accessHandlers(context),
    ...databaseSyncHandlers(context),
  };
}
