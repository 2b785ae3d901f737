/**
 * Resource files by kind and scope (the account, campaign -1, or a campaign), as replies show them, and
 * what the resource calls share: the kind a request names, the scope it names, the file name a path
 * carries (with its `[ptrt]` and `[hash]` markers) and a file's import state.
 */
import type { components } from '../../../generated/schema.js';
import { campaignById, campaignByName } from './campaigns.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { ResourceRecord } from '../store/records.js';

type ResourceEntry = components['schemas']['ResourceEntry'];
type ResourceFileStatus = components['schemas']['ResourceFileStatus'];

/** The account's own resources, as `campaignId` says it. */
export const ACCOUNT_SCOPE = -1;

/**
 * The kinds by number, as the platform's client sends them (`resourceType: 1`). The platform's documentation
 * does not enumerate them; the sandbox's choice, so a number and a name name the same files.
 */
export const RESOURCE_KINDS = ['image', 'document', 'font', 'css', 'javascript'] as const;

export const RESOURCE_FIELDS = ['name', 'resourceType', 'groupName', 'campaignName', 'lastUpdate'] as const;

/** A kind by number or name, as stored (a name in lower case); a number the sandbox does not know stays its text. */
export function kindOf(type: unknown): string {
  const text = typeof type === 'number' || typeof type === 'string' ? String(type).trim() : '';
  if (!text) throw new SandboxRefusal('No resource type provided');
  return /^\d+$/.test(text) ? (RESOURCE_KINDS[Number(text) - 1] ?? text) : text.toLowerCase();
}

/** The scope a campaign name names: the account's (none given) or that campaign's id; an unknown campaign is refused. */
export function scopeOfName(store: SandboxStore, campaignName: string | null | undefined): number {
  if (campaignName == null || campaignName.trim() === '') return ACCOUNT_SCOPE;
  const campaign = campaignByName(store, campaignName.trim());
  if (!campaign) throw new SandboxRefusal(`There is no campaign named '${campaignName}'.`);
  return campaign.id;
}

/** The scope a campaign id names: -1 (or none, or 0) is the account's. */
export function scopeOfId(store: SandboxStore, campaignId: number | null | undefined): number {
  return campaignId == null || campaignId <= 0 ? ACCOUNT_SCOPE : campaignById(store, campaignId, 'campaignId').id;
}

/** A file name from a path: `[ptrt]` back to `.`, `[hash]` to `#`. */
export const plainFileName = (file: string | undefined): string => given(file, 'file').replaceAll('[ptrt]', '.').replaceAll('[hash]', '#');

/** The resources of one scope, of one kind (every kind when none is given). */
export function resourcesIn(store: SandboxStore, scope: number, kind?: string): ResourceRecord[] {
  return store.resources.all().filter((row) => row.campaignId === scope && (kind === undefined || row.resourceType === kind));
}

export function findResource(store: SandboxStore, scope: number, kind: string, name: string): ResourceRecord | undefined {
  const wanted = name.toLowerCase();
  return resourcesIn(store, scope, kind).find((row) => row.name.toLowerCase() === wanted);
}

/** What a refusal or a state message says of a file that is not there. */
export function missingText(store: SandboxStore, scope: number, kind: string, name: string): string {
  const where = scope === ACCOUNT_SCOPE ? 'the account' : `the campaign '${store.campaigns.get(scope)?.name ?? scope}'`;
  return `There is no ${kind} resource '${name}' in ${where}.`;
}

/** A file's import state: finished when the file is there, error when it is not. */
export function fileStatus(store: SandboxStore, scope: number, kind: string, name: string): ResourceFileStatus {
  return findResource(store, scope, kind, name)
    ? { fileName: name, state: 3, message: null }
    : { fileName: name, state: 1, message: missingText(store, scope, kind, name) };
}

export function resourceView(
  store: SandboxStore,
  { name, resourceType, groupName, campaignId, lastUpdate }: ResourceRecord,
): ResourceEntry {
  const campaignName = campaignId === ACCOUNT_SCOPE ? null : (store.campaigns.get(campaignId)?.name ?? null);
  return { name, resourceType, groupName, campaignName, lastUpdate };
}
