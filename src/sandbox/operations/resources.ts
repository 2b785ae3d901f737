/**
 * The resources area: the list and its count (the resource list request, or the standard query), the
 * import state of files (one, several, in another account), delete, and groups (rename, move files).
 * The single-file state calls and the URL import are jobs (see `jobs/plans/resources.ts`).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from '../demo-data/shared-names.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import {
  ACCOUNT_SCOPE,
  fileStatus,
  findResource,
  kindOf,
  missingText,
  plainFileName,
  RESOURCE_FIELDS,
  resourcesIn,
  resourceView,
  scopeOfId,
  scopeOfName,
} from '../records/resources.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { ResourceRecord } from '../store/records.js';
import { integerParam } from './params.js';

type Schemas = components['schemas'];
type ListBody = Schemas['ResourceListRequest'] | Schemas['Query'] | undefined;

const QUERY_KEYS = ['columns', 'wheres', 'orders', 'start', 'size'];
/** The most names one state call answers for. */
const MAX_NAMES = 1000;

export function resourceHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const stamp = () => `${now().toISOString().slice(0, 19)}Z`;
  const missing = (scope: number, kind: string, name: string): never => {
    throw new SandboxRefusal(missingText(store, scope, kind, name));
  };
  const views = (rows: readonly ResourceRecord[]) => rows.map((row) => resourceView(store, row));
  /** The selected resources in order, and the page of them the request asks for. */
  const listed = (body: ListBody) => {
    const request = (body ?? {}) as Record<string, unknown>;
    if (QUERY_KEYS.some((key) => key in request)) {
      const query = body as Schemas['Query'];
      const selected = selectRecords(views(store.resources.all()), query, RESOURCE_FIELDS);
      return { selected, page: pageOf(selected, query) };
    }
    const list = (body ?? {}) as Schemas['ResourceListRequest'];
    const scope = scopeOfName(store, list.campaignName);
    const kind = list.resourceType == null ? undefined : kindOf(list.resourceType);
    const filter = list.filter?.trim().toLowerCase() ?? '';
    const matching = resourcesIn(store, scope, kind).filter(
      (row) => !filter || row.name.toLowerCase().includes(filter) || (row.groupName ?? '').toLowerCase().includes(filter),
    );
    const orders = (list.orderBys ?? []).slice(0, RESOURCE_FIELDS.length).map((columnName) => ({
      columnName,
      orderMode: list.oderByDescending ? (1 as const) : (0 as const),
    }));
    const selected = selectRecords(views(matching), { orders }, RESOURCE_FIELDS);
    // Pages count from 1 (0 is the first page too); no page size: every resource.
    const size = list.perPage && list.perPage > 0 ? list.perPage : selected.length;
    const start = Math.max(0, (list.pageNr ?? 1) - 1) * size;
    return { selected, page: selected.slice(start, start + size) };
  };
  /**
   * The scope of a state call in an account: its own files for the sandbox's account, `null` for another
   * account of the platform (the sandbox keeps none of its files); an unknown account is refused.
   */
  const scopeInAccount = (accountId: string | undefined, campaign?: string) => {
    const id = integerParam(accountId, 'accountId');
    if (id !== DEMO_ACCOUNT_ID && !DEMO_ACCOUNTS.some((account) => account.accountId === id))
      throw new SandboxRefusal(`There is no account with id '${id}'.`);
    if (id !== DEMO_ACCOUNT_ID) return null;
    return campaign === undefined ? ACCOUNT_SCOPE : scopeOfName(store, given(campaign, 'campaign'));
  };
  const stateOf = (scope: number | null, type: string | undefined, name: string, accountId?: string) =>
    scope !== null
      ? fileStatus(store, scope, kindOf(type), name)
      : { fileName: name, state: 1 as const, message: `There is no ${kindOf(type)} resource '${name}' in the account ${accountId}.` };
  const statuses = (scope: number | null, type: string | undefined, names: unknown, accountId?: string) =>
    (Array.isArray(names) ? names.slice(0, MAX_NAMES) : []).map((name) => stateOf(scope, type, String(name), accountId));
  const remove = (scope: number, type: string | undefined, file: string | undefined) => {
    const kind = kindOf(type);
    const name = plainFileName(file);
    const resource = findResource(store, scope, kind, name);
    if (!resource) throw new SandboxRefusal(missingText(store, scope, kind, name));
    return reply.ok(store.resources.delete(resource.id));
  };
  const moveToGroup = (body: Partial<Schemas['ResourceGroupChange']> | undefined, names: readonly unknown[]) => {
    const kind = kindOf(body?.resourceType);
    if (typeof body?.groupName !== 'string') throw new SandboxRefusal('No group name provided.');
    const scope = scopeOfId(store, body.campaignId);
    const wanted = names.slice(0, MAX_NAMES).filter((name): name is string => typeof name === 'string' && name !== '');
    if (wanted.length === 0) throw new SandboxRefusal('No resource name provided');
    // Every file first: a request naming one that is not there moves none.
    const rows = wanted.map((name) => findResource(store, scope, kind, name) ?? missing(scope, kind, name));
    for (const row of rows) store.resources.replace({ ...row, groupName: body.groupName, lastUpdate: stamp() });
    return reply.ok(true);
  };

  return {
    resourcesGet: ({ body }) => reply.ok(listed(body).page),
    resourcesGetCount: ({ body }) => reply.ok(listed(body).selected.length),
    resourcesGetStatusMultiple: ({ params, body }) => reply.ok(statuses(ACCOUNT_SCOPE, params.type, body)),
    resourcesGetStatusMultipleForCampaign: ({ params, body }) =>
      reply.ok(statuses(scopeOfName(store, given(params.campaign, 'campaign')), params.type, body)),
    resourcesGetAccountStatus: ({ params }) =>
      reply.ok(stateOf(scopeInAccount(params.accountId), params.type, plainFileName(params.file), params.accountId)),
    resourcesGetAccountStatusForCampaign: ({ params }) =>
      reply.ok(stateOf(scopeInAccount(params.accountId, params.campaign), params.type, plainFileName(params.file), params.accountId)),
    resourcesGetAccountStatusMultiple: ({ params, body }) =>
      reply.ok(statuses(scopeInAccount(params.accountId), params.type, body, params.accountId)),
    resourcesGetAccountStatusMultipleForCampaign: ({ params, body }) =>
      reply.ok(statuses(scopeInAccount(params.accountId, params.campaign), params.type, body, params.accountId)),
    resourcesDelete: ({ params }) => remove(ACCOUNT_SCOPE, params.type, params.file),
    resourcesDeleteForCampaign: ({ params }) => remove(scopeOfName(store, given(params.campaign, 'campaign')), params.type, params.file),
    resourcesRenameGroup: ({ body }) => {
      const oldName = given(body?.oldName, 'oldName');
      const newName = given(body?.newName?.trim(), 'newName');
      const scope = scopeOfId(store, body?.campaignId);
      const kind = body?.resourceType == null ? undefined : kindOf(body.resourceType);
      const rows = resourcesIn(store, scope, kind).filter((row) => row.groupName?.toLowerCase() === oldName.toLowerCase());
      if (rows.length === 0) throw new SandboxRefusal(`There is no resource group named '${oldName}'.`);
      for (const row of rows) store.resources.replace({ ...row, groupName: newName, lastUpdate: stamp() });
      return reply.ok(true);
    },
    resourcesChangeGroup: ({ body }) => moveToGroup(body, [body?.resourceName]),
    resourcesChangeGroupForSeveralFiles: ({ body }) =>
      moveToGroup(body as Partial<Schemas['ResourceGroupChange']>, Array.isArray(body?.resourceNames) ? body.resourceNames : []),
  };
}
