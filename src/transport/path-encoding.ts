/**
 * Path values as the platform's client writes them (docs/protocol.md §6): a resource file name first gets
 * its markers (`.` → `[ptrt]`, for delete also `#` → `[hash]`), then every value is percent-encoded with
 * `encodeURIComponent`, brackets included (`logo.png` → `logo%5Bptrt%5Dpng`). The signed path is the
 * sent path, so every surface encodes alike.
 */
import { resourceFileName } from '../models/resource-names.js';
import type { ResourceNameKind } from '../operation.js';

export const encodePathSegment = (value: string): string => encodeURIComponent(value);

/**
 * A path value with the resource-name markers its parameter asks for. A name that already carries them
 * has no `.` (nor `#`) left, so it stays the same: marking twice changes nothing.
 */
export const withResourceMarkers = (value: string, kind: ResourceNameKind | undefined): string =>
  kind === undefined ? value : resourceFileName(value, { forDelete: kind === 'delete' });

/**
 * openapi-fetch's path serializer for every request. It never throws: values are checked before anything
 * is sent (`request-checks.ts`), so what a refused value would have become is never used.
 */
export function pathSerializer(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    try {
      // A number is written as `String` writes it.
      return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(value) : '';
    } catch {
      return ''; // a lone surrogate: refused by the checks
    }
  });
}
