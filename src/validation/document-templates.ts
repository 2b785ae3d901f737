/** Checks of the document template calls (categoryName, importId; the Query model's comparers). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers, missingParameter } from './rules.js';
import { allOf, each, requireCategoryName, requireParams, requirePath } from './requirements.js';

export const documentTemplatesValidators: Partial<Record<OperationId, Validator>> = {
  /** A missing params object. */
  ...each(['documentTemplatesContinueImport', 'documentTemplatesDocumentsByRoles', 'documentTemplatesUpdate'], requireParams),
  ...each(
    [
      'documentTemplatesByCategory',
      'documentTemplatesByCategoryFrom',
      'documentTemplatesByCategoryPage',
      'documentTemplatesCategoryConnect',
      'documentTemplatesCategoryDisconnect',
      'documentTemplatesPortalByCategoryApproved',
      'documentTemplatesPortalByCategoryNotApproved',
      'documentTemplatesPortalByCategoryAll',
    ],
    requireCategoryName,
  ),
  /** `{id}` is the id of the import. */
  documentTemplatesGetImportStatus: requirePath('id', missingParameter('importId')),
  ...each(
    ['documentTemplatesGetByQuery', 'documentTemplatesCountByQuery', 'documentTemplatesGetByRole', 'documentTemplatesCountByRole'],
    allOf(requireParams, knownComparers),
  ),
  ...each(
    ['documentTemplatesGetWithQueryByCategory', 'documentTemplatesCountWithQueryByCategory'],
    allOf(requireParams, requireCategoryName, knownComparers),
  ),
};
