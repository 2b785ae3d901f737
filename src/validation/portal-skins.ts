/** Checks of the portal skin calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, isObject, rejectWhen } from './rules.js';
import { allOf, isPositiveInteger, requireBody, requireField, requirePath } from './requirements.js';

const NO_PARAMS = 'No params given';
const NO_SKIN_ID = 'No skin id given';

/** The settings are an object; on the wire that object may already be its JSON text. */
const isSettingsObject = (options: unknown) => {
  if (typeof options !== 'string') return isObject(options);
  try {
    return isObject(JSON.parse(options));
  } catch {
    return false;
  }
};

const skin = allOf(
  requireBody(NO_PARAMS),
  rejectWhen(({ body }) => !isObject(body), 'No skin given'),
);
const skinId = requirePath('skinId', NO_SKIN_ID);

export const portalSkinsValidators: Partial<Record<OperationId, Validator>> = {
  portalSkinsCreate: skin,
  portalSkinsSave: skin,
  portalSkinsDelete: requirePath('id', NO_SKIN_ID),
  portalSkinsCopy: allOf(requirePath('originalName', 'No original skin name given'), requirePath('newName', 'No new skin name given')),
  portalSkinsSettingsLoad: skinId,
  portalSkinsSettingsSave: allOf(
    requireBody(NO_PARAMS),
    requireField('skinId', NO_SKIN_ID),
    rejectWhen(({ body }) => !isSettingsObject(fieldsOf(body).options), 'Settings has to be an object.'),
  ),
  portalSkinsResourcesGet: skinId,
  portalSkinsResourcesDelete: allOf(skinId, requirePath('fileName', 'No file name given')),
  portalSkinsExportByName: requirePath('name', 'No skin name provided'),
  portalSkinsExportById: allOf(
    requirePath('id', 'No skin id provided'),
    rejectWhen(({ path }) => !isPositiveInteger(path.id), 'Invalid skin id provided'),
  ),
  portalSkinsStatus: requirePath('statusId', 'No status id provided'),
};
