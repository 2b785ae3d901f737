// @vitest-environment jsdom
/** Images: connect/disconnect names, categoryName, required queries; comparers. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases, NO_BODY, type Rejection } from './harness.js';

const NO_CATEGORY = "No 'categoryName' parameter provided.";
const byCategory: OperationId[] = [
  'imagesPortalConnectToCategory',
  'imagesPortalDisconnectFromCategory',
  'imagesPortalByCategoryApproved',
  'imagesPortalByCategoryNotApproved',
  'imagesPortalByCategoryAll',
  'imagesPortalGetByCategory',
  'imagesPortalCountByCategory',
];
const queryCalls: OperationId[] = [
  'imagesGetWithQuery',
  'imagesCountWithQuery',
  'imagesPortalGetByCategory',
  'imagesPortalCountByCategory',
];

checkArea(
  'image checks',
  checkedOperationsOf('images'),
  [
    ['imagesPortalConnectToCategory', { path: { image: '' } }, "No 'imageName' parameter provided."],
    ['imagesPortalDisconnectFromCategory', { path: { image: '' } }, "No 'imageName' parameter provided."],
    ...byCategory.map((operationId): Rejection => [operationId, { path: { category: '' } }, NO_CATEGORY]),
    ...queryCalls.map((operationId): Rejection => [operationId, NO_BODY, 'No params provided.']),
    ['imagesGetImportStatus', { path: { importId: '' } }, "No 'importId' parameter provided."],
    ...invalidComparerCases('Images'),
  ],
  knownComparerCases('Images'),
);
