/** A dashboard database export: the database and columns it names must exist; when done it points at its file. */
import type { components } from '../../../../generated/schema.js';
import { columnOf, dashboardDatabase } from '../../records/dashboard.js';
import { SandboxRefusal } from '../../refusal.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type ExportRequest = components['schemas']['DashboardDatabaseExport'] | undefined;

export function dashboardDatabaseExportPlan(runs: JobRuns, body: unknown): RunPlan {
  const request = body as ExportRequest;
  const database = dashboardDatabase(runs.context.store, request?.database);
  for (const column of (request?.columns ?? []).slice(0, 500)) columnOf(database, column);
  const format = (request?.fileFormat ?? 'xlsx').toLowerCase();
  if (!['xlsx', 'xls', 'csv'].includes(format)) throw new SandboxRefusal(`Unknown file format '${request?.fileFormat}'.`);
  const downloadUrl = `https://demo.example.com/exports/${encodeURIComponent(database.databaseName)}.${format}`;
  return { result: () => ({ downloadUrl }) };
}
