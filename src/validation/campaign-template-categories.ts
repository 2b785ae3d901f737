/** Hand-written checks of the campaign template category calls. */
import { isMissing, rejectWhen } from './rules.js';

/** A lookup by image needs the query or the image name. */
export const paramsOrImageName = /* @__PURE__ */ rejectWhen(
  ({ body, path }) => isMissing(body) && isMissing(path.imageName),
  'No params given!',
);
