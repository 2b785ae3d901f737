// @vitest-environment jsdom
/** Resource group change. */
import { checkArea, checkedOperationsOf, NO_BODY } from './harness.js';

checkArea(
  'resource group change checks',
  checkedOperationsOf('resources'),
  [
    ['resourcesChangeGroup', NO_BODY, 'No settings provided'],
    ['resourcesChangeGroup', { body: { resourceType: undefined } }, 'No resource type provided'],
    ['resourcesChangeGroup', { body: { groupName: '' } }, 'No group name provided.'],
    ['resourcesChangeGroup', { body: { resourceName: undefined } }, 'No resource name provided'],
    ['resourcesChangeGroupForSeveralFiles', NO_BODY, 'No settings provided'],
    ['resourcesChangeGroupForSeveralFiles', { body: { resourceType: '' } }, 'No resource type provided'],
    ['resourcesChangeGroupForSeveralFiles', { body: { resourceType: 0 } }, 'No resource type provided'],
    ['resourcesChangeGroupForSeveralFiles', { body: { groupName: undefined } }, 'No group name provided.'],
    ['resourcesChangeGroupForSeveralFiles', { body: { resourceNames: [] } }, 'No resource name provided'],
    ['resourcesChangeGroupForSeveralFiles', { body: { resourceNames: undefined } }, 'No resource name provided'],
  ],
  [
    ['resourcesChangeGroup', { body: { campaignId: undefined } }],
    ['resourcesChangeGroup', { body: { resourceType: 1 } }],
    ['resourcesChangeGroup', { body: { resourceType: 'image' } }],
    ['resourcesChangeGroupForSeveralFiles', { body: { resourceNames: ['logo.png'] } }],
  ],
);
