/** Checks of the server settings calls (a missing params object gives 'No params provided.'). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { each, requireParams } from './requirements.js';

export const serverSettingsValidators: Partial<Record<OperationId, Validator>> = each(
  ['serverSettingsSaveSettings', 'serverSettingsSetServerSettings', 'serverSettingsSetKeyValue', 'serverSettingsGetAccounts'],
  requireParams,
);
