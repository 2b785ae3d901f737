/**
 * The job catalogue: one entry per long job of the platform (src/jobs/catalogue/), each naming its start
 * and status operations, where the id travels, its timing and what every status means. Run one with
 * `waitForJob(client, jobs.campaignCreate, id)` or `useJob`; an application that runs a single job can
 * import its entry alone (`campaignCreateJob`) and leave the others out of its bundle.
 *
 * Intervals the platform's documentation gives: 750 ms template import; 500 ms campaign create/copy,
 * render, replace and imports with five tolerated failed polls; 250 ms simple statistics. Where the
 * platform's documentation is silent the SDK polls every second (CHOSEN_INTERVAL_MS, chosen by this SDK)
 * and tolerates five failed polls in a row, as the documentation gives for the other status polls.
 */
import * as campaign from './catalogue/campaigns.js';
import * as contact from './catalogue/contacts.js';
import * as database from './catalogue/database.js';
import * as platform from './catalogue/platform.js';

export { CHOSEN_INTERVAL_MS } from './catalogue/places.js';

/** The definitions by their names. */
/* @__NO_SIDE_EFFECTS__ */
function byName<const T extends readonly { readonly name: string }[]>(definitions: T): { readonly [J in T[number] as J['name']]: J } {
  return Object.fromEntries(definitions.map((definition) => [definition.name, definition])) as never;
}

export const jobs = byName([
  campaign.campaignTemplateImportJob,
  campaign.campaignCreateJob,
  campaign.campaignCopyJob,
  campaign.simpleStatisticsJob,
  campaign.renderJob,
  campaign.documentReplaceJob,
  campaign.documentImportJob,
  campaign.imageImportJob,
  campaign.documentTemplateImportJob,
  contact.contactImportJob,
  contact.contactImportFromUrlJob,
  contact.contactFileUploadJob,
  contact.duplicateProcessingJob,
  database.databaseCreateFromFileJob,
  database.databaseRecordUpdateJob,
  database.databaseImportFromFileJob,
  database.databaseExportJob,
  database.lpLoginCreationJob,
  database.variableReplaceJob,
  platform.skinExportByNameJob,
  platform.skinExportByIdJob,
  platform.resourceZipImportJob,
  platform.resourceImportJob,
  database.dataRelationImportJob,
  database.dataRelationExportJob,
  platform.fontRestoreJob,
  database.databaseSyncJob,
  database.databaseSyncImportJob,
  contact.unsubscriberImportJob,
  contact.unsubscriberImportForAccountJob,
  contact.unsubscriberExportJob,
  contact.contactUnsubscriberExportJob,
  contact.contactsExportJob,
  database.dashboardDatabaseExportJob,
  platform.translationsExportJob,
  platform.translationsImportJob,
  platform.migrationPackageJob,
  platform.migrationJob,
  platform.proofPdfRenderJob,
  platform.adminStatisticsJob,
  platform.accountDeletionJob,
]);

export type JobName = keyof typeof jobs;
