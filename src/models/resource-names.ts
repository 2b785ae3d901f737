/**
 * Resource file names as they appear in a path (docs/protocol.md §6.1): every `.` becomes
 * `[ptrt]`, and for delete calls every `#` becomes `[hash]`. The transport writes these markers itself
 * for the parameters the contract marks (`x-dsm-resource-name`), then percent-encodes; these helpers
 * are for showing or comparing names. Marking is idempotent: a marked name has no `.` left.
 */

/** Marker that stands for `.` in a resource file name in a path. */
export const DOT_MARKER = '[ptrt]';
/** Marker that stands for `#` in a resource file name in a delete path. */
export const HASH_MARKER = '[hash]';

export interface ResourceFileNameOptions {
  /** The name is for a delete path: `#` is replaced as well. */
  forDelete?: boolean;
}

/** The file name with its dots (and, for delete, its hashes) replaced by the markers. */
export function resourceFileName(name: string, options: ResourceFileNameOptions = {}): string {
  const dotted = name.replaceAll('.', DOT_MARKER);
  return options.forDelete ? dotted.replaceAll('#', HASH_MARKER) : dotted;
}

/**
 * The inverse of {@link resourceFileName}: markers back to `.` (and, for delete, `#`). Pass the same
 * options as for encoding; a name that itself contained a marker text cannot be told apart.
 */
export function fileNameFromResource(resource: string, options: ResourceFileNameOptions = {}): string {
  const undotted = resource.replaceAll(DOT_MARKER, '.');
  return options.forDelete ? undotted.replaceAll(HASH_MARKER, '#') : undotted;
}
