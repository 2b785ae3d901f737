// @vitest-environment jsdom
/** Extension category or item delete needs a name. */
import { checkArea, checkedOperationsOf, NO_BODY } from './harness.js';

checkArea('extension item checks', checkedOperationsOf('extension-items'), [
  ['extensionItemsCategoriesDelete', NO_BODY, 'No params provided.'],
  ['extensionItemsCategoriesDelete', { body: { name: undefined } }, 'No category name provided.'],
  ['extensionItemsItemsDelete', NO_BODY, 'No params provided.'],
  ['extensionItemsItemsDelete', { body: { name: '' } }, 'No category name provided.'],
]);
