/**
 * Builders of the areas' client-side checks beyond the basics in `rules.ts`: required bodies, fields and
 * path values, integers, and running checks in the documented order. Each check returns the platform's message
 * when the input is rejected, or undefined.
 */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, missingParameter, rejectWhen } from './rules.js';

/** A call of that document without its params object. */
export const NO_PARAMS_PROVIDED = 'No params provided.';

/** E.g. `Parameter 'campaignTemplateId' is not an integer.` */
export const notAnInteger = (name: string) => `Parameter '${name}' is not an integer.`;

/** Absent, null or empty text: what the platform's documentation calls "not given". */
export const isMissing = (value: unknown) => value === undefined || value === null || value === '';
/** An integer number, or its decimal text (path parameters arrive as text). */
export const isInteger = (value: unknown) =>
  typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^-?\d+$/.test(value);
export const isPositiveInteger = (value: unknown) => isInteger(value) && Number(value) > 0;

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
/** The params object of a call of that document. */
export const requireParams = /* @__PURE__ */ requireBody(NO_PARAMS_PROVIDED);
export const requirePath = (name: string, message = missingParameter(name)) => rejectWhen(({ path }) => isMissing(path[name]), message);
export const requireField = (name: string, message = missingParameter(name)) =>
  rejectWhen(({ body }) => isMissing(fieldsOf(body)[name]), message);
export const integerPath = (name: string, message: string) => rejectWhen(({ path }) => !isInteger(path[name]), message);
export const integerField = (name: string, message: string) => rejectWhen(({ body }) => !isInteger(fieldsOf(body)[name]), message);

/** A category given in the path is the call's required `categoryName`. */
export const requireCategoryName = /* @__PURE__ */ requirePath('category', missingParameter('categoryName'));
