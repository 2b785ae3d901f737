/**
 * Which operations are admin-only: the contract says so (`x-dsm-access: system-admin`, the descriptor's
 * `adminOnly`), and this is where a forwarder asks: it signs them with the admin key pair and leaves them out
 * unless its `allow` names them. It also leaves out by default every other call of an admin namespace
 * (`/api/admin/…`, `/api/datarelations/admin/…`, a tag that is an admin area), which it signs with the account's
 * keys as the platform's client does: portal administrator calls and the server's own admin tools.
 */
import { operations } from '../../generated/operations/index.js';
import type { Operation } from '../operation.js';

export interface AccessFacts {
  /** The path template as the contract spells it. */
  readonly path: string;
  /** The contract's tag (kept for callers that have it; the mark decides). */
  readonly tag: string;
  /** The method, where a path has several (`GET`, `POST`); any of the path's operations otherwise. */
  readonly method?: string;
}

let marked: ReadonlyMap<string, readonly Operation[]> | undefined;

/** The contract's operations by path template, built once. */
function byPath(): ReadonlyMap<string, readonly Operation[]> {
  if (!marked) {
    const paths = new Map<string, Operation[]>();
    for (const operation of Object.values(operations as Record<string, Operation>))
      paths.set(operation.path, [...(paths.get(operation.path) ?? []), operation]);
    marked = paths;
  }
  return marked;
}

/** Whether the operation with this path template (and method) is for system admins only: left out by default, signed with the admin keys. */
export function isAdminOnly({ path, method }: AccessFacts): boolean {
  const upper = method?.toUpperCase();
  return (byPath().get(path) ?? []).some(
    (operation) => operation.adminOnly === true && (upper === undefined || operation.method === upper),
  );
}

/** Whether the path or tag is an admin namespace: a forwarder leaves such a call out unless `allow` names it. */
export const inAdminNamespace = ({ path, tag }: AccessFacts): boolean => /\/admin(\/|$)/i.test(path) || /(^|\s)admin$/i.test(tag);
