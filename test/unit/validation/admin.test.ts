// @vitest-environment jsdom
/** The 50 log entries of a campaign and single sign-on. */
import { checkArea, checkedOperationsOf } from './harness.js';

checkArea(
  'admin checks',
  checkedOperationsOf('admin'),
  [
    ['adminGet50LogEntriesByCampaign', { path: { campaignId: '' } }, "No 'campaignId' parameter provided."],
    ['adminGet50LogEntriesByCampaign', { path: { campaignId: 'spring' } }, "Parameter 'campaignId' is not an integer."],
    ['adminGet50LogEntriesByCampaign', { path: { campaignId: '4.5' } }, "Parameter 'campaignId' is not an integer."],
    ['adminSso', { body: { value: undefined } }, "No 'ssoToken' parameter provided."],
    ['adminSso', { body: { value: '' } }, "No 'ssoToken' parameter provided."],
  ],
  [['adminGet50LogEntriesByCampaign', { path: { campaignId: 17 } }]],
);
