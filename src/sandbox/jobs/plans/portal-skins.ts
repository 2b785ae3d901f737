/** Skin exports: a start names a skin that exists (by name or by id), else the platform refuses it and no job runs. */
import { namedSkin, skinById } from '../../records/portal-skins.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type Params = Readonly<Record<string, string>>;

export function skinExportByNamePlan(runs: JobRuns, _body: unknown, params: Params): RunPlan {
  namedSkin(runs.context.store, params.name);
  return {};
}

export function skinExportByIdPlan(runs: JobRuns, _body: unknown, params: Params): RunPlan {
  skinById(runs.context.store, params.id);
  return {};
}
