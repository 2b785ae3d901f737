/** Checks of the campaign template category calls (the Query model's comparers). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers, rejectWhen } from './rules.js';
import { allOf, each, isMissing, requireBody, requirePath } from './requirements.js';

/** Lookup by image: the query is the body, the image name is in the path. */
const byImage = allOf(
  rejectWhen(({ body, path }) => isMissing(body) && isMissing(path.imageName), 'No params given!'),
  requireBody('No query given!'),
  requirePath('imageName', 'No image name given!'),
  knownComparers,
);

export const campaignTemplateCategoriesValidators: Partial<Record<OperationId, Validator>> = {
  ...each(['campaignTemplateCategoriesGetByImage', 'campaignTemplateCategoriesCountByImage'], byImage),
  ...each(
    [
      'campaignTemplateCategoriesGetWithQuery',
      'campaignTemplateCategoriesGetByRole',
      'campaignTemplateCategoriesCountWithQuery',
      'campaignTemplateCategoriesCountByRole',
      'campaignTemplateCategoriesGetByDocumentTemplate',
      'campaignTemplateCategoriesCountByDocumentTemplate',
      'campaignTemplateCategoriesGetByCampaignTemplate',
      'campaignTemplateCategoriesCountByCampaignTemplate',
    ],
    knownComparers,
  ),
};
