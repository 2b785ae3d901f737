// @vitest-environment jsdom
/**
 * "A missing params object gives 'No params provided.'" Every operation of that document's
 * areas whose contract body is required refuses a call without a body with those words; the names
 * posted to a prefix (test/fixtures) keep 'You must provide a model.' (supplement.test.ts),
 * and the contact statistics calls keep their own 'You need to provide a model.'. The operations
 * are read from the contract, so a new operation of these areas is covered without editing this file.
 */
import { expect, it } from 'vitest';
import type { OperationId } from '../../../generated/operation-ids.js';
import { BUNDLE_PATH, listOperations, loadBundle } from '../../../scripts/generate/contract.js';
import { supplementPostPaths } from '../../support/fixtures.js';
import { checkArea, NO_BODY, type Rejection } from './harness.js';

/** The tags of the areas that document describes. */
const seed002Tags = new Set([
  'Campaigns',
  'Email',
  'Images',
  'Document templates',
  'Smart server',
  'Social posting',
  'Applications',
  'Fonts',
  'Dashboard',
  'Extension items',
  'Database sync',
  'Impositions',
  'Server settings',
  'Translations',
  'Svg',
  'Contact statistics',
]);
/** Contact statistics: 'A model is required ('You need to provide a model.')'. */
const ownModelMessage = new Set(['contactStatisticsHourly', 'contactStatisticsDaily', 'contactStatisticsCombined']);

const supplementPaths = supplementPostPaths();

const operations = listOperations(loadBundle(BUNDLE_PATH)).filter((op) => seed002Tags.has(op.tag) && op.body === 'required');
const seed002 = operations.filter((op) => !supplementPaths.has(op.path) && !ownModelMessage.has(op.operationId));
const fromSupplement = operations.filter((op) => supplementPaths.has(op.path));

it('finds the operations that need a params object, and the names posted to a prefix among them', () => {
  expect(seed002.length).toBeGreaterThanOrEqual(91 + 20);
  expect(fromSupplement.map((op) => op.path).sort()).toEqual([
    '/api/campaign/getCampaignIdByName',
    '/api/campaign/orders/createJobOrder',
    '/api/campaign/orders/executeJobOrder',
    '/api/campaign/orders/getCountForJobOrder',
    '/api/campaign/readXml',
    '/api/campaign/readXmlMultiple',
    '/api/campaign/sendTestSms',
    '/api/campaign/writeXml',
    '/api/campaign/writeXmlMultiple',
    '/api/smartserver/overwrite',
    '/api/smartserver/uploadOverwrite',
  ]);
});

checkArea(
  'a missing params object',
  [],
  [
    ...seed002.map((op): Rejection => [op.operationId as OperationId, NO_BODY, 'No params provided.']),
    ...[...ownModelMessage].map((operationId): Rejection => [operationId as OperationId, NO_BODY, 'You need to provide a model.']),
    ...fromSupplement.map((op): Rejection => [op.operationId as OperationId, NO_BODY, 'You must provide a model.']),
  ],
);
