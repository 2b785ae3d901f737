/**
 * Finds the operation of a `raw` call from its method and path template (`raw.GET('/api/contacts/delete/{id}')`):
 * the template is what the caller wrote, so no URL is parsed. Loaded on demand, so applications that
 * never use `raw` or `call()` do not bundle the table of every operation.
 */
import { operations } from '../../generated/operations/index.js';
import type { Operation } from '../operation.js';

let byRoute: Map<string, Operation> | undefined;

export function operationByRoute(method: string, template: string): Operation | undefined {
  byRoute ??= new Map(Object.values(operations).map((op: Operation) => [`${op.method} ${op.path}`, op]));
  return byRoute.get(`${method.toUpperCase()} ${template}`);
}

export function operationById(id: string): Operation | undefined {
  return Object.hasOwn(operations, id) ? (operations as Record<string, Operation>)[id] : undefined;
}
