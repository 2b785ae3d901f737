/** Hand-written checks of the contact statistics calls. */
import { fieldsOf, rejectWhen } from './rules.js';

/** `eventTypes` must be a list. */
export const eventTypesAreArray = /* @__PURE__ */ rejectWhen(
  ({ body }) => !Array.isArray(fieldsOf(body).eventTypes),
  "You need to provide the event types you are interested in as array. Please set the array 'eventTypes'.",
);
