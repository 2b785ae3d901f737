/** Checks of the e-mail calls (a missing params object gives 'No params provided.'). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { each, requireParams } from './requirements.js';

export const emailValidators: Partial<Record<OperationId, Validator>> = each(
  [
    'emailSmtpServersCreate',
    'emailSmtpServersCreateForAccount',
    'emailSmtpServersUpdate',
    'emailSmtpServersUpdateForAccount',
    'emailSmtpServersRename',
    'emailSmtpServersRenameForAccount',
    'emailSmtpServersUpdateProperty',
    'emailSmtpServersUpdatePropertyForAccount',
    'emailSendSingle',
    'emailSendSingleForAccount',
    'emailAddUnsubscribers',
    'emailAddUnsubscribersForAccount',
    'emailRemoveUnsubscribers',
    'emailRemoveUnsubscribersForAccount',
    'emailExportUnsubscribers',
    'emailExportUnsubscribersForAccount',
    'emailRenderHtml',
    'emailOptivoCreate',
    'emailOptivoCreateForAccount',
    'emailOptivoUpdate',
    'emailOptivoRename',
  ],
  requireParams,
);
