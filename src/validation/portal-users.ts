/** Checks of the portal user calls: the Query model's comparers. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers } from './rules.js';
import { each } from './requirements.js';

export const portalUsersValidators: Partial<Record<OperationId, Validator>> = each(
  ['portalUsersGetWithQuery', 'portalUsersGetWithQueryByRole', 'portalUsersGetCount'],
  knownComparers,
);
