/** Checks of the design-editor back end. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, missingParameter, mustBeInteger, rejectWhen } from './rules.js';
import {
  allOf,
  each,
  integerPath,
  isInteger,
  isMissing,
  isPositiveInteger,
  requireField,
  requireParams,
  requirePath,
} from './requirements.js';

/** A path id that must be given and be an integer. */
const integerInPath = (name: string) => allOf(requirePath(name), integerPath(name, mustBeInteger(name)));
const documentName = requirePath('name', missingParameter('documentName'));
const campaignName = requirePath('campaign', missingParameter('campaignName'));

/** The render model needs a document name; a campaign id, when given, is an integer. */
const renderModel = allOf(
  requireParams,
  requireField('documentName'),
  rejectWhen(({ body }) => !isMissing(fieldsOf(body).campaignId) && !isInteger(fieldsOf(body).campaignId), mustBeInteger('campaignId')),
);

export const smartServerValidators: Partial<Record<OperationId, Validator>> = {
  /** A missing params object (`overwrite` and `uploadOverwrite`, posted by name to the prefix, keep `You must provide a model.`). */
  ...each(
    [
      'smartServerCreateDocumentTemplate',
      'smartServerCreateMigrationPackage',
      'smartServerExportDesign',
      'smartServerMigrate',
      'smartServerDocumentSave',
      'smartServerDocumentRename',
      'smartServerDocumentSaveDocument',
      'smartServerCampaignSave',
      'smartServerTemporaryStorageCopy',
      'smartServerTemporaryStorageDocumentSave',
      'smartServerTemporaryStorageCampaignSave',
      'smartServerConvertCmykColors',
    ],
    requireParams,
  ),
  smartServerLoadSmartCampaignDocument: allOf(integerInPath('campaignId'), integerInPath('documentId')),
  smartServerLoadThemeDocument: integerInPath('campaignId'),
  smartServerDocumentVersions: documentName,
  smartServerDocumentVersionsForCampaign: allOf(campaignName, documentName),
  smartServerDocumentLoadVersion: allOf(documentName, integerInPath('version')),
  smartServerDocumentLoadVersionForCampaign: allOf(campaignName, documentName, integerInPath('version')),
  smartServerTemporaryStorageCreate: allOf(
    requireParams,
    requireField('temporaryStorageId'),
    requireField('documentName'),
    rejectWhen(({ body }) => !isPositiveInteger(fieldsOf(body).smartServerAccountId), "You need provide a valid 'smartServerAccountId'."),
  ),
  ...each(['smartServerDocumentRenderProofPdf', 'smartServerRenderProofPdfReturnStatus', 'smartServerDocumentRenderPrintPdf'], renderModel),
};
