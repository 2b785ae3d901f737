// @vitest-environment jsdom
/** A Twitter image post needs imageUrl. */
import { socialPostingValidators } from '../../../src/validation/social-posting.js';
import { checkArea, NO_BODY } from './harness.js';

checkArea('social posting checks', socialPostingValidators, [
  ['socialPostingImage', NO_BODY, 'No params provided.'],
  ['socialPostingImage', { body: { imageUrl: undefined } }, "No 'imageUrl' parameter provided."],
  ['socialPostingImage', { body: { imageUrl: '' } }, "No 'imageUrl' parameter provided."],
]);
