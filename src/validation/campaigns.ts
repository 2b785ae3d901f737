/** Hand-written checks of the campaign calls. */
import { fieldsOf, isMissing, missingParameter, rejectWhen } from './rules.js';

/** `ids` must be a list. */
export const idsAreArray = /* @__PURE__ */ rejectWhen(({ body }) => !Array.isArray(fieldsOf(body).ids), "Parameter 'ids' is not an array.");
/** `domain` must be there (it may be empty). */
export const domainGiven = /* @__PURE__ */ rejectWhen(({ body }) => fieldsOf(body).domain === undefined, missingParameter('domain'));
/** The campaign must be named by `campaignId` or by `campaignName`. */
export const campaignIdOrName = /* @__PURE__ */ rejectWhen(
  ({ body }) => isMissing(fieldsOf(body).campaignId) && isMissing(fieldsOf(body).campaignName),
  missingParameter('campaignId'),
);
