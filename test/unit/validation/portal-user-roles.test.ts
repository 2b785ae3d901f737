// @vitest-environment jsdom
/** The Query model's comparers in the portal user role calls. */
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea(
  'portal user role query checks',
  checkedOperationsOf('portal-user-roles'),
  invalidComparerCases('Portal user roles'),
  knownComparerCases('Portal user roles'),
);
