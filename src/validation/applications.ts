/** Checks of the external application calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { rejectWhen } from './rules.js';
import { allOf, each, isMissing, requireField, requireParams, requirePath } from './requirements.js';

const NO_API = 'No api given.';
const NO_NAME = 'No application name given';

/** Save and delete name the application by api and name (in the path). */
const apiAndName = allOf(requirePath('api', NO_API), requirePath('name', NO_NAME));

export const applicationsValidators: Partial<Record<OperationId, Validator>> = {
  applicationsSave: allOf(requireParams, apiAndName),
  applicationsAdminSave: allOf(requireParams, requireField('api', NO_API), requireField('name', NO_NAME)),
  applicationsDelete: apiAndName,
  applicationsAdminDelete: apiAndName,
  /** A get with an application name but no api. */
  ...each(
    ['applicationsGetByApiAndName', 'applicationsAdminGetByApiAndNameForAccount'],
    rejectWhen(({ path }) => isMissing(path.api) && !isMissing(path.appName), 'Invalid settings object'),
  ),
};
