/** Hand-written checks of the campaign calls. */
import { fieldsOf, isMissing, missingParameter, rejectWhen } from './rules.js';

/** The render status takes a list of ids. */
export const idsAreArray = /* @__PURE__ */ rejectWhen(({ body }) => !Array.isArray(fieldsOf(body).ids), "Parameter 'ids' is not an array.");
/** `domain` must be there but may be empty. */
export const domainGiven = /* @__PURE__ */ rejectWhen(({ body }) => fieldsOf(body).domain === undefined, missingParameter('domain'));
/** The campaign is named by its id or by its name. */
export const campaignIdOrName = /* @__PURE__ */ rejectWhen(
  ({ body }) => isMissing(fieldsOf(body).campaignId) && isMissing(fieldsOf(body).campaignName),
  missingParameter('campaignId'),
);
