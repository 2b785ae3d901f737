/** Hand-written checks of the imposition calls. */
import { fieldsOf, isMissing, rejectWhen } from './rules.js';

/** ImpositionType: xml 0, json 1 (the default), file 2. */
const KNOWN_TYPES: readonly unknown[] = [0, 1, 2];

/** A `type` given must name a representation (xml 0, json 1, file 2). */
export const knownImpositionType = /* @__PURE__ */ rejectWhen(({ body }) => {
  const type = fieldsOf(body).type;
  return !isMissing(type) && !KNOWN_TYPES.includes(type);
}, 'Unknown imposition representation type.');

/** The details need `displayName` or `description`. */
export const displayNameOrDescription = /* @__PURE__ */ rejectWhen(
  ({ body }) => isMissing(fieldsOf(body).displayName) && isMissing(fieldsOf(body).description),
  'Specify at least a display name or a description.',
);
