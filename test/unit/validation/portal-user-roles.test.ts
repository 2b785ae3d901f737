// @vitest-environment jsdom
/** Seed 001 §5: the Query model's comparers in the portal user role calls. */
import { portalUserRolesValidators } from '../../../src/validation/portal-user-roles.js';
import { checkArea, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea('portal user role query checks', portalUserRolesValidators, invalidComparerCases('Portal user roles'), knownComparerCases('Portal user roles'));
