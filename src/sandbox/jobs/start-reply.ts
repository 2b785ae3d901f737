/**
 * What a start operation answers in the sandbox: the contract's example reply with fresh ids where the
 * example has ids, so every start is a job of its own (the contract's `x-dsm-job.from` says where the
 * job's id is in it: `job-input.ts`).
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import { exampleReply } from '../../msw/handlers.js';

/** Fresh ids: a text id in the form of the contract's (a UUID), or a number. */
export interface IdSource {
  (kind: 'text'): string;
  (kind: 'number'): number;
}

/** Fields that name a job or its worker: `progressId`, `managerId`, `threadId`, `serverKey`, ... */
const ID_FIELD = /(id|key)$/i;

/** The example with fresh values in its id places: the whole reply, list items, and id-named fields. */
function freshen(value: unknown, ids: IdSource, isId = true): unknown {
  if (typeof value === 'string') return isId ? ids('text') : value;
  if (typeof value === 'number') return isId ? ids('number') : value;
  if (Array.isArray(value)) return value.map((item) => freshen(item, ids, isId));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, freshen(field, ids, ID_FIELD.test(name))]));
}

/** The reply of a start operation: the contract's example with fresh ids (a boolean stays). */
export function startReply(operationId: OperationId, ids: IdSource): unknown {
  const example = exampleReply(operationId).responseObject;
  return typeof example === 'boolean' ? example : freshen(example, ids);
}
