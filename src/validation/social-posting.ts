/** Checks of the social posting calls (a Twitter image post needs imageUrl). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { allOf, requireField, requireParams } from './requirements.js';

export const socialPostingValidators: Partial<Record<OperationId, Validator>> = {
  socialPostingDocument: requireParams,
  socialPostingImage: allOf(requireParams, requireField('imageUrl')),
};
