/** Hand-written checks of the campaign template category calls. */
import { isMissing, rejectWhen } from './rules.js';

/** Lookup by image without the query (the body) and without the image name. */
export const paramsOrImageName = /* @__PURE__ */ rejectWhen(({ body, path }) => isMissing(body) && isMissing(path.imageName), 'No params given!');
