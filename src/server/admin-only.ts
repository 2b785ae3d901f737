/**
 * Which operations are admin-only: the one place that says so. A signing forwarder leaves them out unless
 * its `allow` names them, and signs them with the admin key pair. Today the contract says it by the platform's
 * admin namespace: an `admin` segment in the path (`/api/admin/…`, `/api/datarelations/admin/…`) or a tag that
 * is the admin area (`Admin`, `Data relations admin`). A mark of the contract's own can take its place here.
 */
export interface AccessFacts {
  /** The path template as the contract spells it. */
  readonly path: string;
  /** The contract's tag. */
  readonly tag: string;
}

/** Whether the operation with this path template and tag is admin-only (left out by default, signed with the admin keys). */
export const isAdminOnly = ({ path, tag }: AccessFacts): boolean => /\/admin(\/|$)/i.test(path) || /(^|\s)admin$/i.test(tag);
