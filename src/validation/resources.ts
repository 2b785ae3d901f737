/** Hand-written checks of the resource calls (resource group change). */
import { fieldsOf, isMissing, rejectWhen } from './rules.js';

const NO_RESOURCE_NAME = 'No resource name provided';

/** The platform's client refuses a kind it reads as "none": missing, empty or the number 0 (kinds start at 1). */
export const resourceTypeGiven = /* @__PURE__ */ rejectWhen(({ body }) => {
  const { resourceType } = fieldsOf(body);
  return isMissing(resourceType) || resourceType === 0;
}, 'No resource type provided');

const hasSomeName = (names: unknown) => Array.isArray(names) && names.some((name) => !isMissing(name));

/** Several files: at least one name. */
export const someResourceName = /* @__PURE__ */ rejectWhen(({ body }) => !hasSomeName(fieldsOf(body).resourceNames), NO_RESOURCE_NAME);
