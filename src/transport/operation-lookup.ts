/**
 * Finds the operation of a `call()` by its id and of a `raw` call by its method and path template
 * (`raw.GET('/api/contacts/delete/{id}')`): the template is what the caller wrote, so no URL is parsed.
 * Loaded on demand, so applications that never use `raw` or `call()` do not bundle the table of every
 * operation.
 */
import { operations } from '../../generated/operations/index.js';
import { DsmValidationError } from '../errors.js';
import type { Operation } from '../operation.js';

/** Method, then path template: found without building a key per call. */
let byRoute: Map<string, Map<string, Operation>> | undefined;

export const notAnApiPath = (path: string) => `Only contract paths (/api/…) can be sent: '${path}'.`;

export function operationByRoute(method: string, template: unknown): Operation {
  if (typeof template !== 'string' || !template.startsWith('/api/')) throw new DsmValidationError(notAnApiPath(String(template)));
  if (!byRoute) {
    byRoute = new Map();
    for (const op of Object.values(operations) as Operation[]) {
      const paths = byRoute.get(op.method) ?? new Map<string, Operation>();
      byRoute.set(op.method, paths.set(op.path, op));
    }
  }
  const operation = (byRoute.get(method) ?? byRoute.get(method.toUpperCase()))?.get(template);
  if (!operation) throw new DsmValidationError(`No operation ${method} ${template} in the contract.`);
  return operation;
}

export function operationById(id: unknown): Operation {
  if (typeof id === 'string' && Object.hasOwn(operations, id)) return (operations as Record<string, Operation>)[id]!;
  throw new DsmValidationError(`Unknown operation '${String(id)}'.`);
}
