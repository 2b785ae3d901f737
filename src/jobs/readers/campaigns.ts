/** Readers of the campaign jobs with their own status shapes: creation, template import, render. */
import {
  CampaignCreationProgress,
  CampaignTemplateImportErrorCode,
  CampaignTemplateImportProgressDetail,
  CampaignTemplateImportState,
} from '../../../generated/model/index.js';
import { CAMPAIGN_CREATION_PERCENT_STEPS, campaignCreationMessage } from '../../messages/campaign-creation.js';
import { UNKNOWN_STATE } from '../../messages/format.js';
import { templateImportErrorMessage, templateImportProgressMessage } from '../../messages/template-import.js';
import { classifyJobState, JOB_STATE_RULES } from '../job-states.js';
import type { TemplateImportDecision } from '../decisions.js';
import type { JobReading } from '../job-definition.js';
import { asRecord, malformed, numericState, reading, textOf } from './shared.js';

/** The steps of a job whose status names the one it is at, in the documented order. */
const CAMPAIGN_CREATION_STEPS: readonly number[] = Object.values(CampaignCreationProgress);
const TEMPLATE_IMPORT_STEPS: readonly number[] = Object.values(CampaignTemplateImportProgressDetail);
const stepOf = (steps: readonly number[], code: unknown) => {
  const index = typeof code === 'number' ? steps.indexOf(code) : -1;
  return index >= 0 ? { index, count: steps.length } : undefined;
};

/** Campaign create and copy: finished or failed by the contract's rule, anything else running. */
export function readCampaignCreation(status: unknown, _id: unknown, job: string): JobReading<never> {
  const { record, state } = numericState(job, status);
  const code = record.message;
  const detail = textOf(record.messageDetail);
  const message = typeof code === 'number' ? campaignCreationMessage(code, [record.messageDetail]) : '';
  const outcome = classifyJobState(JOB_STATE_RULES.CampaignCreationFinalState, state);
  if (outcome === 'finished') return reading('done', message);
  if (outcome === 'failed') return reading('failed', message, { detail });
  // Two steps carry a percentage in messageDetail (the platform's documentation: '(percent)').
  const percent = typeof code === 'number' && CAMPAIGN_CREATION_PERCENT_STEPS.includes(code) ? Number(record.messageDetail) : NaN;
  const step = stepOf(CAMPAIGN_CREATION_STEPS, code);
  const progress = { ...(Number.isFinite(percent) && { percent }), ...(step && { step }) };
  return reading('running', message, Object.keys(progress).length ? { progress } : {});
}

/** Campaign template import: a name clash asks overwrite or new name. */
export function readTemplateImport(status: unknown, importId: string, job: string): JobReading<TemplateImportDecision> {
  const { record, state } = numericState(job, status);
  if (state === CampaignTemplateImportState.queued || state === CampaignTemplateImportState.running) {
    const detail = typeof record.progressDetail === 'number' ? record.progressDetail : CampaignTemplateImportProgressDetail.none;
    const step = stepOf(TEMPLATE_IMPORT_STEPS, detail);
    return reading('running', templateImportProgressMessage(detail), step ? { progress: { step } } : {});
  }
  if (state !== CampaignTemplateImportState.completed) throw malformed(job, status, UNKNOWN_STATE, state);
  const errorCode = record.errorCode ?? CampaignTemplateImportErrorCode.none;
  if (typeof errorCode !== 'number') throw malformed(job, status, UNKNOWN_STATE, state);
  if (errorCode === CampaignTemplateImportErrorCode.none) return reading('done', '');
  const message = templateImportErrorMessage(errorCode);
  if (errorCode === CampaignTemplateImportErrorCode.needUserInputOverwriteOrCreateNew) {
    return reading('decision', message, { decision: { kind: 'overwriteOrNewName', importId } });
  }
  return reading('failed', message);
}

/** Render: every id is done once its state is finished by the contract's rule; progress counts the finished ids. */
export function readRenders(status: unknown, ids: readonly string[], job: string): JobReading<never> {
  const record = asRecord(job, status);
  if (!Array.isArray(ids)) throw malformed(job, ids, 'The render ids are not a list.');
  let done = 0;
  for (const id of ids) {
    const entry = Object.hasOwn(record, id) ? record[id] : undefined; // an id such as 'constructor' is not inherited
    if (entry === undefined) continue; // not reported yet: still running
    const { state } = numericState(job, entry);
    if (classifyJobState(JOB_STATE_RULES.CampaignRenderState, state) === 'finished') done += 1;
  }
  return done === ids.length ? reading('done', '') : reading('running', '', { progress: { current: done, max: ids.length } });
}
