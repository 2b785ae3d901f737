/**
 * Percent-encoding of path parameters. Like `encodeURIComponent`, except that `[` and `]` stay as they
 * are: the resource file-name markers `[ptrt]` and `[hash]` travel literally (see the signing vectors),
 * and since the signed path is the sent path, every surface must encode alike.
 */
import { defaultPathSerializer } from 'openapi-fetch';

const restoreBrackets = (text: string) => text.replace(/%5B/gi, '[').replace(/%5D/gi, ']');

export const encodePathSegment = (value: string): string => restoreBrackets(encodeURIComponent(value));

/** For URLs built elsewhere (the generated functions use plain `encodeURIComponent`). */
export const normalizePathEncoding = (url: string): string => (url.includes('%5') ? restoreBrackets(url) : url);

/** openapi-fetch's serializer with the same bracket rule, for `client.raw`. */
export const pathSerializer: typeof defaultPathSerializer = (pathname, pathParams) =>
  normalizePathEncoding(defaultPathSerializer(pathname, pathParams));
