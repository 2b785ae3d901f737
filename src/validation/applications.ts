/** Hand-written checks of the external application calls. */
import { isMissing, rejectWhen } from './rules.js';

/** An application name needs its api. */
export const nameNeedsApi = /* @__PURE__ */ rejectWhen(
  ({ path }) => isMissing(path.api) && !isMissing(path.appName),
  'Invalid settings object',
);
