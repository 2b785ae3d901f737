/** Hand-written checks of the design-editor back end. */
import { fieldsOf, isPositiveInteger, rejectWhen } from './rules.js';

/** `smartServerAccountId` must be an integer above 0. */
export const positiveAccountId = /* @__PURE__ */ rejectWhen(
  ({ body }) => !isPositiveInteger(fieldsOf(body).smartServerAccountId),
  "You need provide a valid 'smartServerAccountId'.",
);
