/**
 * Imports the platform starts with a file upload (document templates, images): watching one the
 * sandbox has not seen runs it. Both ask for the user's decisions, as the platform does when the
 * package holds names that exist. A document template import goes on once every template it lists has
 * its decision (`documenttemplates/continueimport`, one call per template), and its end overwrites or
 * adds each template as decided; an image import waits, as the contract has no operation that
 * answers it.
 */
import type { SandboxContext, SandboxHandlers } from '../../context.js';
import { importDocumentTemplate } from '../../records/document-templates.js';
import type { StatusRecord } from '../status-fields.js';
import type { JobRuns } from '../runs.js';
import { statusScript } from '../status-script.js';
import { DECISION_AT, type DecidingPlan } from './templates.js';

const STATUS = 'documentTemplatesGetImportStatus';

interface TemplateEntry {
  id?: number | null;
  name?: string | null;
  displayName?: string | null;
  width?: number | null;
  height?: number | null;
  pageCount?: number | null;
  overwrite?: boolean | null;
}

/** A document template import's plan keeps the decisions, so that its end can apply them to the store. */
interface DocumentTemplateImportPlan extends DecidingPlan {
  readonly decisions: Map<string, TemplateEntry>;
}

/** The templates the decision status lists (the contract's example of one). */
function listedTemplates(importId: unknown): TemplateEntry[] {
  const templates = (statusScript('documentTemplateImport').decision(importId) as StatusRecord | undefined)?.templates;
  return Array.isArray(templates) ? (templates as TemplateEntry[]) : [];
}

const entryKey = (entry: TemplateEntry) => (entry.name ? `name:${entry.name}` : `id:${entry.id}`);

export function documentTemplateImportPlan(importId: unknown): DocumentTemplateImportPlan {
  const open = new Set(listedTemplates(importId).map(entryKey));
  const decisions = new Map<string, TemplateEntry>();
  const plan: DocumentTemplateImportPlan = {
    decisions,
    decision: open.size > 0 ? { at: DECISION_AT } : undefined,
    decide(body) {
      const entry = (typeof body === 'object' && body !== null ? body : {}) as TemplateEntry;
      open.delete(entryKey(entry));
      // A template named in the decision may be answered by id as well.
      for (const listed of listedTemplates(importId)) {
        if (listed.id != null && listed.id === entry.id) open.delete(entryKey(listed));
        if (entryKey(listed) === entryKey(entry) || (listed.id != null && listed.id === entry.id)) decisions.set(entryKey(listed), entry);
      }
      return open.size === 0;
    },
  };
  return plan;
}

/** The end of an answered document template import: each listed template overwritten or added, as decided. */
function applyDecisions(context: SandboxContext, importId: unknown, decisions: ReadonlyMap<string, TemplateEntry>): void {
  const lastUpdate = `${context.now().toISOString().slice(0, 19)}Z`;
  for (const listed of listedTemplates(importId)) {
    const decision = decisions.get(entryKey(listed));
    const name = decision?.name || listed.name;
    if (!decision || !name) continue;
    importDocumentTemplate(
      context.store,
      { ...listed, name, displayName: decision.displayName ?? listed.displayName, overwrite: decision.overwrite === true },
      lastUpdate,
    );
  }
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
      const plan = run.plan as DecidingPlan & Partial<DocumentTemplateImportPlan>;
      if (plan.decide(body)) {
        const { decisions } = plan;
        if (decisions) plan.complete = () => applyDecisions(runs.context, importId, decisions);
        run.resume();
      }
      return runs.context.reply.ok(true);
    },
  };
}
