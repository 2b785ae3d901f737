/**
 * Finds the operation of a `call()` by its id and of a `raw` call by its method and path template
 * (`raw.GET('/api/contacts/delete/{id}')`): the template is what the caller wrote, so no URL is parsed.
 * Loaded on demand, so applications that never use `raw` or `call()` do not bundle the table of every
 * operation.
 */
import { operations } from '../../generated/operations/index.js';
import { DsmValidationError } from '../errors.js';
import type { Operation } from '../operation.js';

let byRoute: Map<string, Operation> | undefined;

export const notAnApiPath = (path: string) => `Only contract paths (/api/…) can be sent: '${path}'.`;

export function operationByRoute(method: string, template: unknown): Operation {
  if (typeof template !== 'string' || !template.startsWith('/api/')) throw new DsmValidationError(notAnApiPath(String(template)));
  byRoute ??= new Map(Object.values(operations).map((op: Operation) => [`${op.method} ${op.path}`, op]));
  const operation = byRoute.get(`${method.toUpperCase()} ${template}`);
  if (!operation) throw new DsmValidationError(`No operation ${method} ${template} in the contract.`);
  return operation;
}

export function operationById(id: unknown): Operation {
  if (typeof id === 'string' && Object.hasOwn(operations, id)) return (operations as Record<string, Operation>)[id]!;
  throw new DsmValidationError(`Unknown operation '${String(id)}'.`);
}
