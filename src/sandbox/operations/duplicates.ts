/**
 * Duplicate contacts, simply: the filter (which columns make two contacts duplicates) is kept; a hash
 * run counts the duplicates at once (`duplicateCount`) and its status reads as finished. (A job handler
 * for the hash run replaces these two with a paced run.) Another account's filter is kept apart from the own one.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { contactColumns } from '../contacts/columns.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { accountById } from '../records/accounts.js';
import { duplicateCount } from '../records/duplicates.js';
import { SandboxRefusal } from '../refusal.js';
import { sequentialId } from '../values.js';

export function duplicateHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const runs = new Map<string, number>();
  // Other accounts' filters: their contacts are not in the store, but what is set for one is read back for it.
  const otherFilters = new Map<number, { columns: string[]; isActive: boolean }>();
  const accountOf = (id: unknown) => accountById(store, id, 'id').id;
  const setFilter = (body: { columns?: string[] | null; isActive?: boolean | null } | undefined, accountId = DEMO_ACCOUNT_ID) => {
    const columns = contactColumns(store.additionalColumns);
    const names = (body?.columns ?? []).map((name) => {
      const column = columns.byName(name);
      if (!column) throw new SandboxRefusal(`Invalid column name '${name}'.`);
      return column.name;
    });
    if (names.length === 0) throw new SandboxRefusal('No duplicate columns given.');
    const filter = { columns: names, isActive: body?.isActive ?? true };
    if (accountId === DEMO_ACCOUNT_ID) store.duplicateFilter = filter;
    else otherFilters.set(accountId, filter);
    return reply.ok(true);
  };
  const filter = (accountId = DEMO_ACCOUNT_ID) => {
    const kept = accountId === DEMO_ACCOUNT_ID ? store.duplicateFilter : (otherFilters.get(accountId) ?? store.duplicateFilter);
    return reply.ok({ columns: [...kept.columns], isActive: kept.isActive });
  };
  const hash = () => {
    const processingId = sequentialId('duplicates', runs.size + 1);
    runs.set(processingId, duplicateCount(store));
    return reply.ok(processingId);
  };

  return {
    contactDuplicatesGetFilter: () => filter(),
    contactDuplicatesGetFilterByAccount: ({ params }) => filter(accountOf(params.id)),
    contactDuplicatesSetFilter: ({ body }) => setFilter(body),
    contactDuplicatesSetFilterByAccount: ({ params, body }) => setFilter(body, accountOf(params.id)),
    contactDuplicatesEnsureFilter: ({ body }) => setFilter(body),
    contactDuplicatesHash: hash,
    contactDuplicatesHashByAccount: hash,
    contactDuplicatesStatus: ({ params }) => {
      const duplicates = runs.get(params.processingId ?? '');
      if (duplicates === undefined) throw new SandboxRefusal(`There is no duplicate run '${params.processingId}'.`);
      return reply.ok({ processingId: params.processingId!, isFinished: true, progress: 100, duplicateCount: duplicates });
    },
  };
}
