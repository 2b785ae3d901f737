/** Checks of the svg info call (an imageName, and a campaignName or campaignId). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { missingParameter } from './rules.js';
import { allOf, requirePath } from './requirements.js';

export const svgValidators: Partial<Record<OperationId, Validator>> = {
  /** `{campaign}` holds the campaign's name or id. */
  svgInfo: allOf(requirePath('imageName'), requirePath('campaign', missingParameter('campaignName'))),
};
