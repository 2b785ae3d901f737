/** Checks of the imposition calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, isObject, missingParameter, rejectWhen } from './rules.js';
import { allOf, each, isMissing, requireField, requireParams } from './requirements.js';

/** ImpositionType: xml 0, json 1 (the default), file 2. */
const XML = 0;
const JSON_DATA = 1;
const FILE = 2;

/** The representation the `type` names must be given: json data, xml data, or the file name. */
const representation: Validator = ({ body, path }) => {
  const imposition = fieldsOf(body);
  switch (imposition.type ?? JSON_DATA) {
    case JSON_DATA:
      return isMissing(imposition.json) ? missingParameter('json') : undefined;
    case XML:
      return isMissing(imposition.xml) ? missingParameter('xml') : undefined;
    case FILE:
      return isMissing(imposition.fileName ?? path.fileName) ? missingParameter('fileName') : undefined;
    default:
      return 'Unknown imposition representation type.';
  }
};

const details = allOf(
  requireParams,
  requireField('fileName'),
  rejectWhen(
    ({ body }) => isMissing(fieldsOf(body).displayName) && isMissing(fieldsOf(body).description),
    'Specify at least a display name or a description.',
  ),
);

export const impositionsValidators: Partial<Record<OperationId, Validator>> = {
  /** Create takes `null` (or no body) for "use the defaults"; a given imposition is checked. */
  ...each(['impositionsCreate', 'impositionsCreateForAccount'], (input) => (isObject(input.body) ? representation(input) : undefined)),
  ...each(['impositionsSave', 'impositionsSaveForAccount'], allOf(requireParams, representation)),
  ...each(['impositionsUpdateDetails', 'impositionsUpdateDetailsForAccount'], details),
  ...each(['impositionsViewModelJson', 'impositionsViewModelXml'], requireParams),
};
