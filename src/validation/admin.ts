/** Checks of the admin calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { missingParameter } from './rules.js';
import { allOf, integerPath, notAnInteger, requireField, requirePath } from './requirements.js';

export const adminValidators: Partial<Record<OperationId, Validator>> = {
  /** The 50 log entries of a campaign need an integer campaignId. */
  adminGet50LogEntriesByCampaign: allOf(requirePath('campaignId'), integerPath('campaignId', notAnInteger('campaignId'))),
  /** Single sign-on needs the token, which travels as `value`. */
  adminSso: requireField('value', missingParameter('ssoToken')),
};
