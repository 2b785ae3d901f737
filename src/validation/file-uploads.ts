/** Checks of the user-upload calls (the Query model's comparers). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers } from './rules.js';
import { allOf, requirePath } from './requirements.js';

const campaignName = requirePath('campaign', 'No campaign name given');
const xmediaId = requirePath('xmediaId', 'No xmediaId given');
const deleteKey = requirePath('deleteKey', 'No delete key given');

export const fileUploadsValidators: Partial<Record<OperationId, Validator>> = {
  fileUploadsDelete: deleteKey,
  fileUploadsDeleteForCampaign: allOf(campaignName, xmediaId, deleteKey),
  fileUploadsGet: knownComparers,
  fileUploadsGetForCampaign: allOf(campaignName, knownComparers),
  fileUploadsGetForCampaignAndXmediaId: allOf(campaignName, xmediaId, knownComparers),
};
