/**
 * Where an operation's JSON-text fields (and reshaped reply lists) sit and how each reads for the caller,
 * as the generator writes them into its descriptor: paths such as `options`, `[].settings`, or `` for
 * the value itself. Reaching a field copies the containers on the way, never mutating the caller's value.
 */
import { RESHAPE_MODES, type ReshapeMode } from './reshape.js';

/**
 * `object`: always an object for the caller; empty text (or none) reads as `{}`.
 * `object-or-text`: one string on the server ("objects are serialised to a string"); an
 * object is sent as JSON text, other text as it is, and text that holds a JSON object reads as that object.
 * `object-or-json-text`: a whole request body (only at its root) that is an object on the wire; the caller
 * gives the object (sent as its JSON) or JSON text of an object, sent byte for byte as given, as the
 * platform's client posts text it is handed. Other text is refused before sending.
 */
export type JsonTextMode = 'object' | 'object-or-text' | 'object-or-json-text';
/** What a field is for the caller: JSON text as an object, or a reply list reshaped (`x-dsm-reshape`, `reshape.ts`). */
export type FieldMode = JsonTextMode | ReshapeMode;
export const isReshape = (mode: FieldMode): mode is ReshapeMode => RESHAPE_MODES.includes(mode);

/** Where a field sits: property names, `[]` for every item of an array; `[]` alone is the value itself. */
export type JsonTextPath = readonly string[];

export interface JsonTextFields {
  readonly body?: JsonTextFieldMap;
  readonly result?: JsonTextFieldMap;
}

/** Where an operation's JSON-text fields sit, by path (`options`, `[].settings`, `` for the value itself). */
export type JsonTextFieldMap = Readonly<Record<string, FieldMode>>;

/** A JSON-text field's path as the generator writes it: `options`, `[].settings`, `` for the value itself. */
export const segmentsOf = (at: string): JsonTextPath => (at === '' ? [] : at.split('.'));
export const nameOf = (at: string) =>
  segmentsOf(at)
    .filter((segment) => segment !== '[]')
    .at(-1) ?? 'responseObject';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The value with the field at `path` replaced by `change(field)`; containers on the way are copied, never mutated. */
export function replaceAt(value: unknown, path: JsonTextPath, change: (field: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '[]') return Array.isArray(value) ? value.map((item) => replaceAt(item, rest, change)) : value;
  if (!isPlainObject(value) || !(head in value)) return value;
  return { ...value, [head]: replaceAt(value[head], rest, change) };
}

/** Every value found at `path` (several below an array). */
export function valuesAt(value: unknown, path: JsonTextPath): unknown[] {
  if (path.length === 0) return [value];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '[]') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return isPlainObject(value) && head in value ? valuesAt(value[head], rest) : [];
}
