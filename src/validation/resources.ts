/** Hand-written checks of the resource calls (resource group change). */
import { fieldsOf, isMissing, rejectWhen } from './rules.js';

const NO_RESOURCE_NAME = 'No resource name provided';

/** `resourceType` must be given and not 0 (kinds start at 1; the platform's client reads 0 as none). */
export const resourceTypeGiven = /* @__PURE__ */ rejectWhen(({ body }) => {
  const { resourceType } = fieldsOf(body);
  return isMissing(resourceType) || resourceType === 0;
}, 'No resource type provided');

const hasSomeName = (names: unknown) => Array.isArray(names) && names.some((name) => !isMissing(name));

/** `resourceNames` must hold at least one name. */
export const someResourceName = /* @__PURE__ */ rejectWhen(({ body }) => !hasSomeName(fieldsOf(body).resourceNames), NO_RESOURCE_NAME);
