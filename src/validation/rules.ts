/**
 * Building blocks of the client-side checks that several areas share. Each check returns the seed's
 * message when the input is rejected, or undefined; `allOf` runs checks in the seed's order.
 */
import type { OperationId } from '../../generated/routes.js';
import type { ValidationInput, Validator } from './index.js';

type Fields = Readonly<Record<string, unknown>>;

/** Seed 002 §5: a call of that document without its params object. */
export const NO_PARAMS_PROVIDED = 'No params provided.';
/** Seed 001 §5: a query where with a comparer outside 0..8 (equals .. lowerThanOrEquals). */
export const INVALID_COMPARER = 'Invalid comparer';

/** Seeds 000 and 002, e.g. `No 'campaignId' parameter provided.` (the transport's generic check uses the same words). */
export const missingParameter = (name: string) => `No '${name}' parameter provided.`;
/** Seed 002 §5, e.g. `Invalid 'campaignId' parameter. Must be an integer.` */
export const mustBeInteger = (name: string) => `Invalid '${name}' parameter. Must be an integer.`;
/** Seed 000 §5, e.g. `Parameter 'campaignTemplateId' is not an integer.` */
export const notAnInteger = (name: string) => `Parameter '${name}' is not an integer.`;

export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Absent, null or empty text: what the seeds call "not given". */
export const isMissing = (value: unknown) => value === undefined || value === null || value === '';
/** An integer number, or its decimal text (path parameters arrive as text). */
export const isInteger = (value: unknown) => (typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^-?\d+$/.test(value));
export const isPositiveInteger = (value: unknown) => isInteger(value) && Number(value) > 0;
/** The fields of a body, or none when the body is not an object. */
export const fieldsOf = (body: unknown): Fields => (isObject(body) ? body : {});

/** Rejects with `message` when `fails` holds for the input. */
export const rejectWhen =
  (fails: (input: ValidationInput) => boolean, message: string): Validator =>
  (input) =>
    fails(input) ? message : undefined;

/** Runs the checks in order; the first rejection wins. */
export const allOf =
  (...checks: Validator[]): Validator =>
  (input) => {
    for (const check of checks) {
      const message = check(input);
      if (message !== undefined) return message;
    }
    return undefined;
  };

/** The same check for several operations. */
export const each = <K extends OperationId>(operationIds: readonly K[], validator: Validator) =>
  Object.fromEntries(operationIds.map((operationId) => [operationId, validator])) as Record<K, Validator>;

/** The call has a body (model or params object) at all. */
export const requireBody = (message: string) => rejectWhen(({ body }) => body === undefined || body === null, message);
/** Seed 002 §5: the params object of a call of that document. */
export const requireParams = /* @__PURE__ */ requireBody(NO_PARAMS_PROVIDED);
export const requirePath = (name: string, message = missingParameter(name)) => rejectWhen(({ path }) => isMissing(path[name]), message);
export const requireField = (name: string, message = missingParameter(name)) => rejectWhen(({ body }) => isMissing(fieldsOf(body)[name]), message);
export const integerPath = (name: string, message: string) => rejectWhen(({ path }) => !isInteger(path[name]), message);
export const integerField = (name: string, message: string) => rejectWhen(({ body }) => !isInteger(fieldsOf(body)[name]), message);

/** Seed 002 §5: a category given in the path is the call's required `categoryName`. */
export const requireCategoryName = /* @__PURE__ */ requirePath('category', missingParameter('categoryName'));

const isComparer = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8;

/** Seed 001 §5, for bodies that are the Query model: every where names a known comparer. */
export const knownComparers = /* @__PURE__ */ rejectWhen(({ body }) => {
  const wheres = fieldsOf(body).wheres;
  return Array.isArray(wheres) && !wheres.every((where) => isComparer(fieldsOf(where).comparer));
}, INVALID_COMPARER);
