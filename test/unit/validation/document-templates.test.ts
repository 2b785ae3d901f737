// @vitest-environment jsdom
/** categoryName, placeholder and importId where used, the params object; comparers. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases, NO_BODY, type Rejection } from './harness.js';

const byCategory: OperationId[] = [
  'documentTemplatesByCategory',
  'documentTemplatesByCategoryFrom',
  'documentTemplatesByCategoryPage',
  'documentTemplatesCategoryConnect',
  'documentTemplatesCategoryDisconnect',
  'documentTemplatesPortalByCategoryApproved',
  'documentTemplatesPortalByCategoryNotApproved',
  'documentTemplatesPortalByCategoryAll',
  'documentTemplatesGetWithQueryByCategory',
  'documentTemplatesCountWithQueryByCategory',
];
const queryCalls: OperationId[] = [
  'documentTemplatesGetByQuery',
  'documentTemplatesCountByQuery',
  'documentTemplatesGetByRole',
  'documentTemplatesCountByRole',
  'documentTemplatesGetWithQueryByCategory',
  'documentTemplatesCountWithQueryByCategory',
];

checkArea(
  'document template checks',
  checkedOperationsOf('document-templates'),
  [
    ...byCategory.map((operationId): Rejection => [operationId, { path: { category: '' } }, "No 'categoryName' parameter provided."]),
    ...queryCalls.map((operationId): Rejection => [operationId, NO_BODY, 'No params provided.']),
    ['documentTemplatesGetImportStatus', { path: { id: '' } }, "No 'importId' parameter provided."],
    ['documentTemplatesGetAvailable', { path: { placeholder: '' } }, "No 'placeholder' parameter provided."],
    ['documentTemplatesPortalByPlaceholderAll', { path: { placeholder: '' } }, "No 'placeholder' parameter provided."],
    ...invalidComparerCases('Document templates'),
  ],
  knownComparerCases('Document templates'),
);
