/** Checks of the portal user role calls: the Query model's comparers. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers } from './rules.js';
import { each } from './requirements.js';

export const portalUserRolesValidators: Partial<Record<OperationId, Validator>> = each(
  [
    'portalUserRolesGetWithQuery',
    'portalUserRolesGetModelsWithQuery',
    'portalUserRolesGetCountWithQuery',
    'portalUserRolesGetByUser',
    'portalUserRolesGetModelsByUser',
    'portalUserRolesGetCountByUser',
    'portalUserRolesGetByCategory',
    'portalUserRolesGetModelsByCategory',
    'portalUserRolesGetCountByCategory',
    'portalUserRolesGetByCampaignTemplate',
    'portalUserRolesGetCountByCampaignTemplate',
    'portalUserRolesGetByDocumentTemplate',
    'portalUserRolesGetCountByDocumentTemplate',
  ],
  knownComparers,
);
