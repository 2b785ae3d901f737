/** Checks of the extension item calls (category or item delete needs a name). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { allOf, each, requireField, requireParams } from './requirements.js';

export const extensionItemsValidators: Partial<Record<OperationId, Validator>> = {
  ...each(['extensionItemsCategoriesWrite', 'extensionItemsItemsWrite', 'extensionItemsVersionsWrite'], requireParams),
  ...each(
    ['extensionItemsCategoriesDelete', 'extensionItemsItemsDelete'],
    allOf(requireParams, requireField('name', 'No category name provided.')),
  ),
};
