/**
 * The sandbox's long-running jobs: one handler per start operation and per status operation of the
 * SDK's job catalogue, plus the operations that answer a job's decision. A start answers as the
 * contract's example does, with fresh ids, and runs the job; a status call reads the run it names (a
 * job the sandbox has not seen starts when it is first watched). The statuses are the catalogue's own
 * (see `status-script.ts`), so the SDK's reader reads them as running, then done. They take precedence
 * over the record handlers for the same operation.
 */
import type { OperationId } from '../../../generated/routes.js';
import { jobs, type JobName } from '../../jobs/catalogue.js';
import type { SandboxContext, SandboxHandler, SandboxHandlers, SandboxRequest } from '../context.js';
import { campaignCopyPlan, campaignCreatePlan, simpleStatisticsPlan } from './plans/campaigns.js';
import { databaseCreateFromFilePlan } from './plans/databases.js';
import { contactImportFromUrlPlan, contactImportPlan } from './plans/contacts.js';
import { templateDecisionHandlers, templateImportPlan } from './plans/templates.js';
import { documentTemplateDecisionHandlers, documentTemplateImportPlan, imageImportPlan } from './plans/uploads.js';
import { duplicateCount } from '../records/duplicates.js';
import type { RunPlan } from './run.js';
import { JobRuns, runKey, type StatusInput } from './runs.js';
import { idOfStart, startReply } from './start-reply.js';

export { statusScript } from './status-script.js';
export { RUN_MS_AT_SPEED_1 } from './run.js';
export { ROWS_PER_DOWNLOADED_FILE } from './plans/contacts.js';

/** What a start leaves in the store beside its run: the jobs that create records. */
const START_PLANS: Partial<Record<JobName, (runs: JobRuns, body: unknown, params: Readonly<Record<string, string>>) => RunPlan>> = {
  campaignCreate: campaignCreatePlan,
  campaignCopy: campaignCopyPlan,
  simpleStatistics: simpleStatisticsPlan,
  databaseCreateFromFile: databaseCreateFromFilePlan,
  contactImport: contactImportPlan,
  contactImportFromUrl: contactImportFromUrlPlan,
  duplicateProcessing: (runs) => ({ result: () => ({ duplicateCount: duplicateCount(runs.context.store) }) }),
};

/** How a job the sandbox has not seen runs when it is watched (the jobs an upload starts on the platform). */
const WATCH_PLANS: Partial<Record<JobName, (runs: JobRuns, id: unknown) => RunPlan>> = {
  campaignTemplateImport: (runs) => templateImportPlan(runs),
  documentTemplateImport: (_runs, id) => documentTemplateImportPlan(id),
  imageImport: () => imageImportPlan(),
};

const JOB_NAMES = Object.keys(jobs) as JobName[];

/** The id a status call names: its path value or body field of the catalogue's id parameter, else the whole input. */
function idOfStatusCall(job: JobName, { path, body }: StatusInput): unknown {
  const parameter = jobs[job].idParameter;
  if (path && Object.hasOwn(path, parameter)) return path[parameter];
  if (body && typeof body === 'object' && Object.hasOwn(body, parameter)) return (body as Record<string, unknown>)[parameter];
  return body ?? path;
}

function startHandler(runs: JobRuns, job: JobName): SandboxHandler<OperationId> {
  return async ({ params, body }: SandboxRequest) => {
    // The plan first: a start the platform refuses (an unknown campaign) starts nothing.
    const plan = START_PLANS[job]?.(runs, body, params) ?? {};
    const reply = startReply(jobs[job].start!.operation.id, runs.nextId);
    if (plan.refusal) return runs.context.reply.ok({ ...(reply as object), ...plan.refusal }) as never;
    const id = await idOfStart(jobs[job], reply, { path: params, body });
    runs.start(job, id, plan);
    return runs.context.reply.ok(reply) as never;
  };
}

/**
 * The job a status call of an unseen id is about: among the jobs that share the status operation, the
 * one whose own status input of that id is the call (the database creation status tells a database
 * import from record updates by its status type); the first one when none is.
 */
function watcherOf(statusOperation: OperationId, watchers: readonly JobName[], input: StatusInput): JobName {
  const asked = runKey(statusOperation, input);
  const sameCall = (job: JobName) => {
    try {
      return runKey(statusOperation, jobs[job].statusInput(idOfStatusCall(job, input) as never) as StatusInput) === asked;
    } catch {
      return false; // an id this job cannot take
    }
  };
  return watchers.find(sameCall) ?? watchers[0]!;
}

/** Reads the run a status call names; a status call of an id not seen yet starts a run of the job it is about. */
function statusHandler(runs: JobRuns, statusOperation: OperationId, watchers: readonly JobName[]): SandboxHandler<OperationId> {
  return ({ params, body }: SandboxRequest) => {
    const input: StatusInput = { path: params, body };
    let run = runs.find(statusOperation, input);
    if (!run) {
      const watcher = watcherOf(statusOperation, watchers, input);
      const id = idOfStatusCall(watcher, input);
      run = runs.adopt(statusOperation, input, watcher, id, WATCH_PLANS[watcher]?.(runs, id) ?? {});
    }
    return runs.context.reply.ok(run.status()) as never;
  };
}

export function jobHandlers(context: SandboxContext): SandboxHandlers {
  const runs = new JobRuns(context);
  const handlers: Record<string, SandboxHandler<OperationId>> = {};
  const watchers = new Map<OperationId, JobName[]>();
  for (const job of JOB_NAMES) {
    const { start, status } = jobs[job];
    if (start) handlers[start.operation.id] = startHandler(runs, job);
    watchers.set(status.id, [...(watchers.get(status.id) ?? []), job]);
  }
  for (const [status, jobsOfStatus] of watchers) handlers[status] = statusHandler(runs, status, jobsOfStatus);
  return { ...(handlers as SandboxHandlers), ...templateDecisionHandlers(runs), ...documentTemplateDecisionHandlers(runs) };
}
