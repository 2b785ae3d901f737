/** Checks of the image calls (the Query model's comparers). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers, missingParameter } from './rules.js';
import { allOf, each, requireCategoryName, requireParams, requirePath } from './requirements.js';

const imageAndCategory = allOf(requirePath('image', missingParameter('imageName')), requireCategoryName);

export const imagesValidators: Partial<Record<OperationId, Validator>> = {
  imagesPortalConnectToCategory: imageAndCategory,
  imagesPortalDisconnectFromCategory: imageAndCategory,
  ...each(['imagesPortalByCategoryApproved', 'imagesPortalByCategoryNotApproved', 'imagesPortalByCategoryAll'], requireCategoryName),
  ...each(['imagesGetWithQuery', 'imagesCountWithQuery'], allOf(requireParams, knownComparers)),
  ...each(['imagesPortalGetByCategory', 'imagesPortalCountByCategory'], allOf(requireParams, requireCategoryName, knownComparers)),
  /** The platform's client sends these without a category on purpose: no category check. */
  ...each(['imagesPortalGetByCategoryWithoutCategory', 'imagesPortalCountByCategoryWithoutCategory'], allOf(requireParams, knownComparers)),
  imagesUpdate: requireParams,
};
