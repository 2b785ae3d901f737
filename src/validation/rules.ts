/**
 * What the checks share: the transport's generic messages, what counts as missing or an integer, reading
 * a body's fields, `rejectWhen` for the hand-written checks, and the Query model's comparer check.
 * A check returns the platform's message when the input is rejected, or undefined.
 */
import type { ValidationInput, Validator } from './index.js';

type Fields = Readonly<Record<string, unknown>>;

/** A query where with a comparer outside 0..8 (equals .. lowerThanOrEquals). */
export const INVALID_COMPARER = 'Invalid comparer';

/** E.g. `No 'campaignId' parameter provided.` (the transport's generic check uses the same words). */
export const missingParameter = (name: string) => `No '${name}' parameter provided.`;
/** E.g. `Invalid 'campaignId' parameter. Must be an integer.` */
export const invalidParameter = (name: string, why: string) => `Invalid '${name}' parameter. ${why}`;
export const mustBeInteger = (name: string) => invalidParameter(name, 'Must be an integer.');

/** Absent, null or empty text: what the platform's documentation calls "not given". */
export const isMissing = (value: unknown) => value === undefined || value === null || value === '';
/** An integer number, or its decimal text (path parameters arrive as text). */
export const isInteger = (value: unknown) =>
  typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^-?\d+$/.test(value);
export const isPositiveInteger = (value: unknown) => isInteger(value) && Number(value) > 0;

export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The fields of a body, or none when the body is not an object. */
export const fieldsOf = (body: unknown): Fields => (isObject(body) ? body : {});

/** Rejects with `message` when `fails` holds for the input. */
export const rejectWhen =
  (fails: (input: ValidationInput) => boolean, message: string): Validator =>
  (input) =>
    fails(input) ? message : undefined;

const isComparer = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8;

/** Every query where must name a known comparer (0..8). */
export const knownComparers = /* @__PURE__ */ rejectWhen(({ body }) => {
  const wheres = fieldsOf(body).wheres;
  return Array.isArray(wheres) && !wheres.every((where) => isComparer(fieldsOf(where).comparer));
}, INVALID_COMPARER);
