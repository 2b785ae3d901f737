// @vitest-environment jsdom
/** Applications: api and name, the admin account, a get by name without api. */
import { checkArea, checkedOperationsOf, NO_BODY } from './harness.js';

checkArea(
  'application checks',
  checkedOperationsOf('applications'),
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
    // JSON-text fields of mode object-or-text: an object or text; anything else is refused.
    ['applicationsSave', { body: { value: 5 } }, "Invalid 'value' field. Must be an object or text."],
    ['applicationsSave', { body: { value: [1] } }, "Invalid 'value' field. Must be an object or text."],
    ['applicationsAdminSave', { body: { settings: true } }, "Invalid 'settings' field. Must be an object or text."],
  ],
  [
    ['applicationsAdminSave', { body: { settings: null } }],
    ['applicationsAdminSave', { body: { settings: { clientId: 'drive-1' } } }],
    ['applicationsSave', { body: { value: { consumerKey: 'key' } } }],
    ['applicationsSave', { body: { value: 'plain text' } }],
  ],
);
