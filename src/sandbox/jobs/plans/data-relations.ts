/**
 * Data-relation exports and imports. Exports: the start is refused (nothing runs) for a relation, campaign or filter the
 * platform would not find; otherwise the done status carries the file's address, named after the
 * relation and format, and the number of rows the filter selected when the export started.
 */
import type { components } from '../../../../generated/schema.js';
import { campaignById } from '../../records/campaigns.js';
import { checkMappings, IMPORT_FILE_ROWS, importRelation, runImport } from '../../records/data-relations-import.js';
import { selectRows } from '../../records/data-relations-query.js';
import { campaignNamed, type DataRelationRecord, relationNamed } from '../../records/data-relations.js';
import { given, SandboxRefusal } from '../../refusal.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type Schemas = components['schemas'];
type Export = Partial<Schemas['DataRelationExportRequest']>;

/** Where the sandbox says an export's file is (it writes none). */
const EXPORT_BASE_URL = 'https://sandbox.dsm.invalid/exports';

const fieldsOf = <T>(body: unknown): Partial<T> => (typeof body === 'object' && body !== null ? (body as Partial<T>) : {});

function exportPlan(
  relation: DataRelationRecord,
  filter: string | null | undefined,
  format: string | null | undefined,
  extra?: string | null,
): RunPlan {
  const rows = selectRows(relation, { filter }, extra).rows.length;
  const file = `${relation.campaignId ?? 'account'}/${encodeURIComponent(relation.name)}.${format ?? 'csv'}`;
  return { total: rows, result: () => ({ downloadUrl: `${EXPORT_BASE_URL}/${file}`, rowCount: rows }) };
}

/** The visitor's export: the relation of the first campaign with that name, or the account's. */
export function dataRelationExportPlan(runs: JobRuns, body: unknown): RunPlan {
  const model = fieldsOf<Export>(body);
  const name = given(model.dataRelationName, 'dataRelationName');
  const relation = runs.context.store.dataRelations.all().find((row) => row.name.toLowerCase() === name.toLowerCase());
  if (!relation) throw new SandboxRefusal(`There is no data relation named '${name}'.`);
  return exportPlan(relation, model.additionalFilter, model.exportFormat);
}

export function dataRelationExportForCampaignPlan(runs: JobRuns, body: unknown, params: Readonly<Record<string, string>>): RunPlan {
  const { store } = runs.context;
  const model = fieldsOf<Export>(body);
  const relation = relationNamed(store, campaignNamed(store, params.campaignName).id, model.dataRelationName);
  return exportPlan(relation, model.additionalFilter, model.exportFormat);
}

export function dataRelationAdminExportPlan(runs: JobRuns, body: unknown): RunPlan {
  const { store } = runs.context;
  const settings = fieldsOf<Schemas['DataRelationSettings']>(body);
  const campaignId = settings.campaignName ? campaignNamed(store, settings.campaignName).id : null;
  const relation = relationNamed(store, campaignId, given(settings.tableName, 'tableName'));
  return exportPlan(relation, settings.query?.filter, 'csv');
}

export function dataRelationAdminCampaignExportPlan(runs: JobRuns, body: unknown): RunPlan {
  const { store } = runs.context;
  const model = fieldsOf<Schemas['DataRelationCampaignExportRequest']>(body);
  const selector = (model.campaign ?? {}) as { campaignId?: number | null; campaignName?: string | null };
  const campaign =
    typeof selector.campaignId === 'number'
      ? campaignById(store, selector.campaignId, 'campaignId')
      : campaignNamed(store, selector.campaignName);
  const relation = relationNamed(store, campaign.id, model.dataRelationName);
  const contact = model.dsmCustomerId ?? null;
  if (contact !== null && !store.contacts.get(contact)) throw new SandboxRefusal(`There is no contact with id '${contact}'.`);
  const keyed = relation.columns.find((column) => column.isPrimaryColumn)?.name === 'DSM_CustomerID';
  const own = contact !== null && keyed ? `DSM_CustomerID = ${contact}` : null;
  return exportPlan(relation, own, model.exportFormat, model.additionalFilter);
}

/** An import: the mappings are checked at the start; when done the file's rows are in the relation. */
export function dataRelationImportPlan(runs: JobRuns, body: unknown, params: Readonly<Record<string, string>>): RunPlan {
  const { store } = runs.context;
  const key = given(params.key, 'key');
  const campaign = store.campaigns.all()[0];
  if (!campaign) throw new SandboxRefusal('No campaign name is configured.');
  const relation = importRelation(store, campaign.id);
  checkMappings(relation, body);
  return {
    total: IMPORT_FILE_ROWS,
    complete() {
      const current = runs.context.store.dataRelations.get(relation.id);
      if (!current) return;
      const { dataRelationImports } = runs.context.store;
      try {
        dataRelationImports.set(key, runImport(runs.context.store, current, key, checkMappings(current, body)));
      } catch (error) {
        // The relation changed while the job ran (a mapped column deleted): nothing imported.
        dataRelationImports.set(key, { insertedRows: 0, updatedRows: 0, failedRows: IMPORT_FILE_ROWS, errors: [(error as Error).message] });
      }
    },
  };
}
