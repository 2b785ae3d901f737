/** Hand-written checks of the imposition calls. */
import { fieldsOf, isMissing, rejectWhen } from './rules.js';

/** The details need `displayName` or `description`. */
export const displayNameOrDescription = /* @__PURE__ */ rejectWhen(
  ({ body }) => isMissing(fieldsOf(body).displayName) && isMissing(fieldsOf(body).description),
  'Specify at least a display name or a description.',
);
