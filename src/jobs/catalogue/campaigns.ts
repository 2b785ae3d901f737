/** The campaign jobs: creation, copy, statistics, renders, document imports, template imports. */
import * as templates from '../../../generated/operations/campaign-templates.js';
import * as campaigns from '../../../generated/operations/campaigns.js';
import * as documentTemplates from '../../../generated/operations/document-templates.js';
import * as images from '../../../generated/operations/images.js';
import { documentTemplateImportAnswer, templateImportAnswer } from '../decisions.js';
import { defineJob, startWith } from '../define-job.js';
import { readCampaignCreation, readRenders, readTemplateImport } from '../readers/campaigns.js';
import { byRules, finishedFlag, readDocumentTemplateImport, readImageImport } from '../readers/rules.js';
import { documented, documentedImport, documentedInterval, idOf, inPath } from './places.js';

/** Campaign template import: the upload starts it; a name clash asks overwrite or new name. */
export const campaignTemplateImportJob = /* @__PURE__ */ defineJob('campaignTemplateImport', () => ({
  status: templates.campaignTemplatesGetImportStatus,
  id: inPath('importId'),
  timing: documentedInterval('templateImport'),
  read: readTemplateImport,
  answer: templateImportAnswer,
}));

/** Campaign create: 2 finished, 3 failed, anything else running. */
export const campaignCreateJob = /* @__PURE__ */ defineJob('campaignCreate', () => ({
  start: startWith(campaigns.campaignsCreate, idOf),
  status: campaigns.campaignsGetCreateStatus,
  id: inPath('statusId'),
  timing: documented('campaignCreation', 0),
  read: readCampaignCreation,
}));

/** Campaign copy: the same status as a create. */
export const campaignCopyJob = /* @__PURE__ */ defineJob('campaignCopy', () => ({
  start: startWith(campaigns.campaignsCopy, idOf),
  status: campaigns.campaignsGetCreateStatus,
  id: inPath('statusId'),
  timing: documented('campaignCreation', 0),
  read: readCampaignCreation,
}));

/** Simple statistics: done when `isFinished`. */
export const simpleStatisticsJob = /* @__PURE__ */ defineJob('simpleStatistics', () => ({
  start: startWith(campaigns.campaignsCreateSimpleStatistics, (result) => result.progressId),
  status: campaigns.campaignsLoadSimpleStatistics,
  id: inPath('progressId'),
  timing: documented('simpleStatistics', 0),
  read: finishedFlag(),
}));

/** Document render: the id is the list of render ids; done when each is at 2, 3 or 4. */
export const renderJob = /* @__PURE__ */ defineJob('render', () => ({
  start: startWith(campaigns.campaignsRenderDocument, (ids) => ids),
  status: campaigns.campaignsGetRenderDocumentStatus,
  id: { parameter: 'ids', input: (ids: string[]) => ({ body: { ids } }) },
  timing: documentedImport('render'),
  read: readRenders,
}));

export const documentReplaceJob = /* @__PURE__ */ defineJob('documentReplace', () => ({
  start: startWith(campaigns.campaignsReplaceDocument, idOf),
  status: campaigns.campaignsGetDocumentReplaceStatus,
  id: inPath('statusId'),
  timing: documentedImport('documentReplace'),
  read: byRules('documentReplace'),
}));

/** Document import (a package that becomes a campaign): no contract operation starts it; watch its id. */
export const documentImportJob = /* @__PURE__ */ defineJob('documentImport', () => ({
  status: campaigns.campaignsGetDocumentImportStatus,
  id: inPath('statusId'),
  timing: documentedImport('documentImport'),
  read: byRules('documentImport'),
}));

/**
 * Image import: 1001 asks for decisions, which the platform offers no call to send: the decision phase
 * reports them (`decision.note`), and the job has no `answer` (see ImageImportDecision).
 */
export const imageImportJob = /* @__PURE__ */ defineJob('imageImport', () => ({
  status: images.imagesGetImportStatus,
  id: inPath('importId'),
  timing: documentedImport('imageImport'),
  read: readImageImport,
}));

/** Document template import: 1001 asks for a decision per template, sent with continueimport. */
export const documentTemplateImportJob = /* @__PURE__ */ defineJob('documentTemplateImport', () => ({
  status: documentTemplates.documentTemplatesGetImportStatus,
  id: inPath('id'),
  timing: documentedImport('documentTemplateImport'),
  read: readDocumentTemplateImport,
  answer: documentTemplateImportAnswer,
}));
