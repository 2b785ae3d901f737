/**
 * Duplicate contacts, simply: the filter (which columns make two contacts duplicates) is kept; a hash
 * run counts the duplicates at once (`duplicateCount`) and its status reads as finished. (A job handler
 * for the hash run replaces these two with a paced run.)
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { contactColumns } from '../contacts/columns.js';
import { duplicateCount } from '../records/duplicates.js';
import { SandboxRefusal } from '../refusal.js';
import { sequentialId } from '../values.js';

export function duplicateHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const runs = new Map<string, number>();
  const setFilter = (body: { columns?: string[] | null; isActive?: boolean | null } | undefined) => {
    const columns = contactColumns(store.additionalColumns);
    const names = (body?.columns ?? []).map((name) => {
      const column = columns.byName(name);
      if (!column) throw new SandboxRefusal(`Invalid column name '${name}'.`);
      return column.name;
    });
    if (names.length === 0) throw new SandboxRefusal('No duplicate columns given.');
    store.duplicateFilter = { columns: names, isActive: body?.isActive ?? true };
    return reply.ok(true);
  };
  const filter = () => reply.ok({ columns: [...store.duplicateFilter.columns], isActive: store.duplicateFilter.isActive });
  const hash = () => {
    const processingId = sequentialId('duplicates', runs.size + 1);
    runs.set(processingId, duplicateCount(store));
    return reply.ok(processingId);
  };

  return {
    contactDuplicatesGetFilter: filter,
    contactDuplicatesGetFilterByAccount: filter,
    contactDuplicatesSetFilter: ({ body }) => setFilter(body),
    contactDuplicatesSetFilterByAccount: ({ body }) => setFilter(body),
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
