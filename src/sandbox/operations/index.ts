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
    ...databaseSyncHandlers(context),
  };
}
