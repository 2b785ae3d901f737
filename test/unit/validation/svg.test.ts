// @vitest-environment jsdom
/** Svg info needs an imageName and a campaign name or id. */
import { checkArea, checkedOperationsOf } from './harness.js';

checkArea(
  'svg info checks',
  checkedOperationsOf('svg'),
  [
    ['svgInfo', { path: { imageName: '' } }, "No 'imageName' parameter provided."],
    ['svgInfo', { path: { campaign: '' } }, "No 'campaignName' parameter provided."],
    ['svgInfo', { path: { imageName: '', campaign: '' } }, "No 'imageName' parameter provided."],
  ],
  [['svgInfo', { path: { campaign: 12 } }]],
);
