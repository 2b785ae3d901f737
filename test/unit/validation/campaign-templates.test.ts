// @vitest-environment jsdom
/** Template metadata, update and portal lookups; the Query model's comparers. */
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases, NO_BODY } from './harness.js';

checkArea(
  'campaign template checks',
  checkedOperationsOf('campaign-templates'),
  [
    ['campaignTemplatesMetadata', { path: { idOrName: '' } }, "No 'campaignTemplateId' parameter provided."],
    ['campaignTemplatesMetadata', { path: { idOrName: '12.5' } }, "Parameter 'campaignTemplateId' is not an integer."],
    ['campaignTemplatesMetadataByRandomKey', { path: { name: '' } }, "No 'campaignTemplateName' parameter provided."],
    ['campaignTemplatesUpdate', NO_BODY, 'No model provided.'],
    ['campaignTemplatesUpdate', { body: { id: undefined } }, "No 'id' parameter provided."],
    ['campaignTemplatesPortalByPlaceholderApproved', { path: { placeholder: '' } }, "No 'placeholder' parameter provided."],
    ['campaignTemplatesPortalByCategoryAll', { path: { categoryName: '' } }, "No 'categoryName' parameter provided."],
    ...invalidComparerCases('Campaign templates'),
  ],
  [
    ['campaignTemplatesMetadata', { path: { idOrName: 12 } }],
    ['campaignTemplatesMetadata', { path: { idOrName: 'SummerSale' } }],
    ...knownComparerCases('Campaign templates'),
  ],
);
