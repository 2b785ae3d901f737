/**
 * Campaign template imports. The platform starts one with the upload of a template file; so that the
 * decision can be tried without one, watching an import the sandbox has not seen runs the import of a
 * template whose name exists (the store's first template): it stops at
 * `needUserInputOverwriteOrCreateNew` and goes on after `continueimport` / `continueimportsync`, then
 * overwrites that template or adds one under the new name (asking again if that name is taken too).
 */
import { JOB_FACTS } from '../../../../generated/job-facts.js';
import type { CampaignTemplate } from '../../../../generated/model/index.js';
import { exampleReply } from '../../../msw/handlers.js';
import type { SandboxContext, SandboxHandlers } from '../../context.js';
import { templateByName } from '../../records/templates.js';
import type { TemplateRecord } from '../../store/index.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';
import { statusScript } from '../status-script.js';

/** Where an import asks: after its step that checks the file system for the template. */
export const DECISION_AT = 0.75;

export interface TemplateDecision {
  readonly overwrite: boolean;
  readonly newName?: string | null;
}

/** A plan that waits for a decision takes it here (a continue call's body); true once the job can go on. */
export interface DecidingPlan extends RunPlan {
  decide(body: unknown): boolean;
}

const STATUS = 'campaignTemplatesGetImportStatus';

/** The template the import brings: the store's first one (so its name exists), else the contract's example. */
function importedTemplate(context: SandboxContext): TemplateRecord {
  const first = context.store.templates.all()[0];
  if (first) return structuredClone(first);
  const { categories, targetAudiences, outboundChannels, ...example } = exampleReply('campaignTemplatesById')
    .responseObject as CampaignTemplate;
  const ids = (records: Array<{ id?: number | null }> | null | undefined) =>
    (records ?? []).map((record) => record.id).filter((id): id is number => typeof id === 'number');
  return {
    ...example,
    id: 0,
    name: example.name ?? 'imported_template',
    categoryIds: ids(categories),
    targetAudienceIds: ids(targetAudiences),
    outboundChannelIds: ids(outboundChannels),
  } as TemplateRecord;
}

const taken = (context: SandboxContext, name: string) => templateByName(context.store, name) !== undefined;

export function templateImportPlan(runs: JobRuns): DecidingPlan {
  const { context } = runs;
  const template = importedTemplate(context);
  let decision: TemplateDecision | undefined;
  const plan: DecidingPlan = {
    decision: taken(context, template.name) ? { at: DECISION_AT } : undefined,
    decide(body) {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Partial<TemplateDecision>;
      decision = { overwrite: fields.overwrite === true, newName: fields.newName ?? null };
      return true;
    },
    complete() {
      const { templates } = context.store;
      const name = decision && !decision.overwrite && decision.newName ? decision.newName : template.name;
      const existing = templateByName(context.store, name);
      // An imported file is a new version of the template: it gets a new random key (its metadata address).
      const imported = {
        ...template,
        ...(template.randomKey ? { randomKey: `imp${String(runs.nextId('number')).padStart(7, '0')}` } : {}),
      };
      if (existing && decision?.overwrite) {
        templates.replace({ ...imported, id: existing.id, name });
      } else if (existing) {
        decision = undefined;
        plan.decision = { at: DECISION_AT };
      } else {
        templates.insert({ ...imported, id: templates.nextId(), name, displayName: name === template.name ? template.displayName : name });
      }
    },
  };
  return plan;
}

/** `continueimport` (the import goes on) and `continueimportsync` (it ends before the reply). */
export function templateDecisionHandlers(runs: JobRuns): SandboxHandlers {
  const continueImport = (body: unknown, sync: boolean) => {
    const importId = (body as { importId?: unknown } | undefined)?.importId;
    const run = typeof importId === 'string' ? runs.find(STATUS, { path: { importId } }) : undefined;
    if (!run)
      return runs.context.reply.ok(
        statusScript('campaignTemplateImport').outcome(JOB_FACTS.campaignTemplateImport.notFound ?? '', importId),
      );
    if (run.waiting && (run.plan as DecidingPlan).decide(body)) {
      if (sync) run.finishNow();
      else run.resume();
    }
    return runs.context.reply.ok(run.status());
  };
  return {
    campaignTemplatesContinueImport: ({ body }) => continueImport(body, false) as never,
    campaignTemplatesContinueImportSync: ({ body }) => continueImport(body, true) as never,
  };
}
