// @vitest-environment jsdom
/** Category lookup by image; the Query model's comparers. */
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases, NO_BODY } from './harness.js';

checkArea(
  'campaign template category checks',
  checkedOperationsOf('campaign-template-categories'),
  [
    ['campaignTemplateCategoriesGetByImage', { path: { imageName: '' }, replaceBody: undefined }, 'No params given!'],
    ['campaignTemplateCategoriesGetByImage', NO_BODY, 'No query given!'],
    ['campaignTemplateCategoriesGetByImage', { path: { imageName: '' } }, 'No image name given!'],
    ['campaignTemplateCategoriesCountByImage', { path: { imageName: '' }, replaceBody: null }, 'No params given!'],
    ['campaignTemplateCategoriesCountByImage', NO_BODY, 'No query given!'],
    ['campaignTemplateCategoriesCountByImage', { path: { imageName: '' } }, 'No image name given!'],
    ...invalidComparerCases('Campaign template categories'),
  ],
  knownComparerCases('Campaign template categories'),
);
