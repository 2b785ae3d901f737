/** The jobs of the platform's other areas: skins, resources, fonts, translations, the smart server, admin, accounts. */
import * as accounts from '../../../generated/operations/accounts.js';
import * as admin from '../../../generated/operations/admin.js';
import * as fonts from '../../../generated/operations/fonts.js';
import * as skins from '../../../generated/operations/portal-skins.js';
import * as resources from '../../../generated/operations/resources.js';
import * as smartServer from '../../../generated/operations/smart-server.js';
import * as translations from '../../../generated/operations/translations.js';
import { defineJob, startWith } from '../define-job.js';
import { byRules, finishedFlag } from '../readers/rules.js';
import { CHOSEN_TIMING as timing, idOf, inBody, inPath } from './places.js';

export const skinExportByNameJob = /* @__PURE__ */ defineJob('skinExportByName', () => ({
  start: startWith(skins.portalSkinsExportByName, idOf),
  status: skins.portalSkinsStatus,
  id: inPath('statusId'),
  timing,
  read: byRules('skinJob'),
}));

export const skinExportByIdJob = /* @__PURE__ */ defineJob('skinExportById', () => ({
  start: startWith(skins.portalSkinsExportById, idOf),
  status: skins.portalSkinsStatus,
  id: inPath('statusId'),
  timing,
  read: byRules('skinJob'),
}));

/** Zip/HTML package import of resources. */
export const resourceZipImportJob = /* @__PURE__ */ defineJob('resourceZipImport', () => ({
  start: startWith(resources.resourcesImportUrl, idOf),
  status: resources.resourcesHtmlZipImportStatus,
  id: inPath('importId'),
  timing,
  read: byRules('htmlZipImport'),
}));

/**
 * Import (check-in) of one account resource file: an upload or `importurl` starts it; watch the file by
 * its type and its name in the marker form of the path (`resourceFileName('logo.png')`).
 */
export const resourceImportJob = /* @__PURE__ */ defineJob('resourceImport', () => ({
  status: resources.resourcesGetStatus,
  id: { parameter: 'type, file', input: (id: { type: string; file: string }) => ({ path: { type: id.type, file: id.file } }) },
  timing,
  read: byRules('resourceImport'),
}));

/** Font restore or upload progress: the restore call answers no id, so watch the upload id. */
export const fontRestoreJob = /* @__PURE__ */ defineJob('fontRestore', () => ({
  status: fonts.fontsAdminProgress,
  id: inPath('uploadID'),
  timing,
  read: byRules('fontImport'),
}));

export const translationsExportJob = /* @__PURE__ */ defineJob('translationsExport', () => ({
  start: startWith(translations.translationsExport, idOf),
  status: translations.translationsExportStatus,
  id: inPath('id'),
  timing,
  read: finishedFlag({ percentField: 'progress', messageField: 'message' }),
}));

/** Translations import: no contract operation starts it (an upload does); watch its id. */
export const translationsImportJob = /* @__PURE__ */ defineJob('translationsImport', () => ({
  status: translations.translationsImportStatus,
  id: inPath('id'),
  timing,
  read: finishedFlag({ percentField: 'progress', messageField: 'message' }),
}));

export const migrationPackageJob = /* @__PURE__ */ defineJob('migrationPackage', () => ({
  start: startWith(smartServer.smartServerCreateMigrationPackage, idOf),
  status: smartServer.smartServerGetMigrationPackageCreationStatus,
  id: inPath('id'),
  timing,
  read: finishedFlag({ percentField: 'percentage', messageField: 'message' }),
}));

export const migrationJob = /* @__PURE__ */ defineJob('migration', () => ({
  start: startWith(smartServer.smartServerMigrate, idOf),
  status: smartServer.smartServerGetMigrationStatus,
  id: inPath('id'),
  timing,
  read: finishedFlag({ percentField: 'percentage', messageField: 'message' }),
}));

/** Proof PDF render of the design editor, followed by its document key. */
export const proofPdfRenderJob = /* @__PURE__ */ defineJob('proofPdfRender', () => ({
  start: startWith(smartServer.smartServerRenderProofPdfReturnStatus, idOf),
  status: smartServer.smartServerDocumentStatus,
  id: inPath('key'),
  timing,
  read: finishedFlag({ percentField: 'percentage', messageField: 'message' }),
}));

export const adminStatisticsJob = /* @__PURE__ */ defineJob('adminStatistics', () => ({
  start: startWith(admin.adminCreateStatistics, idOf),
  status: admin.adminGetStatisticsStatus,
  id: inPath('statusId'),
  timing,
  read: finishedFlag({ percentField: 'progress' }),
}));

/** Account deletion (admin keys: pass `adminKeys: true` to the wait). */
export const accountDeletionJob = /* @__PURE__ */ defineJob('accountDeletion', () => ({
  start: startWith(accounts.accountsDeleteAccount, idOf),
  status: accounts.accountsAccountDeletionStatus,
  id: inBody('deletionId'),
  timing,
  read: finishedFlag({ percentField: 'progress', errorField: 'errorMessage' }),
}));
