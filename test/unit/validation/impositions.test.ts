// @vitest-environment jsdom
/** Impositions: file name, admin account, details, and the representation of each type. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { type Acceptance, checkArea, checkedOperationsOf, NO_BODY, type Rejection } from './harness.js';

const NO_XML = 'No xml data for imposition given.';
/** Create sends its model or `null` for "use the defaults"; save needs its params object; neither needs a layout. */
const created: OperationId[] = ['impositionsCreate', 'impositionsCreateForAccount'];
const saved: OperationId[] = ['impositionsSave', 'impositionsSaveForAccount'];
const stored: OperationId[] = [...created, ...saved];
/** The platform's client's create model: display name and sizes, no layout representation. */
const createModel = {
  fileName: 'A4-2up',
  displayName: 'A4 2-up',
  description: null,
  sheetWidth: '320',
  sheetHeight: 450,
  docWidth: 148,
  docHeight: 210,
  docPageCountPerRecord: 1,
  type: undefined,
  json: undefined,
};
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
  checkedOperationsOf('impositions'),
  [
    ...[...saved, ...details].map((operationId): Rejection => [operationId, NO_BODY, 'No params provided.']),
    // The JSON view model's body is the layout itself, as the platform's client posts it.
    ['impositionsViewModelJson', NO_BODY, 'No params provided.'],
    // The XML view model's body is the platform's client's model `{ imposition: xml }`, with its words.
    ['impositionsViewModelXml', { body: { imposition: '' } }, NO_XML],
    ['impositionsViewModelXml', { body: { imposition: undefined } }, NO_XML],
    ['impositionsViewModelXml', { replaceBody: { type: 0, xml: '<imposition/>' } }, NO_XML],
    ['impositionsViewModelXml', NO_BODY, 'No params provided.'],
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
    // Create and save take the model without a layout representation, whatever its `type` says.
    ...stored.map((operationId): Acceptance => [operationId, { body: createModel }]),
    ...stored.map((operationId): Acceptance => [operationId, { body: { type: 1, json: undefined } }]),
    ...stored.map((operationId): Acceptance => [operationId, { body: { type: 0, xml: undefined, json: undefined } }]),
    ['impositionsViewModelJson', { replaceBody: { columns: 2, rows: 2, gutter: 6 } }],
    ['impositionsViewModelXml', { replaceBody: { imposition: '<imposition sheetWidth="320"/>' } }],
    ...created.map((operationId): Acceptance => [operationId, { replaceBody: null }]),
    ...created.map((operationId): Acceptance => [operationId, NO_BODY]),
    ...details.map((operationId): Acceptance => [operationId, { body: { displayName: undefined, description: 'Two A5 per sheet' } }]),
    ...details.map((operationId): Acceptance => [operationId, { body: { displayName: 'A4 2-up', description: undefined } }]),
  ],
);
