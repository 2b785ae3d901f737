/**
 * Client-side checks by operation. A validator returns the platform's message when the input is
 * rejected, or undefined when it may be sent.
 */
import type { OperationId } from '../../generated/routes.js';
import { adminValidators } from './admin.js';
import { applicationsValidators } from './applications.js';
import { campaignTemplateCategoriesValidators } from './campaign-template-categories.js';
import { campaignTemplatesValidators } from './campaign-templates.js';
import { campaignsValidators } from './campaigns.js';
import { contactStatisticsValidators } from './contact-statistics.js';
import { contactsValidators } from './contacts.js';
import { dashboardValidators } from './dashboard.js';
import { databaseSyncValidators } from './database-sync.js';
import { documentTemplatesValidators } from './document-templates.js';
import { emailValidators } from './email.js';
import { extensionItemsValidators } from './extension-items.js';
import { fileUploadsValidators } from './file-uploads.js';
import { fontsValidators } from './fonts.js';
import { imagesValidators } from './images.js';
import { impositionsValidators } from './impositions.js';
import { portalSkinsValidators } from './portal-skins.js';
import { portalUserRolesValidators } from './portal-user-roles.js';
import { portalUsersValidators } from './portal-users.js';
import { resourcesValidators } from './resources.js';
import { serverSettingsValidators } from './server-settings.js';
import { smartServerValidators } from './smart-server.js';
import { socialPostingValidators } from './social-posting.js';
import { svgValidators } from './svg.js';
import { translationsValidators } from './translations.js';

/** What a check sees: the parsed JSON body and the path parameters as decoded text. */
export interface ValidationInput {
  body: unknown;
  path: Readonly<Record<string, string>>;
}

export type Validator = (input: ValidationInput) => string | undefined;

/** One area per file, named like `openapi/paths/<area>.yaml`; an operation belongs to exactly one area. */
export const validators: Partial<Record<OperationId, Validator>> = {
  ...adminValidators,
  ...applicationsValidators,
  ...campaignTemplateCategoriesValidators,
  ...campaignTemplatesValidators,
  ...campaignsValidators,
  ...contactStatisticsValidators,
  ...contactsValidators,
  ...dashboardValidators,
  ...databaseSyncValidators,
  ...documentTemplatesValidators,
  ...emailValidators,
  ...extensionItemsValidators,
  ...fileUploadsValidators,
  ...fontsValidators,
  ...imagesValidators,
  ...impositionsValidators,
  ...portalSkinsValidators,
  ...portalUserRolesValidators,
  ...portalUsersValidators,
  ...resourcesValidators,
  ...serverSettingsValidators,
  ...smartServerValidators,
  ...socialPostingValidators,
  ...svgValidators,
  ...translationsValidators,
};
