/** Hand-written checks of the campaign template calls. */
import { rejectWhen } from './rules.js';

/**
 * `{idOrName}` is an id or a technical name, so only a number that is not an integer is certainly a
 * bad id; an empty value is the missing id.
 */
const isNonIntegerNumber = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && !Number.isInteger(number);
};

/** A number given as `idOrName` must be an integer. */
export const idOrNameNotInteger = /* @__PURE__ */ rejectWhen(
  ({ path }) => isNonIntegerNumber(path.idOrName),
  "Parameter 'campaignTemplateId' is not an integer.",
);
