/**
 * Resource jobs. A file's import state (`getstatus`, watched: no call starts it) reads the store: a file
 * that is there is finished, one that is not is an error. An import from an address checks what it names
 * (address, kind, campaign) before it starts, follows the file's state while it runs, and leaves the
 * file in the store when it is done (over a file of that name).
 */
import { ACCOUNT_SCOPE, fileStatus, findResource, kindOf, plainFileName, scopeOfName } from '../../records/resources.js';
import { given, SandboxRefusal } from '../../refusal.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type ImportBody = { url?: string | null; resourceType?: string | number | null; campaignName?: string | null; fileName?: string | null };

const field = (id: unknown, name: string): string | undefined => {
  const value = typeof id === 'object' && id !== null && Object.hasOwn(id, name) ? (id as Record<string, unknown>)[name] : undefined;
  return value === undefined || value === null ? undefined : String(value);
};

/**
 * The state of the file a `getstatus` call names (its id: type, campaign when given, file): done at once,
 * and read from the store at every call, so a file deleted or imported later shows its new state.
 */
export function resourceStatePlan(runs: JobRuns, id: unknown): RunPlan {
  const { store } = runs.context;
  try {
    const campaign = field(id, 'campaign');
    const scope = campaign === undefined ? ACCOUNT_SCOPE : scopeOfName(store, campaign);
    const kind = kindOf(field(id, 'type'));
    const name = plainFileName(field(id, 'file'));
    return { durationMs: 0, result: () => fileStatus(store, scope, kind, name) };
  } catch (error) {
    // An unknown campaign or no kind: refused, as the record calls refuse it.
    if (error instanceof SandboxRefusal) return { failure: { at: 0, envelope: true, text: error.message } };
    throw error;
  }
}

/** The name a download is stored under: the one given, else the address's last path segment. */
function fileNameOf(body: ImportBody, url: string): string {
  if (body.fileName?.trim()) return body.fileName.trim();
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return given(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)), 'fileName');
}

export function resourceImportPlan(runs: JobRuns, raw: unknown): RunPlan {
  const { store } = runs.context;
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as ImportBody;
  const url = given(body.url?.trim(), 'url');
  if (!/^(https?|ftp):\/\//i.test(url)) throw new SandboxRefusal('Please specifiy the protocol (http, https, ftp).');
  const kind = kindOf(body.resourceType);
  const scope = scopeOfName(store, body.campaignName);
  const name = fileNameOf(body, url);
  // The file is stored when the import ends; its own state call follows the import (by the kind as the
  // request named it), and whichever of the two runs ends first stores it.
  const place = () => {
    const lastUpdate = `${runs.context.now().toISOString().slice(0, 19)}Z`;
    const existing = findResource(store, scope, kind, name);
    if (existing) store.resources.replace({ ...existing, lastUpdate });
    else store.resources.insert({ id: store.resources.nextId(), name, resourceType: kind, campaignId: scope, groupName: null, lastUpdate });
  };
  const state: RunPlan = { complete: place, result: () => fileStatus(store, scope, kind, name) };
  const file = name.replaceAll('.', '[ptrt]');
  const type = String(body.resourceType);
  if (scope === ACCOUNT_SCOPE) runs.start('resourceImport', { type, file }, state);
  else runs.start('resourceImportForCampaign', { type, campaign: body.campaignName!.trim(), file }, state);
  return { complete: place };
}
