/**
 * Percent-encoding of path values. Like `encodeURIComponent`, except that `[` and `]` stay as they are:
 * the resource file-name markers `[ptrt]` and `[hash]` travel literally (see the signing vectors), and
 * since the signed path is the sent path, every surface encodes alike.
 */
const restoreBrackets = (text: string) => text.replace(/%5B/gi, '[').replace(/%5D/gi, ']');

export const encodePathSegment = (value: string): string => restoreBrackets(encodeURIComponent(value));

/**
 * openapi-fetch's path serializer for every request. It never throws: values are checked before anything
 * is sent (`request-checks.ts`), so what a refused value would have become is never used.
 */
export function pathSerializer(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    try {
      return encodePathSegment(String(value));
    } catch {
      return ''; // a lone surrogate: refused by the checks
    }
  });
}
