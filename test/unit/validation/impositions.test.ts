// @vitest-environment jsdom
/** Impositions: file name, admin account, details, and the representation of each type. */
import type { OperationId } from '../../../generated/routes.js';
import { impositionsValidators } from '../../../src/validation/impositions.js';
import { checkArea, NO_BODY, type Acceptance, type Rejection } from './harness.js';

const UNKNOWN_TYPE = 'Unknown imposition representation type.';
const stored: OperationId[] = ['impositionsCreate', 'impositionsCreateForAccount', 'impositionsSave', 'impositionsSaveForAccount'];
/** Create sends `null` for "use the defaults"; save needs its params object. */
const created: OperationId[] = ['impositionsCreate', 'impositionsCreateForAccount'];
const saved: OperationId[] = ['impositionsSave', 'impositionsSaveForAccount'];
const details: OperationId[] = ['impositionsUpdateDetails', 'impositionsUpdateDetailsForAccount'];
const fileNameInPath: OperationId[] = [
  'impositionsGet',
  'impositionsSave',
  'impositionsDelete',
  'impositionsGetForAccount',
  'impositionsSaveForAccount',
  'impositionsDeleteForAccount',
];
const adminCalls: OperationId[] = [
  'impositionsGetAllForAccount',
  'impositionsGetForAccount',
  'impositionsGetAllContentsForAccount',
  'impositionsDeleteForAccount',
  'impositionsViewModelFileForAccount',
  'impositionsCreateForAccount',
  'impositionsSaveForAccount',
  'impositionsUpdateDetailsForAccount',
];

checkArea(
  'imposition checks',
  impositionsValidators,
  [
    ...[...saved, ...details].map((operationId): Rejection => [operationId, NO_BODY, 'No params provided.']),
    ...stored.flatMap((operationId): Rejection[] => [
      [operationId, { body: { type: 1, json: undefined } }, "No 'json' parameter provided."],
      [operationId, { body: { type: undefined, json: undefined } }, "No 'json' parameter provided."],
      [operationId, { body: { type: 0, xml: '' } }, "No 'xml' parameter provided."],
      [operationId, { body: { type: 3 } }, UNKNOWN_TYPE],
      [operationId, { body: { type: 'pdf' } }, UNKNOWN_TYPE],
    ]),
    ['impositionsCreate', { body: { type: 2, fileName: undefined } }, "No 'fileName' parameter provided."],
    ...details.flatMap((operationId): Rejection[] => [
      [operationId, { body: { fileName: undefined } }, "No 'fileName' parameter provided."],
      [operationId, { body: { displayName: undefined, description: undefined } }, 'Specify at least a display name or a description.'],
      [operationId, { body: { displayName: '', description: null } }, 'Specify at least a display name or a description.'],
    ]),
    // Covered by the transport's generic check, with the platform's words.
    ...fileNameInPath.map((operationId): Rejection => [operationId, { path: { fileName: '' } }, "No 'fileName' parameter provided."]),
    ...adminCalls.map((operationId): Rejection => [operationId, { path: { accountId: '' } }, "No 'accountId' parameter provided."]),
  ],
  [
    ...stored.map((operationId): Acceptance => [operationId, { body: { type: 0, xml: '<imposition/>', json: undefined } }]),
    ...stored.map((operationId): Acceptance => [operationId, { body: { type: 2, fileName: 'a4-2up.json', json: undefined } }]),
    ['impositionsSave', { body: { type: 2, fileName: undefined, json: undefined } }],
    ...created.map((operationId): Acceptance => [operationId, { replaceBody: null }]),
    ...created.map((operationId): Acceptance => [operationId, NO_BODY]),
    ...details.map((operationId): Acceptance => [operationId, { body: { displayName: undefined, description: 'Two A5 per sheet' } }]),
    ...details.map((operationId): Acceptance => [operationId, { body: { displayName: 'A4 2-up', description: undefined } }]),
  ],
);
