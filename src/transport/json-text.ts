/**
 * Fields that travel as JSON text but are objects on every surface of the SDK (docs/protocol.md §6):
 * a portal skin's `options`, a skin's settings and an application's settings. The contract marks them
 * `x-dsm-json-text`; the generator writes where they sit in an operation's body and result into its
 * descriptor as a codec (`jsonTextCodec`), which the transport uses to turn objects into text on the way
 * out and text into objects on the way in. The same codec carries the reply lists the caller gets
 * reshaped (`x-dsm-reshape`, `reshape.ts`). Only the descriptors of those operations import this module.
 */
import { DsmHttpError, DsmValidationError } from '../errors.js';
import type { SentBody } from './body.js';
import type { Envelope } from './envelope.js';
import { decodeReshape, encodeReshape, RESHAPE_MODES, type ReshapeMode } from './reshape.js';

/**
 * `object`: always an object for the caller; empty text (or none) reads as `{}`.
 * `object-or-text`: one string on the server ("objects are serialised to a string"); an
 * object is sent as JSON text, other text as it is, and text that holds a JSON object reads as that object.
 */
export type JsonTextMode = 'object' | 'object-or-text';
/** What a field is for the caller: JSON text as an object, or a reply list reshaped (`x-dsm-reshape`, `reshape.ts`). */
export type FieldMode = JsonTextMode | ReshapeMode;
const isReshape = (mode: FieldMode): mode is ReshapeMode => RESHAPE_MODES.includes(mode);

/** Where a field sits: property names, `[]` for every item of an array; `[]` alone is the value itself. */
export type JsonTextPath = readonly string[];

export interface JsonTextFields {
  readonly body?: JsonTextFieldMap;
  readonly result?: JsonTextFieldMap;
}

/** A JSON-text field's path as the generator writes it: `options`, `[].settings`, `` for the value itself. */
const segmentsOf = (at: string): JsonTextPath => (at === '' ? [] : at.split('.'));
const nameOf = (at: string) =>
  segmentsOf(at)
    .filter((segment) => segment !== '[]')
    .at(-1) ?? 'responseObject';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The value with the field at `path` replaced by `change(field)`; containers on the way are copied, never mutated. */
function replaceAt(value: unknown, path: JsonTextPath, change: (field: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '[]') return Array.isArray(value) ? value.map((item) => replaceAt(item, rest, change)) : value;
  if (!isPlainObject(value) || !(head in value)) return value;
  return { ...value, [head]: replaceAt(value[head], rest, change) };
}

/** Every value found at `path` (several below an array). */
function valuesAt(value: unknown, path: JsonTextPath): unknown[] {
  if (path.length === 0) return [value];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '[]') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return isPlainObject(value) && head in value ? valuesAt(value[head], rest) : [];
}

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

/** The caller's body with every object at a JSON-text field turned into its JSON text. */
export function encodeJsonText(body: unknown, fields: JsonTextFields['body']): unknown {
  let encoded = body;
  for (const at in fields) {
    const mode = fields[at]!;
    const encode = (field: unknown) =>
      isReshape(mode) ? encodeReshape(field, mode) : isPlainObject(field) ? JSON.stringify(field) : field;
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
      if (mode === 'object-or-text' && typeof field !== 'string') return notAnObjectOrText(nameOf(at));
      if (mode === 'object' && (typeof field !== 'string' || !parseObject(field))) return notAnObject(nameOf(at));
    }
  }
  return undefined;
}

/** One field of a reply as the caller gets it, or `refuse` with the reason. */
function decodeField(field: unknown, mode: FieldMode, name: string, refuse: (message: string) => never): unknown {
  if (isReshape(mode)) return decodeReshape(field, mode, name, refuse);
  if (mode === 'object-or-text') return typeof field === 'string' ? (parseObject(field) ?? field) : field;
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

/** Where an operation's JSON-text fields sit, by path (`options`, `[].settings`, `` for the value itself). */
export type JsonTextFieldMap = Readonly<Record<string, FieldMode>>;

/** What the transport needs of one operation's JSON-text fields. */
export interface JsonTextCodec {
  readonly fields: JsonTextFields;
  /** The caller's body with its objects as text. */
  encode(body: unknown): unknown;
  /** A raw call's body text with its objects as text (the text as it is when it is not JSON). */
  encodeText(text: string): string;
  /** Refuses (DsmValidationError) a body, as it is sent, whose fields are neither objects nor, where allowed, text. */
  check(body: SentBody, operationId: string): void;
  /** The unwrapped result with its fields as objects; a DsmHttpError when one cannot be read. */
  decode(result: unknown, response: Response, body: unknown): unknown;
  /** A raw call's reply with its success envelope's fields as objects; undefined keeps it as it is. */
  decodeReply(response: Response): Promise<Response | undefined>;
}

export function jsonTextCodec(fields: JsonTextFields): JsonTextCodec {
  const decode = (result: unknown, response: Response, body: unknown) =>
    decodeJsonText(result, fields.result, (message) => {
      throw new DsmHttpError(message, response, body, body as Envelope);
    });
  return {
    fields,
    encode: (body) => encodeJsonText(body, fields.body),
    encodeText(text) {
      try {
        return fields.body && text ? JSON.stringify(encodeJsonText(JSON.parse(text), fields.body)) : text;
      } catch {
        return text;
      }
    },
    check(body, operationId) {
      const problem = body.text ? jsonTextProblem(body.value, fields.body) : undefined;
      if (problem) throw new DsmValidationError(problem, operationId);
    },
    decode,
    async decodeReply(response) {
      const body =
        response.ok && fields.result
          ? ((await response
              .clone()
              .json()
              .catch(() => undefined)) as Envelope | undefined)
          : undefined;
      if (body?.state !== 0) return undefined;
      const responseObject = decode(body.responseObject, response, body);
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify({ ...body, responseObject }), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
