// @vitest-environment jsdom
/** A Twitter image post needs imageUrl. */
import { checkArea, checkedOperationsOf, NO_BODY } from './harness.js';

checkArea('social posting checks', checkedOperationsOf('social-posting'), [
  ['socialPostingImage', NO_BODY, 'No params provided.'],
  ['socialPostingImage', { body: { imageUrl: undefined } }, "No 'imageUrl' parameter provided."],
  ['socialPostingImage', { body: { imageUrl: '' } }, "No 'imageUrl' parameter provided."],
]);
