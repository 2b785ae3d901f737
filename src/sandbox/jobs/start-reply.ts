/**
 * What a start operation answers in the sandbox: the contract's example reply with fresh ids where the
 * example has ids, so every start is a job of its own. Where the catalogue then finds the job's id in
 * that reply (or in the request) is the catalogue's business: the sandbox asks its `start.run`.
 */
import type { OperationId } from '../../../generated/routes.js';
import type { JobDefinition } from '../../jobs/job-definition.js';
import { exampleReply } from '../../msw/handlers.js';

/** A fresh id in the form of the contract's example ids (a version 4 UUID). */
export function freshId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const freshNumber = () => 1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 999_999);
/** Fields that name a job or its worker: `progressId`, `managerId`, `threadId`, `serverKey`, ... */
const ID_FIELD = /(id|key)$/i;

/** The example with fresh values in its id places: the whole reply, list items, and id-named fields. */
function freshen(value: unknown, isId = true): unknown {
  if (typeof value === 'string') return isId ? freshId() : value;
  if (typeof value === 'number') return isId ? freshNumber() : value;
  if (Array.isArray(value)) return value.map((item) => freshen(item, isId));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, freshen(field, ID_FIELD.test(name))]));
}

/** The reply of a start operation: the contract's example with fresh ids (a boolean or a count stays). */
export function startReply(operationId: OperationId): unknown {
  const example = exampleReply(operationId).responseObject;
  return typeof example === 'boolean' ? example : freshen(example);
}

/** The job's id, found by the catalogue's own start in the reply the sandbox gives (or in the request). */
export async function idOfStart(job: JobDefinition<any, any, any, any, any>, reply: unknown, input: object): Promise<unknown> {
  if (!job.start) throw new Error(`The job '${job.name}' has no start operation.`);
  return job.start.run({ call: (async () => reply) as never }, input as never);
}
