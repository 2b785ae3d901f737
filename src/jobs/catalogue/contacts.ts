/** The contact jobs: imports, file uploads, duplicates, exports, unsubscribers. */
import * as statistics from '../../../generated/operations/contact-statistics.js';
import * as duplicates from '../../../generated/operations/contact-duplicates.js';
import * as contacts from '../../../generated/operations/contacts.js';
import * as email from '../../../generated/operations/email.js';
import { defineJob, startWith } from '../define-job.js';
import { readContactImport, readFileUpload } from '../readers/contacts.js';
import { byRules, finishedFlag } from '../readers/rules.js';
import { CHOSEN_TIMING, documentedInterval, idOf, inPath } from './places.js';

/** Contact import of a list: the platform's documentation gives 750 ms for import status polling. */
export const contactImportJob = /* @__PURE__ */ defineJob('contactImport', () => ({
  start: startWith(contacts.contactsImport, idOf),
  status: contacts.contactsImportStatus,
  id: inPath('importId'),
  timing: documentedInterval('templateImport'),
  read: readContactImport,
}));

/** Contact import from a URL: the same status as a list import. */
export const contactImportFromUrlJob = /* @__PURE__ */ defineJob('contactImportFromUrl', () => ({
  start: startWith(contacts.contactsImportFromUrl, idOf),
  status: contacts.contactsImportStatus,
  id: inPath('importId'),
  timing: documentedInterval('templateImport'),
  read: readContactImport,
}));

/** An uploaded contact file, imported with column mappings: the id is the upload's id. */
export const contactFileUploadJob = /* @__PURE__ */ defineJob('contactFileUpload', () => ({
  start: startWith(contacts.contactsFileUploadStart, (_result, input) => input.path.id),
  status: contacts.contactsFileUploadStatus,
  id: { parameter: 'id', input: (id: number) => ({ path: { id } }) },
  timing: CHOSEN_TIMING,
  read: readFileUpload,
}));

/** Duplicate hashing started by the hash call. */
export const duplicateProcessingJob = /* @__PURE__ */ defineJob('duplicateProcessing', () => ({
  start: startWith(duplicates.contactDuplicatesHash, idOf),
  status: duplicates.contactDuplicatesStatus,
  id: inPath('processingId'),
  timing: CHOSEN_TIMING,
  read: finishedFlag({ percentField: 'progress' }),
}));

export const unsubscriberImportJob = /* @__PURE__ */ defineJob('unsubscriberImport', () => ({
  start: startWith(email.emailAddUnsubscribers, idOf),
  status: email.emailImportUnsubscriberStatus,
  id: inPath('importId'),
  timing: CHOSEN_TIMING,
  read: finishedFlag(),
}));

/** Unsubscriber import of another account (system admins: pass `adminKeys: true` to the wait): followed by import and account id. */
export const unsubscriberImportForAccountJob = /* @__PURE__ */ defineJob('unsubscriberImportForAccount', () => ({
  start: startWith(email.emailAddUnsubscribersForAccount, (importId, input) => ({ importId, accountId: input.path.accountId })),
  status: email.emailImportUnsubscriberStatusForAccount,
  id: {
    parameter: 'importId, accountId',
    input: (id: { importId: string; accountId: number }) => ({ path: { importId: id.importId, accountId: id.accountId } }),
  },
  timing: CHOSEN_TIMING,
  read: finishedFlag(),
}));

export const unsubscriberExportJob = /* @__PURE__ */ defineJob('unsubscriberExport', () => ({
  start: startWith(email.emailExportUnsubscribers, idOf),
  status: email.emailExportUnsubscriberStatus,
  id: inPath('exportId'),
  timing: CHOSEN_TIMING,
  read: byRules('unsubscriberExport'),
}));

export const contactUnsubscriberExportJob = /* @__PURE__ */ defineJob('contactUnsubscriberExport', () => ({
  start: startWith(statistics.contactStatisticsUnsubscribersExport, idOf),
  status: statistics.contactStatisticsUnsubscribersStatus,
  id: inPath('key'),
  timing: CHOSEN_TIMING,
  read: byRules('unsubscriberExport'),
}));

export const contactsExportJob = /* @__PURE__ */ defineJob('contactsExport', () => ({
  start: startWith(statistics.contactStatisticsExport, idOf),
  status: statistics.contactStatisticsExportStatus,
  id: inPath('exportId'),
  timing: CHOSEN_TIMING,
  read: finishedFlag({ percentField: 'progress' }),
}));
