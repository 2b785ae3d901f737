/** Checks of the font calls (font delete needs settings, campaignName and fontName). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { allOf, requireField, requireParams } from './requirements.js';

export const fontsValidators: Partial<Record<OperationId, Validator>> = {
  fontsRestoreDefaultFonts: requireParams,
  fontsAdminRestoreDefaultFonts: requireParams,
  fontsAdminDelete: allOf(requireParams, requireField('campaignName'), requireField('fontName')),
};
