// @vitest-environment jsdom
/** The Query model's comparers; master user and password reset parameters (generic check). */
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea(
  'portal user checks',
  checkedOperationsOf('portal-users'),
  [
    ['portalUsersSetMasterUser', { path: { userId: '' } }, "No 'userId' parameter provided."],
    ['portalUsersRequestResetPassword', { path: { loginName: '' } }, "No 'loginName' parameter provided."],
    ['portalUsersRequestResetPassword', { path: { skinName: '' } }, "No 'skinName' parameter provided."],
    ...invalidComparerCases('Portal users'),
  ],
  knownComparerCases('Portal users'),
);
