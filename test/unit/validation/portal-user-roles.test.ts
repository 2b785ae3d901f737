// @vitest-environment jsdom
/** The Query model's comparers in the portal user role calls. */
import { portalUserRolesValidators } from '../../../src/validation/portal-user-roles.js';
import { checkArea, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea(
  'portal user role query checks',
  portalUserRolesValidators,
  invalidComparerCases('Portal user roles'),
  knownComparerCases('Portal user roles'),
);
