/** Checks of the translation calls (a missing params object gives 'No params provided.'). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { each, requireParams } from './requirements.js';

export const translationsValidators: Partial<Record<OperationId, Validator>> = each(
  [
    'translationsGet',
    'translationsSet',
    'translationsRename',
    'translationsDelete',
    'translationsExport',
    'translationsAssignLanguagesToCampaign',
    'translationsRemoveLanguagesFromCampaign',
  ],
  requireParams,
);
