/**
 * Imports the platform starts with a file upload (document templates, images): watching one the
 * sandbox has not seen runs it. Both ask for the user's decisions, as the platform does when the
 * package holds names that exist. A document template import goes on once every template it lists has
 * its decision (`documenttemplates/continueimport`, one call per template); an image import waits, as
 * the contract has no operation that answers it.
 */
import type { SandboxHandlers } from '../../context.js';
import type { StatusRecord } from '../status-fields.js';
import type { JobRuns } from '../runs.js';
import { statusScript } from '../status-script.js';
import { DECISION_AT, type DecidingPlan } from './templates.js';

const STATUS = 'documentTemplatesGetImportStatus';

interface TemplateEntry {
  id?: number | null;
  name?: string | null;
}

/** The templates the decision status lists (the contract's example of one). */
function listedTemplates(importId: unknown): TemplateEntry[] {
  const templates = (statusScript('documentTemplateImport').decision(importId) as StatusRecord | undefined)?.templates;
  return Array.isArray(templates) ? (templates as TemplateEntry[]) : [];
}

const entryKey = (entry: TemplateEntry) => (entry.name ? `name:${entry.name}` : `id:${entry.id}`);

export function documentTemplateImportPlan(importId: unknown): DecidingPlan {
  const open = new Set(listedTemplates(importId).map(entryKey));
  const plan: DecidingPlan = {
    decision: open.size > 0 ? { at: DECISION_AT } : undefined,
    decide(body) {
      const entry = (typeof body === 'object' && body !== null ? body : {}) as TemplateEntry;
      open.delete(entryKey(entry));
      // A template named in the decision may be answered by id as well.
      for (const listed of listedTemplates(importId)) if (listed.id != null && listed.id === entry.id) open.delete(entryKey(listed));
      return open.size === 0;
    },
  };
  return plan;
}

/** An image import waits for decisions no operation can send. */
export const imageImportPlan = (): DecidingPlan => ({ decision: { at: DECISION_AT, fields: { detail: null } }, decide: () => false });

/** `documenttemplates/continueimport`: true when the import waited for this decision. */
export function documentTemplateDecisionHandlers(runs: JobRuns): SandboxHandlers {
  return {
    documentTemplatesContinueImport: ({ body }) => {
      const importId = (body as { importId?: unknown } | undefined)?.importId;
      const run = typeof importId === 'string' ? runs.find(STATUS, { path: { id: importId } }) : undefined;
      if (!run?.waiting) return runs.context.reply.ok(false);
      if ((run.plan as DecidingPlan).decide(body)) run.resume();
      return runs.context.reply.ok(true);
    },
  };
}
