/** Hand-written checks of the portal skin calls. */
import { fieldsOf, isObject, isPositiveInteger, rejectWhen } from './rules.js';

/** The settings are an object; on the wire that object may already be its JSON text. */
const isSettingsObject = (options: unknown) => {
  if (typeof options !== 'string') return isObject(options);
  try {
    return isObject(JSON.parse(options));
  } catch {
    return false;
  }
};

export const skinIsObject = /* @__PURE__ */ rejectWhen(({ body }) => !isObject(body), 'No skin given');
export const settingsAreObject = /* @__PURE__ */ rejectWhen(
  ({ body }) => !isSettingsObject(fieldsOf(body).options),
  'Settings has to be an object.',
);
export const positiveSkinId = /* @__PURE__ */ rejectWhen(({ path }) => !isPositiveInteger(path.id), 'Invalid skin id provided');
