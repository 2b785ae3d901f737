// @vitest-environment jsdom
/** Font delete needs settings, campaignName and fontName. */
import { checkArea, checkedOperationsOf, NO_BODY } from './harness.js';

checkArea('font checks', checkedOperationsOf('fonts'), [
  ['fontsAdminDelete', NO_BODY, 'No params provided.'],
  ['fontsAdminDelete', { body: { campaignName: undefined } }, "No 'campaignName' parameter provided."],
  ['fontsAdminDelete', { body: { fontName: '' } }, "No 'fontName' parameter provided."],
]);
