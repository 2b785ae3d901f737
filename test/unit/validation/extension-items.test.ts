// @vitest-environment jsdom
/** Extension category or item delete needs a name. */
import { extensionItemsValidators } from '../../../src/validation/extension-items.js';
import { checkArea, NO_BODY } from './harness.js';

checkArea('extension item checks', extensionItemsValidators, [
  ['extensionItemsCategoriesDelete', NO_BODY, 'No params provided.'],
  ['extensionItemsCategoriesDelete', { body: { name: undefined } }, 'No category name provided.'],
  ['extensionItemsItemsDelete', NO_BODY, 'No params provided.'],
  ['extensionItemsItemsDelete', { body: { name: '' } }, 'No category name provided.'],
]);
