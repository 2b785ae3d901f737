/** Checks of the imposition calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, rejectWhen } from './rules.js';
import { allOf, each, isMissing, requireField, requireParams } from './requirements.js';

/** ImpositionType: xml 0, json 1 (the default), file 2. */
const KNOWN_TYPES: readonly unknown[] = [0, 1, 2];

/** A `type` given in the body must name a representation. */
const knownType = rejectWhen(({ body }) => {
  const type = fieldsOf(body).type;
  return !isMissing(type) && !KNOWN_TYPES.includes(type);
}, 'Unknown imposition representation type.');

const details = allOf(
  requireParams,
  requireField('fileName'),
  rejectWhen(
    ({ body }) => isMissing(fieldsOf(body).displayName) && isMissing(fieldsOf(body).description),
    'Specify at least a display name or a description.',
  ),
);

/**
 * The layout representation (json data, xml text) is required by the editor's view-model calls only,
 * each for the one it names. Create and save take the model as the platform's client sends it (display
 * name, sizes, ... and no layout; create also `null` for the defaults).
 */
export const impositionsValidators: Partial<Record<OperationId, Validator>> = {
  ...each(['impositionsSave', 'impositionsSaveForAccount'], requireParams),
  ...each(['impositionsUpdateDetails', 'impositionsUpdateDetailsForAccount'], details),
  impositionsViewModelJson: allOf(requireParams, knownType, requireField('json')),
  impositionsViewModelXml: allOf(requireParams, knownType, requireField('xml')),
};
