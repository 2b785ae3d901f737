// @vitest-environment jsdom
/** Smart server: integer ids and versions, names of version calls, temporary storage, render model. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { checkArea, checkedOperationsOf, NO_BODY, type Rejection } from './harness.js';

const renderCalls: OperationId[] = [
  'smartServerDocumentRenderProofPdf',
  'smartServerRenderProofPdfReturnStatus',
  'smartServerDocumentRenderPrintPdf',
];
const NO_DOCUMENT_NAME = "No 'documentName' parameter provided.";
const NO_CAMPAIGN_NAME = "No 'campaignName' parameter provided.";
const BAD_VERSION = "Invalid 'version' parameter. Must be an integer.";
const BAD_ACCOUNT = "You need provide a valid 'smartServerAccountId'.";

checkArea(
  'smart server checks',
  checkedOperationsOf('smart-server'),
  [
    ['smartServerLoadSmartCampaignDocument', { path: { campaignId: '' } }, "No 'campaignId' parameter provided."],
    ['smartServerLoadSmartCampaignDocument', { path: { campaignId: 'Summer' } }, "Invalid 'campaignId' parameter. Must be an integer."],
    ['smartServerLoadSmartCampaignDocument', { path: { documentId: '' } }, "No 'documentId' parameter provided."],
    ['smartServerLoadSmartCampaignDocument', { path: { documentId: '2.5' } }, "Invalid 'documentId' parameter. Must be an integer."],
    ['smartServerLoadThemeDocument', { path: { campaignId: 'Summer' } }, "Invalid 'campaignId' parameter. Must be an integer."],
    ['smartServerDocumentVersions', { path: { name: '' } }, NO_DOCUMENT_NAME],
    ['smartServerDocumentVersionsForCampaign', { path: { campaign: '' } }, NO_CAMPAIGN_NAME],
    ['smartServerDocumentVersionsForCampaign', { path: { name: '' } }, NO_DOCUMENT_NAME],
    ['smartServerDocumentLoadVersion', { path: { name: '' } }, NO_DOCUMENT_NAME],
    ['smartServerDocumentLoadVersion', { path: { version: 'latest' } }, BAD_VERSION],
    ['smartServerDocumentLoadVersionForCampaign', { path: { campaign: '' } }, NO_CAMPAIGN_NAME],
    ['smartServerDocumentLoadVersionForCampaign', { path: { name: '' } }, NO_DOCUMENT_NAME],
    ['smartServerDocumentLoadVersionForCampaign', { path: { version: '1.5' } }, BAD_VERSION],
    ['smartServerTemporaryStorageCreate', NO_BODY, 'No params provided.'],
    ['smartServerTemporaryStorageCreate', { body: { temporaryStorageId: undefined } }, "No 'temporaryStorageId' parameter provided."],
    ['smartServerTemporaryStorageCreate', { body: { documentName: '' } }, NO_DOCUMENT_NAME],
    ['smartServerTemporaryStorageCreate', { body: { smartServerAccountId: undefined } }, BAD_ACCOUNT],
    ['smartServerTemporaryStorageCreate', { body: { smartServerAccountId: 0 } }, BAD_ACCOUNT],
    ['smartServerTemporaryStorageCreate', { body: { smartServerAccountId: -4 } }, BAD_ACCOUNT],
    ...renderCalls.flatMap((operationId): Rejection[] => [
      [operationId, NO_BODY, 'No params provided.'],
      [operationId, { body: { documentName: undefined } }, NO_DOCUMENT_NAME],
      [operationId, { body: { campaignId: 'Summer' } }, "Invalid 'campaignId' parameter. Must be an integer."],
    ]),
  ],
  [
    ['smartServerDocumentLoadVersion', { path: { version: 3 } }],
    ['smartServerTemporaryStorageCreate', { body: { smartServerAccountId: 1 } }],
    ['smartServerDocumentRenderProofPdf', { body: { campaignId: undefined } }],
  ],
);
