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

/** The skin must be an object. */
export const skinIsObject = /* @__PURE__ */ rejectWhen(({ body }) => !isObject(body), 'No skin given');
/** `options` must be an object (or its JSON text). */
export const settingsAreObject = /* @__PURE__ */ rejectWhen(
  ({ body }) => !isSettingsObject(fieldsOf(body).options),
  'Settings has to be an object.',
);
/** The skin id must be an integer above 0. */
export const positiveSkinId = /* @__PURE__ */ rejectWhen(({ path }) => !isPositiveInteger(path.id), 'Invalid skin id provided');
