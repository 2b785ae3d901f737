/**
 * The contract's operations as a forwarder finds them: by method and the path as sent (letter case and
 * trailing slashes count, a literal segment wins over a parameter, as in the SDK's own router), each with
 * its descriptor (checks, signing, admin flag), its tag and whether it is admin-only.
 */
import { operationTable } from '../../generated/operation-table.js';
import { operations } from '../../generated/operations/index.js';
import { OperationMatcher } from '../msw/operation-matcher.js';
import type { Operation } from '../operation.js';
import { inAdminNamespace, isAdminOnly } from './admin-only.js';

export interface ContractOperation {
  readonly operation: Operation;
  readonly tag: string;
  readonly adminOnly: boolean;
  /** In an admin namespace (left out by default), whether or not it is admin-only. */
  readonly adminNamespace: boolean;
}

export type RouteResult =
  | { readonly found: ContractOperation; readonly params: Readonly<Record<string, string>> }
  /** The path exists with these methods only. */
  | { readonly methods: readonly string[] }
  | undefined;

const METHODS = ['GET', 'POST'] as const;
/** Any absolute base: only the path is matched. */
const BASE = 'http://forwarder.invalid';

let byId: ReadonlyMap<string, ContractOperation> | undefined;
let matcher: OperationMatcher | undefined;

/** Every operation of the contract by its id. */
export function contractOperations(): ReadonlyMap<string, ContractOperation> {
  if (!byId) {
    const tags = new Map(operationTable.map((entry) => [entry.id as string, entry.tag]));
    byId = new Map(
      Object.values(operations as Record<string, Operation>).map((operation) => {
        const tag = tags.get(operation.id) ?? '';
        const facts = { path: operation.path, tag, method: operation.method };
        return [operation.id, { operation, tag, adminOnly: isAdminOnly(facts), adminNamespace: inAdminNamespace(facts) }];
      }),
    );
  }
  return byId;
}

/** The operation of `method` and `apiPath` (`/api/…`, percent-encoding as sent), or the methods its path has, or none. */
export function route(method: string, apiPath: string): RouteResult {
  matcher ??= new OperationMatcher(Object.fromEntries([...contractOperations()].map(([id, { operation }]) => [id, operation])));
  const url = BASE + apiPath;
  const match = matcher.match(method, url);
  if (match) return { found: contractOperations().get(match.operationId)!, params: match.params };
  const methods = METHODS.filter((other) => other !== method && matcher!.match(other, url));
  return methods.length ? { methods } : undefined;
}
