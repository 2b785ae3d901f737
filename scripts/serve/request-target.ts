/**
 * What a server of `npm start` accepts as a request target before anything else reads it. Prism
 * crashes on a path whose percent-encoding does not decode to UTF-8 (`/api/contacts/%FF`), and
 * `decodeURIComponent` throws on `/%`, so a target is checked here once and refused with a reason.
 * A percent-encoded control character (`%00`, `%0A`) is let through: the contract allows any string in a
 * path value, as the platform does, so the mock answers such a value as it answers any other.
 */

/** Longer targets are refused (Node's parser already refuses request heads over 16 KiB). */
export const MAX_TARGET_LENGTH = 8 * 1024;

/** The methods the servers answer; any other gets 405 without reaching Prism. */
export const ANSWERED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Why `target` (`request.url` as Node gives it) cannot be served, or null when it can. */
export function targetProblem(target: string | undefined): string | null {
  if (!target?.startsWith('/')) return 'the request target is not a path starting with /';
  if (target.length > MAX_TARGET_LENGTH) return `the request target is longer than ${MAX_TARGET_LENGTH} characters`;
  const queryStart = target.indexOf('?');
  const path = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = queryStart < 0 ? '' : target.slice(queryStart + 1);
  const decodedPath = decoded(path);
  if (decodedPath === null) return 'the path has a percent-encoding that is not UTF-8 (e.g. a lone % or %FF)';
  if (decoded(query.replace(/\+/g, ' ')) === null) return 'the query has a percent-encoding that is not UTF-8 (e.g. a lone % or %FF)';
  return null;
}

/** The path of a target that passed `targetProblem`, percent-decoded. */
export function decodedPath(target: string): string {
  const path = target.split('?', 1)[0]!;
  return decoded(path) ?? path;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
