// @vitest-environment jsdom
/** User-upload admin calls; the Query model's comparers. */
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea(
  'user upload checks',
  checkedOperationsOf('file-uploads'),
  [
    ['fileUploadsDeleteForCampaign', { path: { campaign: '' } }, 'No campaign name given'],
    ['fileUploadsDeleteForCampaign', { path: { xmediaId: '' } }, 'No xmediaId given'],
    ['fileUploadsDeleteForCampaign', { path: { deleteKey: '' } }, 'No delete key given'],
    ['fileUploadsDelete', { path: { deleteKey: '' } }, 'No delete key given'],
    ['fileUploadsGetForCampaign', { path: { campaign: '' } }, 'No campaign name given'],
    ['fileUploadsGetForCampaignAndXmediaId', { path: { campaign: '' } }, 'No campaign name given'],
    ['fileUploadsGetForCampaignAndXmediaId', { path: { xmediaId: '' } }, 'No xmediaId given'],
    ...invalidComparerCases('File uploads'),
  ],
  knownComparerCases('File uploads'),
);
