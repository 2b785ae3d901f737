/** A translation export: the campaign and languages it names must exist; when done it points at its file. */
import type { components } from '../../../../generated/schema.js';
import { languageCode, translationScope } from '../../records/translations.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type ExportRequest = components['schemas']['TranslationRequest'] | undefined;

export function translationsExportPlan(runs: JobRuns, body: unknown): RunPlan {
  const request = body as ExportRequest;
  const { store } = runs.context;
  const scope = translationScope(store, request?.campaign);
  for (const code of (request?.languages ?? []).slice(0, 200)) languageCode(code);
  const name = scope === null ? 'account' : store.campaigns.get(scope)!.name;
  const downloadUrl = `https://demo.example.com/exports/translations-${name}.${request?.exportAsCsv ? 'csv' : 'xlsx'}`;
  return { result: () => ({ downloadUrl }) };
}
