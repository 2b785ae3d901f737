// @vitest-environment jsdom
/** Seed 002 §5, applications: api and name, the admin account, a get by name without api. */
import { applicationsValidators } from '../../../src/validation/applications.js';
import { checkArea, NO_BODY } from './harness.js';

checkArea(
  'application checks',
  applicationsValidators,
  [
    ['applicationsSave', NO_BODY, 'No params provided.'],
    ['applicationsSave', { path: { api: '' } }, 'No api given.'],
    ['applicationsSave', { path: { name: '' } }, 'No application name given'],
    ['applicationsAdminSave', NO_BODY, 'No params provided.'],
    ['applicationsAdminSave', { body: { api: undefined } }, 'No api given.'],
    ['applicationsAdminSave', { body: { name: '' } }, 'No application name given'],
    ['applicationsDelete', { path: { api: '' } }, 'No api given.'],
    ['applicationsDelete', { path: { name: '' } }, 'No application name given'],
    ['applicationsAdminDelete', { path: { api: '' } }, 'No api given.'],
    ['applicationsAdminDelete', { path: { name: '' } }, 'No application name given'],
    ['applicationsAdminDelete', { path: { accountID: '' } }, "No 'accountID' parameter provided."],
    ['applicationsGetByApiAndName', { path: { api: '' } }, 'Invalid settings object'],
    ['applicationsAdminGetByApiAndNameForAccount', { path: { api: '' } }, 'Invalid settings object'],
  ],
  [['applicationsAdminSave', { body: { settings: null } }]],
);
