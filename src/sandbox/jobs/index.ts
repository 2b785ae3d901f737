/**
 * The sandbox's long-running jobs, read from the contract (generated/job-facts.ts): one handler per start
 * operation and per status operation of every job, plus the operations that answer a job's decision. A
 * start answers as the contract's example does, with fresh ids, and runs the job (ending as a queued
 * scenario says); a status call reads the run it names. A status read of an id never started answers as
 * the platform does: the job's "could not find status" outcome where the contract has one, else the
 * failure envelope; only a job an upload starts (no start operation) starts when it is first watched.
 * They take precedence over the record handlers for the same operation.
 */
import { JOB_FACTS, type JobFactName } from '../../../generated/job-facts.js';
import { CAMPAIGN_DOCUMENT_REPLACE_STATE_LABELS } from '../../../generated/labels.js';
import { CampaignDocumentReplaceState } from '../../../generated/model/index.js';
import type { OperationId } from '../../../generated/operation-ids.js';
import type { SandboxContext, SandboxHandler, SandboxHandlers, SandboxRequest } from '../context.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { accountById } from '../records/accounts.js';
import { duplicateCount } from '../records/duplicates.js';
import { forcePlan } from './forced.js';
import { callIsFor, idOfStart, idOfStatusCall, type StatusInput } from './job-input.js';
import { campaignCopyPlan, campaignCreatePlan, simpleStatisticsPlan } from './plans/campaigns.js';
import { documentImportPlan, documentReplacePlan, renderPlan } from './plans/campaign-documents.js';
import { contactImportFromUrlPlan, contactImportPlan } from './plans/contacts.js';
import {
  databaseCreateFromFilePlan,
  databaseExportPlan,
  databaseImportFromFilePlan,
  databaseRecordUpdatePlan,
  lpLoginCreationPlan,
  variableReplacePlan,
} from './plans/databases.js';
import { databaseSyncImportPlan, databaseSyncPlan } from './plans/database-sync.js';
import { templateDecisionHandlers, templateImportPlan } from './plans/templates.js';
import { documentTemplateDecisionHandlers, documentTemplateImportPlan, imageImportPlan } from './plans/uploads.js';
import { unsubscriberExportPlan, unsubscriberImportPlan } from './plans/email.js';
import { contactsExportPlan, contactUnsubscriberExportPlan } from './plans/contact-statistics.js';
import { translationsExportPlan } from './plans/translations.js';
import { migrationPackagePlan, migrationRunPlan, proofPdfRenderPlan } from './plans/smart-server.js';
import { dashboardDatabaseExportPlan } from './plans/dashboard.js';
import { skinExportByIdPlan, skinExportByNamePlan } from './plans/portal-skins.js';
import { resourceImportPlan, resourceStatePlan } from './plans/resources.js';
import type { RunPlan } from './run.js';
import { accountDeletionPlan } from './plans/accounts.js';
import * as dataRelationPlans from './plans/data-relations.js';
import { JobRuns } from './runs.js';
import { startReply } from './start-reply.js';
import { statusScript } from './status-script.js';

export { statusScript } from './status-script.js';
export { RUN_MS_AT_SPEED_1 } from './run.js';
export { ROWS_PER_DOWNLOADED_FILE } from './plans/contacts.js';

/**
 * What the platform answers for the status of an id it never started, where the job's status has no outcome that
 * says so: the platform's text of `couldNotFindStatus` of the contract's job states (the same in each that has it).
 */
export const STATUS_NOT_FOUND: string = CAMPAIGN_DOCUMENT_REPLACE_STATE_LABELS[CampaignDocumentReplaceState.couldNotFindStatus];

/** What a start leaves in the store beside its run: the jobs that create records or check what their input names. */
const START_PLANS: Partial<Record<JobFactName, (runs: JobRuns, body: unknown, params: Readonly<Record<string, string>>) => RunPlan>> = {
  campaignCreate: campaignCreatePlan,
  campaignCopy: campaignCopyPlan,
  simpleStatistics: simpleStatisticsPlan,
  documentReplace: documentReplacePlan,
  render: renderPlan,
  databaseCreateFromFile: databaseCreateFromFilePlan,
  contactImport: contactImportPlan,
  contactImportFromUrl: contactImportFromUrlPlan,
  // A run by account counts that account's contacts: the store holds the own account's only.
  duplicateProcessing: (runs, _body, params) => ({
    result: () => ({ duplicateCount: params.id && Number(params.id) !== DEMO_ACCOUNT_ID ? 0 : duplicateCount(runs.context.store) }),
  }),
  skinExportByName: skinExportByNamePlan,
  skinExportById: skinExportByIdPlan,
  resourceZipImport: resourceImportPlan,
  accountDeletion: accountDeletionPlan,
  unsubscriberImport: unsubscriberImportPlan,
  unsubscriberImportForAccount: unsubscriberImportPlan,
  unsubscriberExport: unsubscriberExportPlan,
  unsubscriberExportForAccount: unsubscriberExportPlan,
  contactUnsubscriberExport: contactUnsubscriberExportPlan,
  contactsExport: contactsExportPlan,
  dataRelationExport: dataRelationPlans.dataRelationExportPlan,
  dataRelationExportForCampaign: dataRelationPlans.dataRelationExportForCampaignPlan,
  dataRelationAdminExport: dataRelationPlans.dataRelationAdminExportPlan,
  dataRelationAdminCampaignExport: dataRelationPlans.dataRelationAdminCampaignExportPlan,
  dataRelationImport: dataRelationPlans.dataRelationImportPlan,
  translationsExport: translationsExportPlan,
  proofPdfRender: proofPdfRenderPlan,
  migrationPackage: migrationPackagePlan,
  migration: migrationRunPlan,
  dashboardDatabaseExport: dashboardDatabaseExportPlan,
  databaseImportFromFile: databaseImportFromFilePlan,
  databaseExport: databaseExportPlan,
  lpLoginCreation: lpLoginCreationPlan,
  variableReplace: variableReplacePlan,
  databaseSync: databaseSyncPlan,
  databaseSyncImport: databaseSyncImportPlan,
  databaseCreateFromFileForAccount: databaseCreateFromFilePlan,
  databaseImportFromFileForAccount: databaseImportFromFilePlan,
  lpLoginCreationForAccount: lpLoginCreationPlan,
  databaseSyncForAccount: databaseSyncPlan,
  databaseSyncImportForAccount: databaseSyncImportPlan,
};

/** How a job an upload starts runs when it is first watched. */
const WATCH_PLANS: Partial<Record<JobFactName, (runs: JobRuns, id: unknown) => RunPlan>> = {
  campaignTemplateImport: (runs) => templateImportPlan(runs),
  documentTemplateImport: (_runs, id) => documentTemplateImportPlan(id),
  imageImport: () => imageImportPlan(),
  documentImport: (runs) => documentImportPlan(runs),
  databaseRecordUpdate: databaseRecordUpdatePlan,
  resourceImport: resourceStatePlan,
  resourceImportForCampaign: resourceStatePlan,
};

const JOB_NAMES = Object.keys(JOB_FACTS) as JobFactName[];

function startHandler(runs: JobRuns, job: JobFactName): SandboxHandler<OperationId> {
  const facts = JOB_FACTS[job];
  return ({ params, body }: SandboxRequest) => {
    const scenario = runs.context.takeScenario({ operationId: facts.start!, job });
    // The plan first: a start the platform refuses (a database name that exists) starts nothing.
    const plan = START_PLANS[job]?.(runs, body, params) ?? {};
    const reply = startReply(facts.start as OperationId, runs.nextId);
    if (plan.refusal) return runs.context.reply.ok({ ...(reply as object), ...plan.refusal }) as never;
    runs.start(job, idOfStart(facts, reply, { path: params, body }), forcePlan(plan, facts, scenario));
    return runs.context.reply.ok(reply) as never;
  };
}

/** Among the jobs that share a status operation, the one this call is about (the fixed inputs, such as a status type, tell them apart). */
const jobOfCall = (candidates: readonly JobFactName[], input: StatusInput): JobFactName =>
  candidates.find((job) => callIsFor(JOB_FACTS[job], input)) ?? candidates[0]!;

/** The answer to a status read of an id never started. */
function notFound(runs: JobRuns, job: JobFactName, id: unknown): unknown {
  const { notFound: outcome } = JOB_FACTS[job];
  return outcome ? runs.context.reply.ok(statusScript(job).neverStarted(outcome, id)) : runs.context.reply.fail(STATUS_NOT_FOUND);
}

/** Reads the run a status call names. */
function statusHandler(runs: JobRuns, statusOperation: OperationId, candidates: readonly JobFactName[]): SandboxHandler<OperationId> {
  return ({ params, body }: SandboxRequest) => {
    const input: StatusInput = { path: params, body };
    let run = runs.find(statusOperation, input);
    if (!run) {
      const job = jobOfCall(candidates, input);
      const facts = JOB_FACTS[job];
      const id = idOfStatusCall(facts, input);
      if (facts.start) return notFound(runs, job, id) as never;
      const plan = forcePlan(WATCH_PLANS[job]?.(runs, id) ?? {}, facts, runs.context.takeScenario({ operationId: statusOperation, job }));
      run = runs.adopt(statusOperation, input, job, id, plan);
    }
    const envelope = run.envelopeFailure();
    return (envelope !== undefined ? runs.context.reply.fail(envelope) : runs.context.reply.ok(run.status())) as never;
  };
}

export function jobHandlers(context: SandboxContext): SandboxHandlers {
  const runs = new JobRuns(context);
  const handlers: Record<string, SandboxHandler<OperationId>> = {};
  const byStatus = new Map<OperationId, JobFactName[]>();
  for (const job of JOB_NAMES) {
    const { start, status } = JOB_FACTS[job];
    if (start) handlers[start] = startHandler(runs, job);
    byStatus.set(status as OperationId, [...(byStatus.get(status as OperationId) ?? []), job]);
  }
  for (const [status, jobs] of byStatus) handlers[status] = statusHandler(runs, status, jobs);
  // The hash run of another account is the same job, for an account that exists.
  const hash = handlers.contactDuplicatesHash!;
  handlers.contactDuplicatesHashByAccount = (request) => (accountById(context.store, request.params.id, 'id'), hash(request));
  return { ...(handlers as SandboxHandlers), ...templateDecisionHandlers(runs), ...documentTemplateDecisionHandlers(runs) };
}
