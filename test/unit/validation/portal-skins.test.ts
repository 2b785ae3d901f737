// @vitest-environment jsdom
/** The skin checks. */
import { checkArea, checkedOperationsOf, NO_BODY } from './harness.js';

checkArea(
  'portal skin checks',
  checkedOperationsOf('portal-skins'),
  [
    ['portalSkinsCreate', NO_BODY, 'No params given'],
    ['portalSkinsCreate', { replaceBody: ['not', 'a', 'skin'] }, 'No skin given'],
    ['portalSkinsSave', NO_BODY, 'No params given'],
    ['portalSkinsSave', { replaceBody: 'skin' }, 'No skin given'],
    ['portalSkinsDelete', { path: { id: '' } }, 'No skin id given'],
    ['portalSkinsGetByName', { path: { name: '' } }, "No 'name' parameter provided."],
    ['portalSkinsCopy', { path: { originalName: '' } }, 'No original skin name given'],
    ['portalSkinsCopy', { path: { newName: '' } }, 'No new skin name given'],
    ['portalSkinsSettingsLoad', { path: { skinId: '' } }, 'No skin id given'],
    ['portalSkinsSettingsSave', NO_BODY, 'No params given'],
    ['portalSkinsSettingsSave', { body: { skinId: undefined } }, 'No skin id given'],
    ['portalSkinsSettingsSave', { body: { options: undefined } }, 'Settings has to be an object.'],
    ['portalSkinsSettingsSave', { body: { options: 'plain text' } }, 'Settings has to be an object.'],
    ['portalSkinsSettingsSave', { body: { options: [1, 2] } }, 'Settings has to be an object.'],
    // JSON-text fields (x-dsm-json-text): an object, or text that holds one; anything else is refused.
    ['portalSkinsSave', { body: { options: 5 } }, "Invalid 'options' field. Must be an object."],
    ['portalSkinsSave', { body: { options: 'primaryColor=#004b87' } }, "Invalid 'options' field. Must be an object."],
    ['portalSkinsCreate', { body: { options: ['#004b87'] } }, "Invalid 'options' field. Must be an object."],
    ['portalSkinsResourcesGet', { path: { skinId: '' } }, 'No skin id given'],
    ['portalSkinsResourcesDelete', { path: { skinId: '' } }, 'No skin id given'],
    ['portalSkinsResourcesDelete', { path: { fileName: '' } }, 'No file name given'],
    ['portalSkinsExportByName', { path: { name: '' } }, 'No skin name provided'],
    ['portalSkinsExportById', { path: { id: '' } }, 'No skin id provided'],
    ['portalSkinsExportById', { path: { id: 0 } }, 'Invalid skin id provided'],
    ['portalSkinsExportById', { path: { id: -3 } }, 'Invalid skin id provided'],
    ['portalSkinsExportById', { path: { id: 'blue' } }, 'Invalid skin id provided'],
    ['portalSkinsStatus', { path: { statusId: '' } }, 'No status id provided'],
  ],
  [
    ['portalSkinsSettingsSave', { body: { options: { primaryColor: '#004b87' } } }],
    ['portalSkinsSettingsSave', { body: { options: '{}' } }],
    ['portalSkinsSave', { body: { options: { primaryColor: '#004b87', logo: { width: 120 } } } }],
    ['portalSkinsSave', { body: { options: null } }],
    ['portalSkinsCreate', { body: { options: undefined } }],
    ['portalSkinsExportById', { path: { id: 1 } }],
  ],
);
