/**
 * Fields that travel as JSON text but are objects on every surface of the SDK (docs/protocol.md §6):
 * a portal skin's `options`, a skin's settings and an application's settings. The contract marks them
 * `x-dsm-json-text`; the generator writes where they sit in an operation's body and result into its
 * descriptor as a codec (`json-text-codec.ts`), which the transport uses to turn objects into text on the
 * way out and text into objects on the way in. The same codec carries the reply lists the caller gets
 * reshaped (`x-dsm-reshape`, `reshape.ts`). Here: the conversions, and why a body cannot be sent.
 */
import { decodeReshape, encodeReshape } from './reshape.js';
import {
  isPlainObject,
  isReshape,
  type FieldMode,
  type JsonTextFields,
  nameOf,
  replaceAt,
  segmentsOf,
  valuesAt,
} from './json-text-paths.js';

export type { JsonTextFields } from './json-text-paths.js';

const parseObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

export const notAnObject = (name: string) => `Invalid '${name}' field. Must be an object.`;
export const notAnObjectOrText = (name: string) => `Invalid '${name}' field. Must be an object or text.`;
export const notObjectText = (name: string) => `The reply's '${name}' is not JSON text of an object.`;
export const NOT_OBJECT_BODY = 'The body must be an object or JSON text of an object.';

/** A whole body given as JSON text (`object-or-json-text` at the root): the text as it is sent, and its object. */
export interface BodyText {
  readonly text: string;
  readonly value: Record<string, unknown>;
}

/**
 * The caller's body when it is JSON text of a body marked `object-or-json-text`: sent byte for byte, never
 * serialised again; undefined for any other body. `refuse` is called for text that is not JSON of an object.
 */
export function bodyText(body: unknown, fields: JsonTextFields['body'], refuse: (message: string) => never): BodyText | undefined {
  if (fields?.[''] !== 'object-or-json-text' || typeof body !== 'string') return undefined;
  const value = parseObject(body);
  return value ? { text: body, value } : refuse(NOT_OBJECT_BODY);
}

/** The caller's body with every object at a JSON-text field turned into its JSON text. */
export function encodeJsonText(body: unknown, fields: JsonTextFields['body']): unknown {
  let encoded = body;
  for (const at in fields) {
    const mode = fields[at]!;
    // A whole body is serialised once, with the request (`object-or-json-text`): an object stays one.
    const encode = (field: unknown) =>
      isReshape(mode) ? encodeReshape(field, mode) : isPlainObject(field) && mode !== 'object-or-json-text' ? JSON.stringify(field) : field;
    encoded = replaceAt(encoded, segmentsOf(at), encode);
  }
  return encoded;
}

/** Why the body as it is sent (JSON-text fields already text) cannot be, or undefined. */
export function jsonTextProblem(wireBody: unknown, fields: JsonTextFields['body']): string | undefined {
  for (const at in fields) {
    const mode = fields[at]!;
    if (isReshape(mode)) continue;
    for (const field of valuesAt(wireBody, segmentsOf(at))) {
      if (field === null || field === undefined) continue;
      if (mode === 'object-or-json-text') {
        if (!isPlainObject(field)) return NOT_OBJECT_BODY;
        continue;
      }
      if (mode === 'object-or-text' && typeof field !== 'string') return notAnObjectOrText(nameOf(at));
      if (mode === 'object' && (typeof field !== 'string' || !parseObject(field))) return notAnObject(nameOf(at));
    }
  }
  return undefined;
}

/** One field of a reply as the caller gets it, or `refuse` with the reason. */
function decodeField(field: unknown, mode: FieldMode, name: string, refuse: (message: string) => never): unknown {
  if (isReshape(mode)) return decodeReshape(field, mode, name, refuse);
  if (mode === 'object-or-text' || mode === 'object-or-json-text') return typeof field === 'string' ? (parseObject(field) ?? field) : field;
  // Empty text gives an empty object.
  if (field === null || field === undefined || (typeof field === 'string' && field.trim() === '')) return {};
  if (isPlainObject(field)) return field;
  if (typeof field === 'string') {
    if (field.trim() === 'null') return {};
    const parsed = parseObject(field);
    if (parsed) return parsed;
  }
  return refuse(notObjectText(name));
}

/** The unwrapped result with every JSON-text field turned into what the caller gets. */
export function decodeJsonText(result: unknown, fields: JsonTextFields['result'], refuse: (message: string) => never): unknown {
  let decoded = result;
  for (const at in fields) decoded = replaceAt(decoded, segmentsOf(at), (field) => decodeField(field, fields[at]!, nameOf(at), refuse));
  return decoded;
}
