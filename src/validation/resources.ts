/** Checks of the resource calls (resource group change). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, rejectWhen } from './rules.js';
import { allOf, isMissing, requireBody, requireField } from './requirements.js';

const NO_RESOURCE_NAME = 'No resource name provided';
/** The platform's client refuses a kind it reads as "none": missing, empty or the number 0 (kinds start at 1). */
const requireResourceType = rejectWhen(({ body }) => {
  const { resourceType } = fieldsOf(body);
  return isMissing(resourceType) || resourceType === 0;
}, 'No resource type provided');

/** Settings, resource type and group name, then the resource name(s) the operation takes. */
const groupChange = (resourceNames: Validator) =>
  allOf(requireBody('No settings provided'), requireResourceType, requireField('groupName', 'No group name provided.'), resourceNames);

const hasSomeName = (names: unknown) => Array.isArray(names) && names.some((name) => !isMissing(name));

export const resourcesValidators: Partial<Record<OperationId, Validator>> = {
  resourcesChangeGroup: groupChange(requireField('resourceName', NO_RESOURCE_NAME)),
  resourcesChangeGroupForSeveralFiles: groupChange(rejectWhen(({ body }) => !hasSomeName(fieldsOf(body).resourceNames), NO_RESOURCE_NAME)),
};
